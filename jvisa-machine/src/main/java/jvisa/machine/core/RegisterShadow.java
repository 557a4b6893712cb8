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

  /** The origin of bytes loaded from private memory or scratch the thread did not write. */
  static final int UNWRITTEN_PRIVATE = Integer.MAX_VALUE - 1;

  /** The origin of bytes loaded from an image the host gave no contents and nothing wrote. */
  static final int UNWRITTEN_IMAGE = Integer.MAX_VALUE - 2;

  final int[] undef;
  final int[] flagUndef;
  final int[] flagOrigin;
  final int[] scratch = new int[32];
  private final UninitPlan plan;

  /**
   * One bit per 32-byte register: set when the register may hold undefined bytes, clear when it
   * holds none (an instruction whose registers are all clear needs no shadow work).
   */
  private final long[] maybeUndefined;

  RegisterShadow(UninitPlan plan) {
    this.plan = plan;
    this.undef = plan.initialRegisters().clone();
    this.maybeUndefined = new long[(registers(undef.length) + 63) / 64];
    recheckAll(0, undef.length);
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
    int bytes = a.predefinedEnd() - a.predefinedStart();
    System.arraycopy(
        from.shadow.undef, a.predefinedStart(), to.shadow.undef, b.predefinedStart(), bytes);
    to.shadow.recheckAll(0, RegisterLayout.GRF_BYTES);
    to.shadow.recheckAll(b.predefinedStart(), b.predefinedStart() + bytes);
  }

  /** Recomputes the bits of the registers overlapping {@code [from, to)} after a bulk copy. */
  private void recheckAll(int from, int to) {
    for (int r = from >>> 5; r < registers(Math.min(to, undef.length)); r++) {
      maybeUndefined[r >>> 6] |= 1L << r;
    }
    recheck(from, Math.min(to, undef.length));
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
      if (origin != 0) {
        for (int r = offset >>> 5; r <= (end - 1) >>> 5; r++) {
          maybeUndefined[r >>> 6] |= 1L << r;
        }
      } else {
        recheck(offset, end);
      }
    }
  }

  /**
   * Whether the registers overlapping {@code [offset, offset + bytes)} surely hold no undefined
   * byte (false: they may, or the range leaves the register file).
   */
  boolean surelyDefined(int offset, int bytes) {
    int end = offset + bytes;
    if (offset < 0 || bytes <= 0 || end > undef.length) {
      return false;
    }
    for (int r = offset >>> 5; r <= (end - 1) >>> 5; r++) {
      if ((maybeUndefined[r >>> 6] & (1L << r)) != 0) {
        return false;
      }
    }
    return true;
  }

  /** Whether the registers of {@code set} hold no undefined byte. */
  boolean defined(RegisterSet set) {
    int[] words = set.words;
    long[] bits = set.bits;
    for (int k = 0; k < words.length; k++) {
      int w = words[k];
      if (w >= maybeUndefined.length || (maybeUndefined[w] & bits[k]) != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * As {@link #set}, leaving the registers' "may hold undefined bytes" bits set when the bytes
   * become defined: a run of writes calls {@link #recheck(RegisterSet)} once at its end.
   */
  void fill(int offset, int bytes, int origin) {
    int end = Math.min(offset + bytes, undef.length);
    if (offset >= 0 && offset < end) {
      Arrays.fill(undef, offset, end, origin);
      if (origin != 0) {
        for (int r = offset >>> 5; r <= (end - 1) >>> 5; r++) {
          maybeUndefined[r >>> 6] |= 1L << r;
        }
      }
    }
  }

  /** Clears the bits of the registers of {@code set} that hold no undefined byte. */
  void recheck(RegisterSet set) {
    for (int k = 0; k < set.words.length; k++) {
      int w = set.words[k];
      if (w >= maybeUndefined.length) {
        continue;
      }
      long candidates = maybeUndefined[w] & set.bits[k];
      while (candidates != 0) {
        int r = (w << 6) + Long.numberOfTrailingZeros(candidates);
        candidates &= candidates - 1;
        recheck(r << 5, Math.min((r + 1) << 5, undef.length));
      }
    }
  }

  private static int registers(int bytes) {
    return (bytes + 31) >>> 5;
  }

  /**
   * Clears the bits of the registers overlapping {@code [from, to)} that hold no undefined byte.
   */
  private void recheck(int from, int to) {
    for (int r = from >>> 5; r < registers(to); r++) {
      if ((maybeUndefined[r >>> 6] & (1L << r)) == 0) {
        continue;
      }
      boolean any = false;
      for (int i = r << 5; i < Math.min((r + 1) << 5, undef.length) && !any; i++) {
        any = undef[i] != 0;
      }
      if (any) {
        maybeUndefined[r >>> 6] |= 1L << r;
      } else {
        maybeUndefined[r >>> 6] &= ~(1L << r);
      }
    }
  }

  String describeOrigin(int origin) {
    return "the value comes from "
        + switch (origin) {
          case UNWRITTEN_SLM -> "shared local memory (SLM) that no thread of the group wrote";
          case UNWRITTEN_PRIVATE -> "private memory (or scratch) that the thread did not write";
          case UNWRITTEN_IMAGE -> "image bytes that nothing wrote (the host gave no contents)";
          default -> plan.originName(origin) + ", which no instruction wrote in this channel";
        };
  }
}
