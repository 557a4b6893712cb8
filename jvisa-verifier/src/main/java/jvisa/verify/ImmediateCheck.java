package jvisa.verify;

import jvisa.asm.model.Immediate;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Type;

/**
 * Immediates fit their type (2_datatypes.md ranges; 4_visa_header.md, Immediate Constants) and are
 * not BOOL. A 8- or 16-bit immediate may also be written as its sign extension to 32 bits, as IGC
 * does ({@code 0xfffffffd:w} is -3).
 */
final class ImmediateCheck implements Check {
  private static final long TWO_32 = 1L << 32;

  @Override
  public void check(UnitScope scope) {
    for (Statement s : scope.unit.body()) {
      if (s instanceof Instruction in) {
        for (Operand o : in.operands()) {
          visit(scope, o);
        }
      }
    }
  }

  private static void visit(UnitScope scope, Operand o) {
    if (o instanceof Immediate imm) {
      check(scope, imm);
    } else if (o instanceof LscAddress a && a.surface() != null) {
      visit(scope, a.surface());
    } else if (o instanceof OperandList list) {
      for (Operand item : list.items()) {
        visit(scope, item);
      }
    }
  }

  private static void check(UnitScope scope, Immediate imm) {
    Type t = imm.type();
    if (t == null) {
      scope.report.error("immediate", imm.pos(), "immediate without a type");
      return;
    }
    if (t == Type.BOOL) {
      scope.report.error("immediate", imm.pos(), "an immediate cannot have type bool");
      return;
    }
    if (!fits(imm.bits(), t)) {
      scope.report.error(
          "immediate",
          imm.pos(),
          "0x" + Long.toHexString(imm.bits()) + " does not fit in type " + t.text());
    }
  }

  static boolean fits(long v, Type t) {
    int bits = t.size() * 8;
    if (bits >= 64) {
      return true;
    }
    long min = -(1L << (bits - 1));
    long max = (1L << bits) - 1;
    if (v >= min && v <= max) {
      return true;
    }
    // a narrow value sign-extended to 32 bits: 0xffff8000..0xffffffff for 16-bit types
    return bits < 32 && v >= TWO_32 + min && v < TWO_32;
  }
}
