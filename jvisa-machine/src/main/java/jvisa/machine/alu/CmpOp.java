package jvisa.machine.alu;

import java.util.Locale;

/** CMP relational operators, in the order of their 3-bit encoding (CMP.md). */
public enum CmpOp {
  EQ(0b0010), NE(0b1101), GT(0b0100), GE(0b0110), LT(0b0001), LE(0b0011);

  private static final CmpOp[] BY_CODE = values();

  private final int orders;

  CmpOp(int orders) {
    this.orders = orders;
  }

  /** The operator with binary encoding {@code code} (0-5), or null. */
  public static CmpOp fromCode(int code) {
    return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
  }

  /** The operator named by a .visaasm suffix ("eq", "ne", "gt", "ge", "lt", "le"), or null. */
  public static CmpOp fromText(String text) {
    for (CmpOp op : BY_CODE) {
      if (op.name().equals(text.toUpperCase(Locale.ROOT))) {
        return op;
      }
    }
    return null;
  }

  /** The lower-case .visaasm suffix. */
  public String text() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The orders (bit {@link Compare#LESS}, {@link Compare#EQUAL}, {@link Compare#GREATER},
   * {@link Compare#UNORDERED}) for which this relation holds: only NE holds for unordered floats.
   */
  public int orders() {
    return orders;
  }

  /** Whether an order code of {@link Compare} satisfies this operator. */
  public boolean holds(int order) {
    return (orders >>> order & 1) != 0;
  }
}
