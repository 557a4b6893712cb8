package jvisa.cc.visa;

/**
 * The stack of stack calls, in private memory: each hardware thread owns a slice of {@link
 * #BYTES_PER_ITEM} bytes per channel at {@code base + %hw_id * slice} (as IGC lays it out); the
 * kernel points {@code %sp} and {@code %fp} at its start. A called function saves its caller's
 * {@code %fp} in a variable of its own activation, makes {@code %fp} its frame's base ({@code %sp}
 * at entry) and restores both before {@code fret}. Frames hold no data of ours yet (arguments and
 * results travel in {@code %arg}/{@code %retval}, values live in variables the finalizer keeps
 * across calls); the space above {@code %sp} is where the finalizer saves registers.
 */
final class StackFrames {
  /** Private memory per work-item: the stack. */
  static final int BYTES_PER_ITEM = 1024;

  private final Code code;
  private final Var sp;
  private final Var fp;
  private Var savedFp;

  StackFrames(Code code) {
    this.code = code;
    this.sp = code.vars.alias("StackPointer", "uq", 1, "%sp", 0, false);
    this.fp = code.vars.alias("FramePointer", "uq", 1, "%fp", 0, false);
  }

  /** The kernel's prologue: %sp = %fp = base + %hw_id * slice. */
  void start(LaunchLayout layout) {
    Var base =
        code.vars.input(
            "PrivateBase", "uq", 1, layout.registerOffset(layout.privateBaseOffset()), 8);
    Var hwId = code.vars.alias("HwId", "ud", 1, "%hw_id", 0, false);
    Var slice = code.vars.temp("uq", false);
    Code.Lanes once = code.lanes(false).get(0);
    code.op("mov", once, slice.dst("uq", 0), hwId.src("ud", 0));
    int shift = Integer.numberOfTrailingZeros(BYTES_PER_ITEM * code.simd);
    code.op(
        "shl",
        once,
        slice.dst("uq", 0),
        slice.src("uq", 0),
        "0x" + Integer.toHexString(shift) + ":ud");
    code.op("add", once, sp.dst("uq", 0), base.src("uq", 0), slice.src("uq", 0));
    code.op("mov", once, fp.dst("uq", 0), sp.src("uq", 0));
  }

  /** A called function's entry. */
  void enter() {
    savedFp = code.vars.temp("uq", false);
    Code.Lanes once = code.lanes(false).get(0);
    code.op("mov", once, savedFp.dst("uq", 0), fp.src("uq", 0));
    code.op("mov", once, fp.dst("uq", 0), sp.src("uq", 0));
  }

  /** A called function's exit, before {@code fret}. */
  void leave() {
    Code.Lanes once = code.lanes(false).get(0);
    code.op("mov", once, sp.dst("uq", 0), fp.src("uq", 0));
    code.op("mov", once, fp.dst("uq", 0), savedFp.src("uq", 0));
  }
}
