package jvisa.machine.message;

import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.LaneObserver;

/**
 * Media block messages on 2D surfaces: {@code media_ld} and {@code media_st}. They ignore the
 * execution mask. Row i of the {@code width} x {@code height} byte block sits in the registers at
 * {@code base + i * pitch}, where pitch is 4 for widths up to 4 and otherwise the next power of two
 * of the width; padding bytes are left unchanged. Reads outside the surface take the nearest edge
 * pixel; writes outside it are dropped. The field modifiers (2 top, 3 bottom, 4 top_mod, 5
 * bottom_mod) address every other surface row: row {@code 2*(y+i)} for top, {@code 2*(y+i)+1} for
 * bottom. Only plane 0 exists for the supported formats. A checked image memory ({@link
 * LaneObserver}) is told of each byte's register first.
 */
public final class MediaMessages {
  public static final int MODIFIER_NONE = 0;
  public static final int MODIFIER_MODIFIED = 1;
  public static final int MODIFIER_TOP = 2;
  public static final int MODIFIER_BOTTOM = 3;
  public static final int MODIFIER_TOP_MOD = 4;
  public static final int MODIFIER_BOTTOM_MOD = 5;

  private MediaMessages() {}

  /** Register bytes between the starts of two block rows. */
  public static int registerPitch(int width) {
    return width <= 4 ? 4 : Integer.highestOneBit(width - 1) << 1;
  }

  /**
   * {@code media_ld.<mods> (width, height) surface plane x y dst} and {@code media_st} (src): x is
   * a byte offset into the row, y a row number (both read as signed 32-bit).
   */
  public static void walk(
      Direction direction,
      ImageSurface image,
      int modifiers,
      int width,
      int height,
      long x,
      long y,
      byte[] grf,
      int payload) {
    int pitch = checkBlock(width, height);
    boolean load = direction == Direction.LOAD;
    AddressSpace memory = image.memory();
    LaneObserver observer = memory instanceof LaneObserver o ? o : null;
    for (int i = 0; i < height; i++) {
      int row = surfaceRow(modifiers, (int) y + i);
      for (int j = 0; j < width; j++) {
        int reg = payload + i * pitch + j;
        long address =
            load
                ? image.clampedByteAddress((int) x + j, row)
                : image.byteAddressIfInside((int) x + j, row);
        if (address < 0) {
          continue;
        }
        if (observer != null) {
          observer.block(address, 1, reg);
        }
        if (load) {
          grf[reg] = (byte) memory.load(address, 1);
        } else {
          memory.store(address, 1, grf[reg]);
        }
      }
    }
  }

  private static int surfaceRow(int modifiers, int row) {
    switch (modifiers) {
      case MODIFIER_TOP:
      case MODIFIER_TOP_MOD:
        return 2 * row;
      case MODIFIER_BOTTOM:
      case MODIFIER_BOTTOM_MOD:
        return 2 * row + 1;
      default:
        return row;
    }
  }

  private static int checkBlock(int width, int height) {
    if (width < 1 || width > 64 || height < 1 || height > 64) {
      throw new IllegalArgumentException(
          "media block must be 1 to 64 bytes wide and 1 to 64 rows high: " + width + "x" + height);
    }
    int pitch = registerPitch(width);
    if (pitch * height > 256) {
      throw new IllegalArgumentException(
          "media block " + width + "x" + height + " exceeds 256 bytes of registers");
    }
    return pitch;
  }
}
