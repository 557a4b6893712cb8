package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import jvisa.cc.corpus.CorpusKernels;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * length, distance, normalize, their fast_ forms, cross and dot on float, float2/3/4, over the
 * OpenCL conformance test's tricky values (huge and tiny powers of two, FLT_MAX/2, infinities,
 * zeros), subnormals, NaN and random vectors: each result's error in ulps against a double
 * reference must be within the bound the OpenCL conformance test allows for its vector size, the
 * fast_ forms only where OpenCL defines them; normalize of a zero vector must return it unchanged.
 */
class GeometricFunctionsTest {
  private static final int GLOBAL = 2048;
  private static final int LOCAL = 64;
  private static final int SLOTS = 26;

  /**
   * Results go out component by component: no vstore (clang's OpenCL 2.0 overloads take generic
   * pointers) and no float3 variable (clang -O0 reaches it through a pointer cast that private
   * promotion does not follow), neither of which the backend takes yet.
   */
  private static final String KERNEL =
      """
      __kernel void geometric(__global const float4* x, __global const float4* y,
                              __global float* out) {
        int i = get_global_id(0);
        float4 a = x[i], b = y[i];
        __global float* o = out + 26 * i;
        o[0] = length(a);
        o[1] = length(a.xyz);
        o[2] = length(a.x);
        o[3] = distance(a, b);
        o[4] = distance(a.xy, b.xy);
        o[5] = fast_length(a);
        o[6] = fast_distance(a, b);
        float4 n4 = normalize(a);
        float2 n2 = normalize(a.xy);
        float4 f4 = fast_normalize(a);
        float4 c4 = cross(a, b);
        o[7] = n4.x; o[8] = n4.y; o[9] = n4.z; o[10] = n4.w;
        o[11] = normalize(a.xyz).x; o[12] = normalize(a.xyz).y; o[13] = normalize(a.xyz).z;
        o[14] = normalize(a.x);
        o[15] = n2.x; o[16] = n2.y;
        o[17] = f4.x; o[18] = f4.y; o[19] = f4.z; o[20] = f4.w;
        o[21] = c4.x; o[22] = c4.y; o[23] = c4.z; o[24] = c4.w;
        o[25] = dot(a, b);
      }
      """;

  private enum Kind {
    LENGTH,
    DISTANCE,
    FAST_LENGTH,
    FAST_DISTANCE,
    NORMALIZE,
    FAST_NORMALIZE,
    CROSS,
    DOT
  }

  /** One call: its kind, first output slot and how many of a and b's components it takes. */
  private record Call(String name, Kind kind, int slot, int n) {}

  private static final List<Call> CALLS =
      List.of(
          new Call("length4", Kind.LENGTH, 0, 4),
          new Call("length3", Kind.LENGTH, 1, 3),
          new Call("length1", Kind.LENGTH, 2, 1),
          new Call("distance4", Kind.DISTANCE, 3, 4),
          new Call("distance2", Kind.DISTANCE, 4, 2),
          new Call("fast_length4", Kind.FAST_LENGTH, 5, 4),
          new Call("fast_distance4", Kind.FAST_DISTANCE, 6, 4),
          new Call("normalize4", Kind.NORMALIZE, 7, 4),
          new Call("normalize3", Kind.NORMALIZE, 11, 3),
          new Call("normalize1", Kind.NORMALIZE, 14, 1),
          new Call("normalize2", Kind.NORMALIZE, 15, 2),
          new Call("fast_normalize4", Kind.FAST_NORMALIZE, 17, 4),
          new Call("cross4", Kind.CROSS, 21, 4),
          new Call("dot4", Kind.DOT, 25, 4));

  @TempDir Path scratch;

  @ParameterizedTest
  @EnumSource(Target.class)
  void compiledGeometricFunctionsAreWithinOpenClBounds(Target target) throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    float[][] in = inputs();
    OneOutputCase c = geometricCase(in);
    List<String> failures = new ArrayList<>();
    for (FrontEnd fe : CorpusKernels.availableFrontEnds()) {
      for (int simd : new int[] {8, 16, 32}) {
        if (simd != 16 && fe != CorpusKernels.availableFrontEnds().get(0)) {
          continue;
        }
        int[] got = c.runCompiled(scratch, target, simd, Optional.of(fe));
        failures.addAll(check(target + " SIMD" + simd + " " + fe, in, got));
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }

  @Test
  void interpretedGeometricFunctionsAreWithinOpenClBounds() throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    float[][] in = inputs();
    OneOutputCase c = geometricCase(in);
    FrontEnd fe = CorpusKernels.availableFrontEnds().get(0);
    List<String> failures = check("interpreter", in, c.runInterpreted(fe));
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }

