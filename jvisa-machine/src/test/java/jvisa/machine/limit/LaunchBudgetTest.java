package jvisa.machine.limit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jvisa.machine.memory.GlobalMemory;
import org.junit.jupiter.api.Test;

class LaunchBudgetTest {
  private static LaunchBudget budget(long memory, long instructions) {
    return LaunchBudget.of(
        Limits.defaults().withMaxMemory(memory).withMaxInstructions(instructions));
  }

  @Test
  void chargingPastTheMemoryLimitFailsAndTakesNothing() {
    LaunchBudget b = budget(100, 1);
    b.charge(60, "x");
    LimitExceeded e = assertThrows(LimitExceeded.class, () -> b.charge(50, "the thing"));
    assertEquals(
        "the emulated memory limit of 100 bytes (--max-memory) is reached: the thing needs 50 more bytes,"
            + " 60 are in use",
        e.getMessage());
    assertEquals(60, b.memoryUsed());
    b.release(60);
    b.charge(100, "all of it");
    assertEquals(100, b.peakMemory());
  }

  @Test
  void instructionsAreGrantedUntilNoneAreLeftAndUnusedOnesComeBack() {
    LaunchBudget b = budget(1, 100);
    assertEquals(64, b.grantInstructions(64));
    assertEquals(36, b.grantInstructions(64));
    assertEquals(0, b.grantInstructions(1));
    b.returnInstructions(10);
    assertEquals(10, b.grantInstructions(64));
    assertTrue(
        b.instructionsExhausted()
            .getMessage()
            .startsWith(
                "the instruction limit of 100 instructions (--max-instructions) is reached"));
  }

  @Test
  void globalMemoryChargesEachNewPageAndPageTableOnce() {
    LaunchBudget b = budget(1L << 30, 1);
    GlobalMemory m = new GlobalMemory(b);
    m.writeInt(0x1_0000_0000L, 1);
    long afterFirst = b.memoryUsed();
    assertTrue(afterFirst > GlobalMemory.PAGE_SIZE, "a page and its 4 GB range's page table");
    m.writeInt(0x1_0000_0004L, 2);
    assertEquals(afterFirst, b.memoryUsed(), "the same page again costs nothing");
    m.writeInt(0x1_0001_0000L, 3);
    assertEquals(afterFirst + GlobalMemory.PAGE_SIZE, b.memoryUsed());
  }

  @Test
  void storesAllOverTheAddressSpaceStopAtTheLimit() {
    GlobalMemory m = new GlobalMemory(budget(8L << 20, 1));
    LimitExceeded e =
        assertThrows(
            LimitExceeded.class,
            () -> {
              for (long i = 0; ; i++) {
                m.writeInt(i << 32, 1);
              }
            });
    assertTrue(e.getMessage().contains("(--max-memory)"), e.getMessage());
  }

  @Test
  void limitsRejectValuesBelowOne() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Limits.defaults().withMaxWorkGroups(0));
    assertEquals("--max-work-groups must be at least 1, not 0", e.getMessage());
  }
}
