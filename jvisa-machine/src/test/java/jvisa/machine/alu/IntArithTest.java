package jvisa.machine.alu;

import static jvisa.asm.model.Type.B;
import static jvisa.asm.model.Type.D;
import static jvisa.asm.model.Type.Q;
import static jvisa.asm.model.Type.UB;
import static jvisa.asm.model.Type.UD;
import static jvisa.asm.model.Type.UQ;
import static jvisa.asm.model.Type.UW;
import static jvisa.asm.model.Type.W;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.SplittableRandom;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

class IntArithTest {
  private static final long UD_MAX = 0xffffffffL;

  @Test
  void addWrapsOrSaturatesPerDestination() {
    assertEquals(0, IntArith.add(UD_MAX, UD, 1, UD, UD, false));
    assertEquals(UD_MAX, IntArith.add(UD_MAX, UD, 1, UD, UD, true));
    assertEquals(
        1L << 32, IntArith.add(UD_MAX, UD, 1, UD, Q, false), "extra precision reaches a Q dst");
    assertEquals(Integer.MIN_VALUE, IntArith.add(Integer.MAX_VALUE, D, 1, D, D, false));
    assertEquals(Integer.MAX_VALUE, IntArith.add(Integer.MAX_VALUE, D, 1, D, D, true));
    assertEquals(-2, IntArith.add(UD_MAX, UD, -1, D, D, false), "mixed signedness");
    assertEquals(UD_MAX - 1, IntArith.add(UD_MAX, UD, -1, D, UD, true), "exact 4294967294 fits UD");
    assertEquals(0, IntArith.add(3, UD, -5, D, UD, true), "negative exact sum clamps to 0");
    assertEquals(-1L, IntArith.add(-1L, UQ, 1, UQ, UQ, true), "UQ saturates at 2^64-1");
    assertEquals(0, IntArith.add(-1L, UQ, 1, UQ, UQ, false));
    assertEquals(Long.MAX_VALUE, IntArith.add(Long.MAX_VALUE, Q, 1, Q, Q, true));
    assertEquals(127, IntArith.add(100, B, 100, B, B, true));
    assertEquals(-56, IntArith.add(100, B, 100, B, B, false));
    assertEquals(200, IntArith.add(100, B, 100, B, UB, true));
    assertEquals(0x2000, IntArith.add(0x1000, UW, 0x1000, UW, W, false));
  }

  @Test
  void add3AndAvg() {
    assertEquals(6, IntArith.add3(1, D, 2, D, 3, D, D, false));
    assertEquals(UD_MAX, IntArith.add3(UD_MAX, UD, UD_MAX, UD, 1, UD, UD, true));
    assertEquals(
        UD_MAX, IntArith.add3(UD_MAX, UD, UD_MAX, UD, 1, UD, UD, false), "2^33-1 mod 2^32");
    assertEquals(-32768, IntArith.add3(-32768, W, -1, W, 0, W, W, true));
    assertEquals(Long.MIN_VALUE, IntArith.add3(Long.MIN_VALUE, Q, -1, Q, 0, Q, Q, true));
    assertEquals(2, IntArith.avg(1, D, 2, D, D, false), "rounds half up");
    assertEquals(-1, IntArith.avg(-1, D, -2, D, D, false), "(-3+1)>>1");
    assertEquals(-2, IntArith.avg(-2, D, -3, D, D, false), "(-5+1)>>1");
    assertEquals(UD_MAX, IntArith.avg(UD_MAX, UD, UD_MAX, UD, UD, false), "no overflow inside");
    assertEquals(255, IntArith.avg(255, UB, 255, UB, UB, false));
    assertEquals(127, IntArith.avg(255, UB, 255, UB, B, true));
  }

  @Test
  void carryAndBorrow() {
    assertEquals(0, IntArith.addcSum(UD_MAX, 1));
    assertEquals(1, IntArith.addcCarry(UD_MAX, 1));
    assertEquals(0, IntArith.addcCarry(UD_MAX - 1, 1));
    assertEquals(UD_MAX - 1, IntArith.addcSum(UD_MAX, UD_MAX));
    assertEquals(1, IntArith.addcCarry(UD_MAX, UD_MAX));
    assertEquals(1, IntArith.addcCarry(-1, 1), "operands are read as UD bits");
    assertEquals(UD_MAX, IntArith.subbDifference(0, 1, false));
    assertEquals(1, IntArith.subbBorrow(0, 1));
    assertEquals(0, IntArith.subbBorrow(1, 1));
    assertEquals(0, IntArith.subbDifference(0, 1, true));
    assertEquals(0, IntArith.subbBorrow(UD_MAX, 5));
  }

