package jvisa.api;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Objects;
import jvisa.ocl.corpus.ElementType;

/**
 * A buffer for a {@code __global} (or {@code __constant}) kernel argument: elements of one type,
 * stored little-endian as the GPU sees them. A launch starts from the buffer's contents and, once
 * it has run, replaces them with the kernel's results, so the same buffer reads back what the
 * kernel wrote.
 */
public final class Buffer {
  private final ElementType type;
  private byte[] bytes;

  private Buffer(ElementType type, byte[] bytes) {
    this.type = Objects.requireNonNull(type, "type");
    if (bytes.length == 0 || bytes.length % type.size() != 0) {
      throw new IllegalArgumentException(
          "a "
              + type.clName()
              + " buffer needs a positive whole number of "
              + type.size()
              + "-byte elements, not "
              + bytes.length
              + " bytes");
    }
    this.bytes = bytes;
  }

  /** {@code count} zeroed elements of {@code type}. */
  public static Buffer zeros(ElementType type, long count) {
    if (count < 1 || count * type.size() > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException("cannot make a buffer of " + count + " elements");
    }
    return new Buffer(type, new byte[(int) count * type.size()]);
  }

  /** An {@code int} buffer holding a copy of {@code values}. */
  public static Buffer of(int... values) {
    byte[] out = allocate(values.length * 4L);
    little(out).asIntBuffer().put(values);
    return new Buffer(ElementType.INT, out);
  }

  /** A {@code float} buffer holding a copy of {@code values}. */
  public static Buffer of(float... values) {
    byte[] out = allocate(values.length * 4L);
    little(out).asFloatBuffer().put(values);
    return new Buffer(ElementType.FLOAT, out);
  }

  /** A {@code long} buffer holding a copy of {@code values}. */
  public static Buffer of(long... values) {
    byte[] out = allocate(values.length * 8L);
    little(out).asLongBuffer().put(values);
    return new Buffer(ElementType.LONG, out);
  }

  /** A {@code short} buffer holding a copy of {@code values}. */
  public static Buffer of(short... values) {
    byte[] out = allocate(values.length * 2L);
    little(out).asShortBuffer().put(values);
    return new Buffer(ElementType.SHORT, out);
  }

  /** A {@code char} buffer holding a copy of {@code values}. */
  public static Buffer of(byte... values) {
    return new Buffer(ElementType.CHAR, values.clone());
  }

  /**
   * A buffer of {@code type} holding a copy of the remaining bytes of {@code data} (raw element
   * bytes, little-endian; the position of {@code data} is not moved).
   */
  public static Buffer of(ElementType type, ByteBuffer data) {
    byte[] copy = new byte[data.remaining()];
    data.duplicate().get(copy);
    return new Buffer(type, copy);
  }

  /** A buffer of {@code type} holding a copy of raw little-endian element bytes. */
  public static Buffer ofBytes(ElementType type, byte[] data) {
    return new Buffer(type, data.clone());
  }

  /** The element type. */
  public ElementType type() {
    return type;
  }

  /** Number of elements. */
  public long count() {
    return bytes.length / type.size();
  }

  /** Size in bytes. */
  public int byteSize() {
    return bytes.length;
  }

  /** A copy of the raw little-endian bytes. */
  public byte[] toByteArray() {
    return bytes.clone();
  }

  /** A read-only little-endian view of the contents. */
  public ByteBuffer asByteBuffer() {
    return ByteBuffer.wrap(bytes).asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
  }

  /** The elements as {@code int}s (for 4-byte integer buffers: {@code int}, {@code uint}). */
  public int[] toIntArray() {
    requireSize(4, false, "int");
    int[] out = new int[(int) count()];
    asByteBuffer().asIntBuffer().get(out);
    return out;
  }

  /** The elements as {@code float}s (for {@code float} buffers). */
  public float[] toFloatArray() {
    if (type != ElementType.FLOAT) {
      throw new IllegalStateException("a " + type.clName() + " buffer has no float elements");
    }
    float[] out = new float[(int) count()];
    asByteBuffer().asFloatBuffer().get(out);
    return out;
  }

  /** The elements as {@code long}s (for 8-byte integer buffers: {@code long}, {@code ulong}). */
  public long[] toLongArray() {
    requireSize(8, false, "long");
    long[] out = new long[(int) count()];
    asByteBuffer().asLongBuffer().get(out);
    return out;
  }

  /** The elements as {@code short}s (for 2-byte buffers: {@code short}, {@code ushort}, half). */
  public short[] toShortArray() {
    requireSize(2, true, "short");
    short[] out = new short[(int) count()];
    asByteBuffer().asShortBuffer().get(out);
    return out;
  }

  byte[] contents() {
    return bytes;
  }

  void replaceContents(byte[] result) {
    bytes = result.clone();
  }

  private void requireSize(int size, boolean floatingAllowed, String java) {
    if (type.size() != size || type.isFloating() && !floatingAllowed) {
      throw new IllegalStateException(
          "a " + type.clName() + " buffer has no " + java + " elements");
    }
  }

  private static byte[] allocate(long size) {
    if (size > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException("a buffer of " + size + " bytes is too large");
    }
    return new byte[(int) size];
  }

  private static ByteBuffer little(byte[] bytes) {
    return ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
  }

  @Override
  public String toString() {
    return "Buffer[" + count() + " " + type.clName() + "]";
  }
}
