package jvisa.machine.core;

import static org.objectweb.asm.Opcodes.*;

import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Specialised bytecode for the hottest instruction kinds: whole-vector integer and F ALU operations
 * and raw moves, on dword register regions that are contiguous or a broadcast scalar, or on
 * immediates. The channel loop reads each channel's sources, calls the same semantic method the
 * interpreter's vector executor calls ({@code IntArith}, {@code IntBits}, {@code FloatArith}) and
 * stores the result, with a loop without mask tests when every channel is enabled. An instruction
 * whose destination overlaps a source other than element for element keeps its executor (the
 * interpreter reads all sources before it writes), as does anything else not listed here.
 */
final class AluBytecode {
  private static final String GRF = BlockCompiler.PACKAGE + "Grf";
  private static final String EXEC = BlockCompiler.PACKAGE + "Exec";
  private static final String INT_ARITH = "jvisa/machine/alu/IntArith";
  private static final String INT_BITS = "jvisa/machine/alu/IntBits";
  private static final String FLOAT_ARITH = "jvisa/machine/alu/FloatArith";
  private static final int CH = BlockCompiler.FIRST_FREE_LOCAL;
  private static final int G = CH + 1;
  private static final int I = CH + 2;

  private AluBytecode() {}

  /** Bytecode bytes the instruction takes, roughly, for splitting blocks into methods. */
  static int estimatedBytes(Exec e) {
    return specialisable(e) ? 260 : 24;
  }

  /**
   * Emits specialised code for {@code e} (stack unchanged) and returns true, or returns false
   * without emitting anything.
   */
  static boolean emit(MethodVisitor mv, Exec e, ConstantDynamic receiver) {
    if (!specialisable(e)) {
      return false;
    }
    Label skip = new Label();
    mv.visitLdcInsn(receiver);
    mv.visitVarInsn(ALOAD, BlockCompiler.F);
    mv.visitMethodInsn(INVOKEVIRTUAL, EXEC, "channels", "(L" + BlockCompiler.FRAME + ";)I", false);
    mv.visitVarInsn(ISTORE, CH);
    mv.visitVarInsn(ILOAD, CH);
    mv.visitJumpInsn(IFEQ, skip);
    if (e instanceof FloatVectorExec) {
      // outside the plain F mode the executor takes its per-channel path: let it
      Label plain = new Label();
      mv.visitVarInsn(ALOAD, BlockCompiler.T);
      mv.visitVarInsn(ALOAD, BlockCompiler.F);
      mv.visitMethodInsn(
          INVOKEVIRTUAL,
          BlockCompiler.HW,
          "floatMode",
          "(L" + BlockCompiler.FRAME + ";)Ljvisa/machine/alu/FloatMode;",
          false);
      mv.visitMethodInsn(INVOKEVIRTUAL, "jvisa/machine/alu/FloatMode", "plainF", "()Z", false);
      mv.visitJumpInsn(IFNE, plain);
      mv.visitLdcInsn(receiver);
      mv.visitVarInsn(ALOAD, BlockCompiler.T);
      mv.visitVarInsn(ALOAD, BlockCompiler.F);
      mv.visitMethodInsn(
          INVOKEVIRTUAL,
          BlockCompiler.internalName(e),
          "execute",
          BlockCompiler.EXECUTE_DESC,
          false);
      mv.visitInsn(POP);
      mv.visitJumpInsn(GOTO, skip);
      mv.visitLabel(plain);
    }
    mv.visitVarInsn(ALOAD, BlockCompiler.F);
    mv.visitFieldInsn(GETFIELD, BlockCompiler.FRAME, "grf", "[B");
    mv.visitVarInsn(ASTORE, G);
    Label masked = new Label();
    mv.visitVarInsn(ILOAD, CH);
    BlockCompiler.pushInt(mv, e.sizeMask);
    mv.visitJumpInsn(IF_ICMPNE, masked);
    channelLoop(mv, e, false);
    mv.visitJumpInsn(GOTO, skip);
    mv.visitLabel(masked);
    channelLoop(mv, e, true);
    mv.visitLabel(skip);
    return true;
  }

