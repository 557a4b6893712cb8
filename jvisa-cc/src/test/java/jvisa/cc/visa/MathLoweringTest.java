package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import jvisa.cc.ir.Half;
import jvisa.cc.ir.Rounding;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link MathLowering}: mad_sat of int, uint, long and ulong exact (against BigInteger, on the IR
 * interpreter and on the machine for both targets at SIMD 8, 16 and 32), and half functions
 * computed in float within 1 half ulp of the correctly rounded value (exact for ldexp and ilogb).
 */
class MathLoweringTest {
  private static final int GLOBAL = 256;
  private static final int OUT = 10;

  private static final String SOURCE =
      """
      #pragma OPENCL EXTENSION cl_khr_fp16 : enable
      kernel void lowered(global const uint *in, global uint *out) {
        int i = get_global_id(0);
        uint w0 = in[4 * i], w1 = in[4 * i + 1], w2 = in[4 * i + 2], w3 = in[4 * i + 3];
        global uint *o = out + 10 * i;
        o[0] = mad_sat((int)w0, (int)w1, (int)w2);
        o[1] = mad_sat(w0, w1, w2);
        long la = ((long)w0 << 32) | w1, lb = ((long)w2 << 32) | w3, lc = ((long)w3 << 32) | w0;
        long r = mad_sat(la >> (w3 & 63), lb >> (w0 & 63), lc);
        ulong u = mad_sat((ulong)la >> (w3 & 63), (ulong)lb >> (w0 & 63), (ulong)lc);
        o[2] = (uint)r; o[3] = (uint)(r >> 32); o[4] = (uint)u; o[5] = (uint)(u >> 32);
        half x = as_half((ushort)w0), y = as_half((ushort)w1);
        o[6] = as_ushort(exp(x)) | ((uint)as_ushort(sin(x)) << 16);
        o[7] = as_ushort(pow(x, y)) | ((uint)as_ushort(sqrt(x)) << 16);
        o[8] = as_ushort(atan2(x, y)) | ((uint)as_ushort(ldexp(x, (int)(w2 & 15) - 8)) << 16);
        o[9] = (uint)ilogb(x);
      }
      """;

  @TempDir Path scratch;

