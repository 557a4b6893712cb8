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
 * Generates the JVM class of one function: a hidden class in this package whose {@code run} goes
 * from block to block without returning to the interpreter. Each block's straight-line instructions
 * become static methods of at most about {@link #PART_BYTES} bytes of bytecode: an instruction the
 * {@link AluBytecode} specialiser knows becomes inline channel loops calling the same semantic
 * methods the interpreter calls, any other a call of its executor's {@code execute} on a constant
 * receiver (loaded from the class data), which the JVM's compiler can inline. The blocks are
 * dispatched by switch methods over groups of consecutive blocks, each kept under about {@link
 * #GROUP_BYTES} bytes so that the JVM compiles it; a block ends with a fall-through, a branch whose
 * executor always names the next instruction (goto, jmp, switchjmp, call: executed in place), or an
 * instruction left to the interpreter (run returns there).
 */
final class FunctionCompiler {
  static final String PACKAGE = "jvisa/machine/core/";
  static final String HW = PACKAGE + "HwThread";
  static final String FRAME = PACKAGE + "Frame";
  static final String EXECUTE_DESC = "(L" + HW + ";L" + FRAME + ";)I";
  private static final String PART_DESC = "(L" + HW + ";L" + FRAME + ";)V";
  private static final String GROUP_DESC = "(L" + HW + ";L" + FRAME + ";IJ)I";
  private static final String COMPILED = PACKAGE + "CompiledFunction";
  private static final String NAME = PACKAGE + "JitFunction";
  private static final int PART_BYTES = 6000;
  private static final int GROUP_BYTES = 6000;
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

  /** Local slots of a group method: the thread, the frame, the pc and the step limit. */
  private static final int PC = 2;

  private static final int STOP_AT = 3;

  private FunctionCompiler() {}

  /**
   * One block: instructions {@code start..bodyEnd-1} run straight, then the instruction at bodyEnd
   * (if {@code counted} covers it) is a branch executed in place; {@code counted} instructions are
   * charged on entry.
   */
  record Block(int start, int bodyEnd, int counted, int end) {
    boolean compiled() {
      return counted > 0;
    }

    boolean branchInPlace() {
      return start + counted > bodyEnd;
    }
  }

  /** Compiles the function {@code code} cut into {@code partition}'s blocks. */
  static CompiledFunction compile(MethodHandles.Lookup lookup, Exec[] code, List<int[]> partition) {
    List<Block> blocks = blocks(code, partition);
    int[] lengths = new int[code.length];
    for (Block b : blocks) {
      lengths[b.start] = b.counted;
    }
    byte[] bytes = generate(code, blocks);
    try {
      Class<?> c =
          lookup
              .defineHiddenClassWithClassData(bytes, List.copyOf(Arrays.asList(code)), true)
              .lookupClass();
      return (CompiledFunction) c.getDeclaredConstructor(int[].class).newInstance(lengths);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("the generated function class does not load: " + e, e);
    }
  }

  static List<Block> blocks(Exec[] code, List<int[]> partition) {
    List<Block> out = new ArrayList<>();
    for (int[] p : partition) {
      Exec last = code[p[1] - 1];
      int bodyEnd = BlockPartition.endsBlock(last) ? p[1] - 1 : p[1];
      int counted = branchInPlace(last) ? p[1] - p[0] : bodyEnd - p[0];
      out.add(new Block(p[0], bodyEnd, counted, p[1]));
    }
    return out;
  }

  /** Branches whose executor only moves the pc and masks, and always names the next instruction. */
  static boolean branchInPlace(Exec e) {
    Class<?> c = e.getClass();
    return c == ControlExecs.Goto.class
        || c == ControlExecs.Jmp.class
        || c == ControlExecs.SwitchJmp.class
        || c == ControlExecs.Call.class;
  }

  static byte[] generate(Exec[] code, List<Block> blocks) {
    ClassWriter cw =
        new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
          @Override
          protected String getCommonSuperClass(String a, String b) {
            return "java/lang/Object";
          }
        };
    cw.visit(V17, ACC_FINAL | ACC_SUPER, NAME, null, COMPILED, null);
    MethodVisitor init = cw.visitMethod(0, "<init>", "([I)V", null, null);
    init.visitCode();
    init.visitVarInsn(ALOAD, 0);
    init.visitVarInsn(ALOAD, 1);
    init.visitMethodInsn(INVOKESPECIAL, COMPILED, "<init>", "([I)V", false);
    init.visitInsn(RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();
    List<String[]> partsOfBlock = new ArrayList<>();
    for (Block b : blocks) {
      List<String> names = new ArrayList<>();
      for (int[] part : parts(code, b.start, b.bodyEnd)) {
        String name = "b" + b.start + "_" + names.size();
        generatePart(cw, name, code, part[0], part[1], b.start + b.counted);
        names.add(name);
      }
      partsOfBlock.add(names.toArray(String[]::new));
    }
    List<int[]> groups = groups(blocks, partsOfBlock);
    int[] his = new int[groups.size()];
    for (int g = 0; g < groups.size(); g++) {
      int[] range = groups.get(g);
      int lo = blocks.get(range[0]).start;
      int hi = range[1] < blocks.size() ? blocks.get(range[1]).start : code.length;
      his[g] = hi;
      generateGroup(
          cw,
          "g" + g,
          code,
          blocks.subList(range[0], range[1]),
          partsOfBlock.subList(range[0], range[1]),
          lo,
          hi);
    }
    generateRun(cw, his);
    cw.visitEnd();
    return cw.toByteArray();
  }

  /** The straight-line instructions of each part method, as {from, to}, by estimated size. */
  private static List<int[]> parts(Exec[] code, int start, int end) {
    List<int[]> parts = new ArrayList<>();
    int from = start;
    int bytes = 0;
    for (int k = start; k < end; k++) {
      int size = AluBytecode.estimatedBytes(code[k]);
      if (k > from && bytes + size > PART_BYTES) {
        parts.add(new int[] {from, k});
        from = k;
        bytes = 0;
      }
      bytes += size;
    }
    if (end > from) {
      parts.add(new int[] {from, end});
    }
    return parts;
  }

  /** Consecutive blocks per group method, as {from, to} block indices, by estimated size. */
  private static List<int[]> groups(List<Block> blocks, List<String[]> partsOfBlock) {
    List<int[]> groups = new ArrayList<>();
    int from = 0;
    int bytes = 0;
    for (int k = 0; k < blocks.size(); k++) {
      int size = blocks.get(k).compiled() ? 48 + 8 * partsOfBlock.get(k).length : 0;
      if (k > from && bytes + size > GROUP_BYTES) {
        groups.add(new int[] {from, k});
        from = k;
        bytes = 0;
      }
      bytes += size;
    }
    groups.add(new int[] {from, blocks.size()});
    return groups;
  }

  private static void generatePart(
      ClassWriter cw, String name, Exec[] code, int from, int to, int countedEnd) {
    MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, name, PART_DESC, null, null);
    mv.visitCode();
    Label[] handlers = new Label[to - from];
    for (int k = from; k < to; k++) {
      Exec e = code[k];
      Label begin = new Label();
      Label end = new Label();
      handlers[k - from] = new Label();
      mv.visitTryCatchBlock(begin, end, handlers[k - from], "java/lang/RuntimeException");
      mv.visitLabel(begin);
      ConstantDynamic receiver = receiver(e);
      if (!AluBytecode.emit(mv, e, receiver)) {
        // through the shared call site, so the JVM does not compile a copy of the executor per
        // instruction: the specialised loops are what pays, inlined executors mostly cost
        // compilation time
        mv.visitVarInsn(ALOAD, F);
        mv.visitFieldInsn(GETFIELD, FRAME, "fn", "L" + PACKAGE + "DecodedFunction;");
        mv.visitMethodInsn(
            INVOKEVIRTUAL, PACKAGE + "DecodedFunction", "code", "()[L" + PACKAGE + "Exec;", false);
        pushInt(mv, k);
        mv.visitInsn(AALOAD);
        mv.visitVarInsn(ALOAD, T);
        mv.visitVarInsn(ALOAD, F);
        mv.visitMethodInsn(
            INVOKESTATIC,
            COMPILED,
            "execute",
            "(L" + PACKAGE + "Exec;L" + HW + ";L" + FRAME + ";)V",
            false);
      }
      mv.visitLabel(end);
    }
    mv.visitInsn(RETURN);
    for (int k = from; k < to; k++) {
      mv.visitLabel(handlers[k - from]);
      throwFault(mv, k, countedEnd - 1 - k);
    }
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** With the caught exception on the stack: throws it wrapped for instruction {@code pc}. */
  private static void throwFault(MethodVisitor mv, int pc, int uncounted) {
    pushInt(mv, pc);
    pushInt(mv, uncounted);
    mv.visitMethodInsn(
        INVOKESTATIC,
        COMPILED,
        "fault",
        "(Ljava/lang/RuntimeException;II)Ljava/lang/RuntimeException;",
        false);
    mv.visitInsn(ATHROW);
  }

  /**
   * {@code static int gN(t, f, pc, stopAt)}: runs the group's blocks from pc on; returns a pc
   * outside the group where another group goes on, or {@code ~pc} where the interpreter must.
   */
  private static void generateGroup(
      ClassWriter cw,
      String name,
      Exec[] code,
      List<Block> blocks,
      List<String[]> partsOfBlock,
      int lo,
      int hi) {
    MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, name, GROUP_DESC, null, null);
    mv.visitCode();
    List<Integer> keys = new ArrayList<>();
    List<Label> entries = new ArrayList<>();
    Label[] entryOf = new Label[code.length + 1];
    for (Block b : blocks) {
      if (b.compiled()) {
        keys.add(b.start);
        Label l = new Label();
        entries.add(l);
        entryOf[b.start] = l;
      }
    }
    Label dispatch = new Label();
    Label other = new Label();
    mv.visitLabel(dispatch);
    mv.visitVarInsn(ILOAD, PC);
    mv.visitLookupSwitchInsn(
        other, keys.stream().mapToInt(Integer::intValue).toArray(), entries.toArray(Label[]::new));
    for (int k = 0; k < blocks.size(); k++) {
      Block b = blocks.get(k);
      if (b.compiled()) {
        generateBlock(mv, code, b, partsOfBlock.get(k), entryOf, dispatch);
      }
    }
    mv.visitLabel(other);
    Label outside = new Label();
    mv.visitVarInsn(ILOAD, PC);
    pushInt(mv, lo);
    mv.visitJumpInsn(IF_ICMPLT, outside);
    mv.visitVarInsn(ILOAD, PC);
    pushInt(mv, hi);
    mv.visitJumpInsn(IF_ICMPGE, outside);
    mv.visitVarInsn(ILOAD, PC);
    mv.visitInsn(ICONST_M1);
    mv.visitInsn(IXOR);
    mv.visitInsn(IRETURN);
    mv.visitLabel(outside);
    mv.visitVarInsn(ILOAD, PC);
    mv.visitInsn(IRETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void generateBlock(
      MethodVisitor mv, Exec[] code, Block b, String[] parts, Label[] entryOf, Label dispatch) {
    mv.visitLabel(entryOf[b.start]);
    Label charged = new Label();
    mv.visitVarInsn(ALOAD, T);
    mv.visitVarInsn(ALOAD, F);
    pushInt(mv, b.start);
    pushInt(mv, b.counted);
    mv.visitVarInsn(LLOAD, STOP_AT);
    mv.visitMethodInsn(INVOKEVIRTUAL, HW, "enterBlock", "(L" + FRAME + ";IIJ)Z", false);
    mv.visitJumpInsn(IFNE, charged);
    returnToInterpreter(mv, b.start);
    mv.visitLabel(charged);
    for (String part : parts) {
      mv.visitVarInsn(ALOAD, T);
      mv.visitVarInsn(ALOAD, F);
      mv.visitMethodInsn(INVOKESTATIC, NAME, part, PART_DESC, false);
    }
    if (b.branchInPlace()) {
      Exec branch = code[b.bodyEnd];
      Label begin = new Label();
      Label end = new Label();
      Label handler = new Label();
      mv.visitTryCatchBlock(begin, end, handler, "java/lang/RuntimeException");
      mv.visitLabel(begin);
      mv.visitLdcInsn(receiver(branch));
      mv.visitVarInsn(ALOAD, T);
      mv.visitVarInsn(ALOAD, F);
      mv.visitMethodInsn(INVOKEVIRTUAL, internalName(branch), "execute", EXECUTE_DESC, false);
      mv.visitVarInsn(ISTORE, PC);
      mv.visitLabel(end);
      mv.visitJumpInsn(GOTO, dispatch);
      mv.visitLabel(handler);
      throwFault(mv, b.bodyEnd, 0);
    } else if (b.bodyEnd < b.end) {
      returnToInterpreter(mv, b.bodyEnd);
    } else if (entryOf[b.end] != null) {
      mv.visitJumpInsn(GOTO, entryOf[b.end]);
    } else {
      pushInt(mv, b.end);
      mv.visitVarInsn(ISTORE, PC);
      mv.visitJumpInsn(GOTO, dispatch);
    }
  }

  private static void returnToInterpreter(MethodVisitor mv, int pc) {
    pushInt(mv, ~pc);
    mv.visitInsn(IRETURN);
  }

  /** {@code int run(t, f, pc, stopAt)}: hands pc to the group holding it until one says stop. */
  private static void generateRun(ClassWriter cw, int[] groupEnds) {
    int t = 1;
    int f = 2;
    int pc = 3;
    int stopAt = 4;
    MethodVisitor mv = cw.visitMethod(0, "run", "(L" + HW + ";L" + FRAME + ";IJ)I", null, null);
    mv.visitCode();
    Label loop = new Label();
    Label inside = new Label();
    mv.visitLabel(loop);
    mv.visitVarInsn(ILOAD, pc);
    mv.visitJumpInsn(IFGE, inside);
    mv.visitVarInsn(ILOAD, pc);
    mv.visitInsn(ICONST_M1);
    mv.visitInsn(IXOR);
    mv.visitInsn(IRETURN);
    mv.visitLabel(inside);
    for (int g = 0; g < groupEnds.length; g++) {
      Label next = new Label();
      mv.visitVarInsn(ILOAD, pc);
      pushInt(mv, groupEnds[g]);
      mv.visitJumpInsn(IF_ICMPGE, next);
      mv.visitVarInsn(ALOAD, t);
      mv.visitVarInsn(ALOAD, f);
      mv.visitVarInsn(ILOAD, pc);
      mv.visitVarInsn(LLOAD, stopAt);
      mv.visitMethodInsn(INVOKESTATIC, NAME, "g" + g, GROUP_DESC, false);
      mv.visitVarInsn(ISTORE, pc);
      mv.visitJumpInsn(GOTO, loop);
      mv.visitLabel(next);
    }
    mv.visitVarInsn(ILOAD, pc);
    mv.visitInsn(IRETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** The executor of instruction {@code e.pc}, as a constant of its exact class. */
  private static ConstantDynamic receiver(Exec e) {
    return new ConstantDynamic("_", "L" + internalName(e) + ";", CLASS_DATA_AT, e.pc);
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
