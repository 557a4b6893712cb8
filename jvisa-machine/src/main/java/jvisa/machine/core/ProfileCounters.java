package jvisa.machine.core;

import java.util.IdentityHashMap;
import java.util.List;

/**
 * The profile counts of the hardware threads one Java thread runs: per function a long[] with
 * {@link #STRIDE} counters per instruction. Only its own Java thread writes it, so nothing is
 * shared on the hot path; {@link Profiler} adds the counters up at the end.
 */
final class ProfileCounters extends ThreadObserver {
  static final int STRIDE = 6;
  static final int COUNT = 0;
  static final int ACTIVE = 1;
  static final int ENABLED = 2;
  static final int TAKEN = 3;
  static final int NOT_TAKEN = 4;
  static final int DIVERGENT = 5;

  final long[][] counts;
  private final IdentityHashMap<DecodedFunction, Integer> index = new IdentityHashMap<>();
  private final ControlKind[][] kinds;
  private Frame lastFrame;
  private long[] last;
  private ControlKind[] lastKinds;

  ProfileCounters(List<DecodedFunction> functions) {
    counts = new long[functions.size()][];
    kinds = new ControlKind[functions.size()][];
    for (int i = 0; i < counts.length; i++) {
      DecodedFunction fn = functions.get(i);
      index.put(fn, i);
      counts[i] = new long[fn.code().length * STRIDE];
      kinds[i] = new ControlKind[fn.code().length];
      for (Exec e : fn.code()) {
        kinds[i][e.pc] = ControlKind.of(e);
      }
    }
  }

  @Override
  void before(HwThread t, Frame f, Exec e) {
    if (f != lastFrame) {
      int i = index.get(f.fn);
      lastFrame = f;
      last = counts[i];
      lastKinds = kinds[i];
    }
    long[] c = last;
    int at = e.pc * STRIDE;
    int mask = e.maskChannels(f);
    c[at + COUNT]++;
    c[at + ENABLED] += Integer.bitCount((f.em >>> e.offset) & e.sizeMask);
    ControlKind kind = lastKinds[e.pc];
    if (kind == ControlKind.NONE) {
      c[at + ACTIVE] += Integer.bitCount(mask & e.predicateBits(f));
      return;
    }
    c[at + ACTIVE] += Integer.bitCount(mask);
    int going;
    int deciding;
    if (kind.perChannel() && e.execSize > 1) {
      deciding = mask << e.offset;
      going = ControlExecs.takers(e, f);
    } else {
      deciding = f.em;
      going = (e.predicateBits(f) & 1) != 0 ? deciding : 0;
    }
    if (going == 0) {
      c[at + NOT_TAKEN]++;
    } else if (going == deciding) {
      c[at + TAKEN]++;
    } else {
      c[at + DIVERGENT]++;
    }
  }

  @Override
  void after(HwThread t, Frame f, Exec e) {}
}
