package jvisa.machine.check;

/**
 * The stores of one instruction execution by address, to find two channels writing different values
 * to the same address (undefined per the memory model). A small open-addressing table, cleared
 * lazily by a generation number, so no allocation per store.
 */
final class ScatterConflicts {
  static final long NONE = Long.MIN_VALUE + 0x5eed;
  private static final int SLOTS = 256;

  private final long[] addresses = new long[SLOTS];
  private final long[] values = new long[SLOTS];
  private final int[] widths = new int[SLOTS];
  private final int[] channels = new int[SLOTS];
  private final long[] generations = new long[SLOTS];
  private long generation = 1;
  private long instance = -1;
  private int used;
  private int lastChannel;

  /**
   * Records a store of instruction instance {@code instance}; returns the value another channel of
   * the same instance stored at the same address and width when it differs, else {@link #NONE}.
   */
  long record(long instance, long address, int width, long value, int channel) {
    if (instance != this.instance || used >= SLOTS / 2) {
      this.instance = instance;
      generation++;
      used = 0;
    }
    int i = (int) ((address * 0x9E37_79B9_7F4A_7C15L) >>> 56) & (SLOTS - 1);
    while (generations[i] == generation) {
      if (addresses[i] == address && widths[i] == width) {
        long old = values[i];
        int oldChannel = channels[i];
        values[i] = value;
        channels[i] = channel;
        if (old != value && oldChannel != channel) {
          lastChannel = oldChannel;
          return old;
        }
        return NONE;
      }
      i = (i + 1) & (SLOTS - 1);
    }
    generations[i] = generation;
    addresses[i] = address;
    widths[i] = width;
    values[i] = value;
    channels[i] = channel;
    used++;
    return NONE;
  }

  /** The other channel of the last conflict {@link #record} returned. */
  int lastChannel() {
    return lastChannel;
  }
}
