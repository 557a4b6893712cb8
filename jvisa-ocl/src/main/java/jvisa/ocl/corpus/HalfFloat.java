package jvisa.ocl.corpus;

import java.math.BigDecimal;

/** IEEE binary16 conversions (Java 17 has none). */
public final class HalfFloat {

    private HalfFloat() {}

    /** The exact float value of half bits {@code h} (low 16 bits used). */
    public static float toFloat(int h) {
        int sign = (h & 0x8000) << 16;
        int exp = (h >>> 10) & 0x1F;
        int mant = h & 0x3FF;
        if (exp == 0x1F) {
            return Float.intBitsToFloat(sign | 0x7F800000 | mant << 13);
        }
        if (exp == 0) {
            float magnitude = mant * 0x1p-24f;
            return sign == 0 ? magnitude : -magnitude;
        }
        return Float.intBitsToFloat(sign | (exp + 112) << 23 | mant << 13);
    }

    public static boolean isNaN(int h) {
        return (h & 0x7C00) == 0x7C00 && (h & 0x3FF) != 0;
    }

    /**
     * The half nearest to {@code value} (ties to even), exact: rounding the decimal to a double first can only
     * mislead when that double lands exactly on a midpoint between two halves, and then the decimal decides.
     */
    public static int fromDecimal(BigDecimal value) {
        int sign = value.signum() < 0 ? 0x8000 : 0;
        BigDecimal magnitude = value.abs();
        double d = magnitude.doubleValue();
        int h = fromDouble(d);
        double hv = toFloat(h);
        if (hv == d) {
            return sign | h;
        }
        int lower = d > hv ? h : h - 1;
        int upper = lower + 1;
        double lowerValue = toFloat(lower);
        double upperValue = upper == 0x7C00 ? 65536.0 : toFloat(upper);
        if (2 * d != lowerValue + upperValue) {
            return sign | h;
        }
        int cmp = magnitude.compareTo(new BigDecimal(d));
        return sign | (cmp > 0 ? upper : cmp < 0 ? lower : h);
    }

    /** The half nearest to {@code d} (ties to even); overflow gives infinity, NaN stays NaN. */
    public static int fromDouble(double d) {
        long bits = Double.doubleToRawLongBits(d);
        int sign = (int) (bits >>> 48) & 0x8000;
        if (Double.isNaN(d)) {
            return sign | 0x7E00;
        }
        double a = Math.abs(d);
        if (a >= 65520.0) {
            return sign | 0x7C00;
        }
        if (a < 0x1p-14) {
            long units = Math.round(a * 0x1p24);
            double exact = a * 0x1p24;
            if (exact - Math.floor(exact) == 0.5 && (units & 1) != 0) {
                units--;
            }
            return sign | (int) units;
        }
        int exp = Math.getExponent(a);
        double scaled = a * Math.pow(2, 10 - exp);
        long mant = (long) Math.floor(scaled);
        double frac = scaled - mant;
        if (frac > 0.5 || (frac == 0.5 && (mant & 1) != 0)) {
            mant++;
        }
        if (mant == 2048) {
            mant = 1024;
            exp++;
        }
        return sign | (exp + 15) << 10 | (int) (mant - 1024);
    }
}
