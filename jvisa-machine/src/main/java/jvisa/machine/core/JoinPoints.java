package jvisa.machine.core;

import java.util.Arrays;

/**
 * The instructions of a function where channels parked by a {@code goto} can re-join, numbered in
 * code order so a frame keeps its waiting channels in an array as long as the number of join points
 * (not the code). A forward goto parks at its target, a backward one at the instruction after it.
 */
final class JoinPoints {
  /** Marks an instruction that is not a join point. */
  static final int NONE = -1;

  private final int[] slotAt;
  private final int[] pcOf;
  private final int[] firstSlotFrom;

  private JoinPoints(int[] slotAt, int[] pcOf, int[] firstSlotFrom) {
    this.slotAt = slotAt;
    this.pcOf = pcOf;
    this.firstSlotFrom = firstSlotFrom;
  }

  /** The join points of {@code code} (positions 0 to code.length, the end included). */
  static JoinPoints of(Exec[] code) {
    boolean[] join = new boolean[code.length + 1];
    for (Exec e : code) {
      if (e instanceof ControlExecs.Goto g) {
        join[g.target > g.pc ? g.target : g.pc + 1] = true;
      }
    }
    int[] slotAt = new int[code.length + 1];
    int[] firstSlotFrom = new int[code.length + 2];
    int count = 0;
    for (int pc = 0; pc <= code.length; pc++) {
      firstSlotFrom[pc] = count;
      slotAt[pc] = join[pc] ? count++ : NONE;
    }
    firstSlotFrom[code.length + 1] = count;
    for (Exec e : code) {
      if (e instanceof ControlExecs.Goto g && g.target > g.pc) {
        int from = firstSlotFrom[g.pc + 1];
        int to = slotAt[g.target];
        long bits = to == from ? 0 : (-1L >>> (64 - (to - from))) << from;
        g.skips(bits, to <= 64);
      }
    }
    int[] pcOf = new int[count];
    for (int pc = 0; pc <= code.length; pc++) {
      if (slotAt[pc] != NONE) {
        pcOf[slotAt[pc]] = pc;
      }
    }
    return new JoinPoints(slotAt, pcOf, firstSlotFrom);
  }

  int count() {
    return pcOf.length;
  }

  /**
   * The slot of instruction {@code pc} (0 to the code length), or {@link #NONE}. The array itself,
   * for the interpreter loop.
   */
  int[] slots() {
    return slotAt;
  }

  int slotAt(int pc) {
    return slotAt[pc];
  }

  int pcOf(int slot) {
    return pcOf[slot];
  }

  /** The first slot whose instruction is at {@code pc} or later (the count when there is none). */
  int firstSlotFrom(int pc) {
    return firstSlotFrom[Math.min(pc, firstSlotFrom.length - 1)];
  }

  @Override
  public String toString() {
    return "join points at " + Arrays.toString(pcOf);
  }
}
