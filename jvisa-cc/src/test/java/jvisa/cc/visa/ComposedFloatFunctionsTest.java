package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.DoubleBinaryOperator;
import jvisa.cc.KernelCompiler;
import jvisa.cc.interp.ErrorFunction;
import jvisa.cc.interp.GammaFunction;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchResult;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The f32 functions built from several vISA instructions (inverse trigonometric, hyperbolic,
 * expm1/log1p, cbrt, hypot, rootn, sinpi/cospi/tanpi, erf/erfc), exp/exp10 and the native_/half_
 * forms computed as the full functions, tgamma, lgamma and lgamma_r (value and sign), run on the
 * machine over special values, subnormals, values near the functions' boundaries and random bit
 * patterns, wide and uniform; each one's largest error in ulps against a double reference
 * (StrictMath, an exact reduction, or {@link ErrorFunction}) must be within OpenCL's full-profile
 * bound, NaN must give NaN, and infinities and exact zeros (with their sign) must match exactly.
 */
class ComposedFloatFunctionsTest {
  private static final int GLOBAL = 4096;
  private static final int LOCAL = 64;
  private static final float UNIFORM = -0.7f;

  /**
   * A function, its OpenCL C call on {@code a} (and {@code b}), reference and ulp bound; {@code
   * unitFloor}: errors in ulps of max(|reference|, 1), for lgamma, whose OpenCL bound is undefined
   * and whose zeros at 1 and 2 no float formulation resolves relatively.
   */
  private record Fn(
      String name, String call, DoubleBinaryOperator reference, double bound, boolean unitFloor) {
    Fn(String name, String call, DoubleBinaryOperator reference, double bound) {
      this(name, call, reference, bound, false);
    }
  }

  private static final List<Fn> FUNCTIONS =
      List.of(
          new Fn("atan", "atan(a)", (a, b) -> StrictMath.atan(a), 5),
          new Fn("atan2", "atan2(a, b)", StrictMath::atan2, 6),
          new Fn("asin", "asin(a)", (a, b) -> StrictMath.asin(a), 4),
          new Fn("acos", "acos(a)", (a, b) -> StrictMath.acos(a), 4),
          new Fn("atanpi", "atanpi(a)", (a, b) -> StrictMath.atan(a) / Math.PI, 5),
          new Fn("atan2pi", "atan2pi(a, b)", (a, b) -> StrictMath.atan2(a, b) / Math.PI, 6),
          new Fn("asinpi", "asinpi(a)", (a, b) -> StrictMath.asin(a) / Math.PI, 5),
          new Fn("acospi", "acospi(a)", (a, b) -> StrictMath.acos(a) / Math.PI, 5),
          new Fn("sinh", "sinh(a)", (a, b) -> StrictMath.sinh(a), 4),
          new Fn("cosh", "cosh(a)", (a, b) -> StrictMath.cosh(a), 4),
          new Fn("tanh", "tanh(a)", (a, b) -> StrictMath.tanh(a), 5),
          new Fn("asinh", "asinh(a)", (a, b) -> asinh(a), 4),
          new Fn("acosh", "acosh(a)", (a, b) -> acosh(a), 4),
          new Fn("atanh", "atanh(a)", (a, b) -> atanh(a), 5),
          new Fn("cbrt", "cbrt(a)", (a, b) -> StrictMath.cbrt(a), 2),
          new Fn("hypot", "hypot(a, b)", StrictMath::hypot, 4),
          new Fn("expm1", "expm1(a)", (a, b) -> StrictMath.expm1(a), 3),
          new Fn("log1p", "log1p(a)", (a, b) -> StrictMath.log1p(a), 2),
          new Fn("sinpi", "sinpi(a)", (a, b) -> sinpi(a), 4),
          new Fn("cospi", "cospi(a)", (a, b) -> cospi(a), 4),
          new Fn("tanpi", "tanpi(a)", (a, b) -> sinpi(a) / cospi(a), 6),
          new Fn("erf", "erf(a)", (a, b) -> ErrorFunction.erf(a), 16),
          new Fn("erfc", "erfc(a)", (a, b) -> ErrorFunction.erfc(a), 16),
          new Fn("rootn", "rootn(a, n)", (a, b) -> rootn(a, root((float) b)), 4),
          new Fn("exp", "exp(a)", (a, b) -> StrictMath.exp(a), 3),
          new Fn("exp10", "exp10(a)", (a, b) -> StrictMath.pow(10, a), 3),
          new Fn("native_exp", "native_exp(a)", (a, b) -> StrictMath.exp(a), 3),
          new Fn("half_exp2", "half_exp2(a)", (a, b) -> StrictMath.pow(2, a), 3),
          new Fn("native_exp10", "native_exp10(a)", (a, b) -> StrictMath.pow(10, a), 3),
          new Fn("half_log2", "half_log2(a)", (a, b) -> StrictMath.log(a) / Math.log(2), 3),
          new Fn("native_log10", "native_log10(a)", (a, b) -> StrictMath.log10(a), 3),
          new Fn("half_log10", "half_log10(a)", (a, b) -> StrictMath.log10(a), 3),
          new Fn("half_powr", "half_powr(a, b)", ComposedFloatFunctionsTest::powr, 16),
          new Fn("half_tan", "half_tan(a)", (a, b) -> StrictMath.tan(a), 5),
          new Fn("native_divide", "native_divide(a, b)", (a, b) -> a / b, 2.5),
          new Fn("nan", "nan(as_uint(b))", (a, b) -> Double.NaN, 0),
          new Fn("tgamma", "tgamma(a)", (a, b) -> GammaFunction.tgamma(a), 16),
          new Fn("lgamma", "lgamma(a)", (a, b) -> GammaFunction.lgamma(a), 4, true),
          new Fn("lgamma_r", "lgamma_value(a)", (a, b) -> GammaFunction.lgamma(a), 4, true),
          new Fn("lgamma_r sign", "lgamma_sign(a)", (a, b) -> GammaFunction.sign(a), 0));

