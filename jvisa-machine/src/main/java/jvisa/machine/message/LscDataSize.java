package jvisa.machine.message;

/**
 * LSC data sizes: bytes in memory and bytes per element in registers. {@code d8u32} and {@code
 * d16u32} (older IGC prints {@code d8c32}, {@code d16c32}) load into the low bits of a dword,
 * zero-extended, and store its low bits; {@code d16u32h} uses the high half of the dword (the low
 * half reads as 0). Plain {@code d8} and {@code d16} are packed: one byte or word per element.
 */
public enum LscDataSize {
  D8(1, 1),
  D16(2, 2),
  D32(4, 4),
  D64(8, 8),
  D8U32(1, 4),
  D16U32(2, 4),
  D16U32H(2, 4);

  private final int memoryBytes;
  private final int registerBytes;

  LscDataSize(int memoryBytes, int registerBytes) {
    this.memoryBytes = memoryBytes;
    this.registerBytes = registerBytes;
  }

  public int memoryBytes() {
    return memoryBytes;
  }

  public int registerBytes() {
    return registerBytes;
  }

  /** Parses the text spelling: d8 d16 d32 d64 d8u32/d8c32 d16u32/d16c32 d16u32h/d16c32h. */
  public static LscDataSize parse(String text) {
    switch (text) {
      case "d8":
        return D8;
      case "d16":
        return D16;
      case "d32":
        return D32;
      case "d64":
        return D64;
      case "d8u32":
      case "d8c32":
        return D8U32;
      case "d16u32":
      case "d16c32":
        return D16U32;
      case "d16u32h":
      case "d16c32h":
        return D16U32H;
      default:
        throw new IllegalArgumentException("unknown LSC data size :" + text);
    }
  }

  /** Bits between a register element's low end and its memory value: 16 for d16u32h, else 0. */
  public int registerShift() {
    return this == D16U32H ? 16 : 0;
  }
}
