package jvisa.machine.alu;

import jvisa.asm.model.Type;

/**
 * Shifts, rotates, logic and bit-field instructions of the vISA machine. Operand values follow the
 * convention of {@link IntArith}; results are values of the destination type.
 */
public final class IntBits {
  private IntBits() {}

  /**
   * The shift-count mask: the low 5 bits of the count are used, or 6 when the destination or the
   * shifted operand is a 64-bit type (SHL.md, SHR.md, ASR.md).
   */
  public static int shiftMask(Type shifted, Type dst) {
    return shifted.size() == 8 || dst.size() == 8 ? 63 : 31;
  }

  /** SHL modulo 2^64, the count masked with {@link #shiftMask}. */
  public static long shl(long a, long count, int mask) {
    return a << ((int) count & mask);
  }

  /** SHR of a 32-bit pattern (every operand type narrower than 64 bits). */
  public static long shr32(long a, long count, int mask) {
    return (a & 0xffffffffL) >>> ((int) count & mask);
  }

  /** SHR of a 64-bit pattern (Q or UQ operand). */
  public static long shr64(long a, long count, int mask) {
    return a >>> ((int) count & mask);
  }

  /** ASR of an exact signed value (every operand type but UQ). */
  public static long asr(long a, long count, int mask) {
    return a >> ((int) count & mask);
  }

  /** ASR of a UQ value: its sign bit is a value bit, so zeros shift in. */
  public static long asrUnsigned64(long a, long count, int mask) {
    return shr64(a, count, mask);
  }

  /** SHL: a shifted left; with {@code sat} the exact shifted value is clamped to {@code dst}. */
  public static long shl(long a, Type ta, long count, Type dst, boolean sat) {
    int mask = shiftMask(ta, dst);
    if (!sat) {
      return Convert.truncate(shl(a, count, mask), dst);
    }
    int n = (int) count & mask;
    if (ta.size() < 8 && n < 32) {
      return Convert.clamp(a << n, dst);
    }
    return Convert.clamp(Convert.exact(a, ta).shiftLeft(n), dst);
  }

  /**
   * SHR: logical right shift of a's bits. The shifted pattern is 64 bits wide for Q/UQ operands and
   * 32 bits otherwise (narrower operands are promoted first, by their sign- or zero-extension).
   */
  public static long shr(long a, Type ta, long count, Type dst, boolean sat) {
    int mask = shiftMask(ta, dst);
    boolean wide = ta.size() == 8;
    long r = wide ? shr64(a, count, mask) : shr32(a, count, mask);
    if (!sat) {
      return Convert.truncate(r, dst);
    }
    return Convert.saturate(r, wide ? Type.UQ : Type.Q, dst);
  }

  /**
   * ASR: arithmetic right shift of a's exact value (a UQ or zero-extended operand shifts in zeros).
   */
  public static long asr(long a, Type ta, long count, Type dst, boolean sat) {
    int mask = shiftMask(ta, dst);
    boolean unsignedWide = ta == Type.UQ;
    long r = unsignedWide ? asrUnsigned64(a, count, mask) : asr(a, count, mask);
    if (!sat) {
      return Convert.truncate(r, dst);
    }
    return Convert.saturate(r, unsignedWide ? Type.UQ : Type.Q, dst);
  }

  /** ROL: rotate a's bits (as wide as its type) left by count modulo that width. */
  public static long rol(long a, Type ta, long count, Type dst) {
    int width = 8 * ta.size();
    return rotated(a, ta, (int) count & (width - 1), dst);
  }

  /** ROR: rotate a's bits (as wide as its type) right by count modulo that width. */
  public static long ror(long a, Type ta, long count, Type dst) {
    int width = 8 * ta.size();
    return rotated(a, ta, -(int) count & (width - 1), dst);
  }

  private static long rotated(long a, Type ta, int left, Type dst) {
    int width = 8 * ta.size();
    long mask = Convert.sizeMask(ta);
    long bits = a & mask;
    long r =
        width == 64
            ? Long.rotateLeft(bits, left)
            : ((bits << left) | (bits >>> ((width - left) & (width - 1)))) & mask;
    return Convert.truncate(Convert.intValue(r, ta), dst);
  }

  public static long and(long a, long b) {
    return a & b;
  }

  public static long or(long a, long b) {
    return a | b;
  }

  public static long xor(long a, long b) {
    return a ^ b;
  }

  public static long not(long a) {
    return ~a;
  }

  /**
   * AND; with {@code sat} (the logic operations take it, XOR.md says so) the exact result is
   * clamped to {@code dst}, as for every logic operation. The result is negative exactly when the
   * operation of the operands' signs is; a UQ operand (held as its raw bits) is never negative.
   */
  public static long and(long a, Type ta, long b, Type tb, Type dst, boolean sat) {
    return finishLogic(and(a, b), negative(a, ta) && negative(b, tb), dst, sat);
  }

  /** OR; {@code sat} as for AND. */
  public static long or(long a, Type ta, long b, Type tb, Type dst, boolean sat) {
    return finishLogic(or(a, b), negative(a, ta) || negative(b, tb), dst, sat);
  }