  @TempDir Path scratch;

  @ParameterizedTest
  @EnumSource(Target.class)
  void composedFunctionsAreWithinOpenClBounds(Target target) throws IOException {
    assumeTrue(FrontEnd.OCLOC.available() || FrontEnd.CLANG.available(), "no OpenCL C front end");
    float[][] in = inputs();
    Path dir = caseFolder(in[0], in[1]);
    CaseSpec spec = CaseSpec.load(dir);
    for (int simd : new int[] {16, 32}) {
      Path out = dir.resolve("out" + target + simd);
      VariantSpec v = KernelCompiler.compileCase(spec, target, simd, Optional.empty(), out);
      LaunchResult r = KernelLauncher.launch(spec, v);
      ByteBuffer got = ByteBuffer.wrap(r.outputBytes().get("out")).order(ByteOrder.LITTLE_ENDIAN);
      StringBuilder report = new StringBuilder();
      List<String> failures = new ArrayList<>();
      for (int k = 0; k < FUNCTIONS.size(); k++) {
        Fn f = FUNCTIONS.get(k);
        double worst = 0;
        String where = "";
        for (int i = 0; i < GLOBAL; i++) {
          float a = in[0][i];
          float b = in[1][i];
          double ref = f.reference().applyAsDouble(a, b);
          float value = got.getFloat(4 * (k * GLOBAL + i));
          double e =
              f.unitFloor() && Math.abs(ref) < 1 && Float.isFinite(value)
                  ? Math.abs(value - ref) / Math.ulp(1.0f)
                  : FloatUlps.of(value, ref);
          if (e > worst) {
            worst = e;
            where = f.name() + "(" + a + (f.call().contains(",") ? ", " + b : "") + ")";
          }
        }
        report.append(String.format(" %s %.3f", f.name(), worst));
        if (!(worst <= f.bound())) {
          failures.add(where + " is " + worst + " ulp off");
        }
      }
      int n = FUNCTIONS.size();
      for (int k = 0; k < 2; k++) {
        double ref = k == 0 ? asinh(UNIFORM) : sinpi(UNIFORM) / cospi(UNIFORM);
        for (int i = 0; i < GLOBAL; i++) {
          double e = FloatUlps.of(got.getFloat(4 * ((n + k) * GLOBAL + i)), ref);
          if (!(e <= 4)) {
            failures.add("uniform " + (k == 0 ? "asinh" : "tanpi") + " is " + e + " ulp off");
            break;
          }
        }
      }
      System.out.println(target + " SIMD" + simd + " max ulp:" + report);
      assertTrue(failures.isEmpty(), target + " SIMD" + simd + ": " + failures);
      List<Path> files = new ArrayList<>();
      for (String f : v.visaasm()) {
        files.add(out.resolve(f));
      }
      BackendKernelsTest.genxAccepts(scratch, files, target, "composed SIMD" + simd);
    }
  }

