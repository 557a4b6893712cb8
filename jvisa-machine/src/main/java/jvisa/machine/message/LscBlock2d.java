package jvisa.machine.message;

import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.LittleEndian;

/**
 * The untyped 2D block messages {@code lsc_load_block2d} and {@code lsc_store_block2d} (SIMD1,
 * ignore the mask). The surface is described by operands: a 64-bit base address, its width in bytes
 * minus 1, height in rows minus 1 and row pitch in bytes minus 1; the block starts at element
 * column x and row y (signed). Elements outside the surface read as 0 and are not written.
 *
 * <p>Load register layout, in elements of the data size T, with W x H the block shape, B the block
 * count and "pitch" = next power of two of the register row length: block b starts at element
 * {@code b * roundUp(pitch * rows, 32 / T)}; non-transposed rows are W elements long (H rows),
 * transposed rows are H elements long (one per column, W rows); with VNNI, {@code 4 / T}
 * consecutive rows (columns when transposed) are interleaved element by element. Register bytes of
 * a block not covered by elements are zeroed. Block b covers surface columns {@code x + b*W ..}.
 */
public final class LscBlock2d {
  private LscBlock2d() {}

  /** The surface operands of a block2d message: {@code flat[base, w-1, h-1, pitch-1, x, y]}. */
  public record Surface(long base, long widthMinus1, long heightMinus1, long pitchMinus1) {}

  /**
   * {@code lsc_load_block2d.ugm (M1_NM, 1) dst:d<N>.<B>x<W>x<H><t|n><t|n>
   * flat[base,width-1,height-1,pitch-1,x,y]}.
   */
  public static void load(
      AddressSpace memory,
      LscDataSize data,
      int blocks,
      int width,
      int height,
      boolean transpose,
      boolean vnni,
      Surface surface,
      long x,
      long y,
      byte[] grf,
      int dst) {
    int t = checkShape(data, blocks, width, height);
    if (vnni && t > 2) {
      throw new IllegalArgumentException("VNNI needs d8 or d16 data");
    }
    int perDword = vnni ? 4 / t : 1;
    int rowLength = transpose ? height : width;
    int rowPitch = nextPowerOfTwo(rowLength);
    int rows = transpose ? width : height;
    int blockSize = rowPitch * rows;
    int perRegister = Payload.REGISTER_BYTES / t;
    int blockPitch = (blockSize + perRegister - 1) / perRegister * perRegister;
    for (int b = 0; b < blocks; b++) {
      int blockStart = dst + b * blockPitch * t;
      java.util.Arrays.fill(grf, blockStart, blockStart + blockPitch * t, (byte) 0);
      for (int yy = 0; yy < height; yy++) {
        for (int xx = 0; xx < width; xx++) {
          // position of element (yy, xx) of the block in the register rows
          int major = transpose ? xx : yy; // which register row (group)
          int minor = transpose ? yy : xx; // position within the row
          int group = major / perDword;
          int lane = major % perDword;
          int element = group * rowPitch * perDword + minor * perDword + lane;
          long value = element(memory, surface, x + (long) b * width + xx, y + yy, t);
          LittleEndian.put(grf, blockStart + element * t, t, value);
        }
      }
    }
  }

  /**
   * {@code lsc_store_block2d.ugm (M1_NM, 1) flat[base,width-1,height-1,pitch-1,x,y]
   * src:d<N>.<W>x<H>nn}: one non-transposed block, row yy at element {@code yy * pitch}.
   */
  public static void store(
      AddressSpace memory,
      LscDataSize data,
      int width,
      int height,
      Surface surface,
      long x,
      long y,
      byte[] grf,
      int src) {
    int t = checkShape(data, 1, width, height);
    int rowPitch = nextPowerOfTwo(width);
    for (int yy = 0; yy < height; yy++) {
      for (int xx = 0; xx < width; xx++) {
        long address = address(surface, x + xx, y + yy, t);
        if (address != -1) {
          memory.store(address, t, LittleEndian.get(grf, src + (yy * rowPitch + xx) * t, t));
        }
      }
    }
  }

  private static int nextPowerOfTwo(int n) {
    return n <= 1 ? 1 : Integer.highestOneBit(n - 1) << 1;
  }

  private static long element(AddressSpace memory, Surface s, long col, long row, int t) {
    long address = address(s, col, row, t);
    return address == -1 ? 0 : memory.load(address, t);
  }

  /** Address of element (col, row), or -1 when it lies outside the surface. */
  private static long address(Surface s, long col, long row, int t) {
    long widthBytes = (s.widthMinus1() & 0xFFFF_FFFFL) + 1;
    long heightRows = (s.heightMinus1() & 0xFFFF_FFFFL) + 1;
    long pitch = (s.pitchMinus1() & 0xFFFF_FFFFL) + 1;
    int c = (int) col;
    int r = (int) row;
    if (c < 0 || r < 0 || (long) c * t + t > widthBytes || r >= heightRows) {
      return -1;
    }
    return s.base() + r * pitch + (long) c * t;
  }

  private static int checkShape(LscDataSize data, int blocks, int width, int height) {
    if (data.memoryBytes() != data.registerBytes()) {
      throw new IllegalArgumentException("2D block messages take d8, d16, d32 or d64 data");
    }
    if (blocks < 1 || blocks > 4 || width < 1 || width > 64 || height < 1 || height > 256) {
      throw new IllegalArgumentException(
          "bad 2D block shape " + blocks + "x" + width + "x" + height);
    }
    return data.memoryBytes();
  }
}
