package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jvisa.asm.model.Program;
import jvisa.machine.limit.LaunchBudget;
import jvisa.machine.limit.LimitExceeded;
import jvisa.machine.limit.Limits;
import org.junit.jupiter.api.Test;

/**
 * Hostile declarations and runs against the machine's limits: refused before running or stopped
 * cleanly.
 */
class MachineLimitsTest {
  private static Program kernel(String decls, String body) {
    return Kernels.parse(
        ".version 4.1\n.kernel \"k\"\n"
            + decls
            + ".function \"_main_0\"\n"
            + body
            + "    ret (M1, 1)\n");
  }

  @Test
  void aDeclarationWhoseByteSizeOverflowsAnIntIsALocatedDecodeError() {
    Program p = kernel(".decl V v_type=G type=d num_elts=536870911\n", "");
    DecodeException e = assertThrows(DecodeException.class, () -> new ThreadRunner(p, 8, 100, 8));
    assertTrue(
        e.getMessage()
            .matches(
                "test\\.visaasm:3:7: 'V' \\(536870911 elements of d\\) would end at 21474\\d{5}"
                    + " bytes of registers; a register file holds at most 1073741824"),
        e.getMessage());
  }

  @Test
  void aDeclarationLargerThanTheRegisterLimitIsRefusedBeforeRunning() {
    Program p = kernel(".decl V v_type=G type=d num_elts=100000000\n", "");
    LimitExceeded e = assertThrows(LimitExceeded.class, () -> new ThreadRunner(p, 8, 100, 8));
    assertTrue(
        e.getMessage()
            .startsWith(
                "the register limit of 65536 registers (--max-registers) is reached:"
                    + " kernel 'k' (test.visaasm) declares "),
        e.getMessage());
    assertTrue(e.getMessage().endsWith(" registers of variables"), e.getMessage());
  }

  @Test
  void anAliasOffsetOutsideItsTargetIsALocatedDecodeError() {
    Program p =
        kernel(
            ".decl V v_type=G type=d num_elts=8\n.decl A v_type=G type=d num_elts=8 alias=<V, 4294967040>\n",
            "");
    DecodeException e = assertThrows(DecodeException.class, () -> new ThreadRunner(p, 8, 100, 8));
    assertEquals(
        "test.visaasm:4:7: alias 'A' (32 bytes at offset 4294967040) lies outside 'V': the offset must be"
            + " 0 to 0 for its 32 bytes",
        e.getMessage());
  }

  @Test
  void anInputOutsideTheRegisterFileIsALocatedDecodeError() {
    Program p =
        kernel(".decl V v_type=G type=d num_elts=8\n.input V offset=32 size=4294967295\n", "");
    DecodeException e = assertThrows(DecodeException.class, () -> new ThreadRunner(p, 8, 100, 8));
    assertTrue(
        e.getMessage()
            .startsWith(
                "test.visaasm:4:8: input 'V' (offset 32, size 4294967295) lies outside"
                    + " the register file"),
        e.getMessage());
  }

  @Test
  void recursionWithLargeFramesStopsAtTheMemoryLimitNamingTheCall() {
    Program p =
        Kernels.parse(
            ".version 4.1\n.kernel \"k\"\n.function \"_main_0\"\n    fcall (M1, 8) deep 1 1\n"
                + "    ret (M1, 1)\n",
            """
        .version 4.1
        .global_function "deep"
        .decl LOCAL v_type=G type=q num_elts=4096
        .function "deep_0"
            fcall (M1, 8) deep 1 1
            fret (M1, 8)
        """);
    ThreadRunner r =
        new ThreadRunner(p, 8, 1_000_000, 1000, Limits.defaults().withMaxMemory(1 << 20));
    LimitExceeded e = assertThrows(LimitExceeded.class, r::run);
    assertTrue(
        e.getMessage()
            .startsWith(
                "the emulated memory limit of 1048576 bytes (--max-memory) is reached:" + " the "),
        e.getMessage());
    assertTrue(
        e.getMessage().contains("-byte register file of function 'deep' in thread 0 needs"),
        e.getMessage());
    assertTrue(e.getMessage().contains(" at instruction #0 'fcall (M1, 8) deep"), e.getMessage());
  }

