package jvisa.machine.core;

import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Generates the JVM class of one block's straight-line instructions: a hidden class in this package
 * whose {@code run} executes them in order. An instruction the {@link AluBytecode} specialiser
 * knows becomes inline channel loops calling the same semantic methods the interpreter calls; any
 * other instruction becomes a call of its executor's {@code execute} on a constant receiver (the
 * executor, loaded from the class data), which the JVM's compiler can inline. Instructions are
 * spread over static methods of at most about {@link #PART_BYTES} bytes of bytecode, so that none
 * is too big for the JVM to compile.
 */
final class BlockCompiler {
  static final String PACKAGE = "jvisa/machine/core/";
  static final String HW = PACKAGE + "HwThread";
  static final String FRAME = PACKAGE + "Frame";
  static final String EXECUTE_DESC = "(L" + HW + ";L" + FRAME + ";)I";
  static final String RUN_DESC = "(L" + HW + ";L" + FRAME + ";)V";
  private static final String BLOCK = PACKAGE + "CompiledBlock";
  private static final String NAME = PACKAGE + "JitBlock";
  private static final int PART_BYTES = 6000;
  private static final Handle CLASS_DATA_AT =
      new Handle(
          H_INVOKESTATIC,
          "java/lang/invoke/MethodHandles",
          "classDataAt",
          "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;I)"
              + "Ljava/lang/Object;",
          false);

  /** Local variable slots of a part method: the thread, the frame, then free for specialisers. */
  static final int T = 0;

  static final int F = 1;
  static final int FIRST_FREE_LOCAL = 2;

  private BlockCompiler() {}

  /** Compiles instructions {@code start..end-1} of {@code code} into a block. */
  static CompiledBlock compile(MethodHandles.Lookup lookup, Exec[] code, int start, int end) {
    List<Exec> execs = Arrays.asList(Arrays.copyOfRange(code, start, end));
    byte[] bytes = generate(execs);
    try {
      Class<?> c = lookup.defineHiddenClassWithClassData(bytes, execs, true).lookupClass();
      return (CompiledBlock) c.getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("the generated block class does not load: " + e, e);
    }
  }

  static byte[] generate(List<Exec> execs) {
    ClassWriter cw =
        new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
          @Override
          protected String getCommonSuperClass(String a, String b) {
            return "java/lang/Object";
          }
        };
    cw.visit(V17, ACC_FINAL | ACC_SUPER, NAME, null, BLOCK, null);
    MethodVisitor init = cw.visitMethod(0, "<init>", "()V", null, null);
    init.visitCode();
    init.visitVarInsn(ALOAD, 0);
    pushInt(init, execs.size());
    init.visitMethodInsn(INVOKESPECIAL, BLOCK, "<init>", "(I)V", false);
    init.visitInsn(RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();
    List<int[]> parts = parts(execs);
    for (int p = 0; p < parts.size(); p++) {
      generatePart(cw, "part" + p, execs, parts.get(p)[0], parts.get(p)[1]);
    }
    MethodVisitor run = cw.visitMethod(0, "run", RUN_DESC, null, null);
    run.visitCode();
    for (int p = 0; p < parts.size(); p++) {
      run.visitVarInsn(ALOAD, 1);
      run.visitVarInsn(ALOAD, 2);
      run.visitMethodInsn(INVOKESTATIC, NAME, "part" + p, RUN_DESC, false);
    }
    run.visitInsn(RETURN);
    run.visitMaxs(0, 0);
    run.visitEnd();
    cw.visitEnd();
    return cw.toByteArray();
  }

  /** The instructions of each part method, as {from, to} indices, by estimated bytecode size. */
  private static List<int[]> parts(List<Exec> execs) {
    List<int[]> parts = new ArrayList<>();
    int from = 0;
    int bytes = 0;
    for (int k = 0; k < execs.size(); k++) {
      int size = AluBytecode.estimatedBytes(execs.get(k));
      if (k > from && bytes + size > PART_BYTES) {
        parts.add(new int[] {from, k});
        from = k;
        bytes = 0;
      }
      bytes += size;
    }
    parts.add(new int[] {from, execs.size()});
    return parts;
  }

  private static void generatePart(
      ClassWriter cw, String name, List<Exec> execs, int from, int to) {
    MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, name, RUN_DESC, null, null);
    mv.visitCode();
    Label[] handlers = new Label[to - from];
    for (int k = from; k < to; k++) {
      Exec e = execs.get(k);
      Label begin = new Label();
      Label end = new Label();
      handlers[k - from] = new Label();
      mv.visitTryCatchBlock(begin, end, handlers[k - from], "java/lang/RuntimeException");
      mv.visitLabel(begin);
      ConstantDynamic receiver = receiver(e, k);
      if (!AluBytecode.emit(mv, e, receiver)) {
        mv.visitLdcInsn(receiver);
        mv.visitVarInsn(ALOAD, T);
        mv.visitVarInsn(ALOAD, F);
        mv.visitMethodInsn(INVOKEVIRTUAL, internalName(e), "execute", EXECUTE_DESC, false);
        mv.visitInsn(POP);
      }
      mv.visitLabel(end);
    }
    mv.visitInsn(RETURN);
    for (int k = from; k < to; k++) {
      mv.visitLabel(handlers[k - from]);
      pushInt(mv, k);
      mv.visitMethodInsn(
          INVOKESTATIC,
          BLOCK,
          "fault",
          "(Ljava/lang/RuntimeException;I)Ljava/lang/RuntimeException;",
          false);
      mv.visitInsn(ATHROW);
    }
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** The executor of the block's instruction k, as a constant of its exact class. */
  private static ConstantDynamic receiver(Exec e, int k) {
    return new ConstantDynamic("_", "L" + internalName(e) + ";", CLASS_DATA_AT, k);
  }

  /** The executor's class if generated code may name it, else Exec. */
  static String internalName(Exec e) {
    Class<?> c = e.getClass();
    if (c.isHidden() || c.isAnonymousClass() || c.getPackage() != Exec.class.getPackage()) {
      return PACKAGE + "Exec";
    }
    return c.getName().replace('.', '/');
  }

  static void pushInt(MethodVisitor mv, int v) {
    if (v >= -1 && v <= 5) {
      mv.visitInsn(ICONST_0 + v);
    } else if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) {
      mv.visitIntInsn(BIPUSH, v);
    } else if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
      mv.visitIntInsn(SIPUSH, v);
    } else {
      mv.visitLdcInsn(v);
    }
  }
}
