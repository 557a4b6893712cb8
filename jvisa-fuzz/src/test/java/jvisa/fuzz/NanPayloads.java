package jvisa.fuzz;

import java.util.Arrays;
import jvisa.machine.memory.Half;
import jvisa.machine.memory.LittleEndian;

/**
 * Byte comparison up to NaN payloads: which NaN an operation on two NaNs gives is the host
 * processor's choice (README, floating point), so two runs may leave different NaNs where they
 * computed the same thing. Bytes that differ count as the same when the aligned dword holding them
 * is a float NaN in both arrays, or else (the dword no float infinity or NaN in either) the aligned
 * word a half NaN, or else the aligned qword a double NaN.
 */
final class NanPayloads {
  private NanPayloads() {}

  /** The first index where {@code a} and {@code b} differ other than in NaN payloads, or -1. */
  static int mismatch(byte[] a, byte[] b) {
    if (a.length != b.length) {
      return Math.min(a.length, b.length);
    }
    int from = 0;
    while (true) {
      int at = Arrays.mismatch(a, from, a.length, b, from, b.length);
      if (at < 0) {
        return -1;
      }
      at += from;
      int end = nanEnd(a, b, at);
      if (end < 0) {
        return at;
      }
      from = end;
    }
  }

  /** The end of the aligned NaN in both arrays that holds byte {@code at}, or -1 when none does. */
  private static int nanEnd(byte[] a, byte[] b, int at) {
    int dword = at & ~3;
    if (dword + 4 <= a.length && floatNaN(a, dword) && floatNaN(b, dword)) {
      return dword + 4;
    }
    int word = at & ~1;
    if (word + 2 <= a.length
        && !(dword + 4 <= a.length && (floatSpecial(a, dword) || floatSpecial(b, dword)))
        && Half.isNaN(LittleEndian.i16(a, word) & 0xFFFF)
        && Half.isNaN(LittleEndian.i16(b, word) & 0xFFFF)) {
      return word + 2;
    }
    int qword = at & ~7;
    if (qword + 8 <= a.length
        && Double.isNaN(Double.longBitsToDouble(LittleEndian.i64(a, qword)))
        && Double.isNaN(Double.longBitsToDouble(LittleEndian.i64(b, qword)))) {
      return qword + 8;
    }
    return -1;
  }

  /** An infinity or NaN as a float: then the float rule alone decides the dword. */
  private static boolean floatSpecial(byte[] bytes, int at) {
    return (LittleEndian.i32(bytes, at) & 0x7f80_0000) == 0x7f80_0000;
  }

  private static boolean floatNaN(byte[] bytes, int at) {
    return Float.isNaN(Float.intBitsToFloat(LittleEndian.i32(bytes, at)));
  }
}