  private OneOutputCase geometricCase(float[][] in) throws IOException {
    return new OneOutputCase(
        scratch.resolve("geometric"),
        "geometric",
        KERNEL,
        GLOBAL,
        LOCAL,
        List.of("x", "y"),
        List.of(OneOutputCase.floatBits(in[0]), OneOutputCase.floatBits(in[1])),
        SLOTS * GLOBAL);
  }

  /** The failures, after printing each call's largest error. */
  private static List<String> check(String label, float[][] in, int[] got) {
    List<String> failures = new ArrayList<>();
    StringBuilder report = new StringBuilder(label + " max ulp:");
    for (Call call : CALLS) {
      double worst = 0;
      String where = "";
      for (int i = 0; i < GLOBAL; i++) {
        float[] a = component(in[0], i, call.n());
        float[] b = component(in[1], i, call.n());
        double[] ref = reference(call.kind(), a, b);
        if (ref == null) {
          continue;
        }
        for (int k = 0; k < ref.length; k++) {
          float value = Float.intBitsToFloat(got[SLOTS * i + call.slot() + k]);
          double e = error(call.kind(), value, ref[k], a, b, k);
          if (e > worst) {
            worst = e;
            where = java.util.Arrays.toString(a) + ", " + java.util.Arrays.toString(b);
            where += " [" + k + "] = " + value + " for " + ref[k];
          }
        }
      }
      report.append(String.format(" %s %.3f/%.2f", call.name(), worst, bound(call)));
      if (!(worst <= bound(call))) {
        failures.add(label + " " + call.name() + " " + where + ": " + worst + " ulp");
      }
    }
    System.out.println(report);
    return failures;
  }

  /** The OpenCL conformance test's bounds for a vector of n components (dot and cross: 1). */
  private static double bound(Call c) {
    int n = c.n();
    return switch (c.kind()) {
      case LENGTH -> 3 + 0.5 * (0.5 * n + 0.5 * (n - 1));
      case DISTANCE -> 3 + 1.5 * n + 0.5 * (n - 1);
      case FAST_LENGTH -> 8192 + 0.5 * n + 0.5 * (n - 1);
      case FAST_DISTANCE -> 8192 + 1.5 * n + 0.5 * (n - 1);
      case NORMALIZE -> 2.5 + 0.5 * n + 0.5 * (n - 1);
      case FAST_NORMALIZE -> 8192.5 + 0.5 * n + 0.5 * (n - 1);
      case CROSS, DOT -> 1;
    };
  }

  /**
   * The error: ulps of the reference rounded to float; for dot and cross, relative to the rounding
   * their products and sums may add (2 ulps of the sum of the products' magnitudes).
   */
  private static double error(Kind kind, float got, double ref, float[] a, float[] b, int k) {
    if (kind == Kind.DOT || kind == Kind.CROSS) {
      double scale = 0;
      for (int j = 0; j < a.length; j++) {
        if (kind == Kind.DOT) {
          scale += Math.abs((double) a[j] * b[j]);
        } else if (k < 3) {
          int p = (k + 1) % 3;
          int q = (k + 2) % 3;
          scale = Math.abs((double) a[p] * b[q]) + Math.abs((double) a[q] * b[p]);
        }
      }
      double allowed = 2 * scale * 0x1p-24 + Float.MIN_VALUE;
      return Math.abs(got - ref) / allowed;
    }
    return FloatUlps.of(got, ref);
  }

  /**
   * The exact results, or null where OpenCL leaves them undefined (or the check does not apply).
   */
  private static double[] reference(Kind kind, float[] a, float[] b) {
    return switch (kind) {
      case LENGTH -> new double[] {length(a, null)};
      case DISTANCE -> new double[] {length(a, b)};
      case FAST_LENGTH -> inFastRange(a, 0x1p-62, 0x1p62) ? new double[] {length(a, null)} : null;
      case FAST_DISTANCE ->
          inFastRange(a, 0x1p-62, 0x1p62) && inFastRange(b, 0x1p-62, 0x1p62)
              ? new double[] {length(a, b)}
              : null;
      case NORMALIZE -> normalize(a);
      case FAST_NORMALIZE -> fastNormalizeDefined(a) ? normalize(a) : null;
      case CROSS -> moderate(a) && moderate(b) ? cross(a, b) : null;
      case DOT -> moderate(a) && moderate(b) ? new double[] {dot(a, b)} : null;
    };
  }

  private static double length(float[] a, float[] b) {
    double sum = 0;
    for (int k = 0; k < a.length; k++) {
      double d = b == null ? a[k] : (double) a[k] - b[k];
      sum += d * d;
    }
    return Math.sqrt(sum);
  }

  private static double dot(float[] a, float[] b) {
    double sum = 0;
    for (int k = 0; k < a.length; k++) {
      sum += (double) a[k] * b[k];
    }
    return sum;
  }

