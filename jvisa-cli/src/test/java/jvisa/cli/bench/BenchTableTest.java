package jvisa.cli.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class BenchTableTest {
  @Test
  void theMedianIsTheMiddleValueOrTheMeanOfTheTwoMiddleOnes() {
    assertEquals(2.0, EngineResult.median(List.of(3.0, 1.0, 2.0)));
    assertEquals(2.5, EngineResult.median(List.of(4.0, 1.0, 3.0, 2.0)));
  }

  @Test
  void ratiosAreJvisaOverTheOtherEngineAndMissingTimesGiveADash() {
    assertEquals("50.0x", BenchTable.ratio(1.0, 0.02));
    assertEquals("-", BenchTable.ratio(Double.NaN, 0.02));
    assertEquals("-", BenchTable.ratio(1.0, Double.NaN));
  }

  @Test
  void columnsArePaddedToTheirWidestCell() {
    String table =
        BenchTable.markdown(List.of(new String[] {"a", "bb"}, new String[] {"ccc", "d"}));
    assertEquals("| a   | bb |\n| --- | -- |\n| ccc | d  |\n", table);
  }

  @Test
  void aWrongCheckAmongRepeatsWins() {
    assertEquals("WRONG: x", EngineResult.combinedCheck(List.of("ok", "WRONG: x", "ok")));
    assertEquals("ok", EngineResult.combinedCheck(List.of("ok", "ok")));
  }
}
