package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.invoke.MethodHandles;
import org.junit.jupiter.api.Test;

/**
 * The JIT compiles the blocks that run hot, in chunks added to a function's code: a function partly
 * compiled computes what the interpreter computes, a chunk added later keeps the earlier ones, and
 * a loop run more than {@link JitCompiler#HOT} times gets compiled while the rest of the function
 * stays interpreted.
 */
class JitHotBlocksTest {
  private static final String DECLS =
      """
      .decl A v_type=G type=d num_elts=8 align=hword
      .decl B v_type=G type=d num_elts=8 align=hword
      .decl R v_type=G type=d num_elts=16 align=hword
      .decl P1 v_type=P num_elts=8
      .decl P2 v_type=P num_elts=8
      """;

  /** Two loops one after the other: A's counts R(0,0) up, then B's counts R(0,8) up. */
  private static final String TWO_LOOPS =
      """
          mov (M1, 8) R(0,0)<1> 0x0:d
      FIRST:
          add (M1, 8) R(0,0)<1> R(0,0)<8;8,1> 0x3:d
          add (M1, 8) A(0,0)<1> A(0,0)<8;8,1> 0xffffffff:d
          cmp.gt (M1, 8) P1 A(0,0)<8;8,1> 0x0:d
          (P1) goto (M1, 8) FIRST
          mov (M1, 8) R(0,8)<1> R(0,0)<8;8,1>
      SECOND:
          mul (M1, 8) R(0,8)<1> R(0,8)<8;8,1> 0x5:d
          add (M1, 8) B(0,0)<1> B(0,0)<8;8,1> 0xffffffff:d
          cmp.gt (M1, 8) P2 B(0,0)<8;8,1> 0x0:d
          (P2) goto (M1, 8) SECOND
      """;

  private static final int FIRST = 1;
  private static final int SECOND = 6;

  private static MachineProgram program() {
    return MachineProgram.decode(Kernels.parse(Kernels.kernel(DECLS, TWO_LOOPS)));
  }

  private static HwThread thread(MachineProgram p, int a, int b) {
    HwThread t = p.newThread("0", 0xff, 10_000_000, 4, ThreadEnvironment.NONE);
    for (int ch = 0; ch < 8; ch++) {
      Grf.i32(t.kernelRegisters(), p.kernelLayout().offsetOf("A") + 4 * ch, a + ch);
      Grf.i32(t.kernelRegisters(), p.kernelLayout().offsetOf("B") + 4 * ch, b + ch);
    }
    return t;
  }

  private static String registers(HwThread t, MachineProgram p) {
    StringBuilder sb = new StringBuilder();
    for (int ch = 0; ch < 16; ch++) {
      sb.append(Grf.i32(t.kernelRegisters(), p.kernelLayout().offsetOf("R") + 4 * ch)).append(' ');
    }
    return sb.toString();
  }

  /** Compiles the blocks of {@code p}'s kernel starting at {@code starts} as one more chunk. */
  private static void compileChunk(MachineProgram p, int... starts) {
    DecodedFunction k = p.kernel();
    boolean[] chosen = new boolean[k.code().length];
    for (int s : starts) {
      chosen[s] = true;
    }
    CompiledFunction more = FunctionCompiler.compile(MethodHandles.lookup(), k, chosen, null);
    CompiledFunction current = k.jit().code();
    assertTrue(k.jit().claim(8));
    k.jit().compiled(current == null ? more : current.plus(more));
  }

  @Test
  void onlyTheChosenBlocksAreEntries() {
    MachineProgram p = program();
    compileChunk(p, FIRST);
    CompiledFunction code = p.kernel().jit().code();
    for (int pc = 0; pc < p.kernel().code().length; pc++) {
      assertEquals(pc == FIRST, code.isEntry(pc), "entry at #" + pc);
    }
  }

  @Test
  void aPartlyCompiledKernelComputesWhatTheInterpreterComputes() {
    MachineProgram interpreted = program();
    HwThread expected = thread(interpreted, 5, 3);
    expected.run();
    MachineProgram partly = program();
    compileChunk(partly, SECOND);
    HwThread actual = thread(partly, 5, 3);
    actual.run();
    assertEquals(registers(expected, interpreted), registers(actual, partly));
    assertEquals(expected.steps(), actual.steps());
    assertEquals(expected.activeChannels(), actual.activeChannels());
    assertEquals(4L * (3 + 7), actual.compiledSteps(), "the second loop's iterations ran compiled");
  }

  @Test
  void aChunkAddedLaterKeepsTheEarlierOnes() {
    MachineProgram p = program();
    compileChunk(p, FIRST);
    compileChunk(p, SECOND);
    CompiledFunction code = p.kernel().jit().code();
    assertTrue(code.isEntry(FIRST));
    assertTrue(code.isEntry(SECOND));
    HwThread t = thread(p, 4, 2);
    t.run();
    assertEquals(4L * (4 + 7) + 4L * (2 + 7), t.compiledSteps(), "both loops ran compiled");
  }

