package jvisa.machine.memory;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/** Little-endian loads and stores of 1, 2, 4 or 8 bytes in a byte array (any alignment). */
public final class LittleEndian {
  private static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private LittleEndian() {}

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
}