  /**
   * Calls whose operands are all constants (nothing folds them before the backend) still compile to
   * code the machine and GenX_IR accept, with the same values.
   */
  @ParameterizedTest
  @EnumSource(Target.class)
  void constantOperandsCompileAndComputeTheSameValues(Target target) throws IOException {
    assumeTrue(FrontEnd.OCLOC.available() || FrontEnd.CLANG.available(), "no OpenCL C front end");
    String[] calls = {
      "atan2(1.0f, -0.0f)", "hypot(3.0f, -4.0f)", "cbrt(-27.0f)", "sinh(0.5f)", "acosh(2.0f)",
      "erfc(-0.3f)", "rootn(-8.0f, 3)", "sinpi(-1.0f)", "tanpi(0.25f)", "expm1(-1e-3f)",
      "powr(0.0f, 0.0f)", "exp(-200.0f)", "asin(0.5f)", "log1p(-1.0f)"
    };
    double[] expected = {
      Math.PI / 2,
      5,
      -3,
      StrictMath.sinh(0.5),
      acosh(2),
      ErrorFunction.erfc(-0.3f),
      -2,
      -0.0,
      1,
      StrictMath.expm1(-1e-3f),
      Double.NaN,
      0,
      StrictMath.asin(0.5),
      Double.NEGATIVE_INFINITY
    };
    StringBuilder body = new StringBuilder();
    for (int k = 0; k < calls.length; k++) {
      body.append("  out[%d] = %s;\n".formatted(k, calls[k]));
    }
    Path dir = Files.createDirectories(scratch.resolve("constants"));
    Files.writeString(
        dir.resolve("kernel.cl"),
        "__kernel void constants(__global float* out) {\n%s}\n".formatted(body));
    Files.createDirectories(dir.resolve("in"));
    Files.createDirectories(dir.resolve("expected"));
    float[] rounded = new float[calls.length];
    for (int k = 0; k < calls.length; k++) {
      rounded[k] = (float) expected[k];
    }
    LittleEndianFiles.write(dir.resolve("in/out.bin"), new float[calls.length]);
    LittleEndianFiles.write(dir.resolve("expected/out.bin"), rounded);
    Files.writeString(
        dir.resolve("case.json"),
        """
        {"kernel": "constants", "global": [1], "local": [1],
         "args": [{"name": "out", "kind": "global", "type": "float", "count": %d, "output": true,
                   "input": "in/out.bin", "expected": "expected/out.bin"}],
         "variants": [], "compare": {}}
        """
            .formatted(calls.length));
    CaseSpec spec = CaseSpec.load(dir);
    Path out = dir.resolve("out");
    VariantSpec v = KernelCompiler.compileCase(spec, target, 16, Optional.empty(), out);
    LaunchResult r = KernelLauncher.launch(spec, v);
    ByteBuffer got = ByteBuffer.wrap(r.outputBytes().get("out")).order(ByteOrder.LITTLE_ENDIAN);
    for (int k = 0; k < calls.length; k++) {
      double e = FloatUlps.of(got.getFloat(4 * k), expected[k]);
      assertTrue(e <= 2, calls[k] + " is " + got.getFloat(4 * k) + ", " + e + " ulp off");
    }
    List<Path> files = new ArrayList<>();
    for (String f : v.visaasm()) {
      files.add(out.resolve(f));
    }
    BackendKernelsTest.genxAccepts(scratch, files, target, "constants");
  }

