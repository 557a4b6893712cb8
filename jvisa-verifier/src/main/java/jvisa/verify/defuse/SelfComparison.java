package jvisa.verify.defuse;

import jvisa.asm.isa.Format;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.SrcRegion;
import jvisa.verify.Symbols;

/**
 * {@code cmp.eq (M1, 16) P2 V(0,0)<0;1,0> V(0,0)<0;1,0>}: an integer region compared with itself.
 * The result does not depend on the value (always true for eq, le, ge; always false otherwise), and
 * IGC emits it on a variable nothing writes to make an all-true predicate, so its reads do not
 * count.
 */
final class SelfComparison {
  private SelfComparison() {}

  /** The variable the instruction compares with itself whatever it holds, or null. */
  static String variable(Instruction in, Symbols symbols) {
    if (in.opcode() != Opcode.CMP) {
      return null;
    }
    Format f = in.opcode().format(in);
    if (!f.acceptsCount(in.operands().size())
        || !(in.operand(f.indexOf("src0")) instanceof SrcRegion a)
        || !(in.operand(f.indexOf("src1")) instanceof SrcRegion b)) {
      return null;
    }
    boolean same =
        a.var() != null
            && a.var().equals(b.var())
            && a.modifier() == b.modifier()
            && a.row() == b.row()
            && a.col() == b.col()
            && a.vstride() == b.vstride()
            && a.width() == b.width()
            && a.hstride() == b.hstride();
    Declaration d = symbols.lookup(a.var());
    return same && d != null && d.type() != null && d.type().isInteger() ? a.var() : null;
  }
}