  @Test
  void mulKeepsLowBitsOrClampsTheFullProduct() {
    assertEquals(1, IntArith.mul(UD_MAX, UD, UD_MAX, UD, UD, false));
    assertEquals(UD_MAX, IntArith.mul(UD_MAX, UD, UD_MAX, UD, UD, true));
    assertEquals(
        0xfffffffe00000001L, IntArith.mul(UD_MAX, UD, UD_MAX, UD, UQ, true), "fits UQ exactly");
    assertEquals(0xfffffffe00000001L, IntArith.mul(UD_MAX, UD, UD_MAX, UD, Q, false));
    assertEquals(Long.MAX_VALUE, IntArith.mul(UD_MAX, UD, UD_MAX, UD, Q, true));
    assertEquals(-6, IntArith.mul(-2, D, 3, D, D, false));
    assertEquals(-4294967295L, IntArith.mul(UD_MAX, UD, -1, D, Q, false));
    assertEquals(1, IntArith.mul(UD_MAX, UD, -1, D, D, false));
    assertEquals(Integer.MIN_VALUE, IntArith.mul(UD_MAX, UD, -1, D, D, true));
    assertEquals(0x6e0, IntArith.mul(0x37, UW, 0x20, UW, UW, false));
    assertEquals(0, IntArith.mul(0x8000, UW, 2, UW, UW, false));
    assertEquals(-1L, IntArith.mul(-1L, UQ, 2, UQ, UQ, true));
    assertEquals(Long.MIN_VALUE, IntArith.mul(Long.MIN_VALUE, Q, 2, Q, Q, true));
  }

  @Test
  void mulhMatchesTheHighHalfOfTheExactProduct() {
    SplittableRandom rnd = new SplittableRandom(31);
    for (int i = 0; i < 10000; i++) {
      int x = rnd.nextInt();
      int y = rnd.nextInt();
      long signed = ((long) x * y) >> 32;
      assertEquals((long) (int) signed, IntArith.mulh(x, y, D));
      long ux = x & UD_MAX;
      long uy = y & UD_MAX;
      long unsignedHigh =
          BigInteger.valueOf(ux).multiply(BigInteger.valueOf(uy)).shiftRight(32).longValue();
      assertEquals(unsignedHigh, IntArith.mulh(ux, uy, UD));
      assertEquals(
          (long) (int) unsignedHigh, IntArith.mulh(ux, uy, D), "UD sources written to a D dst");
    }
    assertEquals(UD_MAX, IntArith.mulh(-1, 1, UD));
    assertEquals(0, IntArith.mulh(UD_MAX, 1, UD));
  }

  @Test
  void madwGivesTheFull64BitResult() {
    assertEquals(0xfffffffe00000001L + UD_MAX, IntArith.madw(UD_MAX, UD_MAX, UD_MAX));
    assertEquals(-6 + 7, IntArith.madw(-2, 3, 7));
    long r = IntArith.madw(0xe353f7cfL, 0x12345678L, 0);
    assertEquals(0xe353f7cfL * 0x12345678L, r);
    assertEquals((0xe353f7cfL * 0x12345678L) >>> 32, r >>> 32, "high half");
    assertEquals(-1L << 31, IntArith.madw(Integer.MIN_VALUE, 1, 0));
  }

  @Test
  void integerMad() {
    assertEquals(-1000 * 7 + 3, IntArith.mad(-1000, D, 7, D, 3, D, D, false));
    assertEquals(1, IntArith.mad(0x10000, D, 0x10000, D, 1, D, D, false));
    assertEquals(Integer.MAX_VALUE, IntArith.mad(0x10000, D, 0x10000, D, 1, D, D, true));
    assertEquals(0, IntArith.mad(-1L, UQ, 2, UQ, 2, UQ, UQ, false));
  }

  @Test
  void divisionTruncatesTowardZeroWithSpecSigns() {
    assertEquals(3, IntArith.div(7, D, 2, D, D, false));
    assertEquals(-3, IntArith.div(7, D, -2, D, D, false));
    assertEquals(-3, IntArith.div(-7, D, 2, D, D, false));
    assertEquals(3, IntArith.div(-7, D, -2, D, D, false));
    assertEquals(1, IntArith.mod(7, D, 2, D, D, false));
    assertEquals(1, IntArith.mod(7, D, -2, D, D, false));
    assertEquals(-1, IntArith.mod(-7, D, 2, D, D, false));
    assertEquals(-1, IntArith.mod(-7, D, -2, D, D, false));
    assertEquals(0x7fffffffL, IntArith.div(UD_MAX, UD, 2, UD, UD, false));
    assertEquals(Integer.MIN_VALUE, IntArith.div(Integer.MIN_VALUE, D, -1, D, D, false), "wraps");
    assertEquals(Integer.MAX_VALUE, IntArith.div(Integer.MIN_VALUE, D, -1, D, D, true));
    assertEquals(0, IntArith.mod(Integer.MIN_VALUE, D, -1, D, D, false));
    assertEquals(UD_MAX, IntArith.div(5, UD, 0, UD, UD, false), "divide by zero: all ones");
    assertEquals(-1, IntArith.div(5, D, 0, D, D, true));
    assertEquals(5, IntArith.mod(5, UD, 0, UD, UD, false), "mod by zero: dividend");
    assertEquals(Long.MIN_VALUE, IntArith.div(Long.MIN_VALUE, Q, -1, Q, Q, false));
    assertEquals(Long.MAX_VALUE, IntArith.div(-2L, UQ, 2, UQ, UQ, false), "(2^64-2)/2");
    assertEquals(1, IntArith.mod(-1L, UQ, 2, UQ, UQ, false));
  }

