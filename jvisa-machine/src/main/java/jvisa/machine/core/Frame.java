package jvisa.machine.core;

import java.util.BitSet;

/**
 * One activation of a kernel or stack-called function: its register file, predicates, address
 * registers, and divergence state (execution mask, channels waiting at re-convergence points, call
 * mask and subroutine return stack).
 */
final class Frame {
  final DecodedFunction fn;
  final byte[] grf;
  final int[] flags;
  final long[] addr;
  final long[] states;
  final int[] waiting;
  final BitSet waitPoints = new BitSet();
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
        + 4L * (fn.code().length + 1)
        + 256;
  }

  Frame(DecodedFunction fn) {
    this.fn = fn;
    this.grf = new byte[fn.layout().frameBytes()];
    this.flags = new int[Math.max(fn.layout().predicateCount(), 1)];
    this.addr = new long[Math.max(fn.layout().addressCount(), 1)];
    this.states = new long[fn.layout().stateCount()];
    this.waiting = new int[fn.code().length + 1];
  }

  void park(int pc, int channels) {
    if (channels != 0) {
      waiting[pc] |= channels;
      waitPoints.set(pc);
    }
  }

  void pushSubroutine(int returnPc, int savedEm, int savedCallMask) {
    if (subDepth == subReturnPc.length) {
      subReturnPc = java.util.Arrays.copyOf(subReturnPc, subDepth * 2);
      subSavedEm = java.util.Arrays.copyOf(subSavedEm, subDepth * 2);
      subSavedCallMask = java.util.Arrays.copyOf(subSavedCallMask, subDepth * 2);
    }
    subReturnPc[subDepth] = returnPc;
    subSavedEm[subDepth] = savedEm;
    subSavedCallMask[subDepth] = savedCallMask;
    subDepth++;
  }
}