  /** XOR; {@code sat} as for AND. */
  public static long xor(long a, Type ta, long b, Type tb, Type dst, boolean sat) {
    return finishLogic(xor(a, b), negative(a, ta) ^ negative(b, tb), dst, sat);
  }

  /** NOT: bitwise complement; {@code sat} as for AND. */
  public static long not(long a, Type ta, Type dst, boolean sat) {
    return finishLogic(not(a), !negative(a, ta), dst, sat);
  }

  private static boolean negative(long v, Type t) {
    return v < 0 && t != Type.UQ;
  }

  /**
   * A logic result's 64 bits to {@code dst}. When bit 63 disagrees with the exact sign the exact
   * value lies beyond 64 signed bits: a non-negative one is a UQ value, a negative one is below
   * every Q value.
   */
  private static long finishLogic(long r, boolean negative, Type dst, boolean sat) {
    if (!sat) {
      return Convert.truncate(r, dst);
    }
    if (negative && r >= 0) {
      return Convert.clamp(Long.MIN_VALUE, dst);
    }
    return Convert.saturate(r, negative ? Type.Q : Type.UQ, dst);
  }

  /** CBIT: number of set bits in a's type-width pattern (UB, UW or UD operand). */
  public static long cbit(long a, Type ta, Type dst) {
    return Convert.truncate(Long.bitCount(a & Convert.sizeMask(ta)), dst);
  }

  /** FBL: index of the lowest set bit of the 32-bit pattern, or 0xffffffff if none. */
  public static long fbl(long a, Type dst) {
    int x = (int) a;
    return Convert.truncate(x == 0 ? 0xffffffffL : Integer.numberOfTrailingZeros(x), dst);
  }

  /**
   * FBH: for an unsigned operand the number of leading zeros; for a signed one the number of
   * leading bits equal to the sign bit; 0xffffffff when the operand is 0 (or -1 if signed).
   */
  public static long fbh(long a, Type ta, Type dst) {
    int x = (int) a;
    long r;
    if (x == 0 || (ta.isSigned() && x == -1)) {
      r = 0xffffffffL;
    } else {
      r = Integer.numberOfLeadingZeros(ta.isSigned() && x < 0 ? ~x : x);
    }
    return Convert.truncate(r, dst);
  }

  /** LZD: leading zeros of the 32-bit pattern (32 for zero). */
  public static long lzd(long a, Type dst) {
    return Convert.truncate(Integer.numberOfLeadingZeros((int) a), dst);
  }

  /** BFREV: the 32-bit pattern reversed. */
  public static long bfrev(long a, Type dst) {
    return Convert.truncate(Integer.reverse((int) a) & 0xffffffffL, dst);
  }

  /**
   * BFE: extract {@code width & 31} bits of {@code value} starting at bit {@code offset & 31}; sign
   * extended when {@code dst} is signed (D), zero extended otherwise. A width of 0 gives 0; a field
   * running past bit 31 is cut there (so it extends from bit 31), as the Gen bfe instruction does.
   */
  public static long bfe(long width, long offset, long value, Type dst) {
    int w = (int) width & 31;
    int o = (int) offset & 31;
    int v = (int) value;
    int r;
    if (w == 0) {
      r = 0;
    } else if (w + o < 32) {
      int up = v << (32 - w - o);
      r = dst.isSigned() ? up >> (32 - w) : up >>> (32 - w);
    } else {
      r = dst.isSigned() ? v >> o : v >>> o;
    }
    return Convert.truncate(dst.isSigned() ? r : r & 0xffffffffL, dst);
  }

  /**
   * BFI: insert the low {@code width & 31} bits of {@code value} into {@code base} at bit {@code
   * offset & 31} (32-bit patterns; bits shifted past bit 31 are lost).
   */
  public static long bfi(long width, long offset, long value, long base, Type dst) {
    int w = (int) width & 31;
    int o = (int) offset & 31;
    int mask = ((1 << w) - 1) << o;
    int r = (((int) value << o) & mask) | ((int) base & ~mask);
    return Convert.truncate(dst.isSigned() ? r : r & 0xffffffffL, dst);
  }

  /**
   * BFN.xNN: each result bit is bit (s0 + 2*s1 + 4*s2) of the 8-bit table {@code ctrl}, where s0,
   * s1, s2 are that bit of src0, src1, src2 (BFN.md; IGC builds its tables by evaluating the
   * function on src0=0xAA, src1=0xCC, src2=0xF0, so bfn.xd8 is src0 ? src1 : src2 bitwise).
   */
  public static long bfn(int ctrl, long a, long b, long c, Type dst) {
    long r = 0;
    for (int i = 0; i < 8; i++) {
      if ((ctrl >> i & 1) != 0) {
        r |= ((i & 1) != 0 ? a : ~a) & ((i & 2) != 0 ? b : ~b) & ((i & 4) != 0 ? c : ~c);
      }
    }
    return Convert.truncate(r, dst);
  }
}