  @Test
  void aLoopThatRunsHotIsCompiledAndTheCodeRunOnceStaysInterpreted() throws InterruptedException {
    MachineProgram p = program();
    p.useEngine(Engine.JIT, false);
    DecodedFunction k = p.kernel();
    assertNull(k.jit().code(), "nothing is compiled before it runs");
    assertEquals(1024, k.jit().hotAt(), "a small function's blocks are hot after 1024 runs");
    thread(p, k.jit().hotAt() + 100, 1).run();
    CompiledFunction code = null;
    for (int waited = 0; waited < 600 && code == null; waited++) {
      Thread.sleep(50);
      code = k.jit().code();
    }
    assertNotNull(code, "the hot loop was compiled in the background");
    assertTrue(code.isEntry(FIRST), "the hot loop");
    assertFalse(code.isEntry(0), "the first mov ran once");
    assertFalse(code.isEntry(SECOND), "the second loop ran 8 times");
  }

  @Test
  void aFunctionIsCompiledAtMostTheGivenNumberOfTimes() {
    JitSlot slot = new JitSlot();
    assertTrue(slot.claim(2));
    assertFalse(slot.claim(2), "a compilation is under way");
    slot.compiled(null);
    assertTrue(slot.claim(2));
    slot.compiled(null);
    assertFalse(slot.claim(2), "two compilations done");
  }

  @Test
  void theInterpreterCountsTheRunsWithEveryChannelOfAnInstructionEnabled() {
    MachineProgram p = program();
    p.useEngine(Engine.JIT, false);
    thread(p, 5, 1).run();
    JitSlot slot = p.kernel().jit();
    assertEquals(5 + 7, slot.heat()[FIRST], "channel 7 runs the first loop 12 times");
    assertEquals(5, slot.fullHeat()[FIRST], "all 8 channels run its first 5 iterations");
  }

  @Test
  void onlyInstructionsMostlyRunFullyEnabledGetCodeForThatCase() {
    boolean[] inLoop = {true, true, false, false};
    JitSlot counted = new JitSlot();
    counted.countHeat(4, 1024);
    int[][] runsAndFull = {{10, 5}, {10, 4}, {10, 9}, {0, 0}};
    for (int pc = 0; pc < 4; pc++) {
      counted.heat()[pc] = runsAndFull[pc][0];
      counted.fullHeat()[pc] = runsAndFull[pc][1];
    }
    assertEquals(
        java.util.List.of(
            FullMaskCode.UNROLLED, FullMaskCode.NONE, FullMaskCode.LOOP, FullMaskCode.NONE),
        java.util.List.of(FunctionCompiler.fullMaskCode(inLoop, counted)));
    assertEquals(
        java.util.List.of(
            FullMaskCode.UNROLLED, FullMaskCode.UNROLLED, FullMaskCode.LOOP, FullMaskCode.LOOP),
        java.util.List.of(FunctionCompiler.fullMaskCode(inLoop, new JitSlot())),
        "without counts: unrolled in loops, a loop elsewhere");
    assertEquals(
        java.util.List.of(FunctionCompiler.fullMaskCode(inLoop, new JitSlot())),
        java.util.List.of(FunctionCompiler.fullMaskCode(inLoop, null)),
        "code compiled before it runs: as without counts");
  }

  @Test
  void aLaunchWithThreadsEnoughToMakeTheKernelHotCompilesItBeforeItRuns() {
    MachineProgram p = program();
    p.useEngine(Engine.JIT, false);
    DecodedFunction k = p.kernel();
    p.compileForLaunch(k.jit().hotAt() - 1);
    assertNull(k.jit().code(), "a shorter launch starts interpreted, counting");
    p.compileForLaunch(k.jit().hotAt());
    CompiledFunction code = k.jit().code();
    assertNotNull(code, "compiled before the launch");
    for (int start : new int[] {0, FIRST, SECOND}) {
      assertTrue(code.isEntry(start), "every block, none run yet: " + start);
    }
    HwThread t = thread(p, 6, 4);
    t.run();
    assertEquals(t.steps(), t.compiledSteps(), "its threads run compiled code only");
    HwThread reference = thread(interpreted(), 6, 4);
    reference.run();
    assertEquals(registers(reference, p), registers(t, p));
    p.compileForLaunch(Long.MAX_VALUE);
    assertSame(code, k.jit().code(), "compiled once");
  }

  @Test
  void aLaunchCompilesNothingOnTheInterpreterOrAfterTheHotBlocksWereCompiled() {
    MachineProgram interp = program();
    interp.useEngine(Engine.INTERP, false);
    interp.compileForLaunch(Long.MAX_VALUE);
    assertNull(interp.kernel().jit().code(), "the interpreter counts nothing, compiles nothing");
    MachineProgram p = program();
    p.useEngine(Engine.JIT, false);
    compileChunk(p, FIRST);
    CompiledFunction hot = p.kernel().jit().code();
    p.compileForLaunch(Long.MAX_VALUE);
    assertSame(hot, p.kernel().jit().code(), "the code compiled from counts stays");
  }

  private static MachineProgram interpreted() {
    MachineProgram p = program();
    p.useEngine(Engine.INTERP, false);
    return p;
  }
}
