package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.asm.model.Program;
import org.junit.jupiter.api.Test;

/**
 * The JIT's blocks and their exactness where a block is cut short: a fault inside a block, the step
 * limit and an instruction budget ending inside a block give what the interpreter gives.
 */
class JitTest {
  private static final String DECLS =
      """
      .decl A v_type=G type=d num_elts=16 align=hword
      .decl R v_type=G type=d num_elts=16 align=hword
      .decl A0 v_type=A num_elts=4
      .decl P1 v_type=P num_elts=8
      """;

  private static final String LOOP =
      """
          mov (M1, 8) R(0,0)<1> 0x0:d
      LOOP:
          add (M1, 8) R(0,0)<1> R(0,0)<8;8,1> A(0,0)<8;8,1>
          add (M1, 8) A(0,0)<1> A(0,0)<8;8,1> 0xffffffff:d
          mul (M1, 8) R(0,8)<1> R(0,0)<8;8,1> 0x3:d
          cmp.gt (M1, 8) P1 A(0,0)<8;8,1> 0x0:d
          (P1) goto (M1, 8) LOOP
      """;

  private static DecodedFunction kernelOf(String body) {
    MachineProgram p = MachineProgram.decode(Kernels.parse(Kernels.kernel(DECLS, body)));
    p.useEngine(Engine.JIT, true);
    return p.kernel();
  }

  @Test
  void blocksStartAtTheFirstInstructionAndAtLabelsAndRunThroughTheirGoto() {
    DecodedFunction k = kernelOf(LOOP);
    CompiledFunction code = k.jit().code();
    assertNotNull(code);
    int ret = k.code().length - 1;
    assertTrue(code.isEntry(0), "the mov before the label");
    assertTrue(code.isEntry(1), "the loop body and its goto");
    assertTrue(code.isEntry(ret), "the final ret after the goto");
    for (int pc = 2; pc <= k.code().length; pc++) {
      assertEquals(pc == ret, code.isEntry(pc), "a block starts at #" + pc);
    }
  }

  /** A thread of the LOOP kernel, compiled, with A = 7 in channel 0. */
  private static HwThread loopThread(MachineProgram p) {
    p.useEngine(Engine.JIT, true);
    HwThread t = p.newThread("0", 0xff, 10_000, 4, ThreadEnvironment.NONE);
    Grf.i32(t.kernelRegisters(), p.kernelLayout().offsetOf("A"), 7);
    return t;
  }

  @Test
  void aLoopRunsInCompiledCodeUntilItsLastChannelLeaves() {
    MachineProgram p = MachineProgram.decode(Kernels.parse(Kernels.kernel(DECLS, LOOP)));
    HwThread t = loopThread(p);
    CompiledFunction code = p.kernel().jit().code();
    Frame f = t.currentFrame();
    int stopped = code.run(t, f, 0, Long.MAX_VALUE);
    assertEquals(Exec.FINISHED, stopped, "the whole loop ran, and the kernel's final ret");
    assertEquals(p.kernel().code().length - 1, t.compiledExitPc, "the ret ended the thread");
    assertEquals(1 + 5 * 7 + 1, t.steps());
  }

  @Test
  void contiguousDwordAluAndMovAreSpecialisedUnlessTheDestinationOverlapsAShiftedSource() {
    DecodedFunction k =
        kernelOf(
            LOOP
                + "    mov (M1, 8) A(0,1)<1> A(0,0)<8;8,1>\n"
                + "    add (M1, 8) R(0,0)<1> R(0,0)<8;8,1> A(0,0)<0;1,0>\n");
    Exec[] code = k.code();
    int bytes = k.layout().frameBytes();
    assertTrue(AluBytecode.specialisable(code[0], bytes), "mov of an immediate");
    assertTrue(AluBytecode.specialisable(code[1], bytes), "add in place");
    assertTrue(AluBytecode.specialisable(code[3], bytes), "mul by an immediate");
    assertTrue(AluBytecode.specialisable(code[4], bytes), "cmp into a predicate");
    assertFalse(AluBytecode.specialisable(code[6], bytes), "mov onto its own source, shifted");
    assertTrue(AluBytecode.specialisable(code[7], bytes), "add of a broadcast scalar");
  }

