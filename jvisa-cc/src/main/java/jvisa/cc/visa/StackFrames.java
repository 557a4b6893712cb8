package jvisa.cc.visa;

import java.util.List;
import java.util.Map;
import jvisa.cc.CompileError;
import jvisa.cc.ir.Function;

/**
 * The stack of stack calls, in private memory: each hardware thread owns a slice of {@link
 * #bytesPerItem} bytes per channel at {@code base + %hw_id * slice} (as IGC lays it out); the
 * kernel points {@code %sp} and {@code %fp} at its start. Each activation's private arrays in
 * memory ({@link PrivateLayout}) form its frame of {@code frame * simd} bytes at its {@code %fp},
 * channel {@code c}'s copy at {@code %fp + c * frame}: the kernel's at the slice's start, with
 * {@code %sp} set above it; a called function saves its caller's {@code %fp} in a variable of its
 * own activation, makes {@code %fp} its frame's base ({@code %sp} at entry), moves {@code %sp}
 * above its frame and restores both before {@code fret}. Arguments and results travel in {@code
 * %arg}/{@code %retval}, other values live in variables the finalizer keeps across calls; the space
 * above {@code %sp} is where the finalizer saves registers.
 */
final class StackFrames {
  /** Private memory per work-item the finalizer may use for its register saves. */
  static final int FINALIZER_BYTES_PER_ITEM = 1024;

  /** Levels of recursion each recursive function's frame is budgeted for. */
  static final int RECURSION_DEPTH = 16;

  private final Code code;
  private final Var sp;
  private final Var fp;
  private Var savedFp;

  StackFrames(Code code) {
    this.code = code;
    this.sp = code.vars.alias("StackPointer", "uq", 1, "%sp", 0, false);
    this.fp = code.vars.alias("FramePointer", "uq", 1, "%fp", 0, false);
  }

  /**
   * The stack each work-item needs: the finalizer's share, the kernel's frame and every called
   * function's ({@code frames}: bytes per work-item), a recursive one's {@link #RECURSION_DEPTH}
   * times (a path through an acyclic call graph meets each function once), rounded up to a power of
   * two.
   */
  static int bytesPerItem(int kernelFrame, List<Function> callees, Map<Function, Integer> frames) {
    long bytes = FINALIZER_BYTES_PER_ITEM + (long) kernelFrame;
    for (Function g : callees) {
      bytes += (long) frames.get(g) * (CallGraph.isRecursive(g) ? RECURSION_DEPTH : 1);
    }
    long rounded = Long.highestOneBit(bytes);
    rounded = rounded == bytes ? bytes : rounded * 2;
    if (rounded > PrivateLayout.MAX_FRAME * 4L) {
      throw new CompileError(
          "the stack of stack calls needs "
              + bytes
              + " bytes per work-item (private arrays of recursive functions count "
              + RECURSION_DEPTH
              + " times), more than the "
              + PrivateLayout.MAX_FRAME * 4
              + " supported");
    }
    return (int) rounded;
  }

  /**
   * The kernel's prologue: %sp = %fp = base + %hw_id * slice (slices of {@code bytesPerItem} per
   * channel), then %sp above the kernel's frame of {@code frameBytes} per work-item. Returns the
   * frame's base, %fp.
   */
  Var start(LaunchLayout layout, int bytesPerItem, int frameBytes) {
    Var base =
        code.vars.input(
            "PrivateBase", "uq", 1, layout.registerOffset(layout.privateBaseOffset()), 8);
    Var hwId = code.vars.alias("HwId", "ud", 1, "%hw_id", 0, false);
    Var slice = code.vars.temp("uq", false);
    Code.Lanes once = code.lanes(false).get(0);
    code.atEntry(
        () -> {
          code.op("mov", once, slice.dst("uq", 0), hwId.src("ud", 0));
          int shift = Integer.numberOfTrailingZeros(bytesPerItem * code.simd);
          code.op(
              "shl",
              once,
              slice.dst("uq", 0),
              slice.src("uq", 0),
              "0x" + Integer.toHexString(shift) + ":ud");
          code.op("add", once, sp.dst("uq", 0), base.src("uq", 0), slice.src("uq", 0));
          code.op("mov", once, fp.dst("uq", 0), sp.src("uq", 0));
          reserve(frameBytes);
        });
    return fp;
  }

  /**
   * A called function's entry, with a frame of {@code frameBytes} per work-item. Returns the
   * frame's base, %fp (read it in the prologue: code after a call sees %fp only as the callee
   * restored it).
   */
  Var enter(int frameBytes) {
    savedFp = code.vars.temp("uq", false);
    Code.Lanes once = code.lanes(false).get(0);
    code.atEntry(
        () -> {
          code.op("mov", once, savedFp.dst("uq", 0), fp.src("uq", 0));
          code.op("mov", once, fp.dst("uq", 0), sp.src("uq", 0));
          reserve(frameBytes);
        });
    return fp;
  }

  /** %sp past a frame of {@code frameBytes} per work-item. */
  private void reserve(int frameBytes) {
    if (frameBytes > 0) {
      code.op(
          "add",
          code.lanes(false).get(0),
          sp.dst("uq", 0),
          sp.src("uq", 0),
          "0x" + Integer.toHexString(frameBytes * code.simd) + ":ud");
    }
  }

  /** A called function's exit, before {@code fret}. */
  void leave() {
    Code.Lanes once = code.lanes(false).get(0);
    code.op("mov", once, sp.dst("uq", 0), fp.src("uq", 0));
    code.op("mov", once, fp.dst("uq", 0), savedFp.src("uq", 0));
  }
}
