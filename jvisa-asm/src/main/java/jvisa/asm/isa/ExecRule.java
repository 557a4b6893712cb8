package jvisa.asm.isa;

/**
 * Whether an instruction takes an execution size and which: {@code (M1, 16)} for a SIMD
 * instruction, {@code (4)} for the oword count of oword_ld, none for barrier or lsc_fence.
 *
 * @param sizes bit {@code log2(n)} set for each allowed size n; 0 when the instruction takes none
 * @param optional whether the size may be left out (then it is 1)
 */
public record ExecRule(int sizes, boolean optional) {
  public static final ExecRule NONE = new ExecRule(0, true);

  /** SIMD1 to SIMD32, written. */
  public static final ExecRule SIMD = of(false, 1, 2, 4, 8, 16, 32);

  public static ExecRule of(boolean optional, int... allowed) {
    int bits = 0;
    for (int n : allowed) {
      bits |= 1 << Integer.numberOfTrailingZeros(n);
    }
    return new ExecRule(bits, optional);
  }

  public boolean takesSize() {
    return sizes != 0;
  }

  public boolean allows(int n) {
    return n > 0 && n <= 32 && Integer.bitCount(n) == 1 && (sizes & n) != 0;
  }

  /** "1, 2, 4, 8, 16 or 32". */
  public String describe() {
    StringBuilder sb = new StringBuilder();
    int count = Integer.bitCount(sizes);
    int seen = 0;
    for (int n = 1; n <= 32; n <<= 1) {
      if ((sizes & n) != 0) {
        sb.append(seen == 0 ? "" : seen == count - 1 ? " or " : ", ").append(n);
        seen++;
      }
    }
    return sb.toString();
  }
}
