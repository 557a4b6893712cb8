package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import jvisa.asm.model.Program;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.machine.core.FrameCache;
import jvisa.machine.core.MachineFault;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.memory.BindingTable;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.SharedLocalMemory;
import jvisa.ocl.abi.LocalIdLayout;
import org.junit.jupiter.api.Test;

/**
 * Shuffled schedules expose races and leave race-free groups alone; run-time errors name the
 * kernel, instruction, work-group, thread and execution mask.
 */
class ScheduleAndErrorsTest {
  private static final String HEADER =
      """
      .version 4.1
      .kernel "k"
      .decl LID v_type=G type=uw num_elts=8 align=hword
      .decl LID32 v_type=G type=ud num_elts=8 align=hword
      .decl ADDR v_type=G type=ud num_elts=8 align=hword
      .decl VAL v_type=G type=ud num_elts=8 align=hword
      .decl ZERO v_type=G type=ud num_elts=1 align=dword
      .decl N v_type=G type=ud num_elts=1 align=dword
      .decl V v_type=G type=ud num_elts=1 align=dword
      .decl P1 v_type=P num_elts=8
      .decl P2 v_type=P num_elts=1
      .decl HW v_type=G type=ud num_elts=1 align=dword alias=<%hw_id, 0>
      .input LID offset=32 size=16
      .kernel_attr SimdSize=8
      .function "_main_0"
      _main_0:
      """;

  // Each thread increments SLM word 0 without atomics, 2 + LID(0)/2 times: thread 0 twice, thread 1
  // six times.
  private static final String RACY =
      """
      mov (M1_NM, 1) ZERO(0,0)<1> 0x0:ud
      mov (M1_NM, 1) N(0,0)<1> LID(0,0)<0;1,0>
      shr (M1_NM, 1) N(0,0)<1> N(0,0)<0;1,0> 0x1:ud
      add (M1_NM, 1) N(0,0)<1> N(0,0)<0;1,0> 0x2:ud
      LOOP:
      lsc_load.slm.ca.ca (M1_NM, 1) V:d32 flat[ZERO]:a32
      add (M1_NM, 1) V(0,0)<1> V(0,0)<0;1,0> 0x1:ud
      lsc_store.slm.wb.wb (M1_NM, 1) flat[ZERO]:a32 V:d32
      add (M1_NM, 1) N(0,0)<1> N(0,0)<0;1,0> 0xffffffff:ud
      cmp.gt (M1_NM, 1) P2 N(0,0)<0;1,0> 0x0:ud
      (P2) jmp (M1_NM, 1) LOOP
      ret (M1, 1)
      """;

  // Every work-item stores its ID + 100, and after the barrier copies its mirror's value (15 - ID).
  private static final String MIRROR =
      """
      mov (M1, 8) LID32(0,0)<1> LID(0,0)<1;1,0>
      shl (M1, 8) ADDR(0,0)<1> LID32(0,0)<1;1,0> 0x2:ud
      add (M1, 8) VAL(0,0)<1> LID32(0,0)<1;1,0> 0x64:ud
      lsc_store.slm.wb.wb (M1, 8) flat[ADDR]:a32 VAL:d32
      barrier
      add (M1, 8) ADDR(0,0)<1> (-)ADDR(0,0)<1;1,0> 0x3c:ud
      lsc_load.slm.ca.ca (M1, 8) VAL:d32 flat[ADDR]:a32
      shl (M1, 8) ADDR(0,0)<1> LID32(0,0)<1;1,0> 0x2:ud
      add (M1, 8) ADDR(0,0)<1> ADDR(0,0)<1;1,0> 0x40:ud
      lsc_store.slm.wb.wb (M1, 8) flat[ADDR]:a32 VAL:d32
      ret (M1, 1)
      """;

  private static MachineProgram program(String body) {
    ParseResult r = VisaParser.parse("test.visaasm", HEADER + body);
    assertTrue(r.ok(), r.diagnostics().toString());
    return MachineProgram.decodeWithMessages(new Program(java.util.List.of(r.unit())));
  }

  private static WorkGroupRunner runner(MachineProgram p, Long seed) {
    return new WorkGroupRunner(
        p, 8, new LocalIdLayout(8, true, false, false), new byte[0], 10_000, seed, 0);
  }

  private static GroupEnvironment env(SharedLocalMemory slm) {
    GlobalMemory g = new GlobalMemory();
    return new GroupEnvironment(g, new BindingTable(g, 0), slm, 2);
  }

  private static long runRacy(Long seed) {
    SharedLocalMemory slm = new SharedLocalMemory(64);
    runner(program(RACY), seed)
        .run(new long[] {0, 0, 0}, new long[] {16, 1, 1}, env(slm), 0, 0, new FrameCache());
    return slm.load(0, 4);
  }

  @Test
  void aRaceGivesDifferentResultsUnderDifferentSeeds() {
    assertEquals(8, runRacy(null), "round-robin runs thread 0's 2 increments, then thread 1's 6");
    Set<Long> results = new TreeSet<>();
    for (long seed = 1; seed <= 40; seed++) {
      long r = runRacy(seed);
      assertEquals(r, runRacy(seed), "a seed always gives the same interleaving");
      assertTrue(r >= 2 && r <= 8, "lost updates only: " + r);
      results.add(r);
    }
    assertTrue(results.size() > 1, "40 seeds gave only " + results);
    assertTrue(results.stream().anyMatch(r -> r < 8), "no seed lost an update: " + results);
  }

