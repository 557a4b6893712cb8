package jvisa.ocl.abi;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import jvisa.machine.memory.LittleEndian;

/**
 * A binary file's bytes, read little-endian with bounds checks: a read past the end names the file
 * and the field.
 */
final class FileBytes {

  private final byte[] data;
  private final String source;

  FileBytes(byte[] data, String source) {
    this.data = data;
    this.source = source;
  }

  int length() {
    return data.length;
  }

  String source() {
    return source;
  }

  MetadataFormatException error(String what) {
    return new MetadataFormatException(source + ": " + what);
  }

  void require(long pos, long count, String what) {
    if (pos < 0 || count < 0 || pos > data.length - count) {
      throw error(
          what
              + " needs "
              + count
              + " bytes at offset 0x"
              + Long.toHexString(pos)
              + ", but the file has "
              + data.length
              + " bytes");
    }
  }

  int u8(long pos, String what) {
    require(pos, 1, what);
    return data[(int) pos] & 0xFF;
  }

  int u16(long pos, String what) {
    require(pos, 2, what);
    return (int) LittleEndian.get(data, (int) pos, 2);
  }

  int i32(long pos, String what) {
    require(pos, 4, what);
    return LittleEndian.i32(data, (int) pos);
  }

  /** An unsigned 32-bit value. */
  long u32(long pos, String what) {
    return i32(pos, what) & 0xFFFFFFFFL;
  }

  long i64(long pos, String what) {
    require(pos, 8, what);
    return LittleEndian.i64(data, (int) pos);
  }

  byte[] slice(long pos, long count, String what) {
    require(pos, count, what);
    return Arrays.copyOfRange(data, (int) pos, (int) (pos + count));
  }

  /** A NUL-padded string field: the bytes up to the first NUL. */
  String paddedString(long pos, long count, String what) {
    require(pos, count, what);
    int end = (int) pos;
    int limit = (int) (pos + count);
    while (end < limit && data[end] != 0) {
      end++;
    }
    return new String(data, (int) pos, end - (int) pos, StandardCharsets.ISO_8859_1);
  }
}