  /** {@code for (i = 0; i < n; i++) [if channel i is enabled] dst[i] = op(src[i]...)}. */
  private static void channelLoop(MethodVisitor mv, Exec e, boolean testMask) {
    Label head = new Label();
    Label next = new Label();
    Label done = new Label();
    BlockCompiler.pushInt(mv, 0);
    mv.visitVarInsn(ISTORE, I);
    mv.visitLabel(head);
    mv.visitVarInsn(ILOAD, I);
    BlockCompiler.pushInt(mv, e.execSize);
    mv.visitJumpInsn(IF_ICMPGE, done);
    if (testMask) {
      mv.visitVarInsn(ILOAD, CH);
      mv.visitVarInsn(ILOAD, I);
      mv.visitInsn(IUSHR);
      mv.visitInsn(ICONST_1);
      mv.visitInsn(IAND);
      mv.visitJumpInsn(IFEQ, next);
    }
    mv.visitVarInsn(ALOAD, G);
    elementOffset(mv, ((Dst.Direct) destination(e)).offsets);
    if (e instanceof IntVectorExec v) {
      for (Src s : v.src) {
        loadLong(mv, s);
      }
      intOp(mv, v);
      mv.visitInsn(L2I);
    } else if (e instanceof FloatVectorExec v) {
      boolean minMax = v.vop == FloatVectorExec.Op.MIN || v.vop == FloatVectorExec.Op.MAX;
      for (Src s : v.src) {
        loadFloat(mv, s, minMax);
      }
      floatOp(mv, v.vop);
      mv.visitMethodInsn(INVOKESTATIC, "java/lang/Float", "floatToRawIntBits", "(F)I", false);
    } else {
      loadRawInt(mv, ((MoveExecs.Mov) e).src);
    }
    mv.visitMethodInsn(INVOKESTATIC, GRF, "i32", "([BII)V", false);
    mv.visitLabel(next);
    mv.visitIincInsn(I, 1);
    mv.visitJumpInsn(GOTO, head);
    mv.visitLabel(done);
  }

  /** Pushes the byte offset of channel I's element of a contiguous or broadcast dword region. */
  private static void elementOffset(MethodVisitor mv, int[] offsets) {
    BlockCompiler.pushInt(mv, offsets[0]);
    if (offsets.length > 1 && offsets[1] != offsets[0]) {
      mv.visitVarInsn(ILOAD, I);
      mv.visitInsn(ICONST_2);
      mv.visitInsn(ISHL);
      mv.visitInsn(IADD);
    }
  }

  /** Channel I's source value as the vector executor loads it with {@code loadInts}. */
  private static void loadLong(MethodVisitor mv, Src s) {
    if (s instanceof Src.Imm imm) {
      mv.visitLdcInsn(imm.perChannel[0]);
      return;
    }
    mv.visitVarInsn(ALOAD, G);
    elementOffset(mv, ((Src.Direct) s).offsets);
    mv.visitMethodInsn(INVOKESTATIC, GRF, "i32", "([BI)I", false);
    mv.visitInsn(I2L);
    if (s.type == Type.UD) {
      mv.visitLdcInsn(0xffffffffL);
      mv.visitInsn(LAND);
    }
  }

  /**
   * Channel I's F source as the vector executor has it: loaded as a double ({@code loadDoubles}),
   * narrowed to float unless the operation takes doubles.
   */
  private static void loadFloat(MethodVisitor mv, Src s, boolean asDouble) {
    if (s instanceof Src.Imm imm) {
      double v = Src.valueAsDouble(imm.perChannel[0], Type.F);
      if (asDouble) {
        mv.visitLdcInsn(v);
      } else {
        mv.visitLdcInsn((float) v);
      }
      return;
    }
    loadRawInt(mv, s);
    mv.visitMethodInsn(INVOKESTATIC, "java/lang/Float", "intBitsToFloat", "(I)F", false);
    mv.visitInsn(F2D);
    if (!asDouble) {
      mv.visitInsn(D2F);
    }
  }

  /** Channel I's dword as raw bits. */
  private static void loadRawInt(MethodVisitor mv, Src s) {
    if (s instanceof Src.Imm imm) {
      BlockCompiler.pushInt(mv, (int) imm.perChannel[0]);
      return;
    }
    mv.visitVarInsn(ALOAD, G);
    elementOffset(mv, ((Src.Direct) s).offsets);
    mv.visitMethodInsn(INVOKESTATIC, GRF, "i32", "([BI)I", false);
  }

