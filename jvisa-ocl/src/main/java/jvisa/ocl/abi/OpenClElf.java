package jvisa.ocl.abi;

/**
 * Finds the patch-token program inside ocloc's OpenCL ELF (64-bit, little-endian): the section of
 * type {@code 0xff000005} (device binary; {@code 0xff00000a}, non-coherent device binary, as a
 * fallback). A file that already starts with the patch-token magic is taken whole.
 */
final class OpenClElf {

  private static final int SHT_OPENCL_DEV_BINARY = 0xff000005;
  private static final int SHT_OPENCL_NON_COHERENT_DEV_BINARY = 0xff00000a;
  private static final int ELF_MAGIC = 0x464C457F;

  private OpenClElf() {}

  /** [start, end) of the patch-token program in {@code bytes}. */
  static long[] locateProgram(FileBytes bytes, int programMagic) {
    if (bytes.length() >= 4 && bytes.i32(0, "magic") == ELF_MAGIC) {
      return locateElfSection(bytes);
    }
    if (bytes.length() >= 4 && bytes.i32(0, "magic") == programMagic) {
      return new long[] {0, bytes.length()};
    }
    throw bytes.error("neither an OpenCL ELF (\\x7fELF) nor a patch-token program (magic 'CTNI')");
  }

  private static long[] locateElfSection(FileBytes bytes) {
    if (bytes.u8(4, "ELF class") != 2 || bytes.u8(5, "ELF data encoding") != 1) {
      throw bytes.error("expected a 64-bit little-endian ELF");
    }
    long shoff = bytes.i64(0x28, "ELF section header offset");
    int shentsize = bytes.u16(0x3A, "ELF section header size");
    int shnum = bytes.u16(0x3C, "ELF section count");
    if (shentsize < 0x28) {
      throw bytes.error("ELF section headers of " + shentsize + " bytes, expected at least 40");
    }
    long[] nonCoherent = null;
    for (int i = 0; i < shnum; i++) {
      long sh = shoff + (long) i * shentsize;
      int type = bytes.i32(sh + 4, "ELF section " + i + " type");
      if (type != SHT_OPENCL_DEV_BINARY && type != SHT_OPENCL_NON_COHERENT_DEV_BINARY) {
        continue;
      }
      long offset = bytes.i64(sh + 0x18, "ELF section " + i + " offset");
      long size = bytes.i64(sh + 0x20, "ELF section " + i + " size");
      bytes.require(offset, size, "ELF section " + i + " (Intel device binary)");
      long[] range = {offset, offset + size};
      if (type == SHT_OPENCL_DEV_BINARY) {
        return range;
      }
      nonCoherent = range;
    }
    if (nonCoherent != null) {
      return nonCoherent;
    }
    throw bytes.error("the ELF has no Intel device-binary section (type 0xff000005)");
  }
}
