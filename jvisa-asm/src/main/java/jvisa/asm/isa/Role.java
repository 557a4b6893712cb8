package jvisa.asm.isa;

/**
 * What an operand is to its instruction: whether the instruction reads it, writes it, or names
 * something.
 */
public enum Role {
  /**
   * A vector destination: {@code V(0,0)<1>}, a predicate for cmp, an address register for addr_add.
   */
  DST(false, true),
  /**
   * A vector source: region, indirect operand, immediate (or predicate for logic on predicates).
   */
  SRC(true, false),
  /** A message payload the instruction reads: {@code V.0}, LSC data to store, an LSC address. */
  PAYLOAD_READ(true, false),
  /** A message payload the instruction writes: {@code V.0} of a load, the LSC data of a load. */
  PAYLOAD_WRITTEN(false, true),
  /** A surface: {@code T6}, {@code %slm}, {@code T6(0)}. */
  SURFACE(true, false),
  /** A sampler: {@code S0}. */
  SAMPLER(true, false),
  /** A predicate variable named as such (logic on predicates). */
  PREDICATE(true, false),
  /** An address variable. */
  ADDRESS(true, false),
  /** A label of the same function. */
  LABEL(false, false),
  /** A function name (stack call target, faddr). */
  FUNCTION(false, false),
  /**
   * A constant that shapes the instruction: a block size, an argument size, a file name, a line.
   */
  PARAM(false, false),
  /**
   * A payload place the sub-opcode does not use (the sources of an atomic increment): always {@code
   * %null}.
   */
  UNUSED(false, false);

  private final boolean reads;
  private final boolean writes;

  Role(boolean reads, boolean writes) {
    this.reads = reads;
    this.writes = writes;
  }

  /** Whether the instruction reads the variable such an operand names. */
  public boolean reads() {
    return reads;
  }

  /** Whether the instruction writes the variable such an operand names. */
  public boolean writes() {
    return writes;
  }
}
