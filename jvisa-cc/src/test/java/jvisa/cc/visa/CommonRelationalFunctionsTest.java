package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The common functions (mix, step, smoothstep, degrees, radians, clamp), the relational tests
 * (isfinite, isnormal, signbit, isnan, isinf; any and all of vectors), bitselect of every width and
 * of floats, and the narrow upsamples, over special values, subnormals and random bit patterns: the
 * IR interpreter's words against values computed here in Java, and the machine's words after
 * compiling for both targets at SIMD 8, 16 and 32 against the interpreter's.
 */
class CommonRelationalFunctionsTest {
  private static final int GLOBAL = 256;
  private static final int LOCAL = 64;
  private static final int OUT_WORDS = 16;
  private static final Set<Integer> FLOAT_WORDS = Set.of(0, 1, 2, 3, 4, 5, 13, 15);

  private static final String SOURCE =
      """
      kernel void common_relational(global const float *a, global const float *b,
                                    global const float *c, global uint *out) {
        int i = get_global_id(0);
        float x = a[i], y = b[i], z = c[i];
        global uint *o = out + 16 * i;
        o[0] = as_uint(mix(x, y, z));
        o[1] = as_uint(step(x, y));
        o[2] = as_uint(smoothstep(x, y, z));
        o[3] = as_uint(degrees(x));
        o[4] = as_uint(radians(x));
        o[5] = as_uint(clamp(x, y, z));
        o[6] = isfinite(x) | (isnormal(x) << 1) | (signbit(x) << 2) | (isnan(x) << 3)
            | (isinf(x) << 4);
        float4 v = (float4)(x, y, z, x * y);
        o[7] = any(isnan(v)) | (all(isfinite(v)) << 1) | (any(signbit(v)) << 2);
        o[8] = as_uint(bitselect(x, y, z));
        int4 t = isnormal(v);
        o[9] = (t.x & 1) | (t.y & 2) | (t.z & 4) | (t.w & 8);
        o[10] = upsample((short)as_uint(x), (ushort)as_uint(y));
        o[11] = (ushort)upsample((char)as_uint(x), (uchar)as_uint(y));
        ulong q = bitselect(((ulong)as_uint(x) << 32) | as_uint(y),
                            ((ulong)as_uint(y) << 32) | as_uint(z),
                            ((ulong)as_uint(z) << 32) | as_uint(x));
        o[12] = (uint)(q >> 17);
        o[13] = as_uint(clamp(x, -1.0f, 1.0f));
        o[14] = bitselect((uchar)as_uint(x), (uchar)as_uint(y), (uchar)as_uint(z))
            | ((uint)(ushort)bitselect((short)as_uint(y), (short)as_uint(z), (short)as_uint(x)) << 8);
        o[15] = as_uint(smoothstep(-1.0f, 2.0f, x));
      }
      """;

  @TempDir Path scratch;

