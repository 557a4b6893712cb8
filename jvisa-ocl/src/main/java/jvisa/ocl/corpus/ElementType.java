package jvisa.ocl.corpus;

import java.util.Locale;
import java.util.Optional;
import jvisa.machine.memory.Half;

/**
 * The element types a corpus buffer or scalar can have, with their size and how to read one from
 * bytes.
 */
public enum ElementType {
  CHAR(1, true, false),
  UCHAR(1, false, false),
  SHORT(2, true, false),
  USHORT(2, false, false),
  INT(4, true, false),
  UINT(4, false, false),
  LONG(8, true, false),
  ULONG(8, false, false),
  FLOAT(4, true, true),
  HALF(2, true, true);

  private final int size;
  private final boolean signed;
  private final boolean floating;

  ElementType(int size, boolean signed, boolean floating) {
    this.size = size;
    this.signed = signed;
    this.floating = floating;
  }

  /** Bytes per element. */
  public int size() {
    return size;
  }

  public boolean isSigned() {
    return signed;
  }

  public boolean isFloating() {
    return floating;
  }

  /** The OpenCL C name ({@code "uint"}, {@code "half"}, ...). */
  public String clName() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static Optional<ElementType> ofClName(String name) {
    for (ElementType t : values()) {
      if (t.clName().equals(name)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  /** The raw little-endian bits of element {@code index}, zero-extended. */
  public long bitsAt(byte[] buffer, int index) {
    int base = index * size;
    long bits = 0;
    for (int i = size - 1; i >= 0; i--) {
      bits = bits << 8 | (buffer[base + i] & 0xFF);
    }
    return bits;
  }

  /**
   * Element {@code index} written the way OpenCL C would print it (floats with their bit pattern).
   */
  public String format(byte[] buffer, int index) {
    return formatBits(bitsAt(buffer, index));
  }

  /** Raw bits (zero-extended) written as a value of this type. */
  public String formatBits(long bits) {
    return switch (this) {
      case CHAR -> Byte.toString((byte) bits);
      case SHORT -> Short.toString((short) bits);
      case INT -> Integer.toString((int) bits);
      case LONG -> Long.toString(bits);
      case UCHAR, USHORT, UINT -> Long.toString(bits);
      case ULONG -> Long.toUnsignedString(bits);
      case FLOAT -> Float.intBitsToFloat((int) bits) + String.format(" (0x%08x)", bits);
      case HALF -> Half.toFloat((int) bits) + String.format(" (0x%04x)", bits);
    };
  }
}
