package jvisa.cc.visa;

import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Compares into predicates. vISA's float compares are ordered except {@code ne}; the other
 * unordered ones are the negated ordered inverse.
 */
final class Compares {
  private final Code code;

  Compares(Code code) {
    this.code = code;
  }

  void compare(Instr i) {
    Value a = i.operand(0);
    if (VarTable.isBoolean(a) || !a.type().isScalar()) {
      throw code.unsupported("compare of booleans or vectors");
    }
    String p = code.vars.predicate(i);
    switch (i.op()) {
      case IEQ -> cmp(i, p, "eq", false, a, i.operand(1));
      case INE -> cmp(i, p, "ne", false, a, i.operand(1));
      case SLT -> cmp(i, p, "lt", true, a, i.operand(1));
      case SLE -> cmp(i, p, "le", true, a, i.operand(1));
      case SGT -> cmp(i, p, "gt", true, a, i.operand(1));
      case SGE -> cmp(i, p, "ge", true, a, i.operand(1));
      case ULT -> cmp(i, p, "lt", false, a, i.operand(1));
      case ULE -> cmp(i, p, "le", false, a, i.operand(1));
      case UGT -> cmp(i, p, "gt", false, a, i.operand(1));
      case UGE -> cmp(i, p, "ge", false, a, i.operand(1));
      case FOEQ -> cmp(i, p, "eq", false, a, i.operand(1));
      case FOLT -> cmp(i, p, "lt", false, a, i.operand(1));
      case FOLE -> cmp(i, p, "le", false, a, i.operand(1));
      case FOGT -> cmp(i, p, "gt", false, a, i.operand(1));
      case FOGE -> cmp(i, p, "ge", false, a, i.operand(1));
      case FUNE -> cmp(i, p, "ne", false, a, i.operand(1));
      case FUEQ -> negatedInverse(i, p, "ne", a, i.operand(1), true);
      case FULT -> negatedInverse(i, p, "ge", a, i.operand(1), false);
      case FULE -> negatedInverse(i, p, "gt", a, i.operand(1), false);
      case FUGT -> negatedInverse(i, p, "le", a, i.operand(1), false);
      case FUGE -> negatedInverse(i, p, "lt", a, i.operand(1), false);
      case FONE -> {
        String q = code.vars.tempPredicate();
        cmp(i, p, "lt", false, a, i.operand(1));
        cmp(i, q, "gt", false, a, i.operand(1));
        combine(i, "or", p, q);
      }
      case FORD -> {
        String q = code.vars.tempPredicate();
        cmp(i, p, "eq", false, a, a);
        cmp(i, q, "eq", false, i.operand(1), i.operand(1));
        combine(i, "and", p, q);
      }
      case FUNORD -> {
        String q = code.vars.tempPredicate();
        cmp(i, p, "ne", false, a, a);
        cmp(i, q, "ne", false, i.operand(1), i.operand(1));
        combine(i, "or", p, q);
      }
      case ISNAN -> cmp(i, p, "ne", false, a, a);
      case ISINF -> bitsCompare(i, p, "eq", "(abs)", a, infinity(a));
      case ISFINITE -> bitsCompare(i, p, "lt", "(abs)", a, infinity(a));
      case ISNORMAL -> {
        String q = code.vars.tempPredicate();
        bitsCompare(i, p, "lt", "(abs)", a, infinity(a));
        bitsCompare(i, q, "ge", "(abs)", a, smallestNormal(a));
        combine(i, "and", p, q);
      }
      case SIGNBIT -> signBit(i, p, a);
      default -> throw code.unsupported(i.op().text());
    }
  }

  private void cmp(Instr i, String p, String rel, boolean signed, Value a, Value b) {
    String t = VisaTypes.of(a.type(), signed);
    if (VisaTypes.bytes(t) == 8
        && !(a.type() instanceof Type.Flt)
        && (rel.equals("eq") || rel.equals("ne"))
        && code.operand(a) instanceof Var
        && code.operand(b) instanceof Var) {
      qwordEquality(i, p, rel, code.operand(a), code.operand(b));
      return;
    }
    for (Code.Lanes l : code.predicateLanes(i)) {
      code.op("cmp." + rel, l, p, code.src(a, t, l.half()), code.src(b, t, l.half()));
    }
  }

  /**
   * 64-bit equality of two variables, which GenX_IR cannot always lower ("cant handle cond mod"):
   * both dwords compared, the predicates joined (and for eq, or for ne).
   */
  private void qwordEquality(Instr i, String p, String rel, Operand a, Operand b) {
    String q = code.vars.tempPredicate();
    for (Code.Lanes l : code.predicateLanes(i)) {
      int h = l.half();
      code.op("cmp." + rel, l, p, Multiply64.part(a, 0, h), Multiply64.part(b, 0, h));
      code.op("cmp." + rel, l, q, Multiply64.part(a, 1, h), Multiply64.part(b, 1, h));
    }
    combine(i, rel.equals("eq") ? "and" : "or", p, q);
  }

  /** FUEQ is !(a != b ordered): vISA's ne is unordered, so FUEQ = !(lt or gt). */
  private void negatedInverse(Instr i, String p, String rel, Value a, Value b, boolean eq) {
    if (eq) {
      String q = code.vars.tempPredicate();
      cmp(i, p, "lt", false, a, b);
      cmp(i, q, "gt", false, a, b);
      combine(i, "or", p, q);
    } else {
      cmp(i, p, rel, false, a, b);
    }
    for (Code.Lanes l : code.predicateLanes(i)) {
      code.op("not", l, p, p);
    }
  }

  private void combine(Instr i, String opcode, String p, String q) {
    for (Code.Lanes l : code.predicateLanes(i)) {
      code.op(opcode, l, p, p, q);
    }
  }

  private static int bits(Value a) {
    return ((Type.Flt) a.type()).bits();
  }

  private static long infinity(Value a) {
    return switch (bits(a)) {
      case 16 -> 0x7c00L;
      case 32 -> 0x7f800000L;
      default -> 0x7ff0000000000000L;
    };
  }

  private static long smallestNormal(Value a) {
    return switch (bits(a)) {
      case 16 -> 0x0400L;
      case 32 -> 0x00800000L;
      default -> 0x0010000000000000L;
    };
  }

  /** {@code modifier a} against the float whose bits are {@code bits} (NaN compares false). */
  private void bitsCompare(Instr i, String p, String rel, String modifier, Value a, long bits) {
    String t = VisaTypes.of(a.type(), false);
    for (Code.Lanes l : code.predicateLanes(i)) {
      code.op(
          "cmp." + rel, l, p, modifier + code.src(a, t, l.half()), new Operand.Imm(bits).src(t, 0));
    }
  }

  /** The sign bit, NaNs' included: the bits read as a signed integer are negative. */
  private void signBit(Instr i, String p, Value a) {
    String t =
        switch (bits(a)) {
          case 16 -> "w";
          case 32 -> "d";
          default -> "q";
        };
    for (Code.Lanes l : code.predicateLanes(i)) {
      code.op("cmp.lt", l, p, code.src(a, t, l.half()), Code.imm(0, t));
    }
  }
}