  private static double[] cross(float[] a, float[] b) {
    double[] r = new double[4];
    for (int k = 0; k < 3; k++) {
      int p = (k + 1) % 3;
      int q = (k + 2) % 3;
      r[k] = (double) a[p] * b[q] - (double) a[q] * b[p];
    }
    return r;
  }

  /**
   * OpenCL's normalize: a zero vector unchanged, NaNs for a NaN component, infinities as ±1 and the
   * other components as ±0 when there is one, else each component over the length.
   */
  private static double[] normalize(float[] a) {
    double[] v = new double[a.length];
    boolean infinite = false;
    for (float x : a) {
      infinite |= Float.isInfinite(x);
    }
    for (int k = 0; k < a.length; k++) {
      v[k] = infinite ? (Float.isInfinite(a[k]) ? Math.copySign(1.0, a[k]) : a[k] * 0.0) : a[k];
    }
    double len = 0;
    for (double x : v) {
      len += x * x;
    }
    len = Math.sqrt(len);
    double[] r = new double[a.length];
    for (int k = 0; k < a.length; k++) {
      r[k] = len == 0 ? a[k] : v[k] / len;
    }
    return r;
  }

  private static boolean inFastRange(float[] a, double low, double high) {
    for (float x : a) {
      if (!(Math.abs(x) >= low && Math.abs(x) <= high)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Where fast_normalize is defined: zero vectors, and sums of squares from the smallest normal to
   * the largest finite float (finite components).
   */
  private static boolean fastNormalizeDefined(float[] a) {
    double sum = 0;
    for (float x : a) {
      if (!Float.isFinite(x)) {
        return false;
      }
      sum += (double) x * x;
    }
    return sum == 0 || sum >= Float.MIN_NORMAL && sum <= Float.MAX_VALUE;
  }

  private static boolean moderate(float[] a) {
    for (float x : a) {
      if (!(Math.abs(x) <= 0x1p60)) {
        return false;
      }
    }
    return true;
  }

  private static float[] component(float[] v, int i, int n) {
    float[] r = new float[n];
    System.arraycopy(v, 4 * i, r, 0, n);
    return r;
  }

  private static final float[] TRICKY = {
    0.0f,
    -0.0f,
    1.0f,
    -3.0f,
    0x1p63f,
    0x1.8p63f,
    0x1p64f,
    -0x1p63f,
    0x1p-63f,
    -0x1.8p-63f,
    0x1p-64f,
    Float.MAX_VALUE / 2,
    -Float.MAX_VALUE / 2,
    Float.MAX_VALUE,
    Float.POSITIVE_INFINITY,
    Float.NEGATIVE_INFINITY,
    Float.NaN,
    Float.MIN_NORMAL,
    Float.MIN_VALUE,
    -Float.intBitsToFloat(0x007fffff),
    0x1p-75f,
    0x1p100f,
    Math.ulp(1.0f)
  };

  /** x and y as float4 arrays: pairs of tricky values in two components, then random vectors. */
  private static float[][] inputs() {
    float[] x = new float[4 * GLOBAL];
    float[] y = new float[4 * GLOBAL];
    int t = TRICKY.length;
    int i = 0;
    for (; i < t * t; i++) {
      int p = i % 4;
      int q = (p + 1 + i / 7 % 3) % 4;
      x[4 * i + p] = TRICKY[i % t];
      x[4 * i + q] = TRICKY[i / t];
      y[4 * i + (p + 2) % 4] = TRICKY[i / t];
      y[4 * i + q] = TRICKY[(i * 5) % t];
    }
    SplittableRandom random = new SplittableRandom(11);
    for (; i < GLOBAL; i++) {
      int kind = i % 5;
      for (int k = 0; k < 4; k++) {
        x[4 * i + k] = sample(random, kind);
        y[4 * i + k] = sample(random, i % 10 == 1 ? 1 : (kind + k) % 5);
      }
    }
    return new float[][] {x, y};
  }

  /** Random bits (0), within ±512 (1), huge (2), tiny and subnormal (3), near 1 (4). */
  private static float sample(SplittableRandom random, int kind) {
    int sign = random.nextBoolean() ? 0x80000000 : 0;
    int mantissa = random.nextInt(0x00800000);
    return switch (kind) {
      case 0 -> Float.intBitsToFloat(random.nextInt());
      case 1 -> (float) random.nextDouble(-512, 512);
      case 2 -> Float.intBitsToFloat(sign | random.nextInt(190, 255) << 23 | mantissa);
      case 3 -> Float.intBitsToFloat(sign | random.nextInt(0, 40) << 23 | mantissa);
      default -> Float.intBitsToFloat(sign | random.nextInt(120, 134) << 23 | mantissa);
    };
  }
}