  @ParameterizedTest
  @EnumSource(
      value = FrontEnd.class,
      names = {"OCLOC", "CLANG"})
  void functionsMatchJavaAndTheInterpreter(FrontEnd frontEnd) throws IOException {
    assumeTrue(frontEnd.available(), frontEnd + " not installed");
    float[][] in = inputs();
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve("common-" + frontEnd),
            "common_relational",
            SOURCE,
            GLOBAL,
            LOCAL,
            List.of("a", "b", "c"),
            List.of(
                OneOutputCase.floatBits(in[0]),
                OneOutputCase.floatBits(in[1]),
                OneOutputCase.floatBits(in[2])),
            OUT_WORDS * GLOBAL);
    int[] interpreted = c.runInterpreted(frontEnd);
    for (int i = 0; i < GLOBAL; i++) {
      double exact = in[0][i] * (180 / Math.PI);
      float degrees = Float.intBitsToFloat(interpreted[OUT_WORDS * i + 3]);
      if (!Double.isNaN(exact) && Math.abs(exact) < Float.MAX_VALUE) {
        assertTrue(
            Math.abs(degrees - exact) <= Math.ulp((float) exact),
            "degrees(" + in[0][i] + ") = " + degrees + ", more than 1 ulp from " + exact);
      } else if (!Double.isNaN(exact)) {
        assertEquals(exact > 0 ? Float.POSITIVE_INFINITY : Float.NEGATIVE_INFINITY, degrees);
      }
      int[] want = expected(in[0][i], in[1][i], in[2][i]);
      for (int k = 0; k < OUT_WORDS; k++) {
        assertEquals(
            want[k],
            interpreted[OUT_WORDS * i + k],
            "word "
                + k
                + " of work-item "
                + i
                + " for "
                + in[0][i]
                + ", "
                + in[1][i]
                + ", "
                + in[2][i]);
      }
    }
    for (Target t : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        assertArrayEquals(
            nanless(interpreted),
            nanless(c.runCompiled(scratch, t, simd, Optional.of(frontEnd))),
            t + " SIMD" + simd);
      }
    }
  }

  /**
   * The words with every NaN of the float results one pattern: OpenCL leaves a NaN result's sign
   * and payload open, and the machine propagates an operand's NaN where Java makes a new one.
   */
  private static int[] nanless(int[] words) {
    int[] w = words.clone();
    for (int i = 0; i < w.length; i++) {
      if (FLOAT_WORDS.contains(i % OUT_WORDS) && Float.isNaN(Float.intBitsToFloat(w[i]))) {
        w[i] = 0x7fc00000;
      }
    }
    return w;
  }

  private static float[][] inputs() {
    float[] special = {
      0f,
      -0f,
      1f,
      -1f,
      0.5f,
      2f,
      Float.NaN,
      -Float.NaN,
      Float.POSITIVE_INFINITY,
      Float.NEGATIVE_INFINITY,
      Float.MIN_VALUE,
      -Float.MIN_VALUE,
      Float.MIN_NORMAL,
      Math.nextDown(Float.MIN_NORMAL),
      -Float.MIN_NORMAL,
      Float.MAX_VALUE,
      -Float.MAX_VALUE,
      3.1415927f,
      57.29578f,
      1e-30f
    };
    SplittableRandom r = new SplittableRandom(11);
    float[][] in = new float[3][GLOBAL];
    for (int i = 0; i < GLOBAL; i++) {
      for (int k = 0; k < 3; k++) {
        int pick = r.nextInt(4);
        in[k][i] =
            pick == 0
                ? special[r.nextInt(special.length)]
                : pick == 1 ? Float.intBitsToFloat(r.nextInt()) : (float) r.nextDouble(-4, 4);
      }
    }
    return in;
  }

  /** What each output word must be, from the definitions in OpenCL's specification. */
  private static int[] expected(float x, float y, float z) {
    int[] w = new int[OUT_WORDS];
    w[0] = bits(Math.fma(y - x, z, x));
    w[1] = bits(y < x ? 0f : 1f);
    w[2] = bits(smoothstep(x, y, z));
    w[3] = bits(x * (float) (180 / Math.PI));
    w[4] = bits(x * (float) (Math.PI / 180));
    w[5] = bits(fmin(fmax(x, y), z));
    w[6] = flags(x);
    float[] v = {x, y, z, x * y};
    boolean anyNan = false;
    boolean allFinite = true;
    boolean anySign = false;
    int normal = 0;
    for (int k = 0; k < 4; k++) {
      anyNan |= Float.isNaN(v[k]);
      allFinite &= Float.isFinite(v[k]);
      anySign |= Float.floatToRawIntBits(v[k]) < 0;
      normal |= isNormal(v[k]) ? 1 << k : 0;
    }
    w[7] = (anyNan ? 1 : 0) | (allFinite ? 2 : 0) | (anySign ? 4 : 0);
    int bx = Float.floatToRawIntBits(x);
    int by = Float.floatToRawIntBits(y);
    int bz = Float.floatToRawIntBits(z);
    w[8] = (bx & ~bz) | (by & bz);
    w[9] = normal;
    w[10] = (bx << 16) | (by & 0xffff);
    w[11] = ((bx & 0xff) << 8) | (by & 0xff);
    long qa = ((long) bx << 32) | (by & 0xffffffffL);
    long qb = ((long) by << 32) | (bz & 0xffffffffL);
    long qc = ((long) bz << 32) | (bx & 0xffffffffL);
    w[12] = (int) (((qa & ~qc) | (qb & qc)) >>> 17);
    w[13] = bits(fmin(fmax(x, -1f), 1f));
    int bytes = ((bx & ~bz) | (by & bz)) & 0xff;
    int shorts = ((by & ~bx) | (bz & bx)) & 0xffff;
    w[14] = bytes | (shorts << 8);
    w[15] = bits(smoothstep(-1f, 2f, x));
    return w;
  }

  private static float smoothstep(float e0, float e1, float x) {
    float t = fmin(fmax((x - e0) / (e1 - e0), 0f), 1f);
    return t * t * Math.fma(t, -2f, 3f);
  }

  private static int flags(float x) {
    return (Float.isFinite(x) ? 1 : 0)
        | (isNormal(x) ? 2 : 0)
        | (Float.floatToRawIntBits(x) < 0 ? 4 : 0)
        | (Float.isNaN(x) ? 8 : 0)
        | (Float.isInfinite(x) ? 16 : 0);
  }

  private static boolean isNormal(float x) {
    return Float.isFinite(x) && Math.abs(x) >= Float.MIN_NORMAL;
  }

  private static float fmax(float a, float b) {
    return Float.isNaN(a) ? b : Float.isNaN(b) ? a : Math.max(a, b);
  }

  private static float fmin(float a, float b) {
    return Float.isNaN(a) ? b : Float.isNaN(b) ? a : Math.min(a, b);
  }

  private static int bits(float f) {
    return Float.floatToRawIntBits(f);
  }
}
