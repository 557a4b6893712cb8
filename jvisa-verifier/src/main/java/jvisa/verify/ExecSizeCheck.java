package jvisa.verify;

import jvisa.asm.model.ExecSpec;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.Statement;

/**
 * Execution size and mask control (3_execution_model.md): the size is 1, 2, 4, 8, 16 or 32; the
 * first channel selected by M1..M8 is aligned to the size, and the channels stay inside the 32 of
 * the mask.
 */
final class ExecSizeCheck implements Check {
  private static final int CHANNELS = 32;

  static boolean isLegalSize(int n) {
    return n > 0 && n <= 32 && (n & (n - 1)) == 0;
  }

  @Override
  public void check(UnitScope scope) {
    for (Statement s : scope.unit.body()) {
      if (s instanceof Instruction in && in.exec() != null) {
        check(scope.report, in, in.exec());
      }
    }
  }

  private static void check(Report r, Instruction in, ExecSpec e) {
    SourcePos pos = e.pos() != null ? e.pos() : in.pos();
    if (!isLegalSize(e.size())) {
      r.error("exec-size", pos, "execution size " + e.size() + " is not one of 1, 2, 4, 8, 16, 32");
      return;
    }
    if (e.maskGroup() < 0 || e.maskGroup() > 7) {
      r.error(
          "mask-offset",
          pos,
          "mask control group " + (e.maskGroup() + 1) + " is not one of M1..M8");
      return;
    }
    int first = e.channelOffset();
    String mask = "M" + (e.maskGroup() + 1);
    if (first + e.size() > CHANNELS) {
      r.error(
          "mask-offset",
          pos,
          mask
              + " with execution size "
              + e.size()
              + " reaches channel "
              + (first + e.size() - 1)
              + "; there are 32 channels");
    } else if (first % e.size() != 0) {
      r.error(
          "mask-offset",
          pos,
          mask
              + " starts at channel "
              + first
              + ", which is not aligned to execution size "
              + e.size());
    }
  }
}
