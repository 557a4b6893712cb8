package jvisa.machine.memory;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Little-endian loads and stores of 1, 2, 4 or 8 bytes in a byte array (any alignment): the one
 * byte-access helper of memory pages, register files, payloads and binary files.
 */
public final class LittleEndian {
  private static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private LittleEndian() {}

  public static short i16(byte[] a, int at) {
    return (short) SHORT.get(a, at);
  }

  public static void i16(byte[] a, int at, short value) {
    SHORT.set(a, at, value);
  }

  public static int i32(byte[] a, int at) {
    return (int) INT.get(a, at);
  }

  public static void i32(byte[] a, int at, int value) {
    INT.set(a, at, value);
  }

  public static long i64(byte[] a, int at) {
    return (long) LONG.get(a, at);
  }

  public static void i64(byte[] a, int at, long value) {
    LONG.set(a, at, value);
  }

  /** The {@code width}-byte value at {@code at}, zero-extended. */
  public static long get(byte[] a, int at, int width) {
    switch (width) {
      case 1:
        return a[at] & 0xFFL;
      case 2:
        return (short) SHORT.get(a, at) & 0xFFFFL;
      case 4:
        return (int) INT.get(a, at) & 0xFFFF_FFFFL;
      case 8:
        return (long) LONG.get(a, at);
      default:
        throw new IllegalArgumentException("access width must be 1, 2, 4 or 8 bytes: " + width);
    }
  }

  /** Stores the low {@code width} bytes of {@code value} at {@code at}. */
  public static void put(byte[] a, int at, int width, long value) {
    switch (width) {
      case 1:
        a[at] = (byte) value;
        break;
      case 2:
        SHORT.set(a, at, (short) value);
        break;
      case 4:
        INT.set(a, at, (int) value);
        break;
      case 8:
        LONG.set(a, at, value);
        break;
      default:
        throw new IllegalArgumentException("access width must be 1, 2, 4 or 8 bytes: " + width);
    }
  }

  /**
   * The first {@code count} bytes at {@code at} (any count; bytes past the eighth are ignored),
   * zero-extended.
   */
  public static long getBytes(byte[] a, int at, int count) {
    long value = 0;
    for (int i = 0; i < Math.min(count, 8); i++) {
      value |= (a[at + i] & 0xFFL) << (8 * i);
    }
    return value;
  }

  /**
   * Stores {@code value} in {@code count} bytes at {@code at} (any count; bytes past the eighth
   * become 0).
   */
  public static void putBytes(byte[] a, int at, int count, long value) {
    for (int i = 0; i < count; i++) {
      a[at + i] = i < 8 ? (byte) (value >>> (8 * i)) : 0;
    }
  }
}
