package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.List;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * OpenCL's geometric functions as scalar IR over vector components. {@code length}, {@code
 * distance} and {@code normalize} scale the components by a power of two that brings the largest to
 * [2, 4) first, so that neither the sum of squares overflows nor its largest term underflows;
 * {@code normalize} returns a zero vector unchanged, NaNs when a component is NaN, and treats
 * infinite components as OpenCL requires (infinities become ±1, the others ±0). The fast_ forms
 * skip the scaling, as OpenCL allows (their results are undefined when the sum of squares
 * overflows; {@code fast_normalize} returns its operand when the sum is below the smallest normal).
 */
final class GeometricFunctions {
  /** Appends one IR instruction where the expansion goes. */
  interface Emitter {
    Instr emit(Op op, Type type, List<Value> operands);
  }

  private final Emitter out;
  private final Type.Flt type;
  private final Type.Int bits;
  private final int mantissaBits;
  private final long exponentMask;

  GeometricFunctions(Emitter out, Type.Flt type) {
    this.out = out;
    this.type = type;
    this.bits = new Type.Int(type.bits());
    this.mantissaBits = type.bits() == 16 ? 10 : type.bits() == 32 ? 23 : 52;
    this.exponentMask = bits.mask() >>> 1 & -(1L << mantissaBits);
  }

  /** The scalar result (dot, length, distance and their fast forms). */
  Value scalar(MathFn fn, List<Value> x, List<Value> y) {
    return switch (fn) {
      case DOT -> dot(x, y);
      case LENGTH -> length(x);
      case DISTANCE -> length(difference(x, y));
      case FAST_LENGTH -> sqrt(dot(x, x));
      case FAST_DISTANCE -> {
        List<Value> d = difference(x, y);
        yield sqrt(dot(d, d));
      }
      default -> throw new IllegalArgumentException("not a scalar geometric function: " + fn);
    };
  }

  /** The vector result's components (normalize, fast_normalize, cross). */
  List<Value> components(MathFn fn, List<Value> x, List<Value> y) {
    return switch (fn) {
      case NORMALIZE -> normalize(x);
      case FAST_NORMALIZE -> fastNormalize(x);
      case CROSS -> cross(x, y);
      default -> throw new IllegalArgumentException("not a vector geometric function: " + fn);
    };
  }

  static boolean returnsVector(MathFn fn) {
    return fn == MathFn.NORMALIZE || fn == MathFn.FAST_NORMALIZE || fn == MathFn.CROSS;
  }

  static boolean handles(MathFn fn) {
    return switch (fn) {
      case DOT, LENGTH, DISTANCE, NORMALIZE, CROSS -> true;
      case FAST_LENGTH, FAST_DISTANCE, FAST_NORMALIZE -> true;
      default -> false;
    };
  }

  private Value dot(List<Value> x, List<Value> y) {
    Value sum = fop(Op.FMUL, x.get(0), y.get(0));
    for (int k = 1; k < x.size(); k++) {
      sum = fop(Op.FADD, sum, fop(Op.FMUL, x.get(k), y.get(k)));
    }
    return sum;
  }

  private List<Value> difference(List<Value> x, List<Value> y) {
    List<Value> d = new ArrayList<>();
    for (int k = 0; k < x.size(); k++) {
      d.add(fop(Op.FSUB, x.get(k), y.get(k)));
    }
    return d;
  }

  private Value length(List<Value> x) {
    Value scale = scaleFor(largestMagnitude(x));
    List<Value> z = scaled(x, scale);
    return fop(Op.FMUL, sqrt(dot(z, z)), inverseOf(scale));
  }

  private List<Value> normalize(List<Value> x) {
    Value largest = largestMagnitude(x);
    Value infinite = out.emit(Op.FOEQ, Type.I1, List.of(largest, fconst(Double.POSITIVE_INFINITY)));
    List<Value> y = new ArrayList<>();
    for (Value c : x) {
      y.add(select(infinite, infinityReplaced(c), c));
    }
    Value scale = scaleFor(select(infinite, fconst(1), largest));
    List<Value> z = scaled(y, scale);
    Value sum = dot(z, z);
    Value zero = out.emit(Op.FOEQ, Type.I1, List.of(sum, fconst(0)));
    Value r = math(MathFn.RSQRT, sum);
    List<Value> result = new ArrayList<>();
    for (int k = 0; k < x.size(); k++) {
      result.add(select(zero, x.get(k), fop(Op.FMUL, z.get(k), r)));
    }
    return result;
  }

