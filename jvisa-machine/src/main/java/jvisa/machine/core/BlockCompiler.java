package jvisa.machine.core;

import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Generates the methods that run one block's straight-line instructions, in a class whose class
 * data is the function's executors. An instruction the {@link AluBytecode} specialiser knows
 * becomes inline channel loops calling the same semantic methods the interpreter calls; any other
 * instruction becomes a call of its executor's {@code execute} on a constant receiver (the
 * executor, loaded from the class data), which the JVM's compiler can inline. Instructions are
 * spread over static methods of at most about a budget of bytes of bytecode, so that none is too
 * big for the JVM to compile ({@link FunctionCompiler} checks the class it gets).
 */
final class BlockCompiler {
  static final String PACKAGE = "jvisa/machine/core/";
  static final String HW = PACKAGE + "HwThread";
  static final String FRAME = PACKAGE + "Frame";
  static final String EXECUTE_DESC = "(L" + HW + ";L" + FRAME + ";)I";
  static final String RUN_DESC = "(L" + HW + ";L" + FRAME + ";)V";
  static final String COMPILED = PACKAGE + "CompiledFunction";

  /** Bytecode bytes of an executor call with its fault handler, roughly. */
  static final int CALL_BYTES = 24;

  /**
   * What a memory message's executor call counts among specialised instructions: C2 inlines the
   * message's path, hundreds of bytes, and once a method's inlined code passes its limit (8000
   * bytes) it calls the rest out of line (sgemm's tile of 20 messages then called its float
   * multiplies and adds: warm 43 -> 35-38 ms with C2 counting 400).
   */
  static final int MESSAGE_CALL_BYTES = 400;

  private static final Handle CLASS_DATA_AT =
      new Handle(
          H_INVOKESTATIC,
          "java/lang/invoke/MethodHandles",
          "classDataAt",
          "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;I)"
              + "Ljava/lang/Object;",
          false);

  /**
   * Local variable slots of a part method: the thread, the frame, the instruction running (for the
   * fault handler), then free for specialisers.
   */
  static final int T = 0;

  static final int F = 1;
  private static final int AT = 2;
  static final int FIRST_FREE_LOCAL = 3;

  private BlockCompiler() {}

  /**
   * Emits the part methods of instructions {@code start..end-1} into {@code cw} and returns their
   * names, to be called in order. A fault of instruction k reports the {@code countedEnd - 1 - k}
   * instructions after it that were counted ahead. Without {@code groups} every instruction is a
   * call of its executor; {@code full} says per instruction what code the case of every channel
   * enabled gets, {@code groups} which instructions run channel by channel together; a part holds
   * instructions of about {@code methodBytes} of bytecode at most.
   */
  static List<String> emitParts(
      ClassVisitor cw,
      Exec[] code,
      int start,
      int end,
      int countedEnd,
      RegisterLayout layout,
      FullMaskCode[] full,
      LaneGroups groups,
      int methodBytes) {
    boolean specialise = groups != null;
    List<String> names = new ArrayList<>();
    int from = start;
    int bytes = 0;
    for (int k = start; k < end; k++) {
      int size =
          specialise
              ? AluBytecode.estimatedBytes(code[k], layout.frameBytes(), full[k])
              : CALL_BYTES;
      if (k > from && bytes + size > methodBytes) {
        names.add(emitPart(cw, code, from, k, countedEnd, layout, full, groups, names.size()));
        from = k;
        bytes = 0;
      }
      bytes += size;
    }
    names.add(emitPart(cw, code, from, end, countedEnd, layout, full, groups, names.size()));
    return names;
  }

  private static String emitPart(
      ClassVisitor cw,
      Exec[] code,
      int from,
      int to,
      int countedEnd,
      RegisterLayout layout,
      FullMaskCode[] full,
      LaneGroups groups,
      int index) {
    String name = "b" + code[from].pc + "_" + index;
    MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, name, RUN_DESC, null, null);
    mv.visitCode();
    // a null frame: called only to be compiled (MachineCodeFirst)
    Label run = new Label();
    mv.visitVarInsn(ALOAD, F);
    mv.visitJumpInsn(IFNONNULL, run);
    mv.visitInsn(RETURN);
    mv.visitLabel(run);
    // one fault handler for the part: AT holds the instruction running
    pushInt(mv, from);
    mv.visitVarInsn(ISTORE, AT);
    Label begin = new Label();
    Label end = new Label();
    Label handler = new Label();
    mv.visitTryCatchBlock(begin, end, handler, "java/lang/RuntimeException");
    mv.visitLabel(begin);
    for (int k = from; k < to; ) {
      if (k > from) {
        setAt(mv, k);
      }
      int runEnd = groups == null ? k + 1 : groups.end(code, k, to, full);
      if (runEnd > k + 1) {
        GroupBytecode.emit(
            mv,
            code,
            k,
            runEnd,
            layout,
            full[k],
            i -> {
              setAt(mv, i);
              callExecute(mv, code[i], receiver(code[i], i));
              mv.visitInsn(POP);
            });
        k = runEnd;
        continue;
      }
      Exec e = code[k];
      ConstantDynamic receiver = receiver(e, k);
      if (groups == null || !AluBytecode.emit(mv, e, receiver, layout, full[k])) {
        callExecute(mv, e, receiver);
        mv.visitInsn(POP);
      }
      k++;
    }
    mv.visitLabel(end);
    mv.visitInsn(RETURN);
    mv.visitLabel(handler);
    mv.visitVarInsn(ILOAD, AT);
    pushInt(mv, countedEnd - 1);
    mv.visitVarInsn(ILOAD, AT);
    mv.visitInsn(ISUB);
    invokeFault(mv);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    return name;
  }

  /** Records instruction {@code k} as the one running, for the part's fault handler. */
  private static void setAt(MethodVisitor mv, int k) {
    pushInt(mv, k);
    mv.visitVarInsn(ISTORE, AT);
  }

  /** {@code receiver.execute(t, f)}, leaving the next pc on the stack. */
  static void callExecute(MethodVisitor mv, Exec e, ConstantDynamic receiver) {
    mv.visitLdcInsn(receiver);
    mv.visitVarInsn(ALOAD, T);
    mv.visitVarInsn(ALOAD, F);
    mv.visitMethodInsn(INVOKEVIRTUAL, internalName(e), "execute", EXECUTE_DESC, false);
  }

  /** With the caught exception on the stack: throws the fault of instruction {@code pc}. */
  static void throwFault(MethodVisitor mv, int pc, int notExecuted) {
    pushInt(mv, pc);
    pushInt(mv, notExecuted);
    invokeFault(mv);
  }

  /**
   * With the caught exception, the instruction's pc and the instructions not executed on the stack:
   * throws the fault.
   */
  private static void invokeFault(MethodVisitor mv) {
    mv.visitMethodInsn(
        INVOKESTATIC,
        COMPILED,
        "fault",
        "(Ljava/lang/RuntimeException;II)Ljava/lang/RuntimeException;",
        false);
    mv.visitInsn(ATHROW);
  }

  /** The executor of instruction k, as a constant of its exact class. */
  static ConstantDynamic receiver(Exec e, int k) {
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
