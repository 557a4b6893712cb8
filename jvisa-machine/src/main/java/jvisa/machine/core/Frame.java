package jvisa.machine.core;

import java.util.Arrays;
import jvisa.machine.memory.Zeros;

/**
 * One activation of a kernel or stack-called function: its register file, predicates, address
 * registers, and divergence state (execution mask, channels waiting at re-convergence points, call
 * mask and subroutine return stack). A frame can be {@link #reset} and used again for a new
 * activation of the same function (see {@link FrameCache}).
 */
final class Frame {
  final DecodedFunction fn;
  final byte[] grf;
  final int[] flags;
  final long[] addr;
  final long[] states;

  /** Channels parked at each join point ({@link JoinPoints} slot). */
  final int[] waiting;

  /** Bit s set when {@code waiting[s] != 0}. */
  private final long[] waitingSlots;

  /** The join slot of each instruction ({@link JoinPoints#slots}). */
  private final int[] joinSlots;

  int em;
  int callMask;
  int pc;

  // subroutine (call/ret) stack
  int[] subReturnPc = new int[8];
  int[] subSavedEm = new int[8];
  int[] subSavedCallMask = new int[8];
  int subDepth;

  // stack-call linkage
  Frame caller;
  int callerSavedEm;
  int callerSavedCallMask;
  int callerResumePc;
  int depth;

  /** The uninitialised-value check's shadow of this frame, or null when the check is off. */
  RegisterShadow shadow;

  /** The next free frame of a {@link FrameCache}. */
  Frame nextFree;

  /**
   * Heap bytes of a frame of {@code fn} (register file, flags, address and state registers, wait
   * slots).
   */
  static long bytesFor(DecodedFunction fn) {
    RegisterLayout l = fn.layout();
    return l.frameBytes()
        + 4L * l.predicateCount()
        + 8L * l.addressCount()
        + 8L * l.stateCount()
        + 5L * fn.joins().count()
        + 256;
  }

  Frame(DecodedFunction fn) {
    this.fn = fn;
    this.grf = new byte[fn.layout().frameBytes()];
    this.flags = new int[Math.max(fn.layout().predicateCount(), 1)];
    this.addr = new long[Math.max(fn.layout().addressCount(), 1)];
    this.states = new long[fn.layout().stateCount()];
    this.waiting = new int[fn.joins().count()];
    this.waitingSlots = new long[(fn.joins().count() + 63) >>> 6];
    this.joinSlots = fn.joins().slots();
  }

  /** Parks {@code channels} at join point {@code pc} (a position {@link JoinPoints} lists). */
  void park(int pc, int channels) {
    if (channels != 0) {
      int slot = joinSlots[pc];
      waiting[slot] |= channels;
      waitingSlots[slot >>> 6] |= 1L << slot;
    }
  }

  /** Takes the channels waiting at join slot {@code slot} (0 when none). */
  int unpark(int slot) {
    int w = waiting[slot];
    if (w != 0) {
      waiting[slot] = 0;
      waitingSlots[slot >>> 6] &= ~(1L << slot);
    }
    return w;
  }

  /** Whether channels wait at any of the join slots 0 to 63 set in {@code slots}. */
  boolean waitsAtAny(long slots) {
    return (waitingSlots[0] & slots) != 0;
  }

  /** The first instruction at or after {@code from} where channels wait, or -1. */
  int nextWaitingPc(int from) {
    int slot = fn.joins().firstSlotFrom(from);
    int word = slot >>> 6;
    if (word >= waitingSlots.length) {
      return -1;
    }
    long bits = waitingSlots[word] & (-1L << slot);
    while (true) {
      if (bits != 0) {
        return fn.joins().pcOf((word << 6) + JitBits.lowestBit(bits));
      }
      if (++word == waitingSlots.length) {
        return -1;
      }
      bits = waitingSlots[word];
    }
  }

  /** Channels waiting at instruction {@code pc} (0 when it is not a join point). */
  int waitingAt(int pc) {
    int slot = fn.joins().slotAt(pc);
    return slot == JoinPoints.NONE ? 0 : waiting[slot];
  }

  /** Back to the state of a new frame of the same function: registers zero, nothing waiting. */
  void reset() {
    Zeros.clear(grf);
    Arrays.fill(flags, 0);
    Arrays.fill(addr, 0);
    Arrays.fill(states, 0);
    for (int word = 0; word < waitingSlots.length; word++) {
      for (long bits = waitingSlots[word]; bits != 0; bits &= bits - 1) {
        waiting[(word << 6) + Long.numberOfTrailingZeros(bits)] = 0;
      }
      waitingSlots[word] = 0;
    }
    em = 0;
    callMask = 0;
    pc = 0;
    subDepth = 0;
    caller = null;
    callerSavedEm = 0;
    callerSavedCallMask = 0;
    callerResumePc = 0;
    depth = 0;
  }

  void pushSubroutine(int returnPc, int savedEm, int savedCallMask) {
    if (subDepth == subReturnPc.length) {
      subReturnPc = Arrays.copyOf(subReturnPc, subDepth * 2);
      subSavedEm = Arrays.copyOf(subSavedEm, subDepth * 2);
      subSavedCallMask = Arrays.copyOf(subSavedCallMask, subDepth * 2);
    }
    subReturnPc[subDepth] = returnPc;
    subSavedEm[subDepth] = savedEm;
    subSavedCallMask[subDepth] = savedCallMask;
    subDepth++;
  }
}
