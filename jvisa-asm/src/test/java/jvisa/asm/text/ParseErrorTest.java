package jvisa.asm.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Malformed input gives {@code file:line:col: what was expected}, every bad line is reported, and
 * parsing goes on.
 */
class ParseErrorTest {
  private static final String HEADER =
      ".version 4.1\n.kernel \"k\"\n.decl V1 v_type=G type=f num_elts=16\n.decl A0 v_type=A num_elts=1\n"
          + ".decl P1 v_type=P num_elts=16\n";

  /**
   * The single diagnostic of a kernel whose sixth line (after the five of HEADER) is {@code line}.
   */
  private static String error(String line) {
    ParseResult r = VisaParser.parse("bad.visaasm", HEADER + line + "\n");
    assertEquals(
        1, r.diagnostics().size(), () -> "diagnostics of '" + line + "': " + r.diagnostics());
    return r.diagnostics().get(0).toString();
  }

  @Test
  void missingClosingParentheses() {
    assertEquals(
        "bad.visaasm:6:13: expected ')' to close the execution size (M1, 16), found 'V1'",
        error("add (M1, 16 V1(0,0)<1> V1(0,0)<1;1,0> 0x0:f"));
    assertEquals(
        "bad.visaasm:6:5: expected ')' to close the predicate, found 'add'",
        error("(P1 add (M1, 16) V1(0,0)<1> V1(0,0)<1;1,0> 0x0:f"));
    assertEquals(
        "bad.visaasm:6:41: expected ')' to close the list opened at column 34, found end of line",
        error("switchjmp (M1, 1) V1(0,0)<0;1,0> (L0, L1"));
    assertEquals(
        "bad.visaasm:6:32: expected ')' to close the list opened at column 24, found end of line",
        error("mov (M1, 8) V1(0,0)<1> ((1+2):f"));
  }

  @Test
  void badRegions() {
    assertEquals(
        "bad.visaasm:6:36: expected ',' between region width and horizontal stride, found '>'",
        error("add (M1, 16) V1(0,0)<1> V1(0,0)<1;1> 0x0:f"));
    assertEquals(
        "bad.visaasm:6:39: expected '>' to close the region, found '0x0'",
        error("add (M1, 16) V1(0,0)<1> V1(0,0)<1;1,0 0x0:f"));
    assertEquals(
        "bad.visaasm:6:33: expected a number, found ';'",
        error("add (M1, 16) V1(0,0)<1> V1(0,0)<;1,0> 0x0:f"));
    assertEquals(
        "bad.visaasm:6:41: expected ':' before the indirect operand's type, found end of line",
        error("mov (M1, 8) V1(0,0)<1> r[A0(0),0]<8;8,1>"));
    assertEquals(
        "bad.visaasm:6:35: expected ']' to close r[...], found ';'",
        error("mov (M1, 8) V1(0,0)<1> r[A0(0),0<8;8,1>:f"));
    assertEquals(
        "bad.visaasm:6:35: expected a source region <vstride;width,hstride> after a source modifier",
        error("add (M1, 16) V1(0,0)<1> (-)V1(0,0)<1> 0x0:f"));
  }

  @Test
  void unknownInstructionsTypesMasksAndDirectives() {
    assertEquals(
        "bad.visaasm:6:1: unknown instruction 'addx'",
        error("addx (M1, 16) V1(0,0)<1> V1(0,0)<1;1,0> 0x0:f"));
    assertEquals(
        "bad.visaasm:6:44: unknown data type 'fx'",
        error("add (M1, 16) V1(0,0)<1> V1(0,0)<1;1,0> 0x0:fx"));
    assertEquals(
        "bad.visaasm:6:24: unknown data type 'x'", error(".decl V2 v_type=G type=x num_elts=1"));
    assertEquals(
        "bad.visaasm:6:6: invalid execution mask 'M9': expected M1..M8, M1_NM..M8_NM or NoMask",
        error("add (M9, 16) V1(0,0)<1> V1(0,0)<1;1,0> 0x0:f"));
    assertEquals(
        "bad.visaasm:6:5: expected .any or .all after the predicate, found 'none'",
        error("(P1.none) add (M1, 16) V1(0,0)<1> V1(0,0)<1;1,0> 0x0:f"));
    assertEquals("bad.visaasm:6:2: unknown directive '.bogus'", error(".bogus 1"));
    assertEquals(
        "bad.visaasm:6:17: unknown variable class 'X': expected G, A, P, S or T",
        error(".decl V2 v_type=X num_elts=1"));
    assertEquals(
        "bad.visaasm:6:7: general variable 'V2' lacks type=",
        error(".decl V2 v_type=G num_elts=1"));
  }

  @Test
  void badLiteralsAndCharacters() {
    assertEquals(
        "bad.visaasm:6:28: a floating-point literal needs type f or df, not 'd'",
        error("mov (M1, 8) V1(0,0)<1> 1.5:d"));
    assertEquals(
        "bad.visaasm:6:26: division by zero in constant expression",
        error("mov (M1, 8) V1(0,0)<1> (1/0):d"));
    assertEquals(
        "bad.visaasm:6:6: unterminated string: expected '\"' before end of line",
        error("FILE \"abc"));
    assertEquals(
        "bad.visaasm:6:39: unexpected character '#'",
        error("mov (M1, 8) V1(0,0)<1> V1(0,0)<0;1,0> #"));
    assertEquals(
        "bad.visaasm:6:37: expected ']' to close the LSC address, found ':'",
        error("lsc_load.ugm (M1, 16) V1:d32 flat[V1:a64"));
  }

  @Test
  void everyBadLineOfAFileIsReportedAndTheGoodOnesAreKept() {
    String text =
        HEADER
            + "    add (M1, 16) V1(0,0)<1> V1(0,0)<1;1,0> 0x0:f\n"
            + "    add (M1, 16 V1(0,0)<1> V1(0,0)<1;1,0> 0x0:f\n"
            + "    mov (M1, 16) V1(0,0)<1> 0x0:f\n"
            + "    frobnicate (M1, 16)\n"
            + "L0:\n"
            + "    mov (M1, 16) V1(0,0)<1> V1(0,0)<1;1\n"
            + "    ret (M1, 1)\n";
    ParseResult r = VisaParser.parse("many.visaasm", text);
    List<Integer> lines = r.diagnostics().stream().map(Diagnostic::line).toList();
    assertEquals(List.of(7, 9, 11), lines, r.diagnostics().toString());
    assertNotNull(r.unit());
    assertEquals(4, r.unit().body().size(), "the add, the mov, the label and the ret are kept");
  }

  @Test
  void missingHeaderDirectivesAreReported() {
    ParseResult r = VisaParser.parse("empty.visaasm", "");
    assertEquals(
        List.of(
            "empty.visaasm:1:1: missing '.version' directive",
            "empty.visaasm:1:1: missing '.kernel' or '.global_function' directive"),
        r.diagnostics().stream().map(Diagnostic::toString).toList());
  }

  @Test
  void suffixesGoAfterTheExecutionSizeOnlyWhereTheTableWritesThem() {
    assertEquals(
        "bad.visaasm:6:1: gather '.1' goes before the execution size",
        error("gather (M1, 8).1 T6 0x0:ud V1.0 V1.0"));
    assertEquals(
        "bad.visaasm:6:1: cmp '.lt' goes before the execution size",
        error("cmp (M1, 8).lt P1 V1(0,0)<1;1,0> V1(0,0)<1;1,0>"));
  }
}
