package jvisa.asm.isa;

/**
 * The atomic operations of every message family, with their two spellings: the legacy suffix
 * ({@code dword_atomic.minsint}, {@code svm_atomic.cmpxchg}) and the LSC mnemonic tail ({@code
 * lsc_atomic_smin}, {@code lsc_atomic_icas}); null where a family has no such operation.
 */
public enum AtomicOperation {
  ADD("add", "iadd", 1),
  SUB("sub", "isub", 1),
  INC("inc", "iinc", 0),
  DEC("dec", "idec", 0),
  /** Decrement returning the new value. */
  PREDEC("predec", null, 0),
  UMIN("min", "umin", 1),
  UMAX("max", "umax", 1),
  SMIN("minsint", "smin", 1),
  SMAX("maxsint", "smax", 1),
  XCHG("xchg", "store", 1),
  CMPXCHG("cmpxchg", "icas", 2),
  AND("and", "and", 1),
  OR("or", "or", 1),
  XOR("xor", "xor", 1),
  LOAD(null, "load", 0),
  FADD("fadd", "fadd", 1),
  FSUB("fsub", "fsub", 1),
  FMIN("fmin", "fmin", 1),
  FMAX("fmax", "fmax", 1),
  FCMPXCHG("fcmpwr", "fcas", 2);

  private final String legacy;
  private final String lsc;
  private final int sources;

  AtomicOperation(String legacy, String lsc, int sources) {
    this.legacy = legacy;
    this.lsc = lsc;
    this.sources = sources;
  }

  /** The suffix of the legacy messages, or null. */
  public String legacyText() {
    return legacy;
  }

  /** What follows {@code lsc_atomic_} in the mnemonic, or null. */
  public String lscText() {
    return lsc;
  }

  /** How many data sources the message carries: 0 (inc), 1 (add) or 2 (compare-exchange). */
  public int sources() {
    return sources;
  }

  public static AtomicOperation fromLegacy(String text) {
    for (AtomicOperation op : values()) {
      if (text.equals(op.legacy)) {
        return op;
      }
    }
    return null;
  }

  public static AtomicOperation fromLsc(String text) {
    for (AtomicOperation op : values()) {
      if (text.equals(op.lsc)) {
        return op;
      }
    }
    return null;
  }
}
