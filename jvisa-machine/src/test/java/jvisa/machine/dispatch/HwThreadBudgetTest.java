package jvisa.machine.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jvisa.machine.core.Grf;
import jvisa.machine.core.HwThread;
import jvisa.machine.core.MachineFault;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.core.ThreadEnvironment;
import org.junit.jupiter.api.Test;

/** HwThread.run(n): a thread stops after n instructions and resumes where it stopped. */
class HwThreadBudgetTest {
  private static final String DECLS =
      """
      .decl I v_type=G type=ud num_elts=8 align=hword
      .decl S v_type=G type=ud num_elts=8 align=hword
      .decl P1 v_type=P num_elts=8
      """;
  // S += I for I = 0..9 in every channel, across a backward jump (and its re-convergence
  // bookkeeping)
  private static final String LOOP =
      """
      mov (M1, 8) I(0,0)<1> 0x0:ud
      mov (M1, 8) S(0,0)<1> 0x0:ud
      TOP:
      add (M1, 8) S(0,0)<1> S(0,0)<1;1,0> I(0,0)<1;1,0>
      add (M1, 8) I(0,0)<1> I(0,0)<1;1,0> 0x1:ud
      cmp.lt (M1, 8) P1 I(0,0)<1;1,0> 0xa:ud
      (P1) goto (M1, 8) TOP
      """;

  private static long sum(MachineProgram p, HwThread t) {
    return Grf.i32(t.kernelRegisters(), p.kernelLayout().offsetOf("S")) & 0xffffffffL;
  }

  @Test
  void aBudgetedRunYieldsAndResumesToTheSameResult() {
    MachineProgram p = VisaText.kernel(DECLS, LOOP);
    HwThread whole = p.newThread("whole", 0xff, 10_000, 8, ThreadEnvironment.NONE);
    assertEquals(HwThread.Status.FINISHED, whole.run());
    HwThread sliced = p.newThread("sliced", 0xff, 10_000, 8, ThreadEnvironment.NONE);
    int yields = 0;
    HwThread.Status s;
    while ((s = sliced.run(3)) == HwThread.Status.YIELDED) {
      yields++;
      assertEquals(3L * yields, sliced.steps(), "each slice runs exactly its budget");
    }
    assertEquals(HwThread.Status.FINISHED, s);
    assertEquals(45, sum(p, whole));
    assertEquals(45, sum(p, sliced));
    assertEquals(whole.steps(), sliced.steps());
    assertEquals(whole.steps() / 3, yields);
  }

  @Test
  void aRunawayLoopNamesKernelInstructionThreadAndMask() {
    MachineProgram p =
        VisaText.kernel(
            DECLS,
            """
        mov (M1, 8) I(0,0)<1> 0x0:ud
        TOP:
        add (M1, 8) I(0,0)<1> I(0,0)<1;1,0> 0x1:ud
        cmp.ge (M1, 8) P1 I(0,0)<1;1,0> 0x0:ud
        (P1) goto (M1, 8) TOP
        """);
    HwThread t = p.newThread("group (1,0,0) thread 2", 0x3f, 500, 8, ThreadEnvironment.NONE);
    // the budget of a shuffled schedule does not hide the step limit
    MachineFault f =
        assertThrows(
            MachineFault.class,
            () -> {
              while (t.run(7) == HwThread.Status.YIELDED) {
                // keep going
              }
            });
    String m = f.getMessage();
    assertTrue(m.contains("step limit of 500 instructions exceeded"), m);
    assertTrue(m.contains("kernel 'k'"), m);
    assertTrue(m.contains("thread group (1,0,0) thread 2"), m);
    assertTrue(m.contains("execution mask 0x3f"), m);
    assertTrue(m.matches("(?s).*instruction #\\d+ '.*'.*"), m);
    assertEquals(500, t.steps());
  }

  @Test
  void aZeroBudgetIsRejected() {
    MachineProgram p = VisaText.kernel(DECLS, LOOP);
    HwThread t = p.newThread("t", 0xff, 10_000, 8, ThreadEnvironment.NONE);
    assertThrows(IllegalArgumentException.class, () -> t.run(0));
  }
}
