package jvisa.machine.alu;

/** The four IEEE rounding directions, in the order of the %cr0 rounding field (bits 4-5). */
public enum RoundingMode {
  /** Round to nearest, ties to even (field 00b). */
  RNE,
  /** Round up, toward +infinity (field 01b). */
  RU,
  /** Round down, toward -infinity (field 10b). */
  RD,
  /** Round toward zero (field 11b). */
  RZ;

  private static final RoundingMode[] BY_FIELD = values();

  /** The mode a 2-bit %cr0 rounding field selects; bits above the low two are ignored. */
  public static RoundingMode fromField(int field) {
    return BY_FIELD[field & 3];
  }

  /** The 2-bit %cr0 field value of this mode. */
  public int field() {
    return ordinal();
  }
}
