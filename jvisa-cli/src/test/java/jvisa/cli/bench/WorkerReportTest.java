package jvisa.cli.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class WorkerReportTest {
  @Test
  void jsonLineReadsBackAsTheSameReport() throws Exception {
    WorkerReport r =
        new WorkerReport(
            0.25,
            0.5,
            123456789012L,
            9876543210L,
            0.875,
            0.625,
            1L << 33,
            4321,
            "WRONG: \"out\"",
            0.125);
    String line = r.toJson();
    assertEquals(-1, line.indexOf('\n'));
    assertEquals(r, WorkerReport.fromJson(line));
  }
}
