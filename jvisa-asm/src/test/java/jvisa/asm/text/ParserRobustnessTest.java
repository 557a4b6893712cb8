package jvisa.asm.text;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jvisa.corpus.Corpora;
import jvisa.corpus.Corpus;
import jvisa.corpus.CorpusAssumptions;
import org.junit.jupiter.api.Test;

/**
 * The parser never throws: pathological text and thousands of random mutations of real instructions
 * give diagnostics (never an internal error), and whatever still parses cleanly round-trips.
 */
class ParserRobustnessTest {
  private static final String HEADER =
      ".version 4.1\n.kernel \"k\"\n.decl V1 v_type=G type=f num_elts=16\n.decl A0 v_type=A num_elts=1\n";

  private static ParseResult parseWithoutThrowing(String text) {
    ParseResult r = VisaParser.parse("fuzz.visaasm", text);
    for (Diagnostic d : r.diagnostics()) {
      assertFalse(
          d.message().startsWith("internal parser error"), () -> d + "\nfor input:\n" + text);
      assertTrue(d.line() >= 1 && d.col() >= 1, () -> "bad position in " + d);
    }
    return r;
  }

  @Test
  void pathologicalTextGivesDiagnostics() {
    String deep = "(".repeat(100_000);
    List<String> inputs =
        List.of(
            HEADER + "    mov (M1, 1) V1(0,0)<1> " + deep + "1" + ")".repeat(100_000) + ":d\n",
            HEADER + "    mov (M1, 1) V1(0,0)<1> " + deep + "\n",
            HEADER + "    mov (M1, 1) V1(0,0)<1> " + "-".repeat(100_000) + "1:d\n",
            HEADER + "    mov (M1, 1) V1(0,0)<1> " + "~!".repeat(50_000) + "1:d\n",
            HEADER + "    mov (M1, 1) V1(0,0)<1> " + "1?".repeat(50_000) + "1:d\n",
            HEADER + "    mov (M1, 1) V1(0,0)<1> 99999999999999999999999:d\n",
            HEADER + "    mov (M1, 1) V1(0,0)<1> 0x1234567890abcdef0:d\n",
            ".version 99999999999.99999999999\n.kernel \"k\"\n",
            ".version 4.1\n.kernel \"k\" /* never closed\n",
            ".version 4.1\n.kernel \"\\x\\q\\777\n",
            "\u0000\u0001\u00ff\ufeff\ud800",
            HEADER + "    " + "V1(0,0)<1> ".repeat(10_000) + "\n",
            HEADER + "    lsc_load.ugm (M1, 16) V1:d32 flat[" + "2*".repeat(10_000) + "V1]:a64\n",
            HEADER + ".decl V2 v_type=G type=f num_elts=99999999999999\n",
            HEADER + ".decl V2 v_type=G type=f num_elts=1 alias=<V1, >\n",
            HEADER + "    (((P1))) add\n",
            HEADER + "    r[A0(0),0]<1>:d\n",
            "}{".repeat(1000));
    for (String text : inputs) {
      ParseResult r = parseWithoutThrowing(text);
      assertFalse(
          r.ok(),
          () ->
              "expected diagnostics for input starting "
                  + text.substring(0, Math.min(90, text.length())));
    }
  }

  @Test
  void randomMutationsOfRealInstructionsNeverThrowAndCleanResultsRoundTrip() throws IOException {
    Corpus shared = CorpusAssumptions.available(Corpora.SHARED);
    // declarations do not matter to the parser, so the instructions are parsed without them
    List<String> instructions = new ArrayList<>();
    for (String variant :
        List.of(
            "global_atomics/igc/dg2-simd16-inline",
            "calls_divergent/igc/tgllp-simd8-stackcall",
            "mem_vectors/igc/tgllp-simd32-inline")) {
      Path dir = shared.caseDirectory(variant);
      for (String line : Files.readAllLines(dir.resolve("kernel.visaasm"))) {
        String l = line.strip();
        if (!l.isEmpty() && !l.startsWith("//")) {
          instructions.add(l);
        }
      }
    }
    String prefix = ".version 4.1\n.kernel \"fuzz\"\n";
    Random random = new Random(Long.getLong("jvisa.fuzz.seed", 0x5eed));
    int clean = 0;
    int mutations = Integer.getInteger("jvisa.fuzz.mutations", 3000);
    for (int n = 0; n < mutations; n++) {
      String line = instructions.get(random.nextInt(instructions.size()));
      for (int k = 1 + random.nextInt(3); k > 0; k--) {
        line = mutate(line, random);
      }
      ParseResult r = parseWithoutThrowing(prefix + line + "\n");
      if (r.ok()) {
        clean++;
        String printed = VisaPrinter.print(r.unit());
        ParseResult again = VisaParser.parse("printed", printed);
        String text = line;
        assertTrue(
            again.ok(),
            () -> "printed form of '" + text + "' does not parse: " + again.diagnostics());
        assertTrue(
            r.unit().equals(again.unit()),
            () -> "round trip of '" + text + "' gives " + last(again) + "\nfrom " + last(r));
      }
    }
    System.out.printf(
        "parser fuzz: %d mutated instructions, %d still parse cleanly%n", mutations, clean);
  }

  private static Object last(ParseResult r) {
    return r.unit().body().isEmpty()
        ? "(no statement)"
        : r.unit().body().get(r.unit().body().size() - 1);
  }

  private static final String INTERESTING =
      "()<>[]{},;:.=+-*/%&|^~!?\"'\\ \t0x9aZ_%@$#\u0000\u00e9";

  private static String mutate(String s, Random random) {
    if (s.isEmpty()) {
      return String.valueOf(INTERESTING.charAt(random.nextInt(INTERESTING.length())));
    }
    int i = random.nextInt(s.length());
    char c = INTERESTING.charAt(random.nextInt(INTERESTING.length()));
    return switch (random.nextInt(5)) {
      case 0 -> s.substring(0, i) + s.substring(i + 1);
      case 1 -> s.substring(0, i) + c + s.substring(i);
      case 2 -> s.substring(0, i) + c + s.substring(i + 1);
      case 3 -> s.substring(0, i);
      default -> {
        int j = i + random.nextInt(s.length() - i);
        yield s.substring(0, j) + s.substring(i, j) + s.substring(j);
      }
    };
  }
}
