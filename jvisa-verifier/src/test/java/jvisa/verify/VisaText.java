package jvisa.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import jvisa.asm.model.Immediate;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.Operand;
import jvisa.asm.model.Program;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Unit;
import jvisa.asm.text.Diagnostic;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;

/** Small vISA programs for the rule tests, and the assertions they share. */
final class VisaText {
  static final String DECLS =
      String.join(
          "\n",
          ".decl V32 v_type=G type=d num_elts=16 align=hword",
          ".decl V33 v_type=G type=d num_elts=16 align=hword",
          ".decl V34 v_type=G type=f num_elts=16 align=hword",
          ".decl V35 v_type=G type=ud num_elts=16 align=hword",
          ".decl P1 v_type=P num_elts=16",
          ".decl P2 v_type=P num_elts=8",
          ".decl A0 v_type=A num_elts=1",
          ".input V33 offset=32 size=64");

  private VisaText() {}

  /** A kernel with the standard declarations, extra declarations and a body ending in ret. */
  static String kernel(String extraDecls, String... body) {
    StringBuilder sb =
        new StringBuilder(".version 4.1\n.kernel \"k\"\n").append(DECLS).append('\n');
    if (!extraDecls.isEmpty()) {
      sb.append(extraDecls).append('\n');
    }
    sb.append(".function \"_main_0\"\n_main_0:\n");
    for (String line : body) {
      sb.append(line.endsWith(":") ? "" : "    ").append(line).append('\n');
    }
    return sb.append("    ret (M1, 1)\n").toString();
  }

  static String function(String name, String... body) {
    StringBuilder sb = new StringBuilder(".version 4.1\n.global_function \"" + name + "\"\n");
    sb.append(".decl V32 v_type=G type=d num_elts=16 align=hword\n");
    sb.append(".function \"" + name + "_0\"\n" + name + "_0:\n");
    for (String line : body) {
      sb.append("    ").append(line).append('\n');
    }
    return sb.append("    fret (M1, 16)\n").toString();
  }

  /** Parses the texts (which must be free of syntax errors) as one program and verifies it. */
  static List<Diagnostic> verify(String... texts) {
    List<Unit> units = new ArrayList<>();
    for (int i = 0; i < texts.length; i++) {
      ParseResult r = VisaParser.parse("unit" + i + ".visaasm", texts[i]);
      assertTrue(r.ok(), "test program does not parse: " + r.diagnostics());
      units.add(r.unit());
    }
    return Verifier.verify(new Program(units));
  }

  /**
   * Verifies a one-unit program whose immediate at {@code token} carries {@code bits} as its value.
   * (The parser keeps only the bits of the immediate's type, so values that do not fit are built
   * directly.)
   */
  static List<Diagnostic> verifyWithImmediate(String text, String token, long bits) {
    ParseResult r = VisaParser.parse("unit0.visaasm", text);
    assertTrue(r.ok(), "test program does not parse: " + r.diagnostics());
    int[] at = position(text, token);
    List<Statement> body = new ArrayList<>();
    boolean replaced = false;
    for (Statement s : r.unit().body()) {
      if (s instanceof Instruction in) {
        List<Operand> ops = new ArrayList<>();
        for (Operand o : in.operands()) {
          if (o instanceof Immediate imm && imm.pos().line() == at[0] && imm.pos().col() == at[1]) {
            ops.add(new Immediate(imm.type(), bits, imm.pos()));
            replaced = true;
          } else {
            ops.add(o);
          }
        }
        s =
            new Instruction(
                in.opcode(),
                in.mnemonic(),
                in.suffixes(),
                in.saturate(),
                in.predicate(),
                in.exec(),
                ops,
                in.pos());
      }
      body.add(s);
    }
    assertTrue(replaced, "no immediate at " + token);
    Unit u = r.unit();
    Unit changed =
        new Unit(
            u.file(),
            u.majorVersion(),
            u.minorVersion(),
            u.isKernel(),
            u.name(),
            u.funcDecls(),
            u.declarations(),
            u.inputs(),
            u.attributes(),
            body);
    return Verifier.verify(Program.of(changed));
  }

  static void accepts(String... texts) {
    List<Diagnostic> d = verify(texts);
    assertTrue(d.isEmpty(), "expected no diagnostics, got:\n" + join(d));
  }

  /**
   * The program is rejected by the rule, and the first diagnostic of that rule points at the first
   * occurrence of {@code token} in the first text (line and column).
   */
  static void rejects(String rule, String token, String... texts) {
    rejects(rule, token, texts[0], verify(texts));
  }

  static void rejects(String rule, String token, String text, List<Diagnostic> all) {
    List<Diagnostic> hits =
        all.stream()
            .filter(d -> d.message().startsWith("[" + rule + "] "))
            .collect(Collectors.toList());
    if (hits.isEmpty()) {
      fail("expected a [" + rule + "] diagnostic, got:\n" + join(all));
    }
    int[] at = position(text, token);
    Diagnostic d = hits.get(0);
    assertEquals(at[0] + ":" + at[1], d.line() + ":" + d.col(), "position of " + d);
  }

  static int[] position(String text, String token) {
    int i = text.indexOf(token);
    if (i < 0) {
      fail("token '" + token + "' not in the test program");
    }
    int line = 1;
    int lineStart = 0;
    for (int k = 0; k < i; k++) {
      if (text.charAt(k) == '\n') {
        line++;
        lineStart = k + 1;
      }
    }
    return new int[] {line, i - lineStart + 1};
  }

  private static String join(List<Diagnostic> d) {
    return d.stream().map(Diagnostic::toString).collect(Collectors.joining("\n"));
  }
}
