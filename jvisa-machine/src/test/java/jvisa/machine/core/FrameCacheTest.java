package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jvisa.machine.limit.LaunchBudget;
import org.junit.jupiter.api.Test;

/** Join points sized by the gotos, and frames reused through a {@link FrameCache}. */
class FrameCacheTest {
  private static int pcAfterLabel(DecodedFunction fn, String label) {
    return fn.labels().get(label);
  }

  @Test
  void forwardGotosJoinAtTheirTargetsAndBackwardOnesAfterThemselves() {
    DecodedFunction ifElse = MachineProgram.decode(DivergenceTest.IF_ELSE).kernel();
    JoinPoints j = ifElse.joins();
    assertEquals(4, j.count());
    int slot = 0;
    for (int pc = 0; pc <= ifElse.code().length; pc++) {
      boolean target =
          pc == pcAfterLabel(ifElse, "ELSE1")
              || pc == pcAfterLabel(ifElse, "ELSE2")
              || pc == pcAfterLabel(ifElse, "ENDIF2")
              || pc == pcAfterLabel(ifElse, "ENDIF1");
      assertEquals(target ? slot++ : JoinPoints.NONE, j.slotAt(pc), "pc " + pc);
    }
    DecodedFunction loop = MachineProgram.decode(DivergenceTest.DO_WHILE).kernel();
    assertEquals(1, loop.joins().count());
    int afterGoto = loop.joins().pcOf(0);
    assertEquals(ControlExecs.Goto.class, loop.code()[afterGoto - 1].getClass());
    assertEquals(1, loop.joins().firstSlotFrom(loop.code().length));
  }

  @Test
  void aReleasedFrameComesBackZeroedWithNothingWaiting() {
    MachineProgram p = MachineProgram.decode(DivergenceTest.IF_ELSE);
    int a = p.kernelLayout().offsetOf("A");
    FrameCache cache = new FrameCache();
    HwThread first = p.newThread("1", 0xff, 3, 4, ThreadEnvironment.NONE, unlimited(), cache);
    Grf.i32(first.kernelRegisters(), a + 4, 7); // channel 1 takes the if, the others park
    assertThrows(MachineFault.class, first::run); // the step limit stops it while they wait
    Frame used = first.kernelFrame();
    assertEquals(pcAfterLabel(used.fn, "ELSE1"), used.nextWaitingPc(0));
    first.release();

    HwThread second = p.newThread("2", 0x0f, 1000, 4, ThreadEnvironment.NONE, unlimited(), cache);
    Frame reused = second.kernelFrame();
    assertSame(used, reused);
    assertEquals(-1, reused.nextWaitingPc(0));
    assertEquals(0x0f, reused.em);
    for (byte b : reused.grf) {
      assertEquals(0, b);
    }
    second.run();
    int r = p.kernelLayout().offsetOf("R");
    for (int c = 0; c < 8; c++) {
      assertEquals(c < 4 ? 13 : 0, Grf.i32(reused.grf, r + 4 * c), "channel " + c);
    }
  }

  @Test
  void aCacheHandsOutOnlyFramesOfTheSameFunction() {
    FrameCache cache = new FrameCache();
    MachineProgram ifElse = MachineProgram.decode(DivergenceTest.IF_ELSE);
    MachineProgram loop = MachineProgram.decode(DivergenceTest.DO_WHILE);
    HwThread t = ifElse.newThread("1", 0xff, 100, 4, ThreadEnvironment.NONE, unlimited(), cache);
    Frame f = t.kernelFrame();
    t.release();
    t.release(); // twice is harmless
    HwThread other = loop.newThread("2", 0xff, 100, 4, ThreadEnvironment.NONE, unlimited(), cache);
    assertNotSame(f, other.kernelFrame());
    HwThread again =
        ifElse.newThread("3", 0xff, 100, 4, ThreadEnvironment.NONE, unlimited(), cache);
    HwThread fresh =
        ifElse.newThread("4", 0xff, 100, 4, ThreadEnvironment.NONE, unlimited(), cache);
    assertSame(f, again.kernelFrame());
    assertNotSame(f, fresh.kernelFrame());
  }

  private static LaunchBudget unlimited() {
    return LaunchBudget.unlimited();
  }
}