  /** The root rootn's test takes from b's bits, as the kernel does: -7 to 8, some times 4099. */
  private static int root(float b) {
    int bits = Float.floatToRawIntBits(b);
    return ((bits & 15) - 7) * ((bits & 16) != 0 ? 4099 : 1);
  }

  private static double rootn(double x, int n) {
    if (n == 0 || x < 0 && n % 2 == 0) {
      return Double.NaN;
    }
    boolean odd = n % 2 != 0;
    if (x == 0) {
      return n > 0 ? (odd ? x : 0.0) : (odd ? 1 / x : Double.POSITIVE_INFINITY);
    }
    double r = StrictMath.pow(Math.abs(x), 1.0 / n);
    return odd ? Math.copySign(r, x) : r;
  }

  /**
   * OpenCL's powr: NaN for x < 0, a NaN x, 0^0, inf^0 and 1^inf; pow of |x| otherwise (powr(-0, y)
   * is +0 or +inf, as for +0).
   */
  private static double powr(double x, double y) {
    boolean undefined =
        x < 0
            || Double.isNaN(x)
            || x == 0 && y == 0
            || Double.isInfinite(x) && y == 0
            || x == 1 && Double.isInfinite(y);
    return undefined ? Double.NaN : StrictMath.pow(Math.abs(x), y);
  }

  private static double asinh(double x) {
    double a = Math.abs(x);
    double r =
        a > 1e8
            ? StrictMath.log(a) + StrictMath.log(2)
            : StrictMath.log1p(a + a * a / (1 + StrictMath.sqrt(1 + a * a)));
    return Math.copySign(r, x);
  }

  private static double acosh(double x) {
    if (x < 1) {
      return Double.NaN;
    }
    if (x > 1e8) {
      return StrictMath.log(x) + StrictMath.log(2);
    }
    double t = x - 1;
    return StrictMath.log1p(t + StrictMath.sqrt(t * (t + 2)));
  }

  private static double atanh(double x) {
    double a = Math.abs(x);
    return Math.copySign(0.5 * StrictMath.log1p(2 * a / (1 - a)), x);
  }

  private static double sinpi(double x) {
    if (Double.isNaN(x) || Double.isInfinite(x)) {
      return Double.NaN;
    }
    double r = x - 2 * Math.rint(x / 2);
    double s = r > 0.5 ? 1 - r : r < -0.5 ? -1 - r : r;
    double v = StrictMath.sin(Math.PI * s);
    return v == 0 ? Math.copySign(0.0, x) : v;
  }

  private static double cospi(double x) {
    if (Double.isNaN(x) || Double.isInfinite(x)) {
      return Double.NaN;
    }
    double a = Math.abs(x - 2 * Math.rint(x / 2));
    return a == 0.5 ? 0.0 : StrictMath.cos(Math.PI * a);
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
      Float.MIN_NORMAL,
      Float.MAX_VALUE,
      -Float.MAX_VALUE,
      1.0f,
      -1.0f,
      0.5f,
      -0.5f,
      1.5f,
      -2.5f,
      2.0f,
      3.0f,
      -7.0f,
      0x1p23f,
      0x1.000002p23f,
      0x1p24f,
      0x1.fffffep-1f,
      -0x1.fffffep-1f,
      0x1.000002p0f,
      0.25f,
      0.75f,
      1e-30f,
      88.7f,
      89.4f,
      -89.4f,
      9.0f,
      10.0f,
      4096.0f,
      0x1p-12f,
      2.4142137f,
      0.41421357f
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
    SplittableRandom random = new SplittableRandom(7);
    while (n < GLOBAL) {
      x[n] = sample(random, n % 5);
      y[n] = sample(random, (n / 5) % 5);
      n++;
    }
    return new float[][] {x, y};
  }

