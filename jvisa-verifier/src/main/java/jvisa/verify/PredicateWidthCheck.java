package jvisa.verify;

import jvisa.asm.model.Declaration;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.Statement;
import jvisa.asm.model.VarClass;

/**
 * A predicate (as the instruction's predicate or as an operand of cmp, setp and logic operations)
 * is read or written at bits {@code offset .. offset + execSize - 1}, where the offset is the mask
 * control's first channel (5_operands.md, Predication: "a value of {M3} means the first element
 * will be pred_id(8)"); the predicate variable must have that many elements.
 */
final class PredicateWidthCheck implements Check {
  @Override
  public void check(UnitScope scope) {
    for (Statement s : scope.unit.body()) {
      if (!(s instanceof Instruction in) || !ExecSizeCheck.isLegalSize(in.execSize())) {
        continue;
      }
      int first = in.exec() == null ? 0 : in.exec().channelOffset();
      int needed = first + in.execSize();
      if (in.predicate() != null) {
        SourcePos pos = in.predicate().pos() != null ? in.predicate().pos() : in.pos();
        check(scope, in.predicate().var(), pos, first, needed);
      }
      if (in.opcode() != null && in.opcode().isVectorAlu()) {
        for (Operand o : in.operands()) {
          if (o instanceof NameOperand n) {
            check(scope, n.name(), n.pos(), first, needed);
          }
        }
      }
    }
  }

  private static void check(UnitScope scope, String name, SourcePos pos, int first, int needed) {
    Declaration p = scope.symbols.lookup(name, VarClass.PREDICATE);
    if (p != null && p.numElements() < needed) {
      scope.report.error(
          "predicate-size",
          pos,
          "predicate '"
              + name
              + "' has "
              + p.numElements()
              + " elements but the instruction uses bits "
              + first
              + ".."
              + (needed - 1));
    }
  }
}
