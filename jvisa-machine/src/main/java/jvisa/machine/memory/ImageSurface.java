package jvisa.machine.memory;

/**
 * A typed (image) surface: a linear 1D, 2D or 3D array of pixels of one {@link SurfaceFormat} in
 * global memory, mip level 0 only. Pixel (x, y, slice) lives at {@code base + slice * slicePitch +
 * y * rowPitch + x * pixelBytes}; array surfaces keep their array index in the slice.
 *
 * <p>Typed messages address it with U, V, R coordinates whose meaning depends on the {@link
 * Dimension}; an out-of-range pixel (or a nonzero LOD) reads as 0 with alpha 1 and is not written.
 * Its {@link AddressSpace} view is its raw bytes, bounded like a buffer.
 */
public final class ImageSurface implements Surface {
  /** Surface types and how they read the U, V, R coordinates. */
  public enum Dimension {
    /** U = x. */
    D1,
    /** U = x, V = array index. */
    D1_ARRAY,
    /** U = x, V = y. */
    D2,
    /** U = x, V = y, R = array index. */
    D2_ARRAY,
    /** U = x, V = y, R = z. */
    D3
  }

  private final String name;
  private final AddressSpace memory;
  private final long base;
  private final Dimension dimension;
  private final SurfaceFormat format;
  private final int width;
  private final int height;
  private final int depth;
  private final long rowPitch;
  private final long slicePitch;

  /**
   * @param width pixels per row
   * @param height rows (1 for 1D surfaces)
   * @param depth slices: 3D depth or array size (1 for plain 1D and 2D surfaces)
   * @param rowPitch bytes from one row to the next, at least {@code width * pixelBytes}
   * @param slicePitch bytes from one slice to the next, at least {@code height * rowPitch}
   */
  public ImageSurface(
      String name,
      AddressSpace memory,
      long base,
      Dimension dimension,
      SurfaceFormat format,
      int width,
      int height,
      int depth,
      long rowPitch,
      long slicePitch) {
    if (width < 1 || height < 1 || depth < 1) {
      throw new IllegalArgumentException(
          "image dimensions must be positive: " + width + "x" + height + "x" + depth);
    }
    if (rowPitch < (long) width * format.pixelBytes() || slicePitch < height * rowPitch) {
      throw new IllegalArgumentException("image pitches are smaller than its rows or slices");
    }
    this.name = name;
    this.memory = memory;
    this.base = base;
    this.dimension = dimension;
    this.format = format;
    this.width = width;
    this.height = height;
    this.depth = depth;
    this.rowPitch = rowPitch;
    this.slicePitch = slicePitch;
  }

  /** A tightly packed 2D image. */
  public static ImageSurface packed2d(
      String name, GlobalMemory memory, long base, SurfaceFormat format, int width, int height) {
    long row = (long) width * format.pixelBytes();
    return new ImageSurface(
        name, memory, base, Dimension.D2, format, width, height, 1, row, row * height);
  }

  /**
   * The same image with its bytes reached through {@code memory} (a checked view of the global
   * memory behind it).
   */
  public ImageSurface through(AddressSpace memory) {
    return new ImageSurface(
        name, memory, base, dimension, format, width, height, depth, rowPitch, slicePitch);
  }

  /** The memory holding the image's bytes (global addresses). */
  public AddressSpace memory() {
    return memory;
  }

  /** The global address of the image's first byte. */
  public long base() {
    return base;
  }

  @Override
  public String name() {
    return name;
  }

  public SurfaceFormat format() {
    return format;
  }

  public Dimension dimension() {
    return dimension;
  }

  public int width() {
    return width;
  }

  public int height() {
    return height;
  }

  public int depth() {
    return depth;
  }

  public long rowPitch() {
    return rowPitch;
  }

  /** Total bytes spanned by the surface. */
  public long byteSize() {
    return slicePitch * depth;
  }

  /**
   * The byte address of pixel (u, v, r) for this surface's dimension, or -1 when it is out of
   * bounds. Coordinates are the 32-bit register values, read as signed numbers.
   */
  public long pixelAddress(int u, int v, int r, int lod) {
    int x = u;
    int y = 0;
    int slice = 0;
    switch (dimension) {
      case D1:
        break;
      case D1_ARRAY:
        slice = v;
        break;
      case D2:
        y = v;
        break;
      case D2_ARRAY:
      case D3:
        y = v;
        slice = r;
        break;
      default:
        throw new AssertionError(dimension);
    }
    if (lod != 0 || x < 0 || x >= width || y < 0 || y >= height || slice < 0 || slice >= depth) {
      return -1;
    }
    return base + slice * slicePitch + y * rowPitch + (long) x * format.pixelBytes();
  }

