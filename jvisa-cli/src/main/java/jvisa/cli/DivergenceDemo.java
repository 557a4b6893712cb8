package jvisa.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.machine.core.ThreadRunner;
import jvisa.machine.limit.Limits;

/**
 * The single-thread example of {@code jvisa demo --divergence}: Collatz steps per channel of one
 * SIMD16 thread.
 */
final class DivergenceDemo {
  private DivergenceDemo() {}

  static int run(Limits limits) throws IOException {
    String text;
    try (InputStream in = DivergenceDemo.class.getResourceAsStream("/demo/divergence.visaasm")) {
      if (in == null) {
        System.err.println("error: the bundled example is missing from the jar");
        return ExitCodes.INTERNAL;
      }
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    ParseResult r = VisaParser.parse("demo/divergence.visaasm", text);
    if (!r.ok()) {
      r.diagnostics().forEach(System.err::println);
      return ExitCodes.INTERNAL;
    }
    List<String> n = new ArrayList<>();
    for (int i = 1; i <= 16; i++) {
      n.add(Integer.toString(i * 7));
    }
    try {
      long start = System.nanoTime();
      ThreadRunner runner = new ThreadRunner(Program.of(r.unit()), 16, 10_000_000, 64, limits);
      runner.set("N", n);
      runner.run();
      long micros = (System.nanoTime() - start) / 1000;
      System.out.println("kernel 'divergence' on one SIMD16 thread, N = " + String.join(" ", n));
      System.out.println("STEPS: " + String.join(" ", runner.read("STEPS")));
      System.out.println("instructions executed: " + runner.steps() + ", time: " + micros + " us");
      return ExitCodes.SUCCESS;
    } catch (RuntimeException e) {
      return LaunchFailure.report(e);
    }
  }
}