  @Test
  void aNewThreadStartsInCompiledCode() {
    HwThread t = loopThread(MachineProgram.decode(Kernels.parse(Kernels.kernel(DECLS, LOOP))));
    assertEquals(HwThread.Status.FINISHED, t.run());
    assertEquals(1 + 5 * 7 + 1, t.steps());
    assertEquals(t.steps(), t.compiledSteps(), "the final ret ran compiled too");
  }

  /**
   * Runs {@code p} on both engines with A = 0..7 in a SIMD8 thread: the same R, steps and active
   * channels, and the JIT ran every instruction in compiled code.
   */
  private static void assertBothEnginesAgreeAllCompiled(Program p) {
    assertBothEnginesAgreeAllCompiled(
        p, 10_000, 8, List.of("0", "1", "2", "3", "4", "5", "6", "7"));
  }

  /** The same with a step limit, call depth and A of the caller's choice. */
  private static void assertBothEnginesAgreeAllCompiled(
      Program p, long maxSteps, int maxCallDepth, List<String> a) {
    List<List<Object>> results = new java.util.ArrayList<>();
    for (Engine e : Engine.values()) {
      ThreadRunner r = new ThreadRunner(p, 8, maxSteps, maxCallDepth);
      r.useEngine(e);
      r.set("A", a);
      r.run();
      HwThread t = r.thread();
      results.add(List.of(r.read("R"), t.steps(), t.activeChannels()));
      if (e == Engine.JIT) {
        assertEquals(t.steps(), t.compiledSteps(), "every instruction ran compiled");
      }
    }
    assertEquals(results.get(0), results.get(1));
  }

  @Test
  void subroutineCallsAndDivergentReturnsRunCompiled() {
    assertBothEnginesAgreeAllCompiled(
        Kernels.parse(
            Kernels.kernel(
                DECLS,
                """
                    mov (M1, 8) R(0,0)<1> 0x0:d
                    cmp.gt (M1, 8) P1 A(0,0)<8;8,1> 0x2:d
                    (P1) call (M1, 8) SUB
                    add (M1, 8) R(0,0)<1> R(0,0)<8;8,1> 0x1:d
                    ret (M1, 1)
                SUB:
                    cmp.gt (M1, 8) P1 A(0,0)<8;8,1> 0x5:d
                    mov (M1, 8) R(0,0)<1> 0x64:d
                    (P1) ret (M1, 8)
                    mov (M1, 8) R(0,0)<1> 0xc8:d
                """)));
  }

  @Test
  void recursiveStackCallsSwitchFramesFromCompiledCode() {
    assertBothEnginesAgreeAllCompiled(
        Kernels.parse(
            ".version 4.1\n.kernel \"k\"\n"
                + """
                .decl A v_type=G type=d num_elts=8 align=hword
                .decl R v_type=G type=d num_elts=8 align=hword
                .decl ARG v_type=G type=d num_elts=8 align=hword alias=<%arg, 0>
                .decl RET v_type=G type=d num_elts=8 align=hword alias=<%retval, 0>
                .function "_main_0"
                    mov (M1, 8) ARG(0,0)<1> A(0,0)<8;8,1>
                    fcall (M1, 8) fact 1 1
                    mov (M1, 8) R(0,0)<1> RET(0,0)<8;8,1>
                    ret (M1, 1)
                """,
            CallTest.FACT));
  }