  @Test
  void aRaceFreeGroupGivesTheSameResultUnderEverySeed() {
    for (long seed = 1; seed <= 25; seed++) {
      SharedLocalMemory slm = new SharedLocalMemory(128);
      WorkGroupRunner r = runner(program(MIRROR), seed);
      r.run(new long[] {0, 0, 0}, new long[] {16, 1, 1}, env(slm), 0, 0, new FrameCache());
      for (int id = 0; id < 16; id++) {
        assertEquals(
            100 + (15 - id), slm.load(64 + 4 * id, 4), "seed " + seed + ", work-item " + id);
      }
      assertEquals(2 * 11, r.instructions());
    }
  }

  private static void assertNamesEverything(String m, String group, int thread, String mask) {
    System.out.println(m);
    assertTrue(m.contains("kernel 'k'"), m);
    assertTrue(m.contains("thread group " + group + " thread " + thread), m);
    assertTrue(m.contains("execution mask " + mask), m);
    assertTrue(m.matches("(?s).*instruction #\\d+ '[^']+' \\(test\\.visaasm:\\d+\\).*"), m);
  }

  @Test
  void aRunawayLoopIsStoppedAndLocated() {
    MachineProgram p =
        program(
            """
        TOP:
        cmp.lt (M1, 8) P1 LID(0,0)<1;1,0> 0x100:uw
        (P1) goto (M1, 8) TOP
        ret (M1, 1)
        """);
    for (Long seed : new Long[] {null, 7L}) {
      MachineFault f =
          assertThrows(
              MachineFault.class,
              () ->
                  runner(p, seed)
                      .run(
                          new long[] {2, 0, 0},
                          new long[] {6, 1, 1},
                          env(new SharedLocalMemory(0)),
                          2,
                          0,
                          new FrameCache()));
      String m = f.getMessage();
      assertTrue(m.contains("step limit of 10000 instructions exceeded"), m);
      assertNamesEverything(m, "(2,0,0)", 0, "0x3f");
    }
  }

  @Test
  void aBarrierThatFinishedThreadsNeverReachIsADeadlock() {
    MachineProgram p =
        program(
            """
        cmp.lt (M1, 8) P1 LID(0,0)<1;1,0> 0x8:uw
        (P1) goto (M1, 8) END
        barrier
        END:
        ret (M1, 1)
        """);
    for (Long seed : new Long[] {null, 3L}) {
      MachineFault f =
          assertThrows(
              MachineFault.class,
              () ->
                  runner(p, seed)
                      .run(
                          new long[] {3, 0, 0},
                          new long[] {16, 1, 1},
                          env(new SharedLocalMemory(0)),
                          3,
                          0,
                          new FrameCache()));
      String m = f.getMessage();
      assertTrue(m.contains("barrier deadlock in work-group (3,0,0): 1 of 2 threads wait"), m);
      assertTrue(m.contains("'barrier'"), m);
      assertNamesEverything(m, "(3,0,0)", 1, "0xff");
    }
  }

  @Test
  void anSlmAccessOutOfRangeIsLocated() {
    MachineProgram p =
        program(
            """
        mov (M1, 8) LID32(0,0)<1> LID(0,0)<1;1,0>
        shl (M1, 8) ADDR(0,0)<1> LID32(0,0)<1;1,0> 0x3:ud
        lsc_store.slm.wb.wb (M1, 8) flat[ADDR]:a32 LID32:d32
        ret (M1, 1)
        """);
    MachineFault f =
        assertThrows(
            MachineFault.class,
            () ->
                runner(p, null)
                    .run(
                        new long[] {0, 1, 0},
                        new long[] {16, 1, 1},
                        env(new SharedLocalMemory(64)),
                        0,
                        0,
                        new FrameCache()));
    String m = f.getMessage();
    assertTrue(m.contains("SLM"), m);
    assertTrue(m.contains("lsc_store"), m);
    assertNamesEverything(m, "(0,1,0)", 1, "0xff");
  }

  @Test
  void hardwareThreadIdsStartWhereTheDispatcherSays() {
    MachineProgram p =
        program(
            """
        mov (M1, 8) LID32(0,0)<1> LID(0,0)<1;1,0>
        shl (M1, 8) ADDR(0,0)<1> LID32(0,0)<1;1,0> 0x2:ud
        mov (M1, 8) VAL(0,0)<1> HW(0,0)<0;1,0>
        lsc_store.slm.wb.wb (M1, 8) flat[ADDR]:a32 VAL:d32
        ret (M1, 1)
        """);
    SharedLocalMemory slm = new SharedLocalMemory(64);
    runner(p, null)
        .run(new long[] {0, 0, 0}, new long[] {16, 1, 1}, env(slm), 5, 6, new FrameCache());
    assertEquals(6, slm.load(0, 4));
    assertEquals(7, slm.load(4 * 8, 4));
  }
}
