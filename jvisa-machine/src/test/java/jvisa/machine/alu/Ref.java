package jvisa.machine.alu;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Arrays;

/**
 * Test oracle: rounds an exact value to a float format by brute comparison with the format's
 * representable values, independently of the code under test. An exact value is given by how it
 * compares with any BigDecimal, so quotients and square roots need no decimal expansion.
 */
final class Ref {
  private Ref() {}

  /** An exact real value. */
  interface Exact {
    /** sign(this - v). */
    int compareTo(BigDecimal v);

    /** A double near the value (within a few ulps), used only to start the search. */
    double approx();
  }

  static Exact of(BigDecimal x) {
    return new Exact() {
      @Override
      public int compareTo(BigDecimal v) {
        return x.compareTo(v);
      }

      @Override
      public double approx() {
        return x.doubleValue();
      }
    };
  }

  /** a / b for finite doubles, b != 0. */
  static Exact quotient(double a, double b) {
    BigDecimal ba = new BigDecimal(a);
    BigDecimal bb = new BigDecimal(b);
    return new Exact() {
      @Override
      public int compareTo(BigDecimal v) {
        return ba.subtract(v.multiply(bb)).signum() * (int) Math.signum(b);
      }

      @Override
      public double approx() {
        return a / b;
      }
    };
  }

  /** sqrt(a) for a finite a > 0. */
  static Exact sqrt(double a) {
    BigDecimal ba = new BigDecimal(a);
    return new Exact() {
      @Override
      public int compareTo(BigDecimal v) {
        if (v.signum() < 0) {
          return 1;
        }
        return ba.compareTo(v.multiply(v));
      }

      @Override
      public double approx() {
        return Math.sqrt(a);
      }
    };
  }

  /** The representable non-negative values of a format, in increasing order. */
  interface Grid {
    /** Largest representable value <= x, for 0 <= x <= max (start from a nearby hint). */
    double floor(Exact x);

    /** The next larger representable value (+inf past the largest finite one). */
    double next(double v);

    /** Whether v's significand is even. */
    boolean even(double v);

    double max();
  }

  static final Grid SINGLE =
      new Grid() {
        @Override
        public double floor(Exact x) {
          float f = (float) Math.max(0, Math.min(x.approx(), Float.MAX_VALUE));
          while (x.compareTo(new BigDecimal(f)) < 0) {
            f = Math.nextDown(f);
          }
          while (f < Float.MAX_VALUE && x.compareTo(new BigDecimal(Math.nextUp(f))) >= 0) {
            f = Math.nextUp(f);
          }
          return f;
        }

        @Override
        public double next(double v) {
          return Math.nextUp((float) v);
        }

        @Override
        public boolean even(double v) {
          return (Float.floatToIntBits((float) v) & 1) == 0;
        }

        @Override
        public double max() {
          return Float.MAX_VALUE;
        }
      };

  static final Grid DOUBLE =
      new Grid() {
        @Override
        public double floor(Exact x) {
          double d = Math.max(0, Math.min(x.approx(), Double.MAX_VALUE));
          while (x.compareTo(new BigDecimal(d)) < 0) {
            d = Math.nextDown(d);
          }
          while (d < Double.MAX_VALUE && x.compareTo(new BigDecimal(Math.nextUp(d))) >= 0) {
            d = Math.nextUp(d);
          }
          return d;
        }

        @Override
        public double next(double v) {
          return Math.nextUp(v);
        }

        @Override
        public boolean even(double v) {
          return (Double.doubleToLongBits(v) & 1) == 0;
        }

        @Override
        public double max() {
          return Double.MAX_VALUE;
        }
      };

  /** binary16 values decoded from the IEEE definition: (-1)^s 2^(e-15) (1 + m/1024). */
  static final Grid HALF =
      table(
          0x7c00,
          bits -> {
            int e = bits >> 10;
            int m = bits & 0x3ff;
            return e == 0 ? m * 0x1p-24 : (1024 + m) * Math.pow(2, e - 25);
          });

  /** bfloat16 values: the top half of a binary32 pattern. */
  static final Grid BFLOAT16 = table(0x7f80, bits -> Float.intBitsToFloat(bits << 16));

  private static Grid table(int count, java.util.function.IntToDoubleFunction decode) {
    double[] values = new double[count];
    BigDecimal[] exact = new BigDecimal[count];
    for (int i = 0; i < count; i++) {
      values[i] = decode.applyAsDouble(i);
      exact[i] = new BigDecimal(values[i]);
    }
    return new Grid() {
      @Override
      public double floor(Exact x) {
        int lo = 0;
        int hi = count - 1;
        while (lo < hi) {
          int mid = (lo + hi + 1) >>> 1;
          if (x.compareTo(exact[mid]) >= 0) {
            lo = mid;
          } else {
            hi = mid - 1;
          }
        }
        return values[lo];
      }

      @Override
      public double next(double v) {
        int i = Arrays.binarySearch(values, v);
        return i + 1 < count ? values[i + 1] : Double.POSITIVE_INFINITY;
      }

      @Override
      public boolean even(double v) {
        return (Arrays.binarySearch(values, v) & 1) == 0;
      }

      @Override
      public double max() {
        return values[count - 1];
      }
    };
  }

  /** x rounded to the grid's format with the given mode (x must not be zero). */
  static double round(Exact x, Grid g, RoundingMode mode) {
    int sign = x.compareTo(BigDecimal.ZERO);
    if (sign == 0) {
      throw new IllegalArgumentException("zero has no sign to round with");
    }
    if (sign < 0) {
      Exact neg =
          new Exact() {
            @Override
            public int compareTo(BigDecimal v) {
              return -x.compareTo(v.negate());
            }

            @Override
            public double approx() {
              return -x.approx();
            }
          };
      RoundingMode mirrored =
          mode == RoundingMode.RU
              ? RoundingMode.RD
              : mode == RoundingMode.RD ? RoundingMode.RU : mode;
      return -round(neg, g, mirrored);
    }
    double lo;
    BigDecimal loExact;
    BigDecimal hiExact;
    boolean loEven;
    double hi;
    BigDecimal max = new BigDecimal(g.max());
    if (x.compareTo(max) > 0) {
      lo = g.max();
      hi = Double.POSITIVE_INFINITY;
      loExact = max;
      double below = previous(g, lo);
      hiExact = max.add(max.subtract(new BigDecimal(below)));
      loEven = false;
    } else {
      lo = g.floor(x);
      loExact = new BigDecimal(lo);
      if (x.compareTo(loExact) == 0) {
        return lo;
      }
      hi = g.next(lo);
      hiExact =
          Double.isInfinite(hi)
              ? loExact.add(loExact.subtract(new BigDecimal(previous(g, lo))))
              : new BigDecimal(hi);
      loEven = g.even(lo);
    }
    switch (mode) {
      case RD:
      case RZ:
        return lo;
      case RU:
        return hi;
      default:
        int c =
            x.compareTo(loExact.add(hiExact).divide(BigDecimal.valueOf(2), MathContext.UNLIMITED));
        return c < 0 ? lo : c > 0 ? hi : loEven ? lo : hi;
    }
  }

  private static double previous(Grid g, double v) {
    BigDecimal bv = new BigDecimal(v);
    return g.floor(
        new Exact() {
          @Override
          public int compareTo(BigDecimal w) {
            int c = bv.compareTo(w);
            return c == 0 ? -1 : c;
          }

          @Override
          public double approx() {
            return Math.nextDown(v);
          }
        });
  }

  static double round(BigDecimal x, Grid g, RoundingMode mode) {
    return round(of(x), g, mode);
  }
}