  private static void intOp(MethodVisitor mv, IntVectorExec v) {
    String two = "(JJ)J";
    String shift = "(JJI)J";
    switch (v.vop) {
      case ADD -> call(mv, INT_ARITH, "add", two);
      case ADD3 -> call(mv, INT_ARITH, "add3", "(JJJ)J");
      case MUL -> call(mv, INT_ARITH, "mul", two);
      case MAD -> call(mv, INT_ARITH, "mad", "(JJJ)J");
      case AND -> call(mv, INT_BITS, "and", two);
      case OR -> call(mv, INT_BITS, "or", two);
      case XOR -> call(mv, INT_BITS, "xor", two);
      case NOT -> call(mv, INT_BITS, "not", "(J)J");
      case SHL -> shiftCall(mv, "shl", v.shiftMask, shift);
      case SHR32 -> shiftCall(mv, "shr32", v.shiftMask, shift);
      case SHR64 -> shiftCall(mv, "shr64", v.shiftMask, shift);
      case ASR -> shiftCall(mv, "asr", v.shiftMask, shift);
      case ASR_UQ -> shiftCall(mv, "asrUnsigned64", v.shiftMask, shift);
      case MIN -> call(mv, INT_ARITH, "min", two);
      case MAX -> call(mv, INT_ARITH, "max", two);
      case MIN_UQ -> call(mv, INT_ARITH, "minUnsigned", two);
      case MAX_UQ -> call(mv, INT_ARITH, "maxUnsigned", two);
    }
  }

  private static void shiftCall(MethodVisitor mv, String name, int mask, String desc) {
    BlockCompiler.pushInt(mv, mask);
    call(mv, INT_BITS, name, desc);
  }

  private static void floatOp(MethodVisitor mv, FloatVectorExec.Op op) {
    switch (op) {
      case ADD -> call(mv, FLOAT_ARITH, "addF", "(FF)F");
      case MUL -> call(mv, FLOAT_ARITH, "mulF", "(FF)F");
      case MAD -> call(mv, FLOAT_ARITH, "madF", "(FFF)F");
      case MIN -> {
        call(mv, FLOAT_ARITH, "min", "(DD)D");
        mv.visitInsn(D2F);
      }
      case MAX -> {
        call(mv, FLOAT_ARITH, "max", "(DD)D");
        mv.visitInsn(D2F);
      }
    }
  }

  private static void call(MethodVisitor mv, String owner, String name, String desc) {
    mv.visitMethodInsn(INVOKESTATIC, owner, name, desc, false);
  }

  /** Whether {@code e} is an instruction this class specialises, with operands it handles. */
  static boolean specialisable(Exec e) {
    Src[] sources;
    if (e instanceof IntVectorExec v) {
      sources = v.src;
      for (Src s : sources) {
        if (s.type != Type.D && s.type != Type.UD && !(s instanceof Src.Imm)) {
          return false;
        }
      }
    } else if (e instanceof FloatVectorExec v) {
      sources = v.src;
    } else if (e instanceof MoveExecs.Mov m && m.vector) {
      sources = new Src[] {m.src};
    } else {
      return false;
    }
    Dst dst = destination(e);
    if (!(dst instanceof Dst.Direct d) || dst.type.size() != 4 || !contiguous(d.offsets, e)) {
      return false;
    }
    for (Src s : sources) {
      if (!handled(s, e, d)) {
        return false;
      }
    }
    return true;
  }

  private static Dst destination(Exec e) {
    return e instanceof AluExec a ? a.dst : ((MoveExecs.Mov) e).dst;
  }

  private static boolean handled(Src s, Exec e, Dst.Direct dst) {
    if (s instanceof Src.Imm imm) {
      for (int i = 1; i < e.execSize; i++) {
        if (imm.perChannel[i] != imm.perChannel[0]) {
          return false;
        }
      }
      return true;
    }
    if (!(s instanceof Src.Direct d) || s.mod != SrcModifier.NONE || s.type.size() != 4) {
      return false;
    }
    boolean broadcast = true;
    for (int i = 1; i < e.execSize; i++) {
      broadcast &= d.offsets[i] == d.offsets[0];
    }
    if (!broadcast && !contiguous(d.offsets, e)) {
      return false;
    }
    boolean sameElements =
        !broadcast && java.util.Arrays.equals(d.offsets, 0, e.execSize, dst.offsets, 0, e.execSize);
    return sameElements || disjoint(d.offsets, dst.offsets, e.execSize);
  }

  private static boolean contiguous(int[] offsets, Exec e) {
    for (int i = 0; i < e.execSize; i++) {
      if (offsets[i] != offsets[0] + 4 * i) {
        return false;
      }
    }
    return true;
  }

  private static boolean disjoint(int[] a, int[] b, int n) {
    int aLo = Integer.MAX_VALUE;
    int aHi = Integer.MIN_VALUE;
    int bLo = Integer.MAX_VALUE;
    int bHi = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      aLo = Math.min(aLo, a[i]);
      aHi = Math.max(aHi, a[i] + 4);
      bLo = Math.min(bLo, b[i]);
      bHi = Math.max(bHi, b[i] + 4);
    }
    return aHi <= bLo || bHi <= aLo;
  }
}
