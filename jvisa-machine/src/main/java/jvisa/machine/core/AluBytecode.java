package jvisa.machine.core;

import static org.objectweb.asm.Opcodes.*;

import java.util.function.IntConsumer;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;
import jvisa.machine.alu.CmpOp;
import jvisa.machine.alu.Compare;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Specialised bytecode for the hottest instruction kinds: whole-vector integer and F ALU
 * operations, addc and subb, raw moves and compares into a predicate, on register regions that are
 * contiguous or a broadcast scalar, or on immediates. The channel loop reads each channel's sources
 * (one machine load each, {@link JitUnsafe}, at offsets checked against the frame), applies source
 * modifiers and calls the same semantic methods the interpreter's vector executors call ({@code
 * IntArith}, {@code IntBits}, {@code FloatArith}, {@code SourceModifiers}; compares in the
 * primitive form {@link CmpOp} derives, as {@link CompareVectors} does) and stores the result, with
 * a loop without mask tests when every channel is enabled. An instruction whose destination
 * overlaps a source other than element for element keeps its executor (the interpreter reads all
 * sources before it writes), as does anything else not listed here.
 */
final class AluBytecode {
  private static final String INT_ARITH = "jvisa/machine/alu/IntArith";
  private static final String INT_BITS = "jvisa/machine/alu/IntBits";
  private static final String FLOAT_ARITH = "jvisa/machine/alu/FloatArith";
  private static final String MODIFIERS = "jvisa/machine/alu/SourceModifiers";
  private static final String GET_INT = "(Ljava/lang/Object;J)I";
  static final int CH = BlockCompiler.FIRST_FREE_LOCAL;
  static final int G = CH + 1;
  static final int I = CH + 2;
  private static final int R = CH + 3;
  private static final int M = CH + 4;
  // long locals: a carry operation's two source values
  private static final int A = CH + 5;
  private static final int B = CH + 7;

  /** The first local free for {@link GroupBytecode}. */
  static final int FIRST_GROUP_LOCAL = B + 2;

  /** The lane argument meaning channel I of a loop. */
  static final int LOOP_LANE = -1;

  // which channels forChannels emits the body for
  private static final int ALL = 0;
  private static final int ENABLED = 1;
  private static final int ALL_UNROLLED = 2;

  private AluBytecode() {}

  /** Bytecode bytes the instruction takes, roughly, for splitting blocks into methods. */
  static int estimatedBytes(Exec e, int frameBytes, FullMaskCode full) {
    if (!specialisable(e, frameBytes)) {
      return e instanceof MessageExecs.Message
          ? BlockCompiler.MESSAGE_CALL_BYTES
          : BlockCompiler.CALL_BYTES;
    }
    int bytes =
        switch (full) {
          case UNROLLED -> 300 + 60 * e.execSize;
          case LOOP -> 300;
          case NONE -> 150;
        };
    return e instanceof MoveExecs.Cmp c && c.dst != null || carryOp(e) ? 2 * bytes : bytes;
  }

  /**
   * Emits specialised code for {@code e} (stack unchanged) and returns true, or returns false
   * without emitting anything; {@code full} says what code the case of every channel enabled gets.
   */
  static boolean emit(
      MethodVisitor mv,
      Exec e,
      ConstantDynamic receiver,
      RegisterLayout layout,
      FullMaskCode full) {
    if (!specialisable(e, layout.frameBytes())) {
      return false;
    }
    Label skip = new Label();
    MaskBytecode.maskChannels(mv, e);
    if (!(e instanceof MoveExecs.Sel) && e.predIndex >= 0) {
      MaskBytecode.predicateBits(mv, e, receiver);
      mv.visitInsn(IAND);
    }
    mv.visitVarInsn(ISTORE, CH);
    mv.visitVarInsn(ILOAD, CH);
    mv.visitJumpInsn(IFEQ, skip);
    if (needsPlainF(e)) {
      // outside the plain F mode the executor takes its per-channel path: let it
      Label plain = new Label();
      jumpIfPlainF(mv, layout, plain);
      BlockCompiler.callExecute(mv, e, receiver);
      mv.visitInsn(POP);
      mv.visitJumpInsn(GOTO, skip);
      mv.visitLabel(plain);
    }
    mv.visitVarInsn(ALOAD, BlockCompiler.F);
    mv.visitFieldInsn(GETFIELD, BlockCompiler.FRAME, "grf", "[B");
    mv.visitVarInsn(ASTORE, G);
    if (e instanceof MoveExecs.Sel) {
      MaskBytecode.predicateBits(mv, e, receiver);
      mv.visitVarInsn(ISTORE, R);
    }
    if (e instanceof MoveExecs.Cmp c) {
      emitCmp(mv, c, full);
    } else if (carryOp(e)) {
      forAnyMask(mv, e, full, lane -> carryChannel(mv, (AluExec) e, lane));
    } else {
      forAnyMask(mv, e, full, lane -> channel(mv, e, lane, R, false));
    }
    mv.visitLabel(skip);
    return true;
  }

