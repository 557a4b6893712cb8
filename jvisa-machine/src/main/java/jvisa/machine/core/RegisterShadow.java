package jvisa.machine.core;

import java.util.Arrays;

/**
 * The uninitialised-value check's shadow of one frame: per register-file byte, 0 when defined or
 * else the origin of its undefined value (1 + the index of the variable never written there, see
 * {@link UninitPlan#originName}); per predicate, the channels whose bit is undefined and the
 * predicate's origin. Values copied from undefined ones carry the origin along, so a report names
 * the variable nothing wrote.
 */
final class RegisterShadow {
  /** The origin of bytes loaded from SLM no thread of the group wrote. */
  static final int UNWRITTEN_SLM = Integer.MAX_VALUE;

  final int[] undef;
  final int[] flagUndef;
  final int[] flagOrigin;
  final int[] scratch = new int[32];
  private final UninitPlan plan;

  RegisterShadow(UninitPlan plan) {
    this.plan = plan;
    this.undef = plan.initialRegisters().clone();
    this.flagUndef = new int[plan.predicateCount()];
    this.flagOrigin = new int[plan.predicateCount()];
    for (int p = 0; p < flagUndef.length; p++) {
      flagUndef[p] = plan.predicateBits(p);
      flagOrigin[p] = plan.predicateOrigin(p);
    }
  }

  /** Gives a new frame its shadow when the program is checked for uninitialised values. */
  static void attach(MachineProgram program, Frame f) {
    UninitPlan plan = program.uninitPlan(f.fn);
    if (plan != null) {
      f.shadow = new RegisterShadow(plan);
    }
  }

  /** The shadow side of {@link HwThread}'s copy of %r0 and the pre-defined variables. */
  static void copyShared(Frame from, Frame to) {
    if (from.shadow == null || to.shadow == null) {
      return;
    }
    System.arraycopy(from.shadow.undef, 0, to.shadow.undef, 0, RegisterLayout.GRF_BYTES);
    RegisterLayout a = from.fn.layout();
    RegisterLayout b = to.fn.layout();
    System.arraycopy(
        from.shadow.undef,
        a.predefinedStart(),
        to.shadow.undef,
        b.predefinedStart(),
        a.predefinedEnd() - a.predefinedStart());
  }

  /** The origin of the first undefined byte of {@code [offset, offset + bytes)}, or 0. */
  int origin(int offset, int bytes) {
    int end = Math.min(offset + bytes, undef.length);
    for (int i = Math.max(offset, 0); i < end; i++) {
      if (undef[i] != 0) {
        return undef[i];
      }
    }
    return 0;
  }

  void set(int offset, int bytes, int origin) {
    int end = Math.min(offset + bytes, undef.length);
    if (offset >= 0 && offset < end) {
      Arrays.fill(undef, offset, end, origin);
    }
  }

  String describeOrigin(int origin) {
    return "the value comes from "
        + (origin == UNWRITTEN_SLM
            ? "shared local memory (SLM) that no thread of the group wrote"
            : plan.originName(origin) + ", which no instruction wrote in this channel");
  }
}
