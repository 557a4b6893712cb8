package jvisa.machine.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects an execution profile of one program over a launch: give every hardware thread the
 * observer {@link #countersForCurrentJavaThread} returns on the Java thread that runs it, then read
 * {@link #result}.
 */
public final class Profiler {
  private final List<DecodedFunction> functions;
  private final List<FunctionListing> listings;
  private final List<ProfileCounters> all = new ArrayList<>();
  private final ThreadLocal<ProfileCounters> mine;

  public Profiler(MachineProgram program) {
    this.functions = program.functionsInOrder();
    this.listings = program.listings();
    this.mine = ThreadLocal.withInitial(this::register);
  }

  private ProfileCounters register() {
    ProfileCounters c = new ProfileCounters(functions);
    synchronized (all) {
      all.add(c);
    }
    return c;
  }

  /** The counters of the calling Java thread: attach them to the hardware threads it runs. */
  public ThreadObserver countersForCurrentJavaThread() {
    return mine.get();
  }

  /** The counts of every thread so far, added up (call once the threads are done). */
  public ProfileData result() {
    List<long[]> sums = new ArrayList<>();
    for (DecodedFunction fn : functions) {
      sums.add(new long[fn.code().length * ProfileCounters.STRIDE]);
    }
    synchronized (all) {
      for (ProfileCounters c : all) {
        for (int i = 0; i < sums.size(); i++) {
          long[] s = sums.get(i);
          long[] add = c.counts[i];
          for (int k = 0; k < s.length; k++) {
            s[k] += add[k];
          }
        }
      }
    }
    List<ProfileData.FunctionProfile> out = new ArrayList<>();
    for (int i = 0; i < listings.size(); i++) {
      out.add(new ProfileData.FunctionProfile(listings.get(i), sums.get(i)));
    }
    return new ProfileData(out);
  }
}