  @Test
  void madSatIsExactAndHalfFunctionsWithinOneUlp() throws IOException {
    assumeTrue(FrontEnd.OCLOC.available(), "ocloc not installed");
    int[] in = inputs();
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve("lowered"),
            "lowered",
            SOURCE,
            GLOBAL,
            64,
            List.of("in"),
            List.of(in),
            OUT * GLOBAL);
    checkMadSat(in, c.runInterpreted(FrontEnd.OCLOC), "interpreter");
    for (Target t : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        int[] out = c.runCompiled(scratch, t, simd, Optional.of(FrontEnd.OCLOC));
        String where = t + " SIMD" + simd;
        checkMadSat(in, out, where);
        checkHalf(in, out, where);
      }
    }
  }

  private static int[] inputs() {
    int[] edges = {
      0,
      1,
      -1,
      Integer.MAX_VALUE,
      Integer.MIN_VALUE,
      0x7c00,
      0xfc00,
      0x7e00,
      0x3c00,
      0x0001,
      0x8400,
      0x5bff,
      65535,
      46341,
      -46341
    };
    SplittableRandom r = new SplittableRandom(5);
    int[] in = new int[4 * GLOBAL];
    for (int k = 0; k < in.length; k++) {
      in[k] = k < 4 * 64 ? edges[r.nextInt(edges.length)] : r.nextInt();
    }
    return in;
  }

  private static void checkMadSat(int[] in, int[] out, String where) {
    for (int i = 0; i < GLOBAL; i++) {
      long w0 = in[4 * i] & 0xffffffffL;
      long w1 = in[4 * i + 1] & 0xffffffffL;
      long w2 = in[4 * i + 2] & 0xffffffffL;
      long w3 = in[4 * i + 3] & 0xffffffffL;
      String at = where + " work-item " + i;
      assertEquals(
          (int)
              clamp(big(in[4 * i]).multiply(big(in[4 * i + 1])).add(big(in[4 * i + 2])), 32, true),
          out[OUT * i],
          "int mad_sat " + at);
      assertEquals(
          (int) clamp(ubig(w0).multiply(ubig(w1)).add(ubig(w2)), 32, false),
          out[OUT * i + 1],
          "uint mad_sat " + at);
      long la = w0 << 32 | w1;
      long lb = w2 << 32 | w3;
      long lc = w3 << 32 | w0;
      long a = la >> (w3 & 63);
      long b = lb >> (w0 & 63);
      long signed = clamp(big(a).multiply(big(b)).add(big(lc)), 64, true);
      long unsigned =
          clamp(ubig(la >>> (w3 & 63)).multiply(ubig(lb >>> (w0 & 63))).add(ubig(lc)), 64, false);
      assertEquals(signed, word64(out, OUT * i + 2), "long mad_sat " + at);
      assertEquals(unsigned, word64(out, OUT * i + 4), "ulong mad_sat " + at);
    }
  }

  private static void checkHalf(int[] in, int[] out, String where) {
    for (int i = 0; i < GLOBAL; i++) {
      double x = Half.toFloat(in[4 * i] & 0xffff);
      double y = Half.toFloat(in[4 * i + 1] & 0xffff);
      int n = (in[4 * i + 2] & 15) - 8;
      String at = where + " work-item " + i + " x=" + x + " y=" + y;
      near(Math.exp(x), out[OUT * i + 6], "exp " + at);
      near(Math.sin(x), out[OUT * i + 6] >>> 16, "sin " + at);
      near(pow(x, y), out[OUT * i + 7], "pow " + at);
      near(Math.sqrt(x), out[OUT * i + 7] >>> 16, "sqrt " + at);
      near(Math.atan2(x, y), out[OUT * i + 8], "atan2 " + at);
      if (Double.isNaN(x)) {
        near(x, out[OUT * i + 8] >>> 16, "ldexp " + at);
      } else {
        assertEquals(
            Half.fromDouble(x * Math.pow(2, n), Rounding.RTE),
            out[OUT * i + 8] >>> 16,
            "ldexp " + at);
      }
      int ilogb =
          x == 0
              ? Integer.MIN_VALUE
              : Double.isNaN(x)
                  ? Integer.MAX_VALUE
                  : Double.isInfinite(x) ? Integer.MAX_VALUE : Math.getExponent(x);
      assertEquals(ilogb, out[OUT * i + 9], "ilogb " + at);
    }
  }

  /** C99's pow (Java's gives NaN for pow(1, NaN) and pow(±1, ±inf), C99 1). */
  private static double pow(double x, double y) {
    return x == 1 || x == -1 && Double.isInfinite(y) ? 1 : Math.pow(x, y);
  }

  /** The half result (low 16 bits of word) within 1 ulp of {@code exact} rounded; NaN for NaN. */
  private static void near(double exact, int word, String what) {
    int got = word & 0xffff;
    int want = Half.fromDouble(exact, Rounding.RTE);
    if (Double.isNaN(exact)) {
      assertTrue((got & 0x7c00) == 0x7c00 && (got & 0x3ff) != 0, what + ": NaN expected");
      return;
    }
    assertTrue(
        got == want || (got ^ want) < 0x8000 && Math.abs(got - want) <= 1,
        what + ": got 0x" + Integer.toHexString(got) + ", want 0x" + Integer.toHexString(want));
  }

  private static long word64(int[] out, int at) {
    return (long) out[at + 1] << 32 | (out[at] & 0xffffffffL);
  }

  private static BigInteger big(long v) {
    return BigInteger.valueOf(v);
  }

  private static BigInteger ubig(long v) {
    return new BigInteger(Long.toUnsignedString(v));
  }

  private static long clamp(BigInteger v, int bits, boolean signed) {
    BigInteger min = signed ? BigInteger.ONE.shiftLeft(bits - 1).negate() : BigInteger.ZERO;
    BigInteger max =
        signed
            ? BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE)
            : BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
    return v.max(min).min(max).longValue();
  }
}
