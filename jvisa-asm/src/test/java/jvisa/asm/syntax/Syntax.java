package jvisa.asm.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Unit;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.asm.text.VisaPrinter;

/**
 * Parses instruction samples inside a kernel that declares the variables they use, and checks that
 * printing what was parsed gives text that parses to an equal unit and prints the same again.
 *
 * <p>Samples come in three kinds: {@link #one} for text in the syntax Intel's own assembler
 * (GenX_IR) reads, {@link #spelling} for other spellings jvisa reads (from the spec) that print in
 * Intel's syntax, and {@link #extension} for forms GenX_IR 1.0.12504 has no text for at all. While
 * a {@link Recording} is active every sample is recorded, which the coverage and GenX_IR tests use.
 */
final class Syntax {
  /**
   * Variables of every type, address, predicate, sampler and surface variables, and three labels.
   */
  static final String HEADER =
      String.join(
          "\n",
          ".version 4.1",
          ".kernel \"syntax\"",
          ".decl VF v_type=G type=f num_elts=128 align=GRF",
          ".decl VD v_type=G type=d num_elts=128 align=GRF",
          ".decl VUD v_type=G type=ud num_elts=128 align=GRF",
          ".decl VW v_type=G type=w num_elts=128 align=GRF",
          ".decl VUW v_type=G type=uw num_elts=128 align=GRF",
          ".decl VB v_type=G type=b num_elts=128 align=GRF",
          ".decl VUB v_type=G type=ub num_elts=128 align=GRF",
          ".decl VHF v_type=G type=hf num_elts=128 align=GRF",
          ".decl VBF v_type=G type=bf num_elts=128 align=GRF",
          ".decl VDF v_type=G type=df num_elts=64 align=GRF",
          ".decl VQ v_type=G type=q num_elts=64 align=GRF",
          ".decl VUQ v_type=G type=uq num_elts=64 align=GRF",
          ".decl A0 v_type=A num_elts=8",
          ".decl P1 v_type=P num_elts=32",
          ".decl P2 v_type=P num_elts=32",
          ".decl P3 v_type=P num_elts=32",
          ".decl S0 v_type=S num_elts=1",
          ".decl T6 v_type=T num_elts=1",
          ".decl T7 v_type=T num_elts=1",
          "");

  /** Labels the branch samples jump to, and the end of the kernel. */
  static final String FOOTER = String.join("\n", "L0:", "L1:", "L2:", "    ret (M1, 1)", "");

  /** Which texts of a sample Intel's assembler must read. */
  enum Dialect {
    /** The sample and its printed form. */
    INTEL,
    /** Only the printed form. */
    PRINTS_INTEL,
    /** Neither. */
    JVISA_ONLY
  }

  /**
   * One sample as it was checked: the kernel text and the printed kernel (both with {@link
   * #FOOTER}).
   */
  record Sample(String line, String kernel, String printed, Dialect dialect) {}

  /** What the samples parsed while recording: their opcodes and texts. */
  static final class Recording {
    final Set<Opcode> opcodes = EnumSet.noneOf(Opcode.class);
    final List<Sample> samples = new ArrayList<>();
  }

  private static final ThreadLocal<Recording> RECORDING = new ThreadLocal<>();

  private Syntax() {}

  /** Runs the action with a fresh recording active and returns what was recorded. */
  static Recording record(Runnable action) {
    Recording r = new Recording();
    Recording outer = RECORDING.get();
    RECORDING.set(r);
    try {
      action.run();
    } finally {
      RECORDING.set(outer);
    }
    return r;
  }

  /** The single instruction of a sample written in the syntax GenX_IR reads. */
  static Instruction one(String line) {
    return only(lines(Dialect.INTEL, line));
  }

  /**
   * The single instruction of a sample in another spelling, which jvisa prints in GenX_IR's syntax.
   */
  static Instruction spelling(String line) {
    return only(lines(Dialect.PRINTS_INTEL, line));
  }

  /** The single instruction of a sample GenX_IR has no text form for. */
  static Instruction extension(String line) {
    return only(lines(Dialect.JVISA_ONLY, line));
  }

  /**
   * The body statements of several lines (instructions, labels, directives) in GenX_IR's syntax.
   */
  static List<Statement> lines(String... lines) {
    return lines(Dialect.INTEL, lines);
  }

  private static Instruction only(List<Statement> body) {
    List<Statement> instructions = body.stream().filter(s -> s instanceof Instruction).toList();
    assertEquals(1, instructions.size(), "expected one instruction, got " + instructions);
    return (Instruction) instructions.get(0);
  }

  /**
   * The whole unit of several lines (declarations, directives, instructions) in GenX_IR's syntax.
   */
  static Unit unit(String... lines) {
    return parseLines(Dialect.INTEL, lines);
  }

  private static List<Statement> lines(Dialect dialect, String... lines) {
    return parseLines(dialect, lines).body();
  }

  private static Unit parseLines(Dialect dialect, String... lines) {
    StringBuilder text = new StringBuilder(HEADER);
    for (String l : lines) {
      text.append(l.startsWith(".") || l.endsWith(":") ? "" : "    ").append(l).append('\n');
    }
    String kernel = text.toString();
    Unit unit = parseClean(kernel);
    String printed = VisaPrinter.print(unit);
    Unit again = parseClean(printed);
    assertEquals(unit, again, "print(parse(x)) does not parse to the same unit:\n" + printed);
    assertEquals(printed, VisaPrinter.print(again), "printing is not stable");
    Recording r = RECORDING.get();
    if (r != null) {
      for (Statement s : unit.body()) {
        if (s instanceof Instruction i) {
          r.opcodes.add(i.opcode());
        }
      }
      r.samples.add(
          new Sample(String.join("\n", lines), kernel + FOOTER, printed + FOOTER, dialect));
    }
    return unit;
  }

  private static Unit parseClean(String text) {
    ParseResult r = VisaParser.parse("sample.visaasm", text);
    assertTrue(r.ok(), () -> "diagnostics: " + r.diagnostics() + "\nin:\n" + text);
    return r.unit();
  }
}
