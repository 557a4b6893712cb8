package jvisa.cc.ir;

/** SPIR-V's FPRoundingMode, in its enumerant order. */
public enum Rounding {
  RTE,
  RTZ,
  RTP,
  RTN;

  /** The mode of a conversion literal (-1 = the default, to nearest even). */
  public static Rounding of(long literal) {
    return literal < 0 || literal > 3 ? RTE : values()[(int) literal];
  }
}