  /** Whether {@code e}'s channel code holds only in the plain F mode ({@link #jumpIfPlainF}). */
  static boolean needsPlainF(Exec e) {
    return e instanceof FloatVectorExec || e instanceof MoveExecs.Mov m && intToF(m);
  }

  /** Jumps to {@code plain} when {@code %cr0} selects the plain F mode. */
  static void jumpIfPlainF(MethodVisitor mv, RegisterLayout layout, Label plain) {
    mv.visitFieldInsn(GETSTATIC, JitUnsafe.OWNER, "U", "Ljava/lang/Object;");
    mv.visitTypeInsn(CHECKCAST, JitUnsafe.TYPE);
    mv.visitVarInsn(ALOAD, BlockCompiler.F);
    mv.visitFieldInsn(GETFIELD, BlockCompiler.FRAME, "grf", "[B");
    mv.visitLdcInsn(JitUnsafe.BYTE_BASE + layout.cr0Offset());
    mv.visitMethodInsn(INVOKEVIRTUAL, JitUnsafe.TYPE, "getInt", "(Ljava/lang/Object;J)I", false);
    mv.visitMethodInsn(INVOKESTATIC, "jvisa/machine/alu/FloatMode", "plainF", "(I)Z", false);
    mv.visitJumpInsn(IFNE, plain);
  }

  /**
   * {@code dst[lane] = op(src[lane]...)} ({@link #LOOP_LANE}: channel I of a loop); a sel picks its
   * first source where bit {@code lane} of the int local {@code selector}, inverted when {@code
   * invert}, is set.
   */
  static void channel(MethodVisitor mv, Exec e, int lane, int selector, boolean invert) {
    Dst.Direct d = (Dst.Direct) destination(e);
    mv.visitFieldInsn(GETSTATIC, JitUnsafe.OWNER, "U", "Ljava/lang/Object;");
    mv.visitTypeInsn(CHECKCAST, JitUnsafe.TYPE);
    mv.visitVarInsn(ALOAD, G);
    address(mv, d.offsets, lane);
    if (e instanceof IntVectorExec v) {
      for (Src s : v.src) {
        loadLong(mv, s, lane);
      }
      intOp(mv, v);
      mv.visitInsn(L2I);
    } else if (e instanceof FloatVectorExec v) {
      boolean minMax = v.vop == FloatVectorExec.Op.MIN || v.vop == FloatVectorExec.Op.MAX;
      for (Src s : v.src) {
        loadFloat(mv, s, minMax, lane);
      }
      floatOp(mv, v.vop);
      // a float's raw bits, as Float.floatToRawIntBits gives them, without the conversion
      mv.visitMethodInsn(
          INVOKEVIRTUAL, JitUnsafe.TYPE, "putFloat", "(Ljava/lang/Object;JF)V", false);
      return;
    } else if (e instanceof MoveExecs.Sel sel) {
      Label second = new Label();
      Label chosen = new Label();
      mv.visitVarInsn(ILOAD, selector);
      pushLane(mv, lane);
      mv.visitInsn(IUSHR);
      mv.visitInsn(ICONST_1);
      mv.visitInsn(IAND);
      mv.visitJumpInsn(invert ? IFNE : IFEQ, second);
      loadLong(mv, sel.a, lane);
      mv.visitJumpInsn(GOTO, chosen);
      mv.visitLabel(second);
      loadLong(mv, sel.b, lane);
      mv.visitLabel(chosen);
      mv.visitInsn(L2I);
    } else if (intToF((MoveExecs.Mov) e)) {
      loadLong(mv, ((MoveExecs.Mov) e).src, lane);
      mv.visitMethodInsn(INVOKESTATIC, "jvisa/machine/alu/Convert", "intToF", "(J)F", false);
      mv.visitMethodInsn(
          INVOKEVIRTUAL, JitUnsafe.TYPE, "putFloat", "(Ljava/lang/Object;JF)V", false);
      return;
    } else {
      loadLong(mv, ((MoveExecs.Mov) e).src, lane);
      mv.visitInsn(L2I);
    }
    store(mv, d.type.size());
  }

