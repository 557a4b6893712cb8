package jvisa.cc.ir;

/**
 * OpenCL's common functions on f32 as the float operations the backend emits, in its order, so the
 * interpreter computes the same bits: clamp = fmin(fmax(x, lo), hi); degrees and radians as x times
 * the constant rounded to float (within 1 ulp; OpenCL allows 2); mix = fma(y - x, a, x); step = 0
 * where x < edge, else 1; smoothstep = t^2 (3 - 2t) with t = clamp((x - e0) / (e1 - e0), 0, 1)
 * (OpenCL leaves the accuracy of mix and smoothstep to the implementation).
 */
public final class CommonFunctionSteps {
  public static final double DEGREES_PER_RADIAN = 180 / Math.PI;
  public static final double RADIANS_PER_DEGREE = Math.PI / 180;

  private CommonFunctionSteps() {}

  /**
   * x times c (one of the constants above) rounded to float: within 1 ulp (OpenCL allows 2); a
   * split into hi + lo would be closer but gives NaN for infinite x (inf - inf).
   */
  public static float scaled(float x, double c) {
    return x * (float) c;
  }

  /**
   * The larger number; the number when the other is NaN (vISA's max, OpenCL's fmax); exact for
   * floats widened to double.
   */
  public static double fmax(double a, double b) {
    return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.max(a, b);
  }

  public static double fmin(double a, double b) {
    return Double.isNaN(a) ? b : Double.isNaN(b) ? a : Math.min(a, b);
  }

  public static float clamp(float x, float lo, float hi) {
    return (float) fmin(fmax(x, lo), hi);
  }

  public static float mix(float x, float y, float a) {
    return Math.fma(y - x, a, x);
  }

  public static float step(float edge, float x) {
    return x < edge ? 0f : 1f;
  }

  public static float smoothstep(float e0, float e1, float x) {
    float t = clamp((x - e0) / (e1 - e0), 0f, 1f);
    return t * t * Math.fma(t, -2f, 3f);
  }
}
