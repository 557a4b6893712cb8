package jvisa.machine.core;

import java.util.Arrays;
import jvisa.asm.model.PredControl;

/**
 * Runs of consecutive specialised instructions that the JIT runs channel by channel, each enabled
 * channel through all of them before the next ({@link GroupBytecode}), where the interpreter runs
 * each instruction over all its channels before the next instruction. The two orders differ only
 * for a channel's operation of a later instruction and a higher channel's operation of an earlier
 * one, which now runs second; a run stays together while no such pair touches the same register
 * byte with a write. Flags need no such test: a channel reads and writes only its own predicate
 * bit. The members share the execution size, mask offset and NoMask (so one execution mask), have a
 * per-channel predicate or none, are not predicated compares nor compares writing a register a
 * higher channel reads, do not write {@code %cr0} (whose float mode the run tests once), and all
 * get the same code for the case of every channel enabled ({@link FullMaskCode}).
 */
final class LaneGroups {
  private final int frameBytes;
  private final int cr0;

  /** Per frame byte: the channels (bits) of the run's instructions that write it, that read it. */
  private final int[] written;

  private final int[] read;

  /** Bytes set in {@link #written} or {@link #read}, cleared before {@link #end} returns. */
  private int[] touched = new int[64];

  private int touchedCount;

  LaneGroups(RegisterLayout layout) {
    frameBytes = layout.frameBytes();
    cr0 = layout.cr0Offset();
    written = new int[frameBytes];
    read = new int[frameBytes];
  }

  /**
   * The end (exclusive, at most {@code to}) of the run starting at instruction {@code from}: {@code
   * from + 1} when the instruction runs alone; {@code full} says per instruction what code the case
   * of every channel enabled gets.
   */
  int end(Exec[] code, int from, int to, FullMaskCode[] full) {
    Exec first = code[from];
    if (!member(first)) {
      return from + 1;
    }
    add(first);
    int k = from + 1;
    while (k < to
        && member(code[k])
        && full[k] == full[from]
        && code[k].execSize == first.execSize
        && code[k].offset == first.offset
        && code[k].noMask == first.noMask
        && !reordersConflicts(code[k])) {
      add(code[k]);
      k++;
    }
    clear();
    return k;
  }

  private boolean member(Exec e) {
    if (!AluBytecode.specialisable(e, frameBytes)) {
      return false;
    }
    if (e.predIndex >= 0 && (e.predControl != PredControl.NONE || e instanceof MoveExecs.Cmp)) {
      return false;
    }
    for (Dst d : AluBytecode.destinations(e)) {
      int[] offsets = ((Dst.Direct) d).offsets;
      for (int i = 0; i < e.execSize; i++) {
        if (overlap(offsets[i], d.type.size(), cr0, 4)) {
          return false;
        }
      }
    }
    return !(e instanceof MoveExecs.Cmp c && c.dst != null && writesBeforeHigherReads(c));
  }

  /**
   * Whether a channel's element of the compare's register destination is a source element of a
   * higher channel: the compare's own code reads every channel before it writes one, a run writes
   * each channel's result at once.
   */
  private static boolean writesBeforeHigherReads(MoveExecs.Cmp c) {
    int[] dst = ((Dst.Direct) c.dst).offsets;
    for (Src s : AluBytecode.sources(c)) {
      if (s instanceof Src.Direct d) {
        for (int i = 0; i < c.execSize; i++) {
          for (int j = i + 1; j < c.execSize; j++) {
            if (overlap(dst[i], c.dst.type.size(), d.offsets[j], s.type.size())) {
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  private static boolean overlap(int a, int aSize, int b, int bSize) {
    return a < b + bSize && b < a + aSize;
  }

  /**
   * Whether a channel of {@code e} reads a byte a higher channel of the run writes, or writes one a
   * higher channel of the run reads or writes.
   */
  private boolean reordersConflicts(Exec e) {
    for (int j = 0; j < e.execSize; j++) {
      int higher = j == 31 ? 0 : -1 << (j + 1);
      for (Src s : AluBytecode.sources(e)) {
        if (s instanceof Src.Direct d && touches(written, d.offsets[j], s.type.size(), higher)) {
          return true;
        }
      }
      for (Dst d : AluBytecode.destinations(e)) {
        int at = ((Dst.Direct) d).offsets[j];
        int size = d.type.size();
        if (touches(written, at, size, higher) || touches(read, at, size, higher)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean touches(int[] channels, int at, int size, int mask) {
    for (int b = at; b < at + size; b++) {
      if ((channels[b] & mask) != 0) {
        return true;
      }
    }
    return false;
  }

  private void add(Exec e) {
    for (int i = 0; i < e.execSize; i++) {
      for (Src s : AluBytecode.sources(e)) {
        if (s instanceof Src.Direct d) {
          mark(read, d.offsets[i], s.type.size(), i);
        }
      }
      for (Dst d : AluBytecode.destinations(e)) {
        mark(written, ((Dst.Direct) d).offsets[i], d.type.size(), i);
      }
    }
  }

  private void mark(int[] channels, int at, int size, int channel) {
    for (int b = at; b < at + size; b++) {
      if (written[b] == 0 && read[b] == 0) {
        if (touchedCount == touched.length) {
          touched = Arrays.copyOf(touched, 2 * touchedCount);
        }
        touched[touchedCount++] = b;
      }
      channels[b] |= 1 << channel;
    }
  }

  private void clear() {
    for (int k = 0; k < touchedCount; k++) {
      written[touched[k]] = 0;
      read[touched[k]] = 0;
    }
    touchedCount = 0;
  }
}
