package jvisa.ocl.corpus;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
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
 * @param components a by-value vector's components (empty for a scalar or a buffer); {@code count}
 *     is then the components of space it takes (4 for a 3-component vector)
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
    Optional<String> expected,
    List<BigDecimal> components) {

  /** Copies the components. */
  public ArgSpec {
    components = List.copyOf(components);
  }

  /** An argument that is not a by-value vector. */
  public ArgSpec(
      String name,
      ArgKind kind,
      ElementType type,
      long count,
      Optional<BufferInit> init,
      Optional<BigDecimal> value,
      boolean output,
      Optional<String> input,
      Optional<String> expected) {
    this(name, kind, type, count, init, value, output, input, expected, List.of());
  }

  /**
   * A by-value vector of {@code type}: its components in order (a 3-component vector's fourth lane
   * of space is zero).
   */
  public static ArgSpec vector(String name, VectorType type, List<BigDecimal> components) {
    if (components.size() != type.width()) {
      throw new IllegalArgumentException(
          "argument '"
              + name
              + "' of type "
              + type.clName()
              + " needs "
              + type.width()
              + " components, not "
              + components.size());
    }
    return new ArgSpec(
        name,
        ArgKind.SCALAR,
        type.element(),
        type.storedComponents(),
        Optional.empty(),
        Optional.empty(),
        false,
        Optional.empty(),
        Optional.empty(),
        components);
  }

  /** Bytes of the buffer ({@code count * type.size()}), or of the scalar. */
  public long byteSize() {
    return count * type.size();
  }

  /**
   * A scalar's value as little-endian bytes of its type: integers may be given signed or unsigned
   * (wrapped as C converts them), floats and halves are rounded to nearest even from the decimal. A
   * by-value vector is its components' bytes one after the other, padded with zeros to {@code
   * count} components.
   *
   * @throws IllegalArgumentException when this is not a scalar, or the value does not fit the type
   */
  public byte[] scalarBytes() {
    if (kind == ArgKind.SCALAR && !components.isEmpty()) {
      byte[] out = new byte[(int) byteSize()];
      for (int i = 0; i < components.size(); i++) {
        LittleEndian.putBytes(out, i * type.size(), type.size(), bits(components.get(i)));
      }
      return out;
    }
    if (kind != ArgKind.SCALAR || value.isEmpty()) {
      throw new IllegalArgumentException("argument '" + name + "' is not a scalar with a value");
    }
    byte[] out = new byte[type.size()];
    LittleEndian.putBytes(out, 0, out.length, bits(value.get()));
    return out;
  }

  private long bits(BigDecimal v) {
    return switch (type) {
      case FLOAT -> floatBits(v);
      case HALF -> halfBits(v);
      default -> integerBits(v);
    };
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