  /**
   * addc or subb on one channel as the interpreter's channel operation does it: both sources read
   * once, then the result and the carry (borrow) written, in that order.
   */
  static void carryChannel(MethodVisitor mv, AluExec a, int lane) {
    loadLong(mv, a.src[0], lane);
    mv.visitVarInsn(LSTORE, A);
    loadLong(mv, a.src[1], lane);
    mv.visitVarInsn(LSTORE, B);
    boolean add = a.op == Opcode.ADDC;
    for (Dst dst : new Dst[] {a.dst, a.dst2}) {
      Dst.Direct d = (Dst.Direct) dst;
      mv.visitFieldInsn(GETSTATIC, JitUnsafe.OWNER, "U", "Ljava/lang/Object;");
      mv.visitTypeInsn(CHECKCAST, JitUnsafe.TYPE);
      mv.visitVarInsn(ALOAD, G);
      address(mv, d.offsets, lane);
      mv.visitVarInsn(LLOAD, A);
      mv.visitVarInsn(LLOAD, B);
      if (dst == a.dst2) {
        call(mv, INT_ARITH, add ? "addcCarry" : "subbBorrow", "(JJ)J");
      } else if (add) {
        call(mv, INT_ARITH, "addcSum", "(JJ)J");
      } else {
        mv.visitInsn(a.sat ? ICONST_1 : ICONST_0);
        call(mv, INT_ARITH, "subbDifference", "(JJZ)J");
      }
      mv.visitInsn(L2I);
      store(mv, d.type.size());
    }
  }

  /**
   * Emits {@code body} for each channel: in a loop over all channels or over the enabled channels
   * of CH alone (the lowest bit left in M each time), I the channel and the body's argument {@link
   * #LOOP_LANE}; or once per channel, the argument the constant channel.
   */
  private static void forChannels(MethodVisitor mv, Exec e, int which, IntConsumer body) {
    if (which == ALL_UNROLLED) {
      for (int lane = 0; lane < e.execSize; lane++) {
        body.accept(lane);
      }
      return;
    }
    Label head = new Label();
    Label done = new Label();
    if (which == ENABLED) {
      mv.visitVarInsn(ILOAD, CH);
      mv.visitVarInsn(ISTORE, M);
      mv.visitLabel(head);
      mv.visitVarInsn(ILOAD, M);
      mv.visitJumpInsn(IFEQ, done);
      mv.visitVarInsn(ILOAD, M);
      mv.visitMethodInsn(
          INVOKESTATIC, BlockCompiler.PACKAGE + "JitBits", "lowestBit", "(I)I", false);
      mv.visitVarInsn(ISTORE, I);
    } else {
      loopHead(mv, e, head, done);
    }
    body.accept(LOOP_LANE);
    if (which == ENABLED) {
      mv.visitVarInsn(ILOAD, M);
      mv.visitVarInsn(ILOAD, M);
      mv.visitInsn(ICONST_1);
      mv.visitInsn(ISUB);
      mv.visitInsn(IAND);
      mv.visitVarInsn(ISTORE, M);
    } else {
      mv.visitIincInsn(I, 1);
    }
    mv.visitJumpInsn(GOTO, head);
    mv.visitLabel(done);
  }

