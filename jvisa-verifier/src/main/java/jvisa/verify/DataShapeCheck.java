package jvisa.verify;

import jvisa.asm.isa.Format;
import jvisa.asm.isa.SuffixException;
import jvisa.asm.isa.Suffixes;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.Statement;

/**
 * The table's rules across operands ({@link jvisa.asm.isa.ShapeRule}): the LSC data shape an
 * operation takes for its execution size, atomics one d16u32, d32 or d64 element per lane, 2D block
 * shapes in range.
 */
final class DataShapeCheck implements Check {
  @Override
  public void check(UnitScope scope) {
    for (Statement s : scope.unit.body()) {
      if (s instanceof Instruction in && in.opcode() != null) {
        check(scope.report, in);
      }
    }
  }

  private static void check(Report r, Instruction in) {
    Format format = in.opcode().format(in);
    if (format.shape() == null) {
      return;
    }
    Suffixes suffixes;
    try {
      suffixes = format.matchSuffixes(in.suffixes());
    } catch (SuffixException e) {
      return; // OperandShapeCheck reports the suffixes
    }
    String problem = format.shape().problem(in, suffixes);
    if (problem != null) {
      int data = format.indexOf("data");
      SourcePos pos =
          data >= 0 && data < in.operands().size() && in.operand(data).pos() != null
              ? in.operand(data).pos()
              : in.pos();
      r.error("data-shape", pos, in.mnemonic() + ": " + problem);
    }
  }
}