  @Test
  void aBarrierInCompiledCodeBlocksTheThreadAndResumesAfterIt() {
    String body =
        """
            mov (M1, 8) R(0,0)<1> 0x1:d
            barrier
            add (M1, 8) R(0,0)<1> R(0,0)<8;8,1> 0x1:d
        """;
    List<List<Object>> stops = new java.util.ArrayList<>();
    for (Engine e : Engine.values()) {
      MachineProgram p =
          MachineProgram.decodeWithMessages(Kernels.parse(Kernels.kernel(DECLS, body)));
      p.useEngine(e, true);
      HwThread t = p.newThread("0", 0xff, 10_000, 4, new ThreadEnvironment() {});
      stops.add(List.of(t.run(), t.steps(), t.compiledSteps(), t.barrierKey()));
      stops.add(List.of(t.run(), t.steps(), t.compiledSteps(), t.finished()));
    }
    assertEquals(List.of(HwThread.Status.BLOCKED_AT_BARRIER, 2L, 0L, "k#1"), stops.get(0));
    assertEquals(List.of(HwThread.Status.FINISHED, 4L, 0L, true), stops.get(1));
    assertEquals(List.of(HwThread.Status.BLOCKED_AT_BARRIER, 2L, 2L, "k#1"), stops.get(2));
    assertEquals(List.of(HwThread.Status.FINISHED, 4L, 4L, true), stops.get(3));
  }

  @Test
  void selWithAPredicateIsSpecialised() {
    DecodedFunction k =
        kernelOf(
            "    cmp.gt (M1, 8) P1 A(0,0)<8;8,1> 0x3:d\n"
                + "    (!P1) sel (M1, 8) R(0,0)<1> A(0,0)<8;8,1> 0x7:d\n"
                + "    (P1) sel (M1, 8) R(0,0)<1> R(0,0)<8;8,1> A(0,0)<0;1,0>\n");
    Exec[] code = k.code();
    int bytes = k.layout().frameBytes();
    assertTrue(AluBytecode.specialisable(code[1], bytes), "sel of a region and an immediate");
    assertTrue(AluBytecode.specialisable(code[2], bytes), "sel in place with a broadcast");
  }

  @Test
  void aFunctionWhoseLoopsExceedTheBudgetIsCompiledToExecutorCallsWithTheSameResults() {
    StringBuilder body = new StringBuilder();
    for (int k = 0; k < 60; k++) {
      body.append(LOOP.replace("LOOP", "LOOP" + k));
    }
    Program big = Kernels.parse(Kernels.kernel(DECLS, body.toString()));
    assertTrue(FunctionCompiler.specialises(kernelOf(LOOP).code()), "one small loop");
    MachineProgram decoded = MachineProgram.decode(big);
    assertFalse(FunctionCompiler.specialises(decoded.kernel().code()), "300 loop instructions");
    assertBothEnginesAgreeAllCompiled(
        big, 100_000, 4, List.of("1", "2", "3", "4", "5", "6", "7", "8"));
  }

  private static MachineProgram loops(int count) {
    StringBuilder body = new StringBuilder();
    for (int k = 0; k < count; k++) {
      body.append(LOOP.replace("LOOP", "LOOP" + k));
    }
    return MachineProgram.decode(Kernels.parse(Kernels.kernel(DECLS, body.toString())));
  }

  /** R, steps, active channels and compiled steps of a SIMD8 thread of {@code p} with A = 1..8. */
  private static List<Object> runLoops(MachineProgram p) {
    HwThread t = p.newThread("0", 0xff, 1_000_000, 4, ThreadEnvironment.NONE);
    int a = p.kernelLayout().offsetOf("A");
    for (int ch = 0; ch < 8; ch++) {
      Grf.i32(t.kernelRegisters(), a + 4 * ch, ch + 1);
    }
    assertEquals(HwThread.Status.FINISHED, t.run());
    int r = p.kernelLayout().offsetOf("R");
    StringBuilder values = new StringBuilder();
    for (int ch = 0; ch < 16; ch++) {
      values.append(Grf.i32(t.kernelRegisters(), r + 4 * ch)).append(' ');
    }
    return List.of(values.toString(), t.steps(), t.activeChannels(), t.compiledSteps());
  }