  /**
   * Emits {@code body} for the enabled channels of CH: a loop over them, after the case of all
   * channels enabled as {@code full} says.
   */
  static void forAnyMask(MethodVisitor mv, Exec e, FullMaskCode full, IntConsumer body) {
    if (full == FullMaskCode.NONE) {
      forChannels(mv, e, ENABLED, body);
      return;
    }
    Label masked = new Label();
    Label done = new Label();
    mv.visitVarInsn(ILOAD, CH);
    BlockCompiler.pushInt(mv, e.sizeMask);
    mv.visitJumpInsn(IF_ICMPNE, masked);
    forChannels(mv, e, full == FullMaskCode.UNROLLED ? ALL_UNROLLED : ALL, body);
    mv.visitJumpInsn(GOTO, done);
    mv.visitLabel(masked);
    forChannels(mv, e, ENABLED, body);
    mv.visitLabel(done);
  }

  /** Pushes channel {@code lane}, or I for {@link #LOOP_LANE}. */
  static void pushLane(MethodVisitor mv, int lane) {
    if (lane == LOOP_LANE) {
      mv.visitVarInsn(ILOAD, I);
    } else {
      BlockCompiler.pushInt(mv, lane);
    }
  }

  private static void loopHead(MethodVisitor mv, Exec e, Label head, Label done) {
    BlockCompiler.pushInt(mv, 0);
    mv.visitVarInsn(ISTORE, I);
    mv.visitLabel(head);
    mv.visitVarInsn(ILOAD, I);
    BlockCompiler.pushInt(mv, e.execSize);
    mv.visitJumpInsn(IF_ICMPGE, done);
  }

  /**
   * cmp into a predicate: bit i of R says whether the relation holds for enabled channel i, then
   * the enabled channels' bits go to the predicate.
   */
  private static void emitCmp(MethodVisitor mv, MoveExecs.Cmp c, FullMaskCode full) {
    CmpOp op = c.rel;
    BlockCompiler.pushInt(mv, 0);
    mv.visitVarInsn(ISTORE, R);
    IntConsumer compare =
        lane -> {
          Label no = new Label();
          jumpUnlessPrimitiveHolds(mv, c, lane, no);
          mv.visitVarInsn(ILOAD, R);
          mv.visitInsn(ICONST_1);
          pushLane(mv, lane);
          mv.visitInsn(ISHL);
          mv.visitInsn(IOR);
          mv.visitVarInsn(ISTORE, R);
          mv.visitLabel(no);
        };
    forAnyMask(mv, c, full, compare);
    if (op.negates()) {
      mv.visitVarInsn(ILOAD, R);
      mv.visitInsn(ICONST_M1);
      mv.visitInsn(IXOR);
      mv.visitVarInsn(ISTORE, R);
    }
    if (c.dst != null) {
      cmpToRegister(mv, c, full);
    }
    if (c.predDst >= 0) {
      writeFlag(mv, c, R);
    }
  }

  /**
   * {@code flags[p] = flags[p] & ~(CH << offset) | (bits & CH) << offset}: the compare's result
   * bits for its enabled channels to its predicate.
   */
  static void writeFlag(MethodVisitor mv, MoveExecs.Cmp c, int bits) {
    mv.visitVarInsn(ALOAD, BlockCompiler.F);
    mv.visitFieldInsn(GETFIELD, BlockCompiler.FRAME, "flags", "[I");
    BlockCompiler.pushInt(mv, c.predDst);
    mv.visitInsn(DUP2);
    mv.visitInsn(IALOAD);
    mv.visitVarInsn(ILOAD, CH);
    BlockCompiler.pushInt(mv, c.offset);
    mv.visitInsn(ISHL);
    mv.visitInsn(ICONST_M1);
    mv.visitInsn(IXOR);
    mv.visitInsn(IAND);
    mv.visitVarInsn(ILOAD, bits);
    mv.visitVarInsn(ILOAD, CH);
    mv.visitInsn(IAND);
    BlockCompiler.pushInt(mv, c.offset);
    mv.visitInsn(ISHL);
    mv.visitInsn(IOR);
    mv.visitInsn(IASTORE);
  }

