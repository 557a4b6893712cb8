package jvisa.machine.core;

import jvisa.asm.model.Instruction;
import jvisa.asm.model.Type;
import jvisa.machine.alu.FloatArith;

/**
 * Whole-vector F instructions without saturation, for the float mode IGC kernels run in ({@link
 * jvisa.machine.alu.FloatMode#plainF}); under any other %cr0 setting they take the per-channel
 * path. Each channel calls the F form of the operation in FloatArith, which the per-channel path
 * reaches too.
 */
final class FloatVectorExec extends AluExec {
  /** An F operation with a whole-vector form; chosen once, at decode time. */
  enum Op {
    ADD,
    MUL,
    MAD,
    MIN,
    MAX;

    /** The whole-vector form of an instruction, or null when it needs the per-channel path. */
    static Op of(Instruction insn, Dst dst, Src[] src) {
      if (insn.saturate() || dst.type != Type.F) {
        return null;
      }
      for (Src s : src) {
        if (s.type != Type.F) {
          return null;
        }
      }
      return switch (insn.opcode()) {
        case ADD -> ADD;
        case MUL -> MUL;
        case MAD -> MAD;
        case MIN -> MIN;
        case MAX -> MAX;
        default -> null;
      };
    }
  }

  final Op vop;

  FloatVectorExec(Instruction insn, int pc, RegisterLayout layout, Dst dst, Src[] src, Op vop) {
    super(insn, pc, layout, dst, null, src);
    this.vop = vop;
  }

  @Override
  int execute(HwThread t, Frame f) {
    int ch = channels(f);
    if (ch == 0) {
      return pc + 1;
    }
    if (!t.floatMode(f).plainF()) {
      executeChannels(t, f, ch);
      return pc + 1;
    }
    int n = execSize;
    double[] a = t.da;
    double[] b = t.db;
    double[] c = t.dc;
    long[] r = t.lr;
    src[0].loadDoubles(f, a, n);
    src[1].loadDoubles(f, b, n);
    if (src.length > 2) {
      src[2].loadDoubles(f, c, n);
    }
    switch (vop) {
      case ADD -> add(a, b, r, n);
      case MUL -> mul(a, b, r, n);
      case MAD -> mad(a, b, c, r, n);
      case MIN -> min(a, b, r, n);
      case MAX -> max(a, b, r, n);
    }
    dst.storeBits(f, r, ch, n);
    return pc + 1;
  }

  private static void add(double[] a, double[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = Float.floatToRawIntBits(FloatArith.addF((float) a[i], (float) b[i]));
    }
  }

  private static void mul(double[] a, double[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = Float.floatToRawIntBits(FloatArith.mulF((float) a[i], (float) b[i]));
    }
  }

  private static void mad(double[] a, double[] b, double[] c, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = Float.floatToRawIntBits(FloatArith.madF((float) a[i], (float) b[i], (float) c[i]));
    }
  }

  private static void min(double[] a, double[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = Float.floatToRawIntBits((float) FloatArith.min(a[i], b[i]));
    }
  }

  private static void max(double[] a, double[] b, long[] r, int n) {
    for (int i = 0; i < n; i++) {
      r[i] = Float.floatToRawIntBits((float) FloatArith.max(a[i], b[i]));
    }
  }
}
