package jvisa.ocl.corpus;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;
import jvisa.machine.memory.Half;
import jvisa.machine.memory.LittleEndian;

/**
 * One kernel argument of a case, in kernel-signature order.
 *
 * @param count elements of a {@code global} or {@code local} buffer (1 for a scalar)
 * @param value a scalar's value, exactly as written in the JSON
 * @param input file (relative to the case folder) with a {@code global} buffer's initial contents
 * @param expected file with an {@code output} buffer's reference contents
 */
public record ArgSpec(
    String name,
    ArgKind kind,
    ElementType type,
    long count,
    Optional<BufferInit> init,
    Optional<BigDecimal> value,
    boolean output,
    Optional<String> input,
    Optional<String> expected) {

  /** Bytes of the buffer ({@code count * type.size()}), or of the scalar. */
  public long byteSize() {
    return count * type.size();
  }

  /**
   * A scalar's value as little-endian bytes of its type: integers may be given signed or unsigned
   * (wrapped as C converts them), floats and halves are rounded to nearest even from the decimal.
   *
   * @throws IllegalArgumentException when this is not a scalar, or the value does not fit the type
   */
  public byte[] scalarBytes() {
    if (kind != ArgKind.SCALAR || value.isEmpty()) {
      throw new IllegalArgumentException("argument '" + name + "' is not a scalar with a value");
    }
    BigDecimal v = value.get();
    long bits =
        switch (type) {
          case FLOAT -> floatBits(v);
          case HALF -> halfBits(v);
          default -> integerBits(v);
        };
    byte[] out = new byte[type.size()];
    LittleEndian.putBytes(out, 0, out.length, bits);
    return out;
  }

  private long integerBits(BigDecimal v) {
    BigInteger i;
    try {
      i = v.toBigIntegerExact();
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException(
          "value "
              + v.toPlainString()
              + " of "
              + type.clName()
              + " argument '"
              + name
              + "' is not an integer");
    }
    int bits = type.size() * 8;
    BigInteger min = BigInteger.ONE.shiftLeft(bits - 1).negate();
    BigInteger max = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
    if (i.compareTo(min) < 0 || i.compareTo(max) > 0) {
      throw new IllegalArgumentException(
          "value " + i + " does not fit " + type.clName() + " argument '" + name + "'");
    }
    return i.longValue();
  }

  private long floatBits(BigDecimal v) {
    float f = Float.parseFloat(v.toString());
    if (Float.isInfinite(f)) {
      throw new IllegalArgumentException("value " + v + " overflows float argument '" + name + "'");
    }
    return Float.floatToRawIntBits(f) & 0xFFFFFFFFL;
  }

  private long halfBits(BigDecimal v) {
    int h = Half.fromDecimal(v);
    if ((h & 0x7FFF) == 0x7C00) {
      throw new IllegalArgumentException("value " + v + " overflows half argument '" + name + "'");
    }
    return h;
  }
}