  /**
   * Jumps to {@code no} unless the primitive relation of {@code c} ({@link CmpOp#primitive}, before
   * any negation) holds for channel {@code lane}.
   */
  static void jumpUnlessPrimitiveHolds(MethodVisitor mv, MoveExecs.Cmp c, int lane, Label no) {
    CmpOp op = c.rel;
    Src first = op.swapsOperands() ? c.b : c.a;
    Src second = op.swapsOperands() ? c.a : c.b;
    if (c.a.type.isFloat() || c.b.type.isFloat()) {
      loadFloat(mv, first, false, lane);
      loadFloat(mv, second, false, lane);
      mv.visitInsn(FCMPG);
    } else {
      loadLong(mv, first, lane);
      loadLong(mv, second, lane);
      mv.visitInsn(LCMP);
    }
    switch (op.primitive()) {
      case LESS -> mv.visitJumpInsn(IFGE, no);
      case LESS_OR_EQUAL -> mv.visitJumpInsn(IFGT, no);
      case EQUAL -> mv.visitJumpInsn(IFNE, no);
    }
  }

  /**
   * cmp into a general register: each enabled channel's element becomes {@code
   * Compare.resultBits(true, type)} when bit i of R is set, else 0.
   */
  private static void cmpToRegister(MethodVisitor mv, MoveExecs.Cmp c, FullMaskCode full) {
    IntConsumer write =
        lane ->
            storeCompareResult(
                mv,
                c,
                lane,
                () -> {
                  mv.visitVarInsn(ILOAD, R);
                  pushLane(mv, lane);
                  mv.visitInsn(IUSHR);
                  mv.visitInsn(ICONST_1);
                  mv.visitInsn(IAND);
                });
    forAnyMask(mv, c, full, write);
  }

  /**
   * Stores channel {@code lane}'s element of a compare's register destination: {@code
   * Compare.resultBits(true, type)} when the 0 or 1 {@code pushBit} pushes is 1, else 0.
   */
  static void storeCompareResult(MethodVisitor mv, MoveExecs.Cmp c, int lane, Runnable pushBit) {
    Dst.Direct d = (Dst.Direct) c.dst;
    mv.visitFieldInsn(GETSTATIC, JitUnsafe.OWNER, "U", "Ljava/lang/Object;");
    mv.visitTypeInsn(CHECKCAST, JitUnsafe.TYPE);
    mv.visitVarInsn(ALOAD, G);
    address(mv, d.offsets, lane);
    pushBit.run();
    mv.visitInsn(INEG);
    mv.visitLdcInsn((int) Compare.resultBits(true, d.type));
    mv.visitInsn(IAND);
    store(mv, d.type.size());
  }

  /**
   * Pushes the address (Unsafe offset) of channel {@code lane}'s element, or of channel I's element
   * of a contiguous or broadcast region.
   */
  static void address(MethodVisitor mv, int[] offsets, int lane) {
    if (lane != LOOP_LANE) {
      mv.visitLdcInsn(JitUnsafe.BYTE_BASE + offsets[lane]);
      return;
    }
    long base = JitUnsafe.BYTE_BASE + offsets[0];
    if (offsets.length > 1 && offsets[1] != offsets[0]) {
      // evenly spaced by a power of two ({@link #evenlySpaced})
      BlockCompiler.pushInt(mv, (int) base);
      mv.visitVarInsn(ILOAD, I);
      BlockCompiler.pushInt(mv, Integer.numberOfTrailingZeros(offsets[1] - offsets[0]));
      mv.visitInsn(ISHL);
      mv.visitInsn(IADD);
      mv.visitInsn(I2L);
    } else {
      mv.visitLdcInsn(base);
    }
  }

  /**
   * Stores the int on the stack as an element of {@code size} bytes (Unsafe, array, address below).
   */
  static void store(MethodVisitor mv, int size) {
    if (size == 4) {
      mv.visitMethodInsn(INVOKEVIRTUAL, JitUnsafe.TYPE, "putInt", "(Ljava/lang/Object;JI)V", false);
    } else {
      mv.visitInsn(I2S);
      mv.visitMethodInsn(
          INVOKEVIRTUAL, JitUnsafe.TYPE, "putShort", "(Ljava/lang/Object;JS)V", false);
    }
  }

