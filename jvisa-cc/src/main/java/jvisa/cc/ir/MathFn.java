package jvisa.cc.ir;

import java.util.Locale;
import java.util.Optional;

/**
 * The OpenCL.std extended instructions the IR carries (as {@link Op#MATH}); named as in the
 * extended instruction set's grammar ("s_abs", "vload_half"). Those touching memory say so.
 */
public enum MathFn {
  // float
  ACOS,
  ACOSH,
  ACOSPI,
  ASIN,
  ASINH,
  ASINPI,
  ATAN,
  ATAN2,
  ATAN2PI,
  ATANH,
  ATANPI,
  CBRT,
  CEIL,
  COPYSIGN,
  COS,
  COSH,
  COSPI,
  ERF,
  ERFC,
  EXP,
  EXP2,
  EXP10,
  EXPM1,
  FABS,
  FDIM,
  FLOOR,
  FMA,
  FMAX,
  FMIN,
  FMOD,
  HYPOT,
  ILOGB,
  LDEXP,
  LGAMMA,
  LOG,
  LOG2,
  LOG10,
  LOG1P,
  LOGB,
  MAD,
  MAXMAG,
  MINMAG,
  NEXTAFTER,
  POW,
  POWN,
  POWR,
  REMAINDER,
  RINT,
  ROOTN,
  ROUND,
  RSQRT,
  SIN,
  SINH,
  SINPI,
  SQRT,
  TAN,
  TANH,
  TANPI,
  TGAMMA,
  TRUNC,
  NATIVE_COS,
  NATIVE_DIVIDE,
  NATIVE_EXP,
  NATIVE_EXP2,
  NATIVE_LOG,
  NATIVE_LOG2,
  NATIVE_POWR,
  NATIVE_RECIP,
  NATIVE_RSQRT,
  NATIVE_SIN,
  NATIVE_SQRT,
  NATIVE_TAN,
  HALF_COS,
  HALF_EXP,
  HALF_LOG,
  HALF_SIN,
  HALF_SQRT,
  HALF_RSQRT,
  HALF_RECIP,
  HALF_DIVIDE,
  HALF_EXP2,
  HALF_EXP10,
  HALF_LOG2,
  HALF_LOG10,
  HALF_POWR,
  HALF_TAN,
  NATIVE_EXP10,
  NATIVE_LOG10,
  /** A quiet NaN from an integer code. */
  NAN,
  FCLAMP,
  DEGREES,
  RADIANS,
  MIX,
  STEP,
  SMOOTHSTEP,
  SIGN,
  FMAX_COMMON,
  FMIN_COMMON,
  FRACT(Memory.WRITE),
  MODF(Memory.WRITE),
  SINCOS(Memory.WRITE),
  FREXP(Memory.WRITE),
  REMQUO(Memory.WRITE),
  LGAMMA_R(Memory.WRITE),
  /** frexp's exponent, as a pure function ({@code PromotionPrep} separates it; no SPIR-V name). */
  FREXP_EXPONENT,
  /** remquo's quotient bits, as a pure function (as {@link #FREXP_EXPONENT}). */
  REMQUO_QUOTIENT,
  /** lgamma_r's sign of Gamma, as a pure function (as {@link #FREXP_EXPONENT}). */
  LGAMMA_SIGN,
  // integer
  S_ABS,
  U_ABS,
  S_ABS_DIFF,
  U_ABS_DIFF,
  S_ADD_SAT,
  U_ADD_SAT,
  S_SUB_SAT,
  U_SUB_SAT,
  S_HADD,
  U_HADD,
  S_RHADD,
  U_RHADD,
  S_CLAMP,
  U_CLAMP,
  CLZ,
  CTZ,
  POPCOUNT,
  S_MAD_HI,
  U_MAD_HI,
  S_MAD_SAT,
  U_MAD_SAT,
  S_MAX,
  U_MAX,
  S_MIN,
  U_MIN,
  S_MUL_HI,
  U_MUL_HI,
  ROTATE,
  S_UPSAMPLE,
  U_UPSAMPLE,
  S_MAD24,
  U_MAD24,
  S_MUL24,
  U_MUL24,
  // relational
  BITSELECT,
  SELECT,
  // geometric
  DOT,
  LENGTH,
  DISTANCE,
  NORMALIZE,
  CROSS,
  FAST_LENGTH,
  FAST_DISTANCE,
  FAST_NORMALIZE,
  // vector permutes (mask as the last operand)
  SHUFFLE,
  SHUFFLE2,
  // memory
  VLOADN(Memory.READ),
  VSTOREN(Memory.WRITE),
  VLOAD_HALF(Memory.READ),
  VLOAD_HALFN(Memory.READ),
  VLOADA_HALFN(Memory.READ),
  VSTORE_HALF(Memory.WRITE),
  VSTORE_HALF_R(Memory.WRITE),
  VSTORE_HALFN(Memory.WRITE),
  VSTORE_HALFN_R(Memory.WRITE),
  VSTOREA_HALFN(Memory.WRITE),
  VSTOREA_HALFN_R(Memory.WRITE);

  /** How an instruction touches memory through a pointer operand. */
  public enum Memory {
    NONE,
    READ,
    WRITE
  }

  private final Memory memory;

  MathFn() {
    this(Memory.NONE);
  }

  MathFn(Memory memory) {
    this.memory = memory;
  }

  public Memory memory() {
    return memory;
  }

  /**
   * How many operands are values for a function writing a second result through a pointer (its last
   * operand), so that one without it is pure; -1 for the others.
   */
  public int valueOperands() {
    return switch (this) {
      case FRACT, MODF, SINCOS, FREXP, LGAMMA_R -> 1;
      case REMQUO -> 2;
      default -> -1;
    };
  }

  /** The extended instruction's name in the OpenCL.std grammar. */
  public String spirvName() {
    return switch (this) {
      case FMAX_COMMON -> "fmax_common";
      case FMIN_COMMON -> "fmin_common";
      case DOT -> "dot";
      default -> name().toLowerCase(Locale.ROOT);
    };
  }

  /** Whether it combines the components of its vector operands (so works on none lane by lane). */
  public boolean acrossComponents() {
    return switch (this) {
      case DOT, LENGTH, DISTANCE, NORMALIZE, CROSS -> true;
      case FAST_LENGTH, FAST_DISTANCE, FAST_NORMALIZE, SHUFFLE, SHUFFLE2 -> true;
      default -> false;
    };
  }

  public static Optional<MathFn> ofSpirv(String name) {
    for (MathFn f : values()) {
      if (f.spirvName().equals(name)) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }
}
