package jvisa.machine.message;

import jvisa.asm.isa.LscDataShape;

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

  /**
   * The size of a data shape as the instruction table reads it: d8 d16 d32 d64 d8u32 d16u32
   * d16u32h.
   */
  public static LscDataSize of(LscDataShape shape) {
    if (shape == null) {
      throw new IllegalArgumentException("unknown LSC data shape");
    }
    if (shape.high16()) {
      return D16U32H;
    }
    for (LscDataSize d : values()) {
      if (d != D16U32H
          && d.memoryBytes == shape.memoryBytes()
          && d.registerBytes == shape.registerBytes()) {
        return d;
      }
    }
    throw new IllegalArgumentException("unknown LSC data size");
  }

  /** Parses the element spelling: d8 d16 d32 d64 d8u32/d8c32 d16u32/d16c32 d16u32h/d16c32h. */
  public static LscDataSize parse(String text) {
    LscDataShape shape = LscDataShape.parse(text);
    if (shape == null || shape.vectorSize() != 1 || shape.transposed()) {
      throw new IllegalArgumentException("unknown LSC data size :" + text);
    }
    return of(shape);
  }

  /** Bits between a register element's low end and its memory value: 16 for d16u32h, else 0. */
  public int registerShift() {
    return this == D16U32H ? 16 : 0;
  }
}
