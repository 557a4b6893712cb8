package jvisa.machine.memory;

/**
 * Pixel formats of typed (image) surfaces and their conversions between memory and the 32-bit
 * register values of typed messages: integers are zero- or sign-extended (and clamped on write),
 * float16 widens to float, normalized formats convert to and from float with round-to-nearest-even
 * and clamping. A channel the format lacks reads as 0, except alpha, which reads as 1 (1.0f for
 * float and normalized formats).
 */
public enum SurfaceFormat {
  R32G32B32A32_FLOAT(4, 32, Kind.FLOAT),
  R32G32B32A32_SINT(4, 32, Kind.SINT),
  R32G32B32A32_UINT(4, 32, Kind.UINT),
  R32G32_FLOAT(2, 32, Kind.FLOAT),
  R32G32_SINT(2, 32, Kind.SINT),
  R32G32_UINT(2, 32, Kind.UINT),
  R32_FLOAT(1, 32, Kind.FLOAT),
  R32_SINT(1, 32, Kind.SINT),
  R32_UINT(1, 32, Kind.UINT),
  R16G16B16A16_FLOAT(4, 16, Kind.FLOAT),
  R16G16B16A16_SINT(4, 16, Kind.SINT),
  R16G16B16A16_UINT(4, 16, Kind.UINT),
  R16G16B16A16_UNORM(4, 16, Kind.UNORM),
  R16G16B16A16_SNORM(4, 16, Kind.SNORM),
  R16G16_FLOAT(2, 16, Kind.FLOAT),
  R16G16_SINT(2, 16, Kind.SINT),
  R16G16_UINT(2, 16, Kind.UINT),
  R16G16_UNORM(2, 16, Kind.UNORM),
  R16G16_SNORM(2, 16, Kind.SNORM),
  R16_FLOAT(1, 16, Kind.FLOAT),
  R16_SINT(1, 16, Kind.SINT),
  R16_UINT(1, 16, Kind.UINT),
  R16_UNORM(1, 16, Kind.UNORM),
  R16_SNORM(1, 16, Kind.SNORM),
  R8G8B8A8_SINT(4, 8, Kind.SINT),
  R8G8B8A8_UINT(4, 8, Kind.UINT),
  R8G8B8A8_UNORM(4, 8, Kind.UNORM),
  R8G8B8A8_SNORM(4, 8, Kind.SNORM),
  B8G8R8A8_UNORM(4, 8, Kind.UNORM),
  R8G8_SINT(2, 8, Kind.SINT),
  R8G8_UINT(2, 8, Kind.UINT),
  R8G8_UNORM(2, 8, Kind.UNORM),
  R8G8_SNORM(2, 8, Kind.SNORM),
  R8_SINT(1, 8, Kind.SINT),
  R8_UINT(1, 8, Kind.UINT),
  R8_UNORM(1, 8, Kind.UNORM),
  R8_SNORM(1, 8, Kind.SNORM);

  /** How a channel's bits are interpreted. */
  public enum Kind {
    UINT,
    SINT,
    FLOAT,
    UNORM,
    SNORM
  }

  private static final int FLOAT_ONE = Float.floatToRawIntBits(1.0f);

  private final int channels;
  private final int channelBits;
  private final Kind kind;

  SurfaceFormat(int channels, int channelBits, Kind kind) {
    this.channels = channels;
    this.channelBits = channelBits;
    this.kind = kind;
  }

  public int channels() {
    return channels;
  }

  public int channelBytes() {
    return channelBits / 8;
  }

  public int pixelBytes() {
    return channels * channelBits / 8;
  }

  public Kind kind() {
    return kind;
  }

  /** Byte offset within a pixel of register channel {@code c} (0=R .. 3=A), or -1 if absent. */
  public int channelOffset(int c) {
    if (c >= channels) {
      return -1;
    }
    int slot = this == B8G8R8A8_UNORM && c != 3 ? 2 - c : c;
    return slot * channelBytes();
  }

  /** The register value of a channel the format lacks (or of an out-of-bounds pixel). */
  public int missingChannel(int c) {
    if (c != 3) {
      return 0;
    }
    return kind == Kind.UINT || kind == Kind.SINT ? 1 : FLOAT_ONE;
  }

  /** Converts a channel's raw memory bits (zero-extended) to its 32-bit register value. */
  public int toRegister(long raw) {
    int n = channelBits;
    switch (kind) {
      case UINT:
        return (int) raw;
      case SINT:
        return (int) (raw << (64 - n) >> (64 - n));
      case FLOAT:
        return n == 32 ? (int) raw : Float.floatToRawIntBits(Half.toFloat((int) raw));
      case UNORM:
        return Float.floatToRawIntBits((float) ((double) raw / ((1L << n) - 1)));
      case SNORM:
        {
          long signed = raw << (64 - n) >> (64 - n);
          double v = Math.max(-1.0, (double) signed / ((1L << (n - 1)) - 1));
          return Float.floatToRawIntBits((float) v);
        }
      default:
        throw new AssertionError(kind);
    }
  }

  /** Converts a 32-bit register value to a channel's raw memory bits (zero-extended). */
  public long toMemory(int register) {
    int n = channelBits;
    long mask = n == 32 ? 0xFFFF_FFFFL : (1L << n) - 1;
    switch (kind) {
      case UINT:
        return Math.min(Integer.toUnsignedLong(register), mask);
      case SINT:
        {
          long max = (1L << (n - 1)) - 1;
          long clamped = Math.max(-max - 1, Math.min(max, register));
          return clamped & mask;
        }
      case FLOAT:
        return n == 32
            ? Integer.toUnsignedLong(register)
            : Half.fromFloat(Float.intBitsToFloat(register));
      case UNORM:
        {
          float f = Float.intBitsToFloat(register);
          double clamped = Float.isNaN(f) ? 0 : Math.max(0.0, Math.min(1.0, f));
          return (long) Math.rint(clamped * mask);
        }
      case SNORM:
        {
          float f = Float.intBitsToFloat(register);
          double clamped = Float.isNaN(f) ? 0 : Math.max(-1.0, Math.min(1.0, f));
          long max = (1L << (n - 1)) - 1;
          return (long) Math.rint(clamped * max) & mask;
        }
      default:
        throw new AssertionError(kind);
    }
  }
}