  /**
   * Random bits (0), |v| < 1 (1), |v| < 128 (2), within a few ulps of 1 or 1/2 (3), subnormal (4).
   */
  private static float sample(SplittableRandom random, int kind) {
    int sign = random.nextBoolean() ? 0x80000000 : 0;
    int mantissa = random.nextInt(0x00800000);
    return switch (kind) {
      case 0 -> Float.intBitsToFloat(random.nextInt());
      case 1 -> Float.intBitsToFloat(sign | random.nextInt(90, 127) << 23 | mantissa);
      case 2 -> Float.intBitsToFloat(sign | random.nextInt(120, 134) << 23 | mantissa);
      case 3 -> {
        float base = random.nextBoolean() ? 1.0f : 0.5f;
        float v = Float.intBitsToFloat(Float.floatToRawIntBits(base) + random.nextInt(-40, 41));
        yield sign != 0 ? -v : v;
      }
      default -> Float.intBitsToFloat(sign | mantissa);
    };
  }

  private Path caseFolder(float[] x, float[] y) throws IOException {
    StringBuilder body = new StringBuilder();
    for (int k = 0; k < FUNCTIONS.size(); k++) {
      body.append("  out[%d * g + i] = %s;\n".formatted(k, FUNCTIONS.get(k).call()));
    }
    int n = FUNCTIONS.size();
    body.append("  out[%d * g + i] = asinh(s);\n".formatted(n));
    body.append("  out[%d * g + i] = tanpi(s);\n".formatted(n + 1));
    String kernel =
        """
        float lgamma_value(float a) { int s; return lgamma_r(a, &s); }
        float lgamma_sign(float a) { int s; lgamma_r(a, &s); return (float)s; }
        __kernel void composed(__global const float* x, __global const float* y,
                               __global float* out, float s) {
          int i = get_global_id(0);
          int g = get_global_size(0);
          float a = x[i], b = y[i];
          int n = ((as_int(b) & 15) - 7) * ((as_int(b) & 16) != 0 ? 4099 : 1);
        %s}
        """
            .formatted(body);
    Path dir = Files.createDirectories(scratch.resolve("case"));
    Files.writeString(dir.resolve("kernel.cl"), kernel);
    Files.createDirectories(dir.resolve("in"));
    LittleEndianFiles.write(dir.resolve("in/x.bin"), x);
    LittleEndianFiles.write(dir.resolve("in/y.bin"), y);
    int slices = n + 2;
    LittleEndianFiles.write(dir.resolve("in/out.bin"), new float[slices * GLOBAL]);
    float[] expected = new float[slices * GLOBAL];
    for (int i = 0; i < GLOBAL; i++) {
      for (int k = 0; k < n; k++) {
        expected[k * GLOBAL + i] = (float) FUNCTIONS.get(k).reference().applyAsDouble(x[i], y[i]);
      }
      expected[n * GLOBAL + i] = (float) asinh(UNIFORM);
      expected[(n + 1) * GLOBAL + i] = (float) (sinpi(UNIFORM) / cospi(UNIFORM));
    }
    Files.createDirectories(dir.resolve("expected"));
    LittleEndianFiles.write(dir.resolve("expected/out.bin"), expected);
    Files.writeString(
        dir.resolve("case.json"),
        """
        {"kernel": "composed", "global": [%d], "local": [%d],
         "args": [
          {"name": "x", "kind": "global", "type": "float", "count": %d, "input": "in/x.bin"},
          {"name": "y", "kind": "global", "type": "float", "count": %d, "input": "in/y.bin"},
          {"name": "out", "kind": "global", "type": "float", "count": %d, "output": true,
           "input": "in/out.bin", "expected": "expected/out.bin"},
          {"name": "s", "kind": "scalar", "type": "float", "value": %s}],
         "variants": [], "compare": {}}
        """
            .formatted(GLOBAL, LOCAL, GLOBAL, GLOBAL, slices * GLOBAL, Float.toString(UNIFORM)));
    return dir;
  }
}
