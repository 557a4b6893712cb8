package jvisa.machine.alu;

import jvisa.asm.model.Type;

/**
 * The floating-point controls of %cr0 (4_visa_header.md): bit 0 ALT mode for F, bits 4-5 rounding
 * mode, bit 6 DF denorms allowed, bit 7 F denorms allowed, bit 10 HF denorms allowed (a clear
 * denorm bit means "flush denorms to sign-preserved zero"). IGC kernels begin with {@code or %cr0
 * %cr0 0x4c0:ud}: 0x4c0 sets bits 6, 7 and 10, so F, DF and HF denorms are kept, while the rounding
 * field stays round-to-nearest-even. Instances are immutable and shared.
 */
public final class FloatMode {
  public static final int ALT_F_BIT = 1;
  public static final int ROUNDING_SHIFT = 4;
  public static final int DF_DENORM_BIT = 1 << 6;
  public static final int F_DENORM_BIT = 1 << 7;
  public static final int HF_DENORM_BIT = 1 << 10;

  private static final FloatMode[] ALL = new FloatMode[64];

  static {
    for (int i = 0; i < ALL.length; i++) {
      ALL[i] = new FloatMode(i);
    }
  }

  /** %cr0 = 0: IEEE, round to nearest even, every denorm flushed. */
  public static final FloatMode DEFAULT = fromCr0(0);

  /** %cr0 = 0x4c0, what IGC kernels set first: IEEE, round to nearest even, denorms kept. */
  public static final FloatMode IGC_KERNEL = fromCr0(0x4c0);

  private final RoundingMode rounding;
  private final boolean altF;
  private final boolean dfDenorms;
  private final boolean fDenorms;
  private final boolean hfDenorms;

  private FloatMode(int index) {
    altF = (index & 1) != 0;
    rounding = RoundingMode.fromField(index >> 1);
    dfDenorms = (index & 8) != 0;
    fDenorms = (index & 16) != 0;
    hfDenorms = (index & 32) != 0;
  }

  /** The mode a %cr0 value selects; reserved bits are ignored. */
  public static FloatMode fromCr0(long cr0) {
    int index =
        (int) (cr0 & ALT_F_BIT)
            | (int) ((cr0 >> ROUNDING_SHIFT) & 3) << 1
            | ((cr0 & DF_DENORM_BIT) != 0 ? 8 : 0)
            | ((cr0 & F_DENORM_BIT) != 0 ? 16 : 0)
            | ((cr0 & HF_DENORM_BIT) != 0 ? 32 : 0);
    return ALL[index];
  }

  /** The %cr0 bits that encode this mode. */
  public int cr0Bits() {
    return (altF ? ALT_F_BIT : 0)
        | rounding.field() << ROUNDING_SHIFT
        | (dfDenorms ? DF_DENORM_BIT : 0)
        | (fDenorms ? F_DENORM_BIT : 0)
        | (hfDenorms ? HF_DENORM_BIT : 0);
  }

  public RoundingMode rounding() {
    return rounding;
  }

  /** True when F arithmetic runs in the legacy ALT mode (2_datatypes.md). */
  public boolean altF() {
    return altF;
  }

  public boolean dfDenorms() {
    return dfDenorms;
  }

  public boolean fDenorms() {
    return fDenorms;
  }

  public boolean hfDenorms() {
    return hfDenorms;
  }

  /**
   * True when F arithmetic is plain IEEE single precision as Java does it: round to nearest even, F
   * denorms kept, not ALT; then every flush and clamp on F values is the identity.
   */
  public boolean plainF() {
    return rounding == RoundingMode.RNE && fDenorms && !altF;
  }

  /** The %cr0 bits {@link #plainF} depends on: ALT for F, the rounding field, F denorms. */
  private static final int PLAIN_F_FIELDS = ALT_F_BIT | 3 << ROUNDING_SHIFT | F_DENORM_BIT;

  /**
   * {@link #plainF} of the mode {@code cr0} selects, from the bits alone (for compiled code, which
   * tests %cr0 before each F instruction).
   */
  public static boolean plainF(int cr0) {
    return (cr0 & PLAIN_F_FIELDS) == F_DENORM_BIT;
  }

  /** Whether denormal values of a float type survive arithmetic (BF has no control bit: kept). */
  public boolean keepsDenorms(Type t) {
    return switch (t) {
      case F, VF -> fDenorms;
      case DF -> dfDenorms;
      case HF -> hfDenorms;
      default -> true;
    };
  }

  /**
   * {@code v} (a value of float type {@code t}), or a zero of its sign if it is a flushed denorm.
   */
  public double flush(double v, Type t) {
    if (keepsDenorms(t) || v == 0 || !(Math.abs(v) < minNormal(t))) {
      return v;
    }
    return Math.copySign(0.0, v);
  }

  static double minNormal(Type t) {
    return switch (t) {
      case HF -> 0x1p-14;
      case DF -> Double.MIN_NORMAL;
      default -> 0x1p-126;
    };
  }

  @Override
  public boolean equals(Object o) {
    return this == o;
  }

  @Override
  public int hashCode() {
    return cr0Bits();
  }

  @Override
  public String toString() {
    return "FloatMode["
        + rounding
        + (altF ? ", ALT" : "")
        + ", denorms"
        + (fDenorms ? " F" : "")
        + (dfDenorms ? " DF" : "")
        + (hfDenorms ? " HF" : "")
        + (fDenorms || dfDenorms || hfDenorms ? "" : " none")
        + "]";
  }
}
