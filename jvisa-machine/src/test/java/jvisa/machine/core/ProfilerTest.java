package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The profiler's counts on the divergence example, against a per-channel model of the loop. */
class ProfilerTest {
  private static final long[] START = {1, 2, 3, 4, 5, 6, 7, 8};

  private static ProfileData.FunctionProfile profile(long[] start) {
    ThreadRunner r = new ThreadRunner(DivergenceKernel.program(), start.length, 1_000_000, 8);
    r.set("N", Arrays.stream(start).mapToObj(Long::toString).toList());
    Profiler p = r.profile();
    r.run();
    return p.result().functions().get(0);
  }

  @Test
  void loopHeaderRunsOncePerIterationOfTheLongestChannelWithItsChannels() {
    long[][] walks = DivergenceKernel.walks(START);
    int iterations = Arrays.stream(walks).mapToInt(w -> w.length).max().orElseThrow();
    long channels = Arrays.stream(walks).mapToLong(w -> w.length).sum();
    ProfileData.FunctionProfile p = profile(START);
    assertEquals(iterations, p.count(DivergenceKernel.CMP_LE));
    assertEquals(channels, p.activeChannels(DivergenceKernel.CMP_LE));
    assertEquals(
        (double) channels / (iterations * 8), p.simdEfficiency(DivergenceKernel.CMP_LE), 1e-12);
  }

  @Test
  void exitBranchIsDivergentWhenSomeButNotAllActiveChannelsLeave() {
    long[][] walks = DivergenceKernel.walks(START);
    int iterations = Arrays.stream(walks).mapToInt(w -> w.length).max().orElseThrow();
    long taken = 0;
    long notTaken = 0;
    long divergent = 0;
    for (int k = 0; k < iterations; k++) {
      int active = 0;
      int leaving = 0;
      for (long[] w : walks) {
        if (w.length > k) {
          active++;
          leaving += w[k] <= 1 ? 1 : 0;
        }
      }
      if (leaving == 0) {
        notTaken++;
      } else if (leaving == active) {
        taken++;
      } else {
        divergent++;
      }
    }
    ProfileData.FunctionProfile p = profile(START);
    int pc = DivergenceKernel.GOTO_DONE;
    assertEquals(
        List.of(taken, notTaken, divergent), List.of(p.taken(pc), p.notTaken(pc), p.divergent(pc)));
    assertEquals(iterations, p.count(pc));
  }

  @Test
  void oddAndEvenArmsRunOnlyWithTheirChannels() {
    long[][] walks = DivergenceKernel.walks(START);
    int iterations = Arrays.stream(walks).mapToInt(w -> w.length).max().orElseThrow();
    long madRuns = 0;
    long madChannels = 0;
    long asrChannels = 0;
    for (int k = 0; k < iterations; k++) {
      int odd = 0;
      for (long[] w : walks) {
        if (w.length > k + 1) {
          odd += (w[k] & 1) != 0 ? 1 : 0;
          asrChannels += (w[k] & 1) == 0 ? 1 : 0;
        }
      }
      madRuns += odd > 0 ? 1 : 0;
      madChannels += odd;
    }
    ProfileData.FunctionProfile p = profile(START);
    assertEquals(madRuns, p.count(DivergenceKernel.MAD));
    assertEquals(madChannels, p.activeChannels(DivergenceKernel.MAD));
    assertEquals(asrChannels, p.activeChannels(DivergenceKernel.ASR));
  }

  @Test
  void uniformInputNeverDiverges() {
    ProfileData.FunctionProfile p = profile(new long[] {6, 6, 6, 6, 6, 6, 6, 6});
    for (InstructionInfo i : p.listing().instructions()) {
      assertEquals(0, p.divergent(i.pc()), i.text());
      if (p.count(i.pc()) > 0 && i.execSize() == 8) {
        assertEquals(1.0, p.simdEfficiency(i.pc()), 1e-12, i.text());
      }
    }
  }

  @Test
  void predicatedOffChannelsDoNotCountAsActiveButStillCountAsEnabled() {
    String text =
        Kernels.kernel(
            ".decl A v_type=G type=d num_elts=8 align=hword\n.decl P v_type=P num_elts=8",
            "    setp (M1, 8) P 0x5:ud\n    (P) mov (M1, 8) A(0,0)<1> 0x1:d\n"
                + "    (P) mov (M1_NM, 8) A(0,0)<1> 0x2:d");
    ThreadRunner r = new ThreadRunner(Kernels.parse(text), 4, 1000, 8);
    Profiler prof = r.profile();
    r.run();
    ProfileData.FunctionProfile p = prof.result().functions().get(0);
    assertEquals(2, p.activeChannels(1));
    assertEquals(4, p.enabledChannels(1));
    assertEquals(2, p.activeChannels(2), "NoMask: every channel of the size, minus the predicate");
    assertEquals(4, p.enabledChannels(2));
  }
}
