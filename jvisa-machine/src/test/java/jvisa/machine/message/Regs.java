package jvisa.machine.message;

import java.util.Arrays;
import jvisa.machine.memory.LittleEndian;

/** Test helpers for building and reading a register file. */
final class Regs {
  /** Byte every fresh test register is filled with, so untouched bytes are recognisable. */
  static final byte POISON = (byte) 0xEE;

  static final long POISON_DWORD = 0xEEEE_EEEEL;

  private Regs() {}

  static byte[] file(int registers) {
    byte[] grf = new byte[registers * Payload.REGISTER_BYTES];
    Arrays.fill(grf, POISON);
    return grf;
  }

  static int reg(int n) {
    return n * Payload.REGISTER_BYTES;
  }

  static void putDwords(byte[] grf, int at, long... values) {
    for (int i = 0; i < values.length; i++) {
      LittleEndian.put(grf, at + 4 * i, 4, values[i]);
    }
  }

  static void putQwords(byte[] grf, int at, long... values) {
    for (int i = 0; i < values.length; i++) {
      LittleEndian.put(grf, at + 8 * i, 8, values[i]);
    }
  }

  static long[] dwords(byte[] grf, int at, int count) {
    long[] out = new long[count];
    for (int i = 0; i < count; i++) {
      out[i] = LittleEndian.get(grf, at + 4 * i, 4);
    }
    return out;
  }

  static long[] qwords(byte[] grf, int at, int count) {
    long[] out = new long[count];
    for (int i = 0; i < count; i++) {
      out[i] = LittleEndian.get(grf, at + 8 * i, 8);
    }
    return out;
  }

  /** Lanes 0..n-1 with values start, start+step, ... */
  static long[] ramp(int n, long start, long step) {
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      out[i] = start + i * step;
    }
    return out;
  }
}
