package jvisa.cc.interp;

import jvisa.cc.ir.Half;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Rounding;
import jvisa.cc.ir.Semantics;
import jvisa.cc.ir.Type;

/**
 * Executes {@link jvisa.cc.ir.Op#MATH}: lane-wise functions, geometric ones, and the vload/vstore
 * family.
 */
final class MathSteps {
  private MathSteps() {}

  static void execute(Steps steps, WorkItem.Frame f, Code.Step st) {
    MathFn fn = (MathFn) st.ins.attribute();
    if (MathEval.laneWise(fn)) {
      laneWise(f, st, fn);
      return;
    }
    switch (fn) {
      case DOT, LENGTH, DISTANCE, NORMALIZE, CROSS -> geometric(f, st, fn);
      case FAST_LENGTH, FAST_DISTANCE, FAST_NORMALIZE -> geometric(f, st, fn);
      case SHUFFLE, SHUFFLE2 -> shuffle(f, st, fn);
      case VLOADN, VLOAD_HALF, VLOAD_HALFN, VLOADA_HALFN -> vload(steps, f, st, fn);
      case VSTOREN,
          VSTORE_HALF,
          VSTORE_HALF_R,
          VSTORE_HALFN,
          VSTORE_HALFN_R,
          VSTOREA_HALFN,
          VSTOREA_HALFN_R ->
          vstore(steps, f, st, fn);
      case FRACT, MODF, SINCOS -> withPointer(steps, f, st, fn);
      case FREXP, REMQUO, LGAMMA_R -> withIntegerOutput(steps, f, st, fn);
      default -> throw new ExecutionError("OpenCL.std " + fn.spirvName() + " is not supported");
    }
  }

  private static long[] lanes(WorkItem.Frame f, Code.Step st, int k, int count) {
    if (st.inTypes[k] instanceof Type.Vector) {
      return (long[]) f.o[st.in[k]];
    }
    long[] splat = new long[count];
    java.util.Arrays.fill(splat, f.s[st.in[k]]);
    return splat;
  }

