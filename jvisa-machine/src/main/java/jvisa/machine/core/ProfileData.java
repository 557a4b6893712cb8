package jvisa.machine.core;

import java.util.List;

/** An execution profile: per function and instruction, counts from {@link Profiler}. */
public final class ProfileData {
  private final List<FunctionProfile> functions;

  ProfileData(List<FunctionProfile> functions) {
    this.functions = List.copyOf(functions);
  }

  /** The kernel first, then the stack-called functions. */
  public List<FunctionProfile> functions() {
    return functions;
  }

  /** One function's instructions and their counts. */
  public static final class FunctionProfile {
    private final FunctionListing listing;
    private final long[] counts;

    FunctionProfile(FunctionListing listing, long[] counts) {
      this.listing = listing;
      this.counts = counts;
    }

    public FunctionListing listing() {
      return listing;
    }

    private long at(int pc, int counter) {
      return counts[pc * ProfileCounters.STRIDE + counter];
    }

    /** How often instruction {@code pc} executed (summed over hardware threads). */
    public long count(int pc) {
      return at(pc, ProfileCounters.COUNT);
    }

    /**
     * Channels that did the instruction's work, summed over its executions: those the execution
     * mask enabled (every channel for NoMask) that the predicate also enabled. For a branch the
     * predicate decides where channels go, not whether they take part, so it does not count.
     */
    public long activeChannels(int pc) {
      return at(pc, ProfileCounters.ACTIVE);
    }

    /**
     * Channels of the instruction's range the execution mask enabled, summed over its executions,
     * whether or not the instruction is NoMask or predicated: the thread's divergence at that
     * point.
     */
    public long enabledChannels(int pc) {
      return at(pc, ProfileCounters.ENABLED);
    }

    /** Executions of a branch where every deciding channel went to the target. */
    public long taken(int pc) {
      return at(pc, ProfileCounters.TAKEN);
    }

    /** Executions of a branch where no channel went to the target. */
    public long notTaken(int pc) {
      return at(pc, ProfileCounters.NOT_TAKEN);
    }

    /** Executions of a per-channel branch where some deciding channels went and some did not. */
    public long divergent(int pc) {
      return at(pc, ProfileCounters.DIVERGENT);
    }

    /** activeChannels / (count * execution size); 1 when the instruction never executed. */
    public double simdEfficiency(int pc) {
      long slots = count(pc) * listing.instructions().get(pc).execSize();
      return slots == 0 ? 1.0 : (double) activeChannels(pc) / slots;
    }
  }
}