  private List<Value> fastNormalize(List<Value> x) {
    Value sum = dot(x, x);
    Value tiny = out.emit(Op.FOLT, Type.I1, List.of(sum, Constant.of(type, 1L << mantissaBits)));
    Value r = math(MathFn.NATIVE_RSQRT, sum);
    List<Value> result = new ArrayList<>();
    for (Value c : x) {
      result.add(select(tiny, c, fop(Op.FMUL, c, r)));
    }
    return result;
  }

  /** cross of 3- and 4-component vectors; a fourth component is 0. */
  private List<Value> cross(List<Value> a, List<Value> b) {
    List<Value> r = new ArrayList<>();
    for (int k = 0; k < 3; k++) {
      int p = (k + 1) % 3;
      int q = (k + 2) % 3;
      r.add(fop(Op.FSUB, fop(Op.FMUL, a.get(p), b.get(q)), fop(Op.FMUL, a.get(q), b.get(p))));
    }
    if (a.size() == 4) {
      r.add(fconst(0));
    }
    return r;
  }

  /** An infinite component as ±1, any other as ±0 (a NaN stays NaN). */
  private Value infinityReplaced(Value c) {
    Value isInfinite = out.emit(Op.ISINF, Type.I1, List.of(c));
    Value sign = out.emit(Op.AND, bits, List.of(asBits(c), iconst(1L << (type.bits() - 1))));
    Value one = out.emit(Op.OR, bits, List.of(sign, asBits(fconst(1))));
    Value signedOne = out.emit(Op.BITCAST, type, List.of(one));
    return select(isInfinite, signedOne, fop(Op.FMUL, c, fconst(0)));
  }

  private Value largestMagnitude(List<Value> x) {
    Value m = math(MathFn.FABS, x.get(0));
    for (int k = 1; k < x.size(); k++) {
      m = math(MathFn.FMAX, m, math(MathFn.FABS, x.get(k)));
    }
    return m;
  }

  /**
   * 2^(e_max - e(m)) with e(m) the exponent field of {@code m} and e_max the largest finite one,
   * clamped to the normal powers of two below 2^(e_max - 1): brings a normal {@code m} to [2, 4), a
   * subnormal one to at least 2^-mantissaBits, and keeps an infinite one infinite.
   */
  private Value scaleFor(Value m) {
    long exponentOne = 1L << mantissaBits;
    Value exponent = out.emit(Op.AND, bits, List.of(asBits(m), iconst(exponentMask)));
    Value power = out.emit(Op.ISUB, bits, List.of(iconst(exponentMask), exponent));
    Value atLeast = math(MathFn.S_MAX, power, iconst(exponentOne));
    Value clamped = math(MathFn.S_MIN, atLeast, iconst(exponentMask - 2 * exponentOne));
    return out.emit(Op.BITCAST, type, List.of(clamped));
  }

  /** 1 / scale, exactly (the scale is a power of two whose inverse is normal). */
  private Value inverseOf(Value scale) {
    long twiceBias = exponentMask - 1L * (1L << mantissaBits);
    Value inverse = out.emit(Op.ISUB, bits, List.of(iconst(twiceBias), asBits(scale)));
    return out.emit(Op.BITCAST, type, List.of(inverse));
  }

  private List<Value> scaled(List<Value> x, Value scale) {
    List<Value> z = new ArrayList<>();
    for (Value c : x) {
      z.add(fop(Op.FMUL, c, scale));
    }
    return z;
  }

  private Value asBits(Value v) {
    if (v instanceof Constant c) {
      return Constant.of(bits, c.bits());
    }
    return out.emit(Op.BITCAST, bits, List.of(v));
  }

  private Value sqrt(Value x) {
    return math(MathFn.SQRT, x);
  }

  private Value math(MathFn fn, Value... operands) {
    Type t = operands[0].type();
    return out.emit(Op.MATH, t, List.of(operands)).withAttribute(fn);
  }

  private Value fop(Op op, Value a, Value b) {
    return out.emit(op, type, List.of(a, b));
  }

  private Value select(Value condition, Value ifTrue, Value ifFalse) {
    return out.emit(Op.SELECT, ifTrue.type(), List.of(condition, ifTrue, ifFalse));
  }

  private Value iconst(long v) {
    return Constant.of(bits, v & bits.mask());
  }

  private Value fconst(double v) {
    long b =
        switch (type.bits()) {
          case 16 -> jvisa.cc.ir.Half.fromFloat((float) v);
          case 32 -> Float.floatToRawIntBits((float) v) & 0xFFFFFFFFL;
          default -> Double.doubleToRawLongBits(v);
        };
    return Constant.of(type, b);
  }
}