  @Test
  void blocksThatRanHotAreSpecialisedBeyondTheLoopBudgetWithTheInterpretersResults() {
    MachineProgram big = loops(60);
    DecodedFunction k = big.kernel();
    boolean[] all = FunctionCompiler.compilableStarts(k);
    assertFalse(FunctionCompiler.specialises(k.code()), "compiled whole: executor calls");
    assertTrue(FunctionCompiler.specialisesHot(k, all), "300 instructions that ran hot");
    DecodedFunction huge = loops(420).kernel();
    assertFalse(
        FunctionCompiler.specialisesHot(huge, FunctionCompiler.compilableStarts(huge)),
        "2100 instructions: executor calls");

    List<Object> interpreted = runLoops(loops(60));
    assertTrue(k.jit().claim(1));
    k.jit()
        .compiled(FunctionCompiler.compile(java.lang.invoke.MethodHandles.lookup(), k, all, null));
    List<Object> compiled = runLoops(big);
    assertEquals(interpreted.subList(0, 3), compiled.subList(0, 3));
    assertEquals(0L, interpreted.get(3));
    assertEquals(compiled.get(1), compiled.get(3), "every instruction ran compiled");
  }

  @Test
  void aLoopGivesTheSameValuesAndStepsOnBothEngines() {
    Program p = Kernels.parse(Kernels.kernel(DECLS, LOOP));
    List<Long> steps = new java.util.ArrayList<>();
    List<String> values = new java.util.ArrayList<>();
    for (Engine e : Engine.values()) {
      ThreadRunner r = new ThreadRunner(p, 8, 10_000, 4);
      r.useEngine(e);
      r.set("A", List.of("1", "2", "3", "4", "5", "6", "7", "8"));
      r.run();
      steps.add(r.steps());
      values.add(String.join(" ", r.read("R")));
    }
    assertEquals(steps.get(0), steps.get(1));
    assertEquals(values.get(0), values.get(1));
  }

  @Test
  void aFaultInsideABlockNamesItsInstructionAndCountsTheStepsBeforeIt() {
    String body =
        """
            mov (M1, 8) R(0,0)<1> 0x1:d
            addr_add (M1_NM, 1) A0(0)<1> &A 0x4000:uw
            mov (M1, 8) R(0,0)<1> r[A0(0),0]<8;8,1>:d
            mov (M1, 8) R(0,8)<1> 0x2:d
        """;
    Program p = Kernels.parse(Kernels.kernel(DECLS, body));
    List<String> messages = new java.util.ArrayList<>();
    List<Long> steps = new java.util.ArrayList<>();
    for (Engine e : Engine.values()) {
      ThreadRunner r = new ThreadRunner(p, 8, 10_000, 4);
      r.useEngine(e);
      messages.add(assertThrows(MachineFault.class, r::run).getMessage());
      steps.add(r.steps());
    }
    assertEquals(messages.get(0), messages.get(1));
    assertEquals(List.of(3L, 3L), steps);
  }

  @Test
  void theStepLimitInsideABlockStopsAtTheSameInstruction() {
    Program p = Kernels.parse(Kernels.kernel(DECLS, LOOP));
    List<String> messages = new java.util.ArrayList<>();
    for (Engine e : Engine.values()) {
      ThreadRunner r = new ThreadRunner(p, 8, 23, 4);
      r.useEngine(e);
      r.set("A", List.of("9", "9", "9", "9", "9", "9", "9", "9"));
      messages.add(assertThrows(MachineFault.class, r::run).getMessage());
    }
    assertEquals(messages.get(0), messages.get(1));
  }

  @Test
  void aBudgetEndingInsideABlockYieldsThereAndResumes() {
    MachineProgram interp = MachineProgram.decode(Kernels.parse(Kernels.kernel(DECLS, LOOP)));
    MachineProgram jit = MachineProgram.decode(Kernels.parse(Kernels.kernel(DECLS, LOOP)));
    jit.useEngine(Engine.JIT, true);
    HwThread a = interp.newThread("0", 0xff, 10_000, 4, ThreadEnvironment.NONE);
    HwThread b = jit.newThread("0", 0xff, 10_000, 4, ThreadEnvironment.NONE);
    for (HwThread t : List.of(a, b)) {
      Grf.i32(t.kernelRegisters(), interp.kernelLayout().offsetOf("A"), 5);
    }
    while (!a.finished()) {
      assertEquals(a.run(3), b.run(3));
      assertEquals(a.steps(), b.steps());
      assertEquals(a.activeChannels(), b.activeChannels());
      assertEquals(a.describeStop(), b.describeStop());
    }
  }
}
