package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import jvisa.cc.KernelCompiler;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchResult;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * fmod, remainder, remquo (value and quotient bits), frexp (mantissa and exponent, also written
 * straight to global memory), ilogb, logb, and ctz on uint/ushort/uchar, bit for bit (NaNs made one
 * pattern), over every pair of 26 special values (signed zeros, infinities, NaN, subnormals,
 * FLT_MIN, FLT_MAX, exact halves), random bit patterns of every exponent, pairs with nearby
 * exponents and exact remainder ties; two-component vectors and a uniform divisor and dividend (the
 * {@code jmp} loop). Expected values come from Java: {@code %} on floats, {@link
 * Math#IEEEremainder}, {@link Math#getExponent} and exact {@link BigDecimal} quotients.
 */
class RemainderExponentKernelsTest {
  private static final int GLOBAL = 2048;
  private static final int LOCAL = 64;
  private static final int SLICES = 17;
  private static final float UNIFORM_X = 1.0e30f;
  private static final float UNIFORM_Y = -3.0e-7f;
  private static final int NAN = 0x7fc00000;
  private static final String KERNEL =
      """
      uint bits(float v) { return isnan(v) ? 0x7fc00000u : as_uint(v); }
      __kernel void exact(__global const float* x, __global const float* y, __global uint* out,
                          __global int* ex, float s, float t) {
        int i = get_global_id(0);
        int g = get_global_size(0);
        float a = x[i], b = y[i];
        int q, e, qs;
        float r = remquo(a, b, &q);
        float m = frexp(a, &e);
        out[i] = bits(fmod(a, b));
        out[g + i] = bits(remainder(a, b));
        out[2 * g + i] = bits(r);
        out[3 * g + i] = (uint)q;
        out[4 * g + i] = bits(m);
        out[5 * g + i] = (uint)e;
        out[6 * g + i] = (uint)ilogb(a);
        out[7 * g + i] = bits(logb(a));
        uint u = as_uint(b);
        out[8 * g + i] = ctz(u);
        out[9 * g + i] = ctz((ushort)u);
        out[10 * g + i] = ctz((uchar)(u >> 3));
        float2 v = remainder((float2)(a, b), (float2)(b, a));
        out[11 * g + i] = bits(v.y);
        int2 e2;
        float2 m2 = frexp((float2)(b, a), &e2);
        out[12 * g + i] = (uint)e2.x + bits(m2.x);
        out[13 * g + i] = bits(fmod(s, t));
        out[14 * g + i] = bits(remquo(s, t, &qs));
        out[15 * g + i] = (uint)qs;
        out[16 * g + i] = bits(fmod(a, t));
        (void)frexp(b, ex + i);
      }
      """;

  @TempDir Path scratch;

  @ParameterizedTest
  @EnumSource(Target.class)
  void exactFunctionsMatchJavaBitForBit(Target target) throws IOException {
    assumeTrue(FrontEnd.OCLOC.available() || FrontEnd.CLANG.available(), "no OpenCL C front end");
    float[][] inputs = inputs();
    Path dir = caseFolder(inputs[0], inputs[1]);
    CaseSpec spec = CaseSpec.load(dir);
    for (int simd : new int[] {8, 16, 32}) {
      Path out = dir.resolve("out" + target + simd);
      VariantSpec v = KernelCompiler.compileCase(spec, target, simd, Optional.empty(), out);
      LaunchResult r = KernelLauncher.launch(spec, v);
      assertTrue(r.passed(), target + " SIMD" + simd + ": " + r.describe());
      List<Path> files = new ArrayList<>();
      for (String f : v.visaasm()) {
        files.add(out.resolve(f));
      }
      BackendKernelsTest.genxAccepts(scratch, files, target, "exact SIMD" + simd);
    }
  }

  private static float[][] inputs() {
    float[] specials = {
      0.0f,
      -0.0f,
      Float.POSITIVE_INFINITY,
      Float.NEGATIVE_INFINITY,
      Float.NaN,
      Float.MIN_VALUE,
      -Float.MIN_VALUE,
      Float.intBitsToFloat(0x007fffff),
      Float.intBitsToFloat(0x80400001),
      Float.intBitsToFloat(0x00012345),
      Float.MIN_NORMAL,
      -Float.MIN_NORMAL * 1.5f,
      Float.MAX_VALUE,
      -Float.MAX_VALUE,
      1.0f,
      -1.0f,
      0.5f,
      1.5f,
      -2.5f,
      3.0f,
      7.0f,
      0x1p127f,
      0x1.fffffep-1f,
      0.1f,
      -1.0e-30f,
      6.5f
    };
    float[] x = new float[GLOBAL];
    float[] y = new float[GLOBAL];
    int n = 0;
    for (float a : specials) {
      for (float b : specials) {
        x[n] = a;
        y[n++] = b;
      }
    }
    SplittableRandom random = new SplittableRandom(11);
    while (n < GLOBAL) {
      int kind = n % 4;
      float a = Float.intBitsToFloat(random.nextInt());
      float b = Float.intBitsToFloat(random.nextInt());
      if (kind == 1) {
        b = Math.scalb(a, -random.nextInt(30)) * (1 + random.nextInt(1000) / 1000f);
      } else if (kind == 2) {
        b = Float.intBitsToFloat(random.nextInt(0x00800000, 0x7f000000) & 0xfffff000);
        a = b * (2 * random.nextInt(200) + 1) * 0.5f;
        b = random.nextBoolean() ? b : -b;
      } else if (kind == 3) {
        a = Float.intBitsToFloat(random.nextInt(0, 0x00800000) | (random.nextInt() & 0x80000000));
      }
      x[n] = Float.isNaN(a) ? 1.0f : a;
      y[n++] = Float.isNaN(b) ? 2.0f : b;
    }
    return new float[][] {x, y};
  }

  private static int bits(float v) {
    return Float.isNaN(v) ? NAN : Float.floatToRawIntBits(v);
  }

  private static float remainder(float a, float b) {
    return (float) Math.IEEEremainder(a, b);
  }

  /** The low 7 bits of round-to-nearest-even(a / b) with the sign of a / b, 0 where undefined. */
  private static int quotient(float a, float b) {
    float r = remainder(a, b);
    if (Float.isNaN(r) || Float.isInfinite(b)) {
      return 0;
    }
    BigDecimal q = new BigDecimal(a).subtract(new BigDecimal(r)).divide(new BigDecimal(b));
    int low = q.toBigIntegerExact().abs().intValue() & 0x7f;
    return (a < 0) != (b < 0) ? -low : low;
  }

  private static boolean special(float a) {
    return a == 0 || Float.isNaN(a) || Float.isInfinite(a);
  }

  private static int frexpExponent(float a) {
    return special(a) ? 0 : Math.getExponent((double) a) + 1;
  }

  private static float frexpMantissa(float a) {
    return special(a) ? a : (float) Math.scalb((double) a, -frexpExponent(a));
  }

  private static int ilogb(float a) {
    if (a == 0) {
      return Integer.MIN_VALUE;
    }
    return special(a) ? Integer.MAX_VALUE : Math.getExponent((double) a);
  }

  private static float logb(float a) {
    if (a == 0) {
      return Float.NEGATIVE_INFINITY;
    }
    return special(a) ? Math.abs(a) : Math.getExponent((double) a);
  }

  private static int ctz(int v, int width) {
    return Math.min(Integer.numberOfTrailingZeros(v), width);
  }

  private Path caseFolder(float[] x, float[] y) throws IOException {
    int[] out = new int[SLICES * GLOBAL];
    int[] ex = new int[GLOBAL];
    for (int i = 0; i < GLOBAL; i++) {
      float a = x[i];
      float b = y[i];
      int u = Float.floatToRawIntBits(b);
      int[] values = {
        bits(a % b),
        bits(remainder(a, b)),
        bits(remainder(a, b)),
        quotient(a, b),
        bits(frexpMantissa(a)),
        frexpExponent(a),
        ilogb(a),
        bits(logb(a)),
        ctz(u, 32),
        ctz(u & 0xffff, 16),
        ctz((u >>> 3) & 0xff, 8),
        bits(remainder(b, a)),
        frexpExponent(b) + bits(frexpMantissa(b)),
        bits(UNIFORM_X % UNIFORM_Y),
        bits(remainder(UNIFORM_X, UNIFORM_Y)),
        quotient(UNIFORM_X, UNIFORM_Y),
        bits(a % UNIFORM_Y)
      };
      for (int k = 0; k < SLICES; k++) {
        out[k * GLOBAL + i] = values[k];
      }
      ex[i] = frexpExponent(b);
    }
    Path dir = Files.createDirectories(scratch.resolve("case"));
    Files.writeString(dir.resolve("kernel.cl"), KERNEL);
    Files.createDirectories(dir.resolve("in"));
    Files.createDirectories(dir.resolve("expected"));
    LittleEndianFiles.write(dir.resolve("in/x.bin"), x);
    LittleEndianFiles.write(dir.resolve("in/y.bin"), y);
    LittleEndianFiles.write(dir.resolve("in/out.bin"), new int[out.length]);
    LittleEndianFiles.write(dir.resolve("in/ex.bin"), new int[ex.length]);
    LittleEndianFiles.write(dir.resolve("expected/out.bin"), out);
    LittleEndianFiles.write(dir.resolve("expected/ex.bin"), ex);
    Files.writeString(
        dir.resolve("case.json"),
        """
        {"kernel": "exact", "global": [%d], "local": [%d],
         "args": [
          {"name": "x", "kind": "global", "type": "float", "count": %d, "input": "in/x.bin"},
          {"name": "y", "kind": "global", "type": "float", "count": %d, "input": "in/y.bin"},
          {"name": "out", "kind": "global", "type": "uint", "count": %d, "output": true,
           "input": "in/out.bin", "expected": "expected/out.bin"},
          {"name": "ex", "kind": "global", "type": "int", "count": %d, "output": true,
           "input": "in/ex.bin", "expected": "expected/ex.bin"},
          {"name": "s", "kind": "scalar", "type": "float", "value": %s},
          {"name": "t", "kind": "scalar", "type": "float", "value": %s}],
         "variants": [], "compare": {}}
        """
            .formatted(
                GLOBAL,
                LOCAL,
                GLOBAL,
                GLOBAL,
                out.length,
                GLOBAL,
                Float.toString(UNIFORM_X),
                Float.toString(UNIFORM_Y)));
    return dir;
  }
}
