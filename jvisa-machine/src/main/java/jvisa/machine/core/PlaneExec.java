package jvisa.machine.core;

import jvisa.asm.model.Instruction;
import jvisa.asm.model.Type;
import jvisa.machine.alu.Convert;
import jvisa.machine.alu.FloatArith;
import jvisa.machine.alu.FloatMode;

/**
 * {@code plane}: dst[i] = p * u[i] + q * v[i] + r, with p, q, r = src0 elements 0, 1, 3 and u, v
 * taken from src1 in blocks of eight (PLN.md): channels 0-7 use src1[0:7] and src1[8:15], channels
 * 8-15 use src1[16:23] and src1[24:31].
 */
final class PlaneExec extends Exec {
  private final Dst dst;
  private final Src scalars;
  private final Src uv;
  private final boolean sat;

  PlaneExec(Instruction insn, int pc, RegisterLayout layout, Dst dst, Src scalars, Src uv) {
    super(insn, pc, layout);
    if (execSize != 8 && execSize != 16) {
      throw new DecodeException(insn, "plane runs at execution size 8 or 16");
    }
    this.dst = dst;
    this.scalars = scalars;
    this.uv = uv;
    this.sat = insn.saturate();
  }

  @Override
  int execute(HwThread t, Frame f) {
    int ch = channels(f);
    FloatMode mode = t.floatMode(f);
    double p = scalars.floatAt(f, 0);
    double q = scalars.floatAt(f, 1);
    double r = scalars.floatAt(f, 3);
    for (int i = 0; i < execSize; i++) {
      if ((ch >>> i & 1) == 0) {
        continue;
      }
      int block = i < 8 ? 0 : 16;
      double u = uv.floatAt(f, block + i % 8);
      double v = uv.floatAt(f, block + 8 + i % 8);
      double w = FloatArith.plane(p, u, q, v, r, mode);
      dst.write(f, i, Convert.floatBits(sat ? Convert.saturateFloat(w) : w, Type.F));
    }
    return pc + 1;
  }
}