  /** Channel I's source value as the vector executor loads it with {@code loadInts}. */
  private static void loadLong(MethodVisitor mv, Src s, int lane) {
    if (s instanceof Src.Imm imm) {
      mv.visitLdcInsn(imm.perChannel[0]);
      return;
    }
    Src.Direct d = (Src.Direct) s;
    mv.visitFieldInsn(GETSTATIC, JitUnsafe.OWNER, "U", "Ljava/lang/Object;");
    mv.visitTypeInsn(CHECKCAST, JitUnsafe.TYPE);
    mv.visitVarInsn(ALOAD, G);
    address(mv, d.offsets, lane);
    if (s.type.size() == 4) {
      mv.visitMethodInsn(INVOKEVIRTUAL, JitUnsafe.TYPE, "getInt", GET_INT, false);
      mv.visitInsn(I2L);
      if (s.type == Type.UD || s.type == Type.F) {
        mv.visitLdcInsn(0xffffffffL);
        mv.visitInsn(LAND);
      }
    } else {
      mv.visitMethodInsn(
          INVOKEVIRTUAL, JitUnsafe.TYPE, "getShort", "(Ljava/lang/Object;J)S", false);
      mv.visitInsn(I2L);
      if (s.type == Type.UW) {
        mv.visitLdcInsn(0xffffL);
        mv.visitInsn(LAND);
      }
    }
    switch (s.mod) {
      case NEG -> mv.visitInsn(LNEG);
      case ABS -> mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "abs", "(J)J", false);
      case NEG_ABS -> mv.visitMethodInsn(INVOKESTATIC, MODIFIERS, "negAbs", "(J)J", false);
      case NOT -> {
        mv.visitLdcInsn(-1L);
        mv.visitInsn(LXOR);
      }
      default -> {}
    }
  }

  /**
   * Channel I's F source as the vector executor has it (loaded as a double, the modifier applied),
   * narrowed to float unless the operation takes doubles.
   */
  private static void loadFloat(MethodVisitor mv, Src s, boolean asDouble, int lane) {
    if (s instanceof Src.Imm imm) {
      double v = Src.valueAsDouble(imm.perChannel[0], Type.F);
      if (asDouble) {
        mv.visitLdcInsn(v);
      } else {
        mv.visitLdcInsn((float) v);
      }
      return;
    }
    mv.visitFieldInsn(GETSTATIC, JitUnsafe.OWNER, "U", "Ljava/lang/Object;");
    mv.visitTypeInsn(CHECKCAST, JitUnsafe.TYPE);
    mv.visitVarInsn(ALOAD, G);
    address(mv, ((Src.Direct) s).offsets, lane);
    mv.visitMethodInsn(INVOKEVIRTUAL, JitUnsafe.TYPE, "getFloat", "(Ljava/lang/Object;J)F", false);
    if (!asDouble && s.mod == SrcModifier.NONE) {
      return;
    }
    mv.visitInsn(F2D);
    switch (s.mod) {
      case NEG -> mv.visitInsn(DNEG);
      case ABS -> mv.visitMethodInsn(INVOKESTATIC, MODIFIERS, "abs", "(D)D", false);
      case NEG_ABS -> mv.visitMethodInsn(INVOKESTATIC, MODIFIERS, "negAbs", "(D)D", false);
      default -> {}
    }
    if (!asDouble) {
      mv.visitInsn(D2F);
    }
  }

  private static void intOp(MethodVisitor mv, IntVectorExec v) {
    String two = "(JJ)J";
    String shift = "(JJI)J";
    switch (v.vop) {
      case ADD -> call(mv, INT_ARITH, "add", two);
      case ADD3 -> call(mv, INT_ARITH, "add3", "(JJJ)J");
      case MUL -> call(mv, INT_ARITH, "mul", two);
      case MULH -> call(mv, INT_ARITH, "mulh", two);
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

  /**
   * Whether {@code e} is an instruction this class specialises, with operands it handles, in a
   * frame of {@code frameBytes} register bytes.
   */
  static boolean specialisable(Exec e, int frameBytes) {
    if (!JitUnsafe.available()) {
      return false;
    }
    if (e instanceof MoveExecs.Cmp c) {
      return cmpHandled(c, frameBytes);
    }
    if (carryOp(e)) {
      // channel by channel, as the interpreter's: destinations may overlap the sources
      AluExec a = (AluExec) e;
      return a.dst.type.isInteger()
          && a.dst2.type.isInteger()
          && loopDestination(a.dst, e, frameBytes)
          && loopDestination(a.dst2, e, frameBytes)
          && handled(a.src[0], e, null, false, frameBytes)
          && handled(a.src[1], e, null, false, frameBytes);
    }
    Src[] sources;
    boolean floats = false;
    if (e instanceof IntVectorExec v) {
      sources = v.src;
    } else if (e instanceof FloatVectorExec v) {
      sources = v.src;
      floats = true;
    } else if (e instanceof MoveExecs.Mov m
        && (m.raw || intConversion(m.src, m.dst, m.sat) || intToF(m))) {
      sources = new Src[] {m.src};
    } else if (e instanceof MoveExecs.Sel sel
        && (sel.rawA || intConversion(sel.a, sel.dst, sel.sat))
        && (sel.rawB || intConversion(sel.b, sel.dst, sel.sat))) {
      sources = new Src[] {sel.a, sel.b};
    } else {
      return false;
    }
    Dst dst = destination(e);
    if (!loopDestination(dst, e, frameBytes) || floats && dst.type != Type.F) {
      return false;
    }
    Dst.Direct d = (Dst.Direct) dst;
    for (Src s : sources) {
      if (!handled(s, e, d, floats, frameBytes)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a mov or sel source that is not a raw move converts as the integer-to-integer {@code
   * Convert.fromInt} without saturation does: the source value (modifier applied) truncated to the
   * destination's size, which is what the channel loop's int store keeps.
   */
  private static boolean intConversion(Src s, Dst dst, boolean sat) {
    return !sat && s.type.isInteger() && dst.type.isInteger() && dst.type.size() <= 4;
  }

  /**
   * Whether a mov converts an integer source (D, UD, W or UW, which {@link #handled} allows) to F
   * without saturation: {@code Convert.intToF} of the source value (modifier applied) in the plain
   * F mode, which the emitted code tests first.
   */
  private static boolean intToF(MoveExecs.Mov m) {
    return !m.sat && !m.raw && m.src.type.isInteger() && m.dst.type == Type.F;
  }

  /**
   * A cmp into a predicate, a general register or both: the compare loop reads every source before
   * a result is written, so the destination may overlap the sources.
   */
  private static boolean cmpHandled(MoveExecs.Cmp c, int frameBytes) {
    if (c.dst == null && c.predDst < 0) {
      return false;
    }
    if (c.dst != null && !loopDestination(c.dst, c, frameBytes)) {
      return false;
    }
    boolean floats = c.a.type.isFloat() || c.b.type.isFloat();
    return handled(c.a, c, null, floats, frameBytes) && handled(c.b, c, null, floats, frameBytes);
  }

  /** addc or subb on the interpreter's per-channel executor. */
  static boolean carryOp(Exec e) {
    return e.getClass() == AluExec.class
        && e instanceof AluExec a
        && (a.op == Opcode.ADDC || a.op == Opcode.SUBB)
        && a.src.length == 2
        && a.dst2 != null;
  }

  /**
   * Whether a channel loop can store into {@code dst}: a register region of 2- or 4-byte elements,
   * evenly spaced, inside the frame.
   */
  private static boolean loopDestination(Dst dst, Exec e, int frameBytes) {
    return dst instanceof Dst.Direct d
        && (dst.type.size() == 4 || dst.type.size() == 2)
        && evenlySpaced(d.offsets, dst.type.size(), e)
        && inFrame(d.offsets, dst.type.size(), e, frameBytes);
  }

  /** The sources of a {@link #specialisable} instruction. */
  static Src[] sources(Exec e) {
    if (e instanceof MoveExecs.Cmp c) {
      return new Src[] {c.a, c.b};
    } else if (e instanceof MoveExecs.Sel sel) {
      return new Src[] {sel.a, sel.b};
    } else if (e instanceof MoveExecs.Mov m) {
      return new Src[] {m.src};
    }
    return ((AluExec) e).src;
  }

  /** The register destinations of a {@link #specialisable} instruction. */
  static Dst[] destinations(Exec e) {
    if (e instanceof MoveExecs.Cmp c) {
      return c.dst == null ? new Dst[0] : new Dst[] {c.dst};
    }
    if (carryOp(e)) {
      AluExec a = (AluExec) e;
      return new Dst[] {a.dst, a.dst2};
    }
    return new Dst[] {destination(e)};
  }

  static Dst destination(Exec e) {
    if (e instanceof MoveExecs.Sel sel) {
      return sel.dst;
    }
    return e instanceof AluExec a ? a.dst : ((MoveExecs.Mov) e).dst;
  }

  private static boolean handled(Src s, Exec e, Dst.Direct dst, boolean floats, int frameBytes) {
    Type t = s.type;
    boolean rawFloat = t == Type.F && (e instanceof MoveExecs.Mov || e instanceof MoveExecs.Sel);
    if (floats
        ? t != Type.F
        : !rawFloat && t != Type.D && t != Type.UD && t != Type.W && t != Type.UW) {
      return false;
    }
    if (s instanceof Src.Imm imm) {
      for (int i = 1; i < e.execSize; i++) {
        if (imm.perChannel[i] != imm.perChannel[0]) {
          return false;
        }
      }
      return true;
    }
    if (!(s instanceof Src.Direct d) || !inFrame(d.offsets, t.size(), e, frameBytes)) {
      return false;
    }
    if (floats && s.mod == SrcModifier.NOT) {
      return false;
    }
    boolean broadcast = true;
    for (int i = 1; i < e.execSize; i++) {
      broadcast &= d.offsets[i] == d.offsets[0];
    }
    if (!broadcast && !evenlySpaced(d.offsets, t.size(), e)) {
      return false;
    }
    if (dst == null) {
      return true;
    }
    // one channel reads its element before it writes it: a scalar updated in place
    boolean sameElements =
        (!broadcast || e.execSize == 1)
            && t.size() == dst.type.size()
            && java.util.Arrays.equals(d.offsets, 0, e.execSize, dst.offsets, 0, e.execSize);
    return sameElements || disjoint(d.offsets, t.size(), dst.offsets, dst.type.size(), e.execSize);
  }

  /**
   * Whether channel i's element is at {@code offsets[0] + i * step} for a power-of-two step of at
   * least the element size (a region of horizontal stride 1, 2, 4...: IGC's {@code <2>}
   * destinations that interleave two halves), so that a channel loop can compute its address.
   */
  private static boolean evenlySpaced(int[] offsets, int size, Exec e) {
    int step = e.execSize > 1 ? offsets[1] - offsets[0] : size;
    if (step < size || Integer.bitCount(step) != 1) {
      return false;
    }
    for (int i = 0; i < e.execSize; i++) {
      if (offsets[i] != offsets[0] + step * i) {
        return false;
      }
    }
    return true;
  }

  private static boolean inFrame(int[] offsets, int size, Exec e, int frameBytes) {
    for (int i = 0; i < e.execSize; i++) {
      if (offsets[i] < 0 || offsets[i] + size > frameBytes) {
        return false;
      }
    }
    return true;
  }

  private static boolean disjoint(int[] a, int aSize, int[] b, int bSize, int n) {
    int aLo = Integer.MAX_VALUE;
    int aHi = Integer.MIN_VALUE;
    int bLo = Integer.MAX_VALUE;
    int bHi = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      aLo = Math.min(aLo, a[i]);
      aHi = Math.max(aHi, a[i] + aSize);
      bLo = Math.min(bLo, b[i]);
      bHi = Math.max(bHi, b[i] + bSize);
    }
    return aHi <= bLo || bHi <= aLo;
  }
}
