package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jvisa.asm.model.Program;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.machine.core.MachineFault;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.memory.BindingTable;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.SharedLocalMemory;
import jvisa.ocl.abi.LocalIdLayout;
import org.junit.jupiter.api.Test;

/** Thread groups: payload, barriers (threads resume together), and the deadlock report. */
class WorkGroupRunnerTest {
  private static final String HEADER =
      """
      .version 4.1
      .kernel "k"
      .decl LID v_type=G type=uw num_elts=8 align=hword
      .decl LID32 v_type=G type=ud num_elts=8 align=hword
      .decl ADDR v_type=G type=ud num_elts=8 align=hword
      .decl VAL v_type=G type=ud num_elts=8 align=hword
      .decl P1 v_type=P num_elts=8
      .input LID offset=32 size=16
      .kernel_attr SimdSize=8
      .function "_main_0"
      _main_0:
      """;

  private static MachineProgram program(String body) {
    ParseResult r = VisaParser.parse("test.visaasm", HEADER + body);
    assertTrue(r.ok(), r.diagnostics().toString());
    return MachineProgram.decodeWithMessages(new Program(java.util.List.of(r.unit())));
  }

  private static WorkGroupRunner runner(MachineProgram p) {
    return new WorkGroupRunner(p, 8, new LocalIdLayout(8, true, false, false), new byte[0], 10_000);
  }

  private static GroupEnvironment env(SharedLocalMemory slm, int threads) {
    GlobalMemory g = new GlobalMemory();
    return new GroupEnvironment(g, new BindingTable(g, 0), slm, threads);
  }

  @Test
  void threadsWaitAtTheBarrierForTheWholeGroup() {
    // Every work-item stores its local ID + 100 into SLM, then after the barrier reads its mirror
    // (15 - id), which another thread wrote, and stores it at 64 + 4 * id.
    MachineProgram p =
        program(
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
        """);
    SharedLocalMemory slm = new SharedLocalMemory(128);
    WorkGroupRunner r = runner(p);
    r.run(new long[] {0, 0, 0}, new long[] {16, 1, 1}, env(slm, 2));
    for (int id = 0; id < 16; id++) {
      assertEquals(100 + (15 - id), slm.load(64 + 4 * id, 4), "work-item " + id);
    }
    assertEquals(2, r.threads());
  }

  @Test
  void aThreadThatEndsWhileOthersWaitIsADeadlock() {
    MachineProgram p =
        program(
            """
        cmp.lt (M1, 8) P1 LID(0,0)<1;1,0> 0x8:uw
        (P1) goto (M1, 8) END
        barrier
        END:
        ret (M1, 1)
        """);
    MachineFault f =
        assertThrows(
            MachineFault.class,
            () ->
                runner(p)
                    .run(
                        new long[] {3, 0, 0},
                        new long[] {16, 1, 1},
                        env(new SharedLocalMemory(0), 2)));
    assertTrue(f.getMessage().contains("deadlock in work-group (3,0,0)"), f.getMessage());
  }

  @Test
  void partialThreadsRunOnlyTheirWorkItems() {
    MachineProgram p =
        program(
            """
        mov (M1, 8) LID32(0,0)<1> LID(0,0)<1;1,0>
        shl (M1, 8) ADDR(0,0)<1> LID32(0,0)<1;1,0> 0x2:ud
        add (M1, 8) VAL(0,0)<1> LID32(0,0)<1;1,0> 0x1:ud
        lsc_store.slm.wb.wb (M1, 8) flat[ADDR]:a32 VAL:d32
        ret (M1, 1)
        """);
    SharedLocalMemory slm = new SharedLocalMemory(64);
    runner(p).run(new long[] {0, 0, 0}, new long[] {11, 1, 1}, env(slm, 2));
    for (int id = 0; id < 16; id++) {
      assertEquals(id < 11 ? id + 1 : 0, slm.load(4L * id, 4), "work-item " + id);
    }
  }
}
