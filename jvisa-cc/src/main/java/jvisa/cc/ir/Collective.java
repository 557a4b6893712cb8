package jvisa.cc.ir;

/**
 * A sub-group or work-group operation: which kind, over which scope, and for reductions and scans
 * the combining operation ({@link Op#IADD}, {@link Op#FADD}, {@code SMIN} as {@link Op#SLT} ... see
 * {@link Combine}).
 */
public record Collective(Kind kind, Scope scope, Combine combine) {
  public enum Kind {
    /** value, lane (sub-group) or local id (work-group). */
    BROADCAST,
    /** value, lane. */
    SHUFFLE,
    /** value, mask. */
    SHUFFLE_XOR,
    /** previous, current, delta (Intel's shuffle up). */
    SHUFFLE_UP,
    /** current, next, delta (Intel's shuffle down). */
    SHUFFLE_DOWN,
    ANY,
    ALL,
    REDUCE,
    INCLUSIVE_SCAN,
    EXCLUSIVE_SCAN
  }

  public enum Combine {
    NONE,
    IADD,
    IMUL,
    FADD,
    FMUL,
    SMIN,
    SMAX,
    UMIN,
    UMAX,
    FMIN,
    FMAX,
    AND,
    OR,
    XOR
  }

  /** Whether every work-item of the scope gets the same result. */
  public boolean uniformResult() {
    return kind == Kind.BROADCAST || kind == Kind.ANY || kind == Kind.ALL || kind == Kind.REDUCE;
  }

  @Override
  public String toString() {
    return scope.name().toLowerCase(java.util.Locale.ROOT)
        + "."
        + kind.name().toLowerCase(java.util.Locale.ROOT)
        + (combine == Combine.NONE ? "" : "." + combine.name().toLowerCase(java.util.Locale.ROOT));
  }
}
