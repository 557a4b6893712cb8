package jvisa.machine.core;

import jvisa.asm.model.Type;
import jvisa.machine.memory.Half;
import jvisa.machine.memory.LittleEndian;

/** Access by vISA element type to a register file held in a little-endian byte array. */
public final class Grf {

  private Grf() {}

  public static int i32(byte[] g, int off) {
    return LittleEndian.i32(g, off);
  }

  public static void i32(byte[] g, int off, int v) {
    LittleEndian.i32(g, off, v);
  }

  public static short i16(byte[] g, int off) {
    return LittleEndian.i16(g, off);
  }

  public static long i64(byte[] g, int off) {
    return LittleEndian.i64(g, off);
  }

  public static void i64(byte[] g, int off, long v) {
    LittleEndian.i64(g, off, v);
  }

  /**
   * The element at {@code off} as an integer, sign- or zero-extended per its type (raw bits for
   * floats).
   */
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
        return LittleEndian.i16(g, off) & 0xffffL;
      case W:
        return LittleEndian.i16(g, off);
      case UD:
      case F:
      case UV:
      case VF:
        return LittleEndian.i32(g, off) & 0xffffffffL;
      case D:
      case V:
        return LittleEndian.i32(g, off);
      default:
        return LittleEndian.i64(g, off);
    }
  }

  /** Stores the low bytes of {@code v} as an element of type {@code t}. */
  public static void writeInt(byte[] g, int off, Type t, long v) {
    switch (t.size()) {
      case 1:
        g[off] = (byte) v;
        break;
      case 2:
        LittleEndian.i16(g, off, (short) v);
        break;
      case 4:
        LittleEndian.i32(g, off, (int) v);
        break;
      default:
        LittleEndian.i64(g, off, v);
    }
  }

  /** The element at {@code off} of a floating-point type as a double (exact). */
  public static double readFloat(byte[] g, int off, Type t) {
    switch (t) {
      case F:
        return Float.intBitsToFloat(LittleEndian.i32(g, off));
      case DF:
        return Double.longBitsToDouble(LittleEndian.i64(g, off));
      case HF:
        return Half.toFloat(LittleEndian.i16(g, off) & 0xffff);
      case BF:
        return Float.intBitsToFloat((LittleEndian.i16(g, off) & 0xffff) << 16);
      default:
        throw new IllegalArgumentException("not a float type: " + t);
    }
  }
}