  @Test
  void aLoopStopsAtTheLaunchInstructionLimit() {
    Program p = kernel("", "LOOP:\n    jmp (M1, 1) LOOP\n");
    ThreadRunner r =
        new ThreadRunner(p, 8, Long.MAX_VALUE, 8, Limits.defaults().withMaxInstructions(100_000));
    LimitExceeded e = assertThrows(LimitExceeded.class, r::run);
    assertTrue(
        e.getMessage()
            .startsWith(
                "the instruction limit of 100000 instructions (--max-instructions) is"
                    + " reached"),
        e.getMessage());
    assertTrue(e.getMessage().contains("'jmp (M1, 1) LOOP'"), e.getMessage());
    assertEquals(100_000, r.steps());
  }

  @Test
  void callsInALoopHoldTheirFramesOnceAndGiveEverythingBackAtTheEnd() {
    Program p =
        Kernels.parse(
            """
            .version 4.1
            .kernel "k"
            .decl I v_type=G type=d num_elts=1
            .decl P1 v_type=P num_elts=1
            .function "_main_0"
                mov (M1_NM, 1) I(0,0)<1> 0x0:d
            LOOP:
                fcall (M1, 8) f 1 1
                add (M1_NM, 1) I(0,0)<1> I(0,0)<0;1,0> 0x1:d
                cmp.lt (M1_NM, 1) P1 I(0,0)<0;1,0> 0x3e8:d
                (P1) jmp (M1, 1) LOOP
                ret (M1, 1)
            """,
            """
            .version 4.1
            .global_function "f"
            .decl LOCAL v_type=G type=q num_elts=512
            .function "f_0"
                fret (M1, 8)
            """);
    MachineProgram program = MachineProgram.decode(p);
    long bothFrames = Frame.bytesFor(program.kernel()) + Frame.bytesFor(program.function("f"));
    LaunchBudget budget = LaunchBudget.of(Limits.defaults().withMaxMemory(bothFrames));
    HwThread t = program.newThread("0", 0xff, 1_000_000, 8, ThreadEnvironment.NONE, budget);
    assertEquals(HwThread.Status.FINISHED, t.run(), "1000 calls within the memory of both frames");
    assertEquals(bothFrames, budget.peakMemory());
    t.release();
    assertEquals(0, budget.memoryUsed());
  }

  @Test
  void aThreadThatStopsKeepsItsGrantWhilePlentyIsLeftAndGivesItBackWhenReleased() {
    Program p = kernel("", "LOOP:\n    jmp (M1, 1) LOOP\n");
    MachineProgram program = MachineProgram.decode(p);
    long max = Limits.DEFAULT_MAX_INSTRUCTIONS;
    LaunchBudget budget = LaunchBudget.of(Limits.defaults());
    HwThread t = program.newThread("0", 0xff, Long.MAX_VALUE, 8, ThreadEnvironment.NONE, budget);
    assertEquals(HwThread.Status.YIELDED, t.run(10));
    assertEquals(max - LaunchBudget.GRANT, budget.instructionsLeft(), "the grant is kept");
    assertEquals(HwThread.Status.YIELDED, t.run(10));
    assertEquals(max - LaunchBudget.GRANT, budget.instructionsLeft(), "and run from");
    t.release();
    assertEquals(max - 20, budget.instructionsLeft());
  }

  @Test
  void aThreadThatStopsGivesItsGrantBackAtOnceWhenTheLaunchHasLittleLeft() {
    Program p = kernel("", "LOOP:\n    jmp (M1, 1) LOOP\n");
    MachineProgram program = MachineProgram.decode(p);
    long max = 100 * LaunchBudget.GRANT;
    LaunchBudget budget = LaunchBudget.of(Limits.defaults().withMaxInstructions(max));
    HwThread t = program.newThread("0", 0xff, Long.MAX_VALUE, 8, ThreadEnvironment.NONE, budget);
    assertEquals(HwThread.Status.YIELDED, t.run(10));
    assertEquals(max - 10, budget.instructionsLeft());
    assertEquals(HwThread.Status.YIELDED, t.run(10));
    assertEquals(max - 20, budget.instructionsLeft());
  }
}
