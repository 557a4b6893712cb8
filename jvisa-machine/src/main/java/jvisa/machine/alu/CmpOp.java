package jvisa.machine.alu;

import java.util.Locale;
import jvisa.asm.isa.Cond;

/** CMP relational operators, in the order of their 3-bit encoding (CMP.md). */
public enum CmpOp {
  EQ(0b0010),
  NE(0b1101),
  GT(0b0100),
  GE(0b0110),
  LT(0b0001),
  LE(0b0011);

  private static final CmpOp[] BY_CODE = values();

  /** The comparisons a relation reduces to, for loops that test one operator per element. */
  public enum Primitive {
    LESS,
    LESS_OR_EQUAL,
    EQUAL
  }

  private final int orders;
  private final boolean negates;
  private final boolean swapsOperands;
  private final Primitive primitive;

  /**
   * A relation as the set of orders it holds for; its primitive form is derived from that set: NE
   * is the negation of EQ (it alone holds for unordered floats), GT and GE are LT and LE with the
   * operands swapped.
   */
  CmpOp(int orders) {
    this.orders = orders;
    int less = 1 << Compare.LESS;
    int equal = 1 << Compare.EQUAL;
    int greater = 1 << Compare.GREATER;
    negates = (orders & 1 << Compare.UNORDERED) != 0;
    int ordered = negates ? ~orders & (less | equal | greater) : orders;
    swapsOperands = (ordered & greater) != 0;
    if (swapsOperands) {
      ordered = (ordered & equal) | less;
    }
    primitive =
        ordered == less
            ? Primitive.LESS
            : ordered == (less | equal) ? Primitive.LESS_OR_EQUAL : Primitive.EQUAL;
  }

  /** The operator with binary encoding {@code code} (0-5), or null. */
  public static CmpOp fromCode(int code) {
    return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
  }

  /**
   * The operator of the instruction table's relation (the typed suffix of cmp), or null for none.
   */
  public static CmpOp of(Cond relation) {
    return relation == null ? null : BY_CODE[relation.ordinal()];
  }

  /** The lower-case .visaasm suffix. */
  public String text() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The orders (bit {@link Compare#LESS}, {@link Compare#EQUAL}, {@link Compare#GREATER}, {@link
   * Compare#UNORDERED}) for which this relation holds: only NE holds for unordered floats.
   */
  public int orders() {
    return orders;
  }

  /**
   * The comparison this relation applies (to swapped operands, negated, as the methods below say).
   */
  public Primitive primitive() {
    return primitive;
  }

  /** Whether the relation is its primitive comparison of src1 with src0 (GT, GE). */
  public boolean swapsOperands() {
    return swapsOperands;
  }

  /** Whether the relation is the negation of its primitive comparison (NE). */
  public boolean negates() {
    return negates;
  }

  /** Whether an order code of {@link Compare} satisfies this operator. */
  public boolean holds(int order) {
    return (orders >>> order & 1) != 0;
  }
}
