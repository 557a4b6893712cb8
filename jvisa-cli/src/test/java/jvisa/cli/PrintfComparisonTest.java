package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class PrintfComparisonTest {
  @Test
  void theSameLinesInAnotherOrderAreTheSame() {
    PrintfComparison c = PrintfComparison.of("b\na\na\n", "a\nb\na\n");
    assertTrue(c.same());
    assertEquals("PASS (3 lines, the same lines as the reference printed)", c.describe());
  }

  @Test
  void aLinePrintedTooOftenOrTooRarelyDiffers() {
    PrintfComparison c = PrintfComparison.of("a\na\nc\n", "a\nb\n");
    assertFalse(c.same());
    assertEquals(List.of("a", "c"), c.extra());
    assertEquals(List.of("b"), c.missing());
    assertEquals(
        "FAIL (2 of 3 lines not printed by the reference, 1 of its lines missing; first extra: 'a';"
            + " first missing: 'b')",
        c.describe());
  }
}
