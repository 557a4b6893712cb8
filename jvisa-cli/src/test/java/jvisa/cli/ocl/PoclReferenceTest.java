package jvisa.cli.ocl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The PoCL reference when its interpreter is missing or fails (no PoCL needed). */
class PoclReferenceTest {
  private static PoclReference.Outcome run(String python) {
    return PoclReference.run(
        python, Path.of("k.cl"), "k", "", List.of(1L), List.of(1L), List.of(), Map.of(), Map.of());
  }

  @Test
  void aMissingInterpreterSkipsTheComparison() {
    PoclReference.Outcome o = run("/nonexistent/python3");
    assertEquals("/nonexistent/python3 is not installed", o.skipped());
    assertNull(o.failed());
    assertTrue(o.buffers().isEmpty());
  }

  @Test
  void aFailingInterpreterIsAFailureNotASkip() {
    PoclReference.Outcome o = run("/bin/false");
    assertNull(o.skipped());
    assertEquals("exit 1", o.failed());
  }
}
