package jvisa.machine.core;

import java.util.Arrays;
import jvisa.machine.message.LaneScratch;

/**
 * Frames and instruction scratch a worker has finished with, kept for the next hardware threads it
 * runs, so a launch of many short threads does not allocate (and zero) a register file per thread
 * and call. A cache belongs to one Java thread at a time and to one {@link MachineProgram}; a
 * released frame is {@link Frame#reset} before it is handed out again, so a reused frame is
 * indistinguishable from a new one.
 */
public final class FrameCache {
  /** Free frames per function id, linked through {@link Frame#nextFree}. */
  private Frame[] free = new Frame[1];

  /** The scratch arrays of the ALU instructions (they hold nothing between instructions). */
  final long[] la = new long[32];

  final long[] lb = new long[32];
  final long[] lc = new long[32];
  final long[] lr = new long[32];
  final double[] da = new double[32];
  final double[] db = new double[32];
  final double[] dc = new double[32];

  final LaneScratch laneScratch = new LaneScratch();

  /** A cache for threads run by the calling Java thread. */
  public FrameCache() {}

  /** A frame of {@code fn} in its initial state: a cached one, or a new one. */
  Frame take(DecodedFunction fn) {
    int id = fn.id();
    if (id < free.length) {
      Frame f = free[id];
      if (f != null && sameFunction(f, fn)) {
        free[id] = f.nextFree;
        f.nextFree = null;
        return f;
      }
    }
    return new Frame(fn);
  }

  /** Whether {@code f} is a frame of {@code fn} (of this program: its decoded code is the same). */
  private static boolean sameFunction(Frame f, DecodedFunction fn) {
    return f.fn.code() == fn.code();
  }

  /** Takes back a frame no thread uses any more. */
  void give(Frame f) {
    int id = f.fn.id();
    if (id >= free.length) {
      free = Arrays.copyOf(free, id + 1);
    }
    Frame head = free[id];
    if (head != null && !sameFunction(head, f.fn)) {
      head = null; // a frame of another program: let the old ones go
    }
    f.reset();
    f.nextFree = head;
    free[id] = f;
  }
}
