package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The trace's line format, its filters and its size limit. */
class TracerTest {
  private static List<String> trace(TraceFilter filter, long limit) {
    ThreadRunner r = new ThreadRunner(DivergenceKernel.program(), 4, 1_000_000, 8);
    r.set("N", List.of("1", "2", "3", "4"));
    StringWriter out = new StringWriter();
    r.trace(new TraceWriter(out, limit), filter);
    r.run();
    return Arrays.asList(out.toString().split("\n"));
  }

  @Test
  void everyExecutedInstructionIsOneLineWithMaskPredicateAndWrittenChannels() {
    ThreadRunner r = new ThreadRunner(DivergenceKernel.program(), 4, 1_000_000, 8);
    r.set("N", List.of("1", "2", "3", "4"));
    StringWriter out = new StringWriter();
    r.trace(new TraceWriter(out, 1 << 20), TraceFilter.all());
    r.run();
    List<String> lines = Arrays.asList(out.toString().split("\n"));
    assertEquals(r.steps(), lines.size());
    assertEquals(
        "0 divergence#0 L10 em=0000000f p=- | mov (M1, 8) STEPS(0,0)<1> 0x0:d"
            + " | STEPS(0,0)<1>:d 0=0 1=0 2=0 3=0",
        lines.get(0));
    assertEquals(
        "0 divergence#1 L12 em=0000000f p=- | cmp.le (M1, 8) P1 N(0,0)<1;1,0> 0x1:d | P1=0x00000001",
        lines.get(1));
    assertTrue(lines.get(2).startsWith("0 divergence#2 L13 em=0000000f p=00000001 | (P1) goto"));
    // channel 0 left: the and runs on channels 1-3 only
    assertEquals(
        "0 divergence#3 L14 em=0000000e p=- | and (M1, 8) ODD(0,0)<1> N(0,0)<1;1,0> 0x1:d"
            + " | ODD(0,0)<1>:d 1=0 2=1 3=0",
        lines.get(3));
  }

  @Test
  void lineRangeKeepsOnlyThoseLines() {
    List<String> lines = trace(new TraceFilter(List.of(), List.of(), 17, 17), 1 << 20);
    assertTrue(lines.size() > 1);
    for (String l : lines) {
      assertTrue(l.startsWith("0 divergence#6 L17 "), l);
    }
  }

  @Test
  void otherThreadsAreNotTraced() {
    String out = String.join("\n", trace(new TraceFilter(List.of(), List.of(1), 0, 99), 1 << 20));
    assertEquals("", out);
  }

  @Test
  void limitEndsTheTraceWithAMessage() {
    List<String> lines = trace(TraceFilter.all(), 500);
    long bytes = lines.stream().mapToLong(l -> l.length() + 1).sum();
    assertTrue(lines.get(lines.size() - 1).startsWith("# trace stopped: the limit of 500 bytes"));
    assertTrue(bytes - lines.get(lines.size() - 1).length() - 1 <= 500);
  }
}