  private static void laneWise(WorkItem.Frame f, Code.Step st, MathFn fn) {
    int n = st.lanes;
    long[][] in = new long[st.in.length][];
    Type[] at = new Type[st.in.length];
    for (int k = 0; k < in.length; k++) {
      in[k] = lanes(f, st, k, n);
      at[k] = Type.scalarOf(st.inTypes[k]);
    }
    long[] r = new long[n];
    long[] args = new long[in.length];
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < in.length; k++) {
        args[k] = in[k][i];
      }
      if (fn == MathFn.SELECT) {
        boolean pick = n == 1 ? args[2] != 0 : Semantics.signed(at[2], args[2]) < 0;
        r[i] = pick ? args[1] : args[0];
      } else {
        r[i] = MathEval.eval(fn, st.elem, at, args);
      }
    }
    if (n == 1) {
      f.s[st.dst] = r[0];
    } else {
      f.o[st.dst] = r;
    }
  }

  private static double[] doubles(WorkItem.Frame f, Code.Step st, int k) {
    Type t = Type.scalarOf(st.inTypes[k]);
    long[] l = lanes(f, st, k, Type.lanes(st.inTypes[k]));
    double[] d = new double[l.length];
    for (int i = 0; i < d.length; i++) {
      d[i] = Semantics.toDouble(t, l[i]);
    }
    return d;
  }

  private static void geometric(WorkItem.Frame f, Code.Step st, MathFn fn) {
    double[] a = doubles(f, st, 0);
    double[] b = st.in.length > 1 ? doubles(f, st, 1) : null;
    Type e = st.elem;
    switch (fn) {
      case DOT -> f.s[st.dst] = Semantics.fromDouble(e, dot(a, b));
      case LENGTH, FAST_LENGTH -> f.s[st.dst] = Semantics.fromDouble(e, Math.sqrt(dot(a, a)));
      case DISTANCE, FAST_DISTANCE -> {
        double[] d = new double[a.length];
        for (int i = 0; i < d.length; i++) {
          d[i] = a[i] - b[i];
        }
        f.s[st.dst] = Semantics.fromDouble(e, Math.sqrt(dot(d, d)));
      }
      case NORMALIZE, FAST_NORMALIZE -> {
        double[] v = infinitiesAsUnits(a);
        double len = Math.sqrt(dot(v, v));
        long[] r = new long[a.length];
        for (int i = 0; i < r.length; i++) {
          r[i] = Semantics.fromDouble(e, len == 0 ? a[i] : v[i] / len);
        }
        putLanes(f, st, r);
      }
      case CROSS -> {
        long[] r = new long[st.lanes];
        r[0] = Semantics.fromDouble(e, a[1] * b[2] - a[2] * b[1]);
        r[1] = Semantics.fromDouble(e, a[2] * b[0] - a[0] * b[2]);
        r[2] = Semantics.fromDouble(e, a[0] * b[1] - a[1] * b[0]);
        putLanes(f, st, r);
      }
      default -> throw new ExecutionError("not geometric: " + fn);
    }
  }

  /**
   * normalize's operand as OpenCL defines it: with an infinite component, infinities become ±1 and
   * the other components ±0 (NaN stays NaN).
   */
  private static double[] infinitiesAsUnits(double[] a) {
    boolean infinite = false;
    for (double x : a) {
      infinite |= Double.isInfinite(x);
    }
    if (!infinite) {
      return a;
    }
    double[] v = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      v[i] = Double.isInfinite(a[i]) ? Math.copySign(1.0, a[i]) : a[i] * 0.0;
    }
    return v;
  }

  /** shuffle/shuffle2: each mask lane picks a component by its low bits. */
  private static void shuffle(WorkItem.Frame f, Code.Step st, MathFn fn) {
    int n = Type.lanes(st.inTypes[0]);
    long[] x = lanes(f, st, 0, n);
    long[] y = fn == MathFn.SHUFFLE2 ? lanes(f, st, 1, n) : new long[0];
    int mask = st.in.length - 1;
    long[] m = lanes(f, st, mask, Type.lanes(st.inTypes[mask]));
    int count = Integer.highestOneBit(x.length + y.length);
    long[] r = new long[m.length];
    for (int i = 0; i < r.length; i++) {
      int k = (int) (m[i] & (count - 1));
      r[i] = k < x.length ? x[k] : y[k - x.length];
    }
    putLanes(f, st, r);
  }

  private static void putLanes(WorkItem.Frame f, Code.Step st, long[] r) {
    if (st.lanes == 1) {
      f.s[st.dst] = r[0];
    } else {
      f.o[st.dst] = r;
    }
  }

  private static double dot(double[] a, double[] b) {
    double s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }

  private static long offsetOperand(WorkItem.Frame f, Code.Step st, int k) {
    return Semantics.signed(st.inTypes[k], f.s[st.in[k]]);
  }

  private static void vload(Steps steps, WorkItem.Frame f, Code.Step st, MathFn fn) {
    long offset = offsetOperand(f, st, 0);
    long p = f.s[st.in[1]];
    int n = st.lanes;
    boolean half = fn != MathFn.VLOADN;
    int stride = fn == MathFn.VLOADA_HALFN && n == 3 ? 4 : n;
    int es = half ? 2 : (int) st.elem.size();
    long base = p + offset * stride * es;
    long[] r = new long[n];
    for (int i = 0; i < n; i++) {
      long bits = (Long) steps.load(base + (long) i * es, half ? Type.I16 : st.elem);
      r[i] = half ? Semantics.fromDouble(st.elem, Half.toFloat((int) bits)) : bits;
    }
    putLanes(f, st, r);
  }

  private static void vstore(Steps steps, WorkItem.Frame f, Code.Step st, MathFn fn) {
    Type dataType = st.inTypes[0];
    int n = Type.lanes(dataType);
    long[] data = lanes(f, st, 0, n);
    long offset = offsetOperand(f, st, 1);
    long p = f.s[st.in[2]];
    boolean half = fn != MathFn.VSTOREN;
    boolean aligned = fn == MathFn.VSTOREA_HALFN || fn == MathFn.VSTOREA_HALFN_R;
    int stride = aligned && n == 3 ? 4 : n;
    Type elem = Type.scalarOf(dataType);
    int es = half ? 2 : (int) elem.size();
    Rounding mode = st.ins.literals().length > 0 ? Rounding.of(st.ins.literal(0)) : Rounding.RTE;
    long base = p + offset * stride * es;
    for (int i = 0; i < n; i++) {
      long bits = half ? Half.fromDouble(Semantics.toDouble(elem, data[i]), mode) : data[i];
      steps.store(base + (long) i * es, half ? Type.I16 : elem, bits);
    }
  }

  private static void withPointer(Steps steps, WorkItem.Frame f, Code.Step st, MathFn fn) {
    double[] x = doubles(f, st, 0);
    Type e = st.elem;
    long[] r = new long[x.length];
    long[] out = new long[x.length];
    for (int i = 0; i < x.length; i++) {
      double v = x[i];
      switch (fn) {
        case FRACT -> {
          double fl = Math.floor(v);
          double frac = Math.min(v - fl, Math.nextDown(1.0f));
          r[i] = Semantics.fromDouble(e, Double.isInfinite(v) ? 0 : frac);
          out[i] = Semantics.fromDouble(e, fl);
        }
        case MODF -> {
          double t = v < 0 ? Math.ceil(v) : Math.floor(v);
          r[i] = Semantics.fromDouble(e, Double.isInfinite(v) ? Math.copySign(0, v) : v - t);
          out[i] = Semantics.fromDouble(e, t);
        }
        default -> {
          r[i] = Semantics.fromDouble(e, Math.sin(v));
          out[i] = Semantics.fromDouble(e, Math.cos(v));
        }
      }
    }
    if (st.in.length > 1) {
      Type pointee = ((Type.Pointer) st.inTypes[1]).pointee();
      steps.store(f.s[st.in[1]], pointee, x.length == 1 ? (Object) out[0] : out);
    }
    putLanes(f, st, r);
  }

  /** frexp (mantissa, exponent), remquo (remainder, quotient bits), lgamma_r (value, sign). */
  private static void withIntegerOutput(Steps steps, WorkItem.Frame f, Code.Step st, MathFn fn) {
    double[] x = doubles(f, st, 0);
    double[] y = fn == MathFn.REMQUO ? doubles(f, st, 1) : x;
    int pointer = fn.valueOperands();
    Type outType =
        st.in.length > pointer ? ((Type.Pointer) st.inTypes[pointer]).pointee() : Type.I32;
    Type outElement = Type.scalarOf(outType);
    long[] r = new long[x.length];
    long[] out = new long[x.length];
    for (int i = 0; i < x.length; i++) {
      if (fn == MathFn.FREXP) {
        r[i] = Semantics.fromDouble(st.elem, FloatDecomposition.frexpMantissa(x[i]));
        out[i] = Semantics.mask(outElement, FloatDecomposition.frexpExponent(x[i]));
      } else if (fn == MathFn.LGAMMA_R) {
        r[i] = Semantics.fromDouble(st.elem, GammaFunction.lgamma(x[i]));
        out[i] = Semantics.mask(outElement, GammaFunction.sign(x[i]));
      } else {
        r[i] = Semantics.fromDouble(st.elem, Math.IEEEremainder(x[i], y[i]));
        out[i] = Semantics.mask(outElement, FloatDecomposition.remquoQuotient(x[i], y[i]));
      }
    }
    if (st.in.length > pointer) {
      steps.store(f.s[st.in[pointer]], outType, x.length == 1 ? (Object) out[0] : out);
    }
    putLanes(f, st, r);
  }
}
