package jvisa.machine.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import jvisa.asm.model.Type;

/** Typed little-endian access to a register file held in a byte array. */
public final class Grf {
  private static final VarHandle I16 = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle I32 = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle I64 = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  private Grf() {}

  public static int i32(byte[] g, int off) {
    return (int) I32.get(g, off);
  }

  public static void i32(byte[] g, int off, int v) {
    I32.set(g, off, v);
  }

  public static short i16(byte[] g, int off) {
    return (short) I16.get(g, off);
  }

  public static long i64(byte[] g, int off) {
    return (long) I64.get(g, off);
  }

  public static void i64(byte[] g, int off, long v) {
    I64.set(g, off, v);
  }

  /** The element at {@code off} as an integer, sign- or zero-extended per its type (raw bits for floats). */
  public static long readInt(byte[] g, int off, Type t) {
    switch (t) {
      case UB:
      case BOOL:
        return g[off] & 0xffL;
      case B:
        return g[off];
      case UW:
      case HF:
      case BF:
        return (short) I16.get(g, off) & 0xffffL;
      case W:
        return (short) I16.get(g, off);
      case UD:
      case F:
      case UV:
      case VF:
        return (int) I32.get(g, off) & 0xffffffffL;
      case D:
      case V:
        return (int) I32.get(g, off);
      default:
        return (long) I64.get(g, off);
    }
  }

  /** Stores the low bytes of {@code v} as an element of type {@code t}. */
  public static void writeInt(byte[] g, int off, Type t, long v) {
    switch (t.size()) {
      case 1:
        g[off] = (byte) v;
        break;
      case 2:
        I16.set(g, off, (short) v);
        break;
      case 4:
        I32.set(g, off, (int) v);
        break;
      default:
        I64.set(g, off, v);
    }
  }

  /** The element at {@code off} of a floating-point type as a double (exact). */
  public static double readFloat(byte[] g, int off, Type t) {
    switch (t) {
      case F:
        return Float.intBitsToFloat((int) I32.get(g, off));
      case DF:
        return Double.longBitsToDouble((long) I64.get(g, off));
      case HF:
        return jvisa.machine.memory.Half.toFloat((short) I16.get(g, off) & 0xffff);
      case BF:
        return Float.intBitsToFloat(((short) I16.get(g, off) & 0xffff) << 16);
      default:
        throw new IllegalArgumentException("not a float type: " + t);
    }
  }
}