  @Test
  void minMaxCompareExactValues() {
    assertEquals(
        UD_MAX, IntArith.min(-1, D, UD_MAX, UD, D, false, FloatMode.DEFAULT), "D -1's bits");
    assertEquals(
        UD_MAX, IntArith.max(-1, D, UD_MAX, UD, D, false, FloatMode.DEFAULT), "UD 0xffffffff as D");
    assertEquals(
        0x4f800000L,
        IntArith.max(-1, D, UD_MAX, UD, Type.F, false, FloatMode.IGC_KERNEL),
        "2^32 as F");
    assertEquals(UD_MAX, IntArith.max(-1, D, UD_MAX, UD, UD, false, FloatMode.DEFAULT));
    assertEquals(Integer.MAX_VALUE, IntArith.max(-1, D, UD_MAX, UD, D, true, FloatMode.DEFAULT));
    assertEquals(5, IntArith.min(-1L, UQ, 5, UQ, UQ, false, FloatMode.DEFAULT));
    assertEquals(-1L, IntArith.max(-1L, UQ, 5, Q, UQ, false, FloatMode.DEFAULT));
    assertEquals(127, IntArith.min(300, W, 1000, W, B, true, FloatMode.DEFAULT));
    assertEquals(0, IntArith.max(-300, W, -1000, W, UB, true, FloatMode.DEFAULT));
  }

  @Test
  void sad2SumsAbsoluteDifferences() {
    assertEquals(255 + 255, IntArith.sad2(0, 255, 255, 0, UW, false));
    assertEquals(3 + 4, IntArith.sad2(-1, 2, 5, 1, W, false));
    assertEquals(7 + 10, IntArith.sad2add(-1, 2, 5, 1, 10, W, false));
    assertEquals(32767, IntArith.sad2add(0, 255, 255, 0, 32767, W, true));
  }

  @Test
  void randomAddMulAgreeWithBigIntegerModel() {
    SplittableRandom rnd = new SplittableRandom(32);
    Type[] types = {B, UB, W, UW, D, UD, Q, UQ};
    for (int i = 0; i < 20000; i++) {
      Type ta = types[rnd.nextInt(types.length)];
      Type tb = types[rnd.nextInt(types.length)];
      Type dst = types[rnd.nextInt(types.length)];
      long a = Convert.intValue(rnd.nextLong(), ta);
      long b = Convert.intValue(rnd.nextLong(), tb);
      BigInteger sum = Convert.exact(a, ta).add(Convert.exact(b, tb));
      BigInteger prod = Convert.exact(a, ta).multiply(Convert.exact(b, tb));
      assertEquals(model(sum, dst, false), IntArith.add(a, ta, b, tb, dst, false));
      assertEquals(
          model(sum, dst, true),
          IntArith.add(a, ta, b, tb, dst, true),
          a + " " + ta + " + " + b + " " + tb + " -> " + dst);
      assertEquals(model(prod, dst, false), IntArith.mul(a, ta, b, tb, dst, false));
      assertEquals(
          model(prod, dst, true),
          IntArith.mul(a, ta, b, tb, dst, true),
          a + " " + ta + " * " + b + " " + tb + " -> " + dst);
    }
  }

  /** Independent model of the destination conversion: low bits, or clamping to the type's range. */
  private static long model(BigInteger exact, Type dst, boolean sat) {
    int bits = 8 * dst.size();
    BigInteger lo;
    BigInteger hi;
    if (dst.isSigned()) {
      lo = BigInteger.ONE.shiftLeft(bits - 1).negate();
      hi = BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE);
    } else {
      lo = BigInteger.ZERO;
      hi = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
    }
    BigInteger v = sat ? exact.max(lo).min(hi) : exact.mod(BigInteger.ONE.shiftLeft(bits));
    if (!sat && dst.isSigned() && v.compareTo(hi) > 0) {
      v = v.subtract(BigInteger.ONE.shiftLeft(bits));
    }
    return v.longValue();
  }
}
