package jvisa.machine.alu;

import java.util.Locale;
import jvisa.asm.isa.Cond;

/** CMP relational operators, in the order of their 3-bit encoding (CMP.md). */
public enum CmpOp {
  EQ, NE, GT, GE, LT, LE;

  private static final CmpOp[] BY_CODE = values();

  /** The operator with binary encoding {@code code} (0-5), or null. */
  public static CmpOp fromCode(int code) {
    return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
  }

  /** The operator of the instruction table's relation (the typed suffix of cmp), or null for none. */
  public static CmpOp of(Cond relation) {
    return relation == null ? null : BY_CODE[relation.ordinal()];
  }

  /** The lower-case .visaasm suffix. */
  public String text() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Whether a three-way comparison result (negative, zero, positive) satisfies this operator. */
  public boolean holds(int order) {
    return switch (this) {
      case EQ -> order == 0;
      case NE -> order != 0;
      case GT -> order > 0;
      case GE -> order >= 0;
      case LT -> order < 0;
      case LE -> order <= 0;
    };
  }
}
