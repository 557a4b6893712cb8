package jvisa.machine.dispatch;

import jvisa.machine.core.Grf;
import jvisa.machine.core.RegisterLayout;

/**
 * Gives a thread its hardware thread ID, which IGC uses to pick the thread's slice of private
 * memory, in the two places IGC reads it: %hw_id, and %sr0 dword 0, where the ID is spread over the
 * thread, EU and subslice fields as IGC decodes them for XeHPG (it keeps sr0 bits 2:0, 5:4 and
 * 13:7, skipping bits 3 and 6, and packs them into one number). %sr0 dword 2 gets the dispatch
 * mask, as the spec describes.
 */
public final class HardwareThreadIds {
  /** IDs that fit the 12 bits IGC decodes from %sr0 (3 + 2 + 7). */
  public static final int MAX_IDS = 1 << 12;

  private HardwareThreadIds() {}

  /** The %sr0 dword 0 from which IGC decodes {@code id}. */
  public static int stateRegisterOf(int id) {
    checkId(id);
    return (id & 0x7) | ((id >>> 3) & 0x3) << 4 | (id >>> 5) << 7;
  }

  /** Writes {@code id} and the dispatch mask into a thread's kernel registers. */
  public static void write(byte[] grf, RegisterLayout layout, int id, int dispatchMask) {
    write(grf, layout.offsetOf("%hw_id"), layout.offsetOf("%sr0"), id, dispatchMask);
  }

  /**
   * As {@link #write(byte[], RegisterLayout, int, int)} with the offsets of %hw_id and %sr0 looked
   * up once ({@link RegisterLayout#offsetOf}; -1 when the kernel has none).
   */
  public static void write(byte[] grf, int hwId, int sr0, int id, int dispatchMask) {
    checkId(id);
    if (hwId >= 0) {
      Grf.i32(grf, hwId, id);
    }
    if (sr0 >= 0) {
      Grf.i32(grf, sr0, stateRegisterOf(id));
      Grf.i32(grf, sr0 + 8, dispatchMask);
    }
  }

  private static void checkId(int id) {
    if (id < 0 || id >= MAX_IDS) {
      throw new IllegalArgumentException(
          "hardware thread IDs are 0 to " + (MAX_IDS - 1) + ", not " + id);
    }
  }
}
