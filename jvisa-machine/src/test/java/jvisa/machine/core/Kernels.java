package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.Program;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;

/** Small helpers to run vISA text in tests. */
final class Kernels {
  private Kernels() {}

  static Program parse(String... units) {
    Program p =
        new Program(
            Arrays.stream(units)
                .map(
                    u -> {
                      ParseResult r = VisaParser.parse("test.visaasm", u);
                      assertTrue(r.ok(), () -> r.diagnostics().toString());
                      return r.unit();
                    })
                .toList());
    return p;
  }

  /** A kernel whose body is {@code body}, with declarations {@code decls}. */
  static String kernel(String decls, String body) {
    return ".version 4.1\n.kernel \"k\"\n"
        + decls
        + "\n.function \"_main_0\"\n_main_0:\n"
        + body
        + "\n    ret (M1, 1)\n";
  }

  /** Runs on both engines; they must agree. */
  static Map<String, List<String>> run(Program p, int simd, Object... setsThenPrints) {
    Map<String, List<String>> sets = new LinkedHashMap<>();
    List<String> prints = new java.util.ArrayList<>();
    for (Object o : setsThenPrints) {
      String s = (String) o;
      int eq = s.indexOf('=');
      if (eq > 0) {
        sets.put(s.substring(0, eq), List.of(s.substring(eq + 1).split(",")));
      } else {
        prints.add(s);
      }
    }
    Map<String, List<String>> interpreted = ThreadRunner.exec(p, simd, sets, prints);
    Map<String, List<String>> compiled = ThreadRunner.exec(p, simd, sets, prints, Engine.JIT);
    org.junit.jupiter.api.Assertions.assertEquals(
        interpreted, compiled, "the interpreter and the JIT disagree");
    return interpreted;
  }

  static String values(Map<String, List<String>> out, String var) {
    return String.join(" ", out.get(var));
  }
}