  /**
   * Reads the pixel at {@code address} (from {@link #pixelAddress}, -1 for out of bounds) as four
   * register values R, G, B, A into {@code rgba}.
   */
  public void readPixel(long address, int[] rgba) {
    readPixel(address, rgba, null);
  }

  /**
   * As {@link #readPixel(long, int[])}, telling {@code lane} (when not null) of each channel's
   * access first.
   */
  public void readPixel(long address, int[] rgba, PixelLane lane) {
    for (int c = 0; c < 4; c++) {
      int offset = format.channelOffset(c);
      if (address < 0 || offset < 0) {
        rgba[c] = format.missingChannel(c);
      } else {
        if (lane != null) {
          lane.channel(c, format.channelBytes());
        }
        rgba[c] = format.toRegister(memory.load(address + offset, format.channelBytes()));
      }
    }
  }

  /**
   * Writes the channels of {@code rgba} selected by {@code channelMask} (bit 0 = R .. bit 3 = A) to
   * the pixel at {@code address}; nothing is written when it is -1 (out of bounds).
   */
  public void writePixel(long address, int channelMask, int[] rgba) {
    writePixel(address, channelMask, rgba, null);
  }

  /**
   * As {@link #writePixel(long, int, int[])}, telling {@code lane} (when not null) of each
   * channel's access first.
   */
  public void writePixel(long address, int channelMask, int[] rgba, PixelLane lane) {
    if (address < 0) {
      return;
    }
    for (int c = 0; c < 4; c++) {
      int offset = format.channelOffset(c);
      if ((channelMask & (1 << c)) != 0 && offset >= 0) {
        if (lane != null) {
          lane.channel(c, format.channelBytes());
        }
        memory.store(address + offset, format.channelBytes(), format.toMemory(rgba[c]));
      }
    }
  }

  /** Atomic read-modify-write on the pixel at {@code address}; returns 0 when it is -1. */
  public long atomicPixel(
      long address, int bytes, AtomicUpdate update, long operand0, long operand1) {
    return address < 0 ? 0 : memory.atomic(address, bytes, update, operand0, operand1);
  }

  /**
   * One byte of a media block read: byte {@code x} of row {@code y} of slice 0, with both clamped
   * to the surface's edges (x at pixel granularity, keeping the byte's position in the pixel).
   */
  public int readByteClamped(int x, int y) {
    return (int) memory.load(clampedByteAddress(x, y), 1);
  }

  /** The global address {@link #readByteClamped} reads. */
  public long clampedByteAddress(int x, int y) {
    int pixelBytes = format.pixelBytes();
    int pixel = Math.floorDiv(x, pixelBytes);
    int within = Math.floorMod(x, pixelBytes);
    int cx = Math.max(0, Math.min(width - 1, pixel));
    int cy = Math.max(0, Math.min(height - 1, y));
    return base + cy * rowPitch + (long) cx * pixelBytes + within;
  }

  /** One byte of a media block write: dropped when outside the rows' pixel bytes of slice 0. */
  public void writeByteIfInside(int x, int y, int value) {
    long address = byteAddressIfInside(x, y);
    if (address >= 0) {
      memory.store(address, 1, value);
    }
  }

  /** The global address {@link #writeByteIfInside} writes, or -1 when it drops the byte. */
  public long byteAddressIfInside(int x, int y) {
    return x >= 0 && x < (long) width * format.pixelBytes() && y >= 0 && y < height
        ? base + y * rowPitch + x
        : -1;
  }

  /** Told of each channel of a pixel before it is read or written (the checks' lane calls). */
  public interface PixelLane {
    /**
     * Called before the access of one channel.
     *
     * @param channel 0..3 for R, G, B, A
     * @param bytes the channel's bytes in memory
     */
    void channel(int channel, int bytes);
  }

  private boolean rawInBounds(long offset, int bytes) {
    return offset >= 0 && offset <= byteSize() - bytes;
  }

  @Override
  public long load(long offset, int bytes) {
    return rawInBounds(offset, bytes) ? memory.load(base + offset, bytes) : 0;
  }

  @Override
  public void store(long offset, int bytes, long value) {
    if (rawInBounds(offset, bytes)) {
      memory.store(base + offset, bytes, value);
    }
  }

  @Override
  public long atomic(long offset, int bytes, AtomicUpdate update, long operand0, long operand1) {
    return rawInBounds(offset, bytes)
        ? memory.atomic(base + offset, bytes, update, operand0, operand1)
        : 0;
  }
}
