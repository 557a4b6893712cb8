package jvisa.machine.message;

import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.LittleEndian;

/**
 * Typed (image) messages with format conversion: {@code gather4_typed} and {@code scatter4_typed}.
 * Lane i addresses pixel (u[i], v[i], r[i]) at mip level lod[i] (UD at {@code base + 4*i}; a
 * {@link Payload#NULL} coordinate is 0). Register layout as for gather4_scaled: the k-th enabled
 * channel's lanes start at {@code base + k * roundUpToRegister(4*exec)}. Out-of-bounds pixels read
 * as 0 with alpha 1 and are not written.
 */
public final class TypedMessages {
  private TypedMessages() {}

  /** {@code gather4_typed.<channels> (exec) surface u v r lod dst}. */
  public static void gather4Typed(
      ImageSurface image,
      int channels,
      int execSize,
      int mask,
      byte[] grf,
      int u,
      int v,
      int r,
      int lod,
      int dst) {
    Payload.checkExecSize(execSize, 16);
    int channelStride = Payload.roundUpToRegister(4 * execSize);
    int[] rgba = new int[4];
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      image.readPixel(pixel(image, grf, i, u, v, r, lod), rgba);
      int slot = dst + 4 * i;
      for (int c = 0; c < 4; c++) {
        if ((channels & (1 << c)) != 0) {
          LittleEndian.put(grf, slot, 4, rgba[c]);
          slot += channelStride;
        }
      }
    }
  }

  /** {@code scatter4_typed.<channels> (exec) surface u v r lod src}; only enabled channels change. */
  public static void scatter4Typed(
      ImageSurface image,
      int channels,
      int execSize,
      int mask,
      byte[] grf,
      int u,
      int v,
      int r,
      int lod,
      int src) {
    Payload.checkExecSize(execSize, 16);
    int channelStride = Payload.roundUpToRegister(4 * execSize);
    int[] rgba = new int[4];
    for (int i = 0; i < execSize; i++) {
      if (!Payload.enabled(mask, i)) {
        continue;
      }
      int slot = src + 4 * i;
      for (int c = 0; c < 4; c++) {
        if ((channels & (1 << c)) != 0) {
          rgba[c] = (int) LittleEndian.get(grf, slot, 4);
          slot += channelStride;
        }
      }
      image.writePixel(pixel(image, grf, i, u, v, r, lod), channels, rgba);
    }
  }

  private static long pixel(
      ImageSurface image, byte[] grf, int lane, int u, int v, int r, int lod) {
    return image.pixelAddress(
        AtomicMessages.coordinate(grf, u, lane),
        AtomicMessages.coordinate(grf, v, lane),
        AtomicMessages.coordinate(grf, r, lane),
        AtomicMessages.coordinate(grf, lod, lane));
  }
}
