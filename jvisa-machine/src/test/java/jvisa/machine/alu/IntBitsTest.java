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

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class IntBitsTest {
  private static final long UD_MAX = 0xffffffffL;

  @Test
  void shiftCountsUseFiveOrSixLowBits() {
    assertEquals(2, IntBits.shl(1, D, 33, D, false), "33 & 31 = 1");
    assertEquals(2L, IntBits.shl(1, Q, 65, Q, false), "65 & 63 = 1");
    assertEquals(1L << 33, IntBits.shl(1, D, 33, Q, false), "6 bits for a Q destination");
    assertEquals(UD_MAX >>> 1, IntBits.shr(UD_MAX, UD, -31, UD, false), "-31 & 31 = 1");
    assertEquals(-1, IntBits.asr(-1, D, 31, D, false));
    assertEquals(-1L, IntBits.asr(Long.MIN_VALUE, Q, 63, Q, false));
    assertEquals(1L, IntBits.shr(Long.MIN_VALUE, UQ, 63, UQ, false));
    assertEquals(31, IntBits.shiftMask(D, W));
    assertEquals(63, IntBits.shiftMask(UD, UQ));
  }

  @Test
  void shlTruncatesOrSaturates() {
    assertEquals(0, IntBits.shl(0x80000000L, UD, 1, UD, false));
    assertEquals(UD_MAX, IntBits.shl(0x80000000L, UD, 1, UD, true));
    assertEquals(1L << 32, IntBits.shl(0x80000000L, UD, 1, UQ, false));
    assertEquals(-128, IntBits.shl(1, B, 7, B, false));
    assertEquals(127, IntBits.shl(1, B, 7, B, true));
    assertEquals(Integer.MIN_VALUE, IntBits.shl(-1, D, 31, D, true));
    assertEquals(Integer.MIN_VALUE, IntBits.shl(-2, D, 31, D, true), "-2^32 clamps to D min");
    assertEquals(0xfff0, IntBits.shl(0xfff, UW, 4, UW, false));
    assertEquals(-1L, IntBits.shl(-1L, UQ, 1, UQ, true));
  }

  @Test
  void shrIsLogicalAndAsrArithmetic() {
    assertEquals(
        0x0fffffff, IntBits.shr(-1, D, 4, D, false), "a signed operand shifts its 32-bit pattern");
    assertEquals(0x7f, IntBits.shr(0xff, UB, 1, B, false));
    assertEquals(0x7f, IntBits.shr(0xff, UB, 1, UB, false));
    assertEquals(-1, IntBits.asr(-16, D, 4, D, false));
    assertEquals(-8, IntBits.asr(-128, B, 4, B, false));
    assertEquals(
        0x0fffffffL, IntBits.asr(UD_MAX, UD, 4, UD, false), "a UD operand shifts in zeros");
    assertEquals(Long.MAX_VALUE, IntBits.asr(-1L, UQ, 1, UQ, false));
    assertEquals(Long.MIN_VALUE >> 4, IntBits.asr(Long.MIN_VALUE, Q, 4, Q, false));
    assertEquals(0x7fff, IntBits.shr(UD_MAX, UD, 1, W, true));
  }

  @Test
  void rotatesWorkWithinTheOperandWidth() {
    assertEquals(0x23456781L, IntBits.rol(0x12345678L, UD, 4, UD));
    assertEquals(0x81234567L, IntBits.ror(0x12345678L, UD, 4, UD));
    assertEquals(0x12345678L, IntBits.rol(0x12345678L, UD, 32, UD));
    assertEquals(0x2341, IntBits.rol(0x1234, UW, 4, UW));
    assertEquals(0x4123, IntBits.ror(0x1234, UW, 4, UW));
    assertEquals((short) 0x8000, IntBits.ror(1, W, 1, W));
    assertEquals((short) 0x8000, IntBits.ror(1, W, 17, W), "count modulo 16");
    assertEquals(Integer.MIN_VALUE, IntBits.ror(1, D, 1, D));
    assertEquals(1, IntBits.rol(Integer.MIN_VALUE, D, 1, D));
    SplittableRandom rnd = new SplittableRandom(41);
    for (int i = 0; i < 1000; i++) {
      int x = rnd.nextInt();
      int n = rnd.nextInt();
      assertEquals(Integer.rotateLeft(x, n), IntBits.rol(x, D, n, D));
      assertEquals(Integer.rotateRight(x, n) & UD_MAX, IntBits.ror(x & UD_MAX, UD, n, UD));
    }
  }

  @Test
  void logicOps() {
    assertEquals(0x0f, IntBits.and(0xff, UB, 0x0f, UB, UB, false));
    assertEquals(-1, IntBits.or(0xf0, D, 0x0f, D, B, false));
    assertEquals(0xff, IntBits.xor(0xf0, D, 0x0f, D, UB, false));
    assertEquals(127, IntBits.xor(0xf0, D, 0x0f, D, B, true));
    assertEquals(0, IntBits.not(UD_MAX, UD, UD, false));
    assertEquals(UD_MAX, IntBits.not(0, UD, UD, false));
    assertEquals(-1, IntBits.not(0, D, D, false));
    assertEquals(0xfffe, IntBits.not(1, UW, UW, false));
  }

  @Test
  void saturatedLogicOpsClampTheSignedResultLikeXor() {
    assertEquals(0, IntBits.not(0, UD, UD, true), "~0 is -1: clamped to UD's 0");
    assertEquals(0, IntBits.or(-1, D, 0, D, UW, true));
    assertEquals(0x7f, IntBits.and(0x7fff, W, 0x7fff, W, B, true));
    assertEquals(
        0xffffffffL, IntBits.and(Long.MIN_VALUE, UQ, -1, D, UD, true), "UQ 2^63 & -1 is 2^63");
    assertEquals(0, IntBits.and(Long.MIN_VALUE, Q, -1, D, UD, true), "Q -2^63 & -1 is negative");
  }

  @Test
  void bitCountingInstructions() {
    assertEquals(32, IntBits.cbit(UD_MAX, UD, UD));
    assertEquals(8, IntBits.cbit(-1, B, UD), "a B operand counts 8 bits");
    assertEquals(16, IntBits.cbit(0xffff, UW, UD));
    assertEquals(0, IntBits.cbit(0, UD, UD));
    assertEquals(UD_MAX, IntBits.fbl(0, UD));
    assertEquals(0, IntBits.fbl(1, UD));
    assertEquals(31, IntBits.fbl(0x80000000L, UD));
    assertEquals(4, IntBits.fbl(0x30, UD));
    assertEquals(UD_MAX, IntBits.fbh(0, UD, UD));
    assertEquals(0, IntBits.fbh(UD_MAX, UD, UD), "unsigned: leading zeros");
    assertEquals(31, IntBits.fbh(1, UD, UD));
    assertEquals(UD_MAX, IntBits.fbh(-1, D, UD), "signed -1");
    assertEquals(UD_MAX, IntBits.fbh(0, D, UD));
    assertEquals(1, IntBits.fbh(0x40000000, D, UD));
    assertEquals(1, IntBits.fbh(0xbfffffff, D, UD), "signed negative: leading ones");
    assertEquals(31, IntBits.fbh(-2, D, UD));
    assertEquals(32, IntBits.lzd(0, UD));
    assertEquals(0, IntBits.lzd(UD_MAX, UD));
    assertEquals(27, IntBits.lzd(0x10, UD));
  }

  @Test
  void bitReverseExtractAndInsert() {
    assertEquals(0x80000000L, IntBits.bfrev(1, UD));
    assertEquals(0x1e6a2c48L, IntBits.bfrev(0x12345678L, UD));
    assertEquals(0xb, IntBits.bfe(4, 4, 0xb0, UD));
    assertEquals(-5, IntBits.bfe(4, 4, 0xb0, D), "D sign-extends the field");
    assertEquals(0, IntBits.bfe(0, 4, 0xb0, D), "width 0");
    assertEquals(0xf, IntBits.bfe(8, 28, 0xf0000000L, UD), "field cut at bit 31");
    assertEquals(-1, IntBits.bfe(8, 28, 0xf0000000L, D));
    assertEquals(0x7, IntBits.bfe(36, 0, 0x7, UD), "width taken modulo 32");
    assertEquals((0x12345678L & ~0xf0L) | 0xa0, IntBits.bfi(4, 4, 0xa, 0x12345678L, UD));
    assertEquals(0x12345678L, IntBits.bfi(0, 4, 0xa, 0x12345678L, UD), "width 0 inserts nothing");
    assertEquals(0x82345678L - (1L << 32), IntBits.bfi(4, 28, 0x8, 0x12345678L, D));
    assertEquals(0xa2345678L, IntBits.bfi(8, 28, 0xfa, 0x12345678L, UD), "bits past 31 are lost");
  }

  @Test
  void bfnTableIndexesSrc0AsTheLowBit() {
    long a = 0xAA;
    long b = 0xCC;
    long c = 0xF0;
    for (int ctrl = 0; ctrl < 256; ctrl++) {
      assertEquals(
          ctrl, IntBits.bfn(ctrl, a, b, c, UB), "IGC's canonical operands reproduce the table");
    }
    SplittableRandom rnd = new SplittableRandom(42);
    for (int i = 0; i < 1000; i++) {
      long x = rnd.nextInt() & UD_MAX;
      long y = rnd.nextInt() & UD_MAX;
      long z = rnd.nextInt() & UD_MAX;
      assertEquals(
          (x & y) | ((~x & z) & UD_MAX),
          IntBits.bfn(0xd8, x, y, z, UD),
          "0xd8: src0 ? src1 : src2");
      assertEquals(x ^ y ^ z, IntBits.bfn(0x96, x, y, z, UD), "0x96: xor3");
      assertEquals((x | y | z), IntBits.bfn(0xfe, x, y, z, UD));
      assertEquals(
          (x & ~y & ~z) & UD_MAX, IntBits.bfn(0x02, x, y, z, UD), "0x02: only s0=1,s1=0,s2=0");
    }
    assertEquals(-1, IntBits.bfn(0xff, 0, 0, 0, W));
  }
}
