package jvisa.ocl.abi;

/** One patch token in the byte stream; field i is the i-th 32-bit word after the 8-byte header. */
final class BinaryToken {
  final FileBytes bytes;
  final long pos;
  final int id;
  final long size;
  final PatchToken token;

  BinaryToken(FileBytes bytes, long pos, int id, long size) {
    this.bytes = bytes;
    this.pos = pos;
    this.id = id;
    this.size = size;
    this.token = PatchToken.ofId(id);
  }

  String describe() {
    String name = token == PatchToken.UNKNOWN ? "patch token " + id : token.dumpName();
    return name + " at offset 0x" + Long.toHexString(pos);
  }

  MetadataFormatException error(String what) {
    return bytes.error(describe() + " " + what);
  }

  long fieldEnd(int index) {
    return pos + PatchTokenBinaryReader.TOKEN_HEADER_BYTES + 4L * (index + 1);
  }

  int field(int index) {
    if (PatchTokenBinaryReader.TOKEN_HEADER_BYTES + 4L * (index + 1) > size) {
      throw error(
          "is "
              + size
              + " bytes, too short for field "
              + index
              + " (needs "
              + (PatchTokenBinaryReader.TOKEN_HEADER_BYTES + 4L * (index + 1))
              + ")");
    }
    return bytes.i32(pos + PatchTokenBinaryReader.TOKEN_HEADER_BYTES + 4L * index, describe());
  }

  long unsignedField(int index) {
    return field(index) & 0xFFFFFFFFL;
  }

  /**
   * Field {@code index} read unsigned, which must lie in {@code [min, max]}; the error names it and
   * the range.
   */
  int fieldInRange(int index, String name, int min, int max) {
    long v = unsignedField(index);
    if (v < min || v > max) {
      throw error("has " + name + " = " + v + ", out of range: it must be " + min + " to " + max);
    }
    return (int) v;
  }

  boolean flag(int index) {
    return field(index) != 0;
  }

  String string(long at, long count, String what) {
    if (at + count > pos + size) {
      throw error("is " + size + " bytes, too short for its " + what + " of " + count + " bytes");
    }
    return bytes.paddedString(at, count, describe() + " " + what);
  }
}
