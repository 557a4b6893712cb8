package jvisa.machine.message;

import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.LaneObserver;
import jvisa.machine.memory.LittleEndian;

/**
 * Typed (image) reads and writes with format conversion, one walk for both directions: {@code
 * gather4_typed} / {@code scatter4_typed} and LSC's {@code lsc_load_quad.tgm} / {@code
 * lsc_store_quad.tgm}. Lane i addresses pixel (u[i], v[i], r[i]) at mip level lod[i] (UD at {@code
 * base + 4*i}; a {@link Payload#NULL} coordinate is 0). Register layout as for gather4_scaled: the
 * k-th enabled channel's lanes start at {@code payload + k * roundUpToRegister(4*exec)}.
 * Out-of-bounds pixels read as 0 with alpha 1 and are not written; a store changes only the enabled
 * channels. A checked image memory ({@link LaneObserver}) is told of each channel's access.
 */
public final class TypedMessages {
  private TypedMessages() {}

  /** {@code gather4_typed.<channels> (exec) surface u v r lod dst} and its store twin. */
  public static void walk(
      Direction direction,
      ImageSurface image,
      int channels,
      int execSize,
      int mask,
      byte[] grf,
      int u,
      int v,
      int r,
      int lod,
      int payload) {
    Payload.checkExecSize(execSize, 16);
    boolean load = direction == Direction.LOAD;
    int channelPitch = Payload.roundUpToRegister(4 * execSize);
    int[] rgba = new int[4];
    CheckedLane checked =
        image.memory() instanceof LaneObserver o
            ? new CheckedLane(o, channels, channelPitch, !load, new int[] {u, v, r, lod})
            : null;
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      long pixel = pixel(image, grf, i, u, v, r, lod);
      if (checked != null) {
        checked.lane = i;
        checked.slot = payload + 4 * i;
      }
      if (load) {
        image.readPixel(pixel, rgba, checked);
      }
      int slot = payload + 4 * i;
      for (int c = 0; c < 4; c++) {
        if ((channels & (1 << c)) != 0) {
          if (load) {
            LittleEndian.i32(grf, slot, rgba[c]);
          } else {
            rgba[c] = LittleEndian.i32(grf, slot);
          }
          slot += channelPitch;
        }
      }
      if (!load) {
        image.writePixel(pixel, channels, rgba, checked);
      }
    }
  }

  /**
   * Tells a checked memory of each channel access of a lane: its channel, the registers of its
   * coordinates (they form the address) and the register of its data (none for a channel the
   * message does not return).
   */
  private static final class CheckedLane implements ImageSurface.PixelLane {
    private final LaneObserver observer;
    private final int channels;
    private final int channelPitch;
    private final boolean store;
    private final int[] coordinates;
    int lane;
    int slot;

    CheckedLane(
        LaneObserver observer, int channels, int channelPitch, boolean store, int[] coordinates) {
      this.observer = observer;
      this.channels = channels;
      this.channelPitch = channelPitch;
      this.store = store;
      this.coordinates = coordinates;
    }

    @Override
    public void channel(int channel, int bytes) {
      int data = -1;
      if ((channels & (1 << channel)) != 0) {
        data = slot + Integer.bitCount(channels & ((1 << channel) - 1)) * channelPitch;
      }
      for (int operand : coordinates) {
        if (operand != Payload.NULL) {
          observer.lane(lane, operand + 4 * lane, 4, data, bytes, store);
        }
      }
    }
  }

  /** The address of lane {@code lane}'s pixel, or -1 when it is out of bounds. */
  static long pixel(ImageSurface image, byte[] grf, int lane, int u, int v, int r, int lod) {
    return image.pixelAddress(
        coordinate(grf, u, lane),
        coordinate(grf, v, lane),
        coordinate(grf, r, lane),
        coordinate(grf, lod, lane));
  }

  private static int coordinate(byte[] grf, int operand, int lane) {
    return operand == Payload.NULL ? 0 : LittleEndian.i32(grf, operand + 4 * lane);
  }
}
