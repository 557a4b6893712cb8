package jvisa.verify;

import static jvisa.verify.VisaText.accepts;
import static jvisa.verify.VisaText.function;
import static jvisa.verify.VisaText.kernel;
import static jvisa.verify.VisaText.rejects;

import org.junit.jupiter.api.Test;

class ControlFlowRulesTest {
  @Test
  void labelsAreDefinedOnce() {
    rejects(
        "duplicate-label",
        "L1:\n    ret",
        kernel("", "L1:", "mov (M1, 1) V32(0,0)<1> 0x1:d", "L1:"));
    accepts(kernel("", "L1:", "mov (M1, 1) V32(0,0)<1> 0x1:d", "L2:"));
  }

  @Test
  void gotoAndJmpTargetsExist() {
    rejects("undefined-label", "L9", kernel("", "(P1) goto (M1, 16) L9", "L1:"));
    rejects("undefined-label", "L9", kernel("", "jmp (M1, 1) L9", "L1:"));
    accepts(kernel("", "(P1) goto (M1, 16) L1", "jmp (M1, 1) L1", "L1:"));
  }

  /**
   * Found by the machine fuzzer: a switchjmp list of numbers passed the verifier and failed to
   * decode.
   */
  @Test
  void switchjmpTargetsAreLabels() {
    rejects("undefined-label", "16, 3", kernel("", "switchjmp (1) 0x1:ud (16, 3)", "L1:"));
    rejects("undefined-label", "3)", kernel("", "switchjmp (1) 0x1:ud (L1, 3)", "L1:"));
    accepts(kernel("", "switchjmp (1) 0x1:ud (L1, L2)", "L1:", "L2:"));
  }

  @Test
  void branchesStayInsideTheirSubroutine() {
    String text =
        kernel(
            "",
            "call (M1, 16) sub_1",
            "goto (M1, 16) INSIDE",
            "ret (M1, 1)",
            ".function \"sub_1\"",
            "sub_1:",
            "INSIDE:",
            "ret (M1, 16)");
    rejects("label-scope", "INSIDE\n", text);
    accepts(
        kernel(
            "",
            "call (M1, 16) sub_1",
            "goto (M1, 16) DONE",
            "DONE:",
            "ret (M1, 1)",
            ".function \"sub_1\"",
            "sub_1:",
            "(P1) goto (M1, 16) INSIDE",
            "INSIDE:",
            "ret (M1, 16)"));
  }

  @Test
  void callTargetsExist() {
    rejects("call-target", "nowhere", kernel("", "call (M1, 16) nowhere"));
    accepts(
        kernel(
            "",
            "call (M1, 16) sub_1",
            "ret (M1, 1)",
            ".function \"sub_1\"",
            "sub_1:",
            "ret (M1, 16)"));
    // fccall enters a label of another unit
    accepts(kernel("", "fccall (M1, 1) elsewhere"));
  }

  @Test
  void subroutinesDoNotRecurse() {
    String mutual =
        kernel(
            "",
            "call (M1, 16) a_1",
            "ret (M1, 1)",
            ".function \"a_1\"",
            "a_1:",
            "call (M1, 16) b_2",
            "ret (M1, 16)",
            ".function \"b_2\"",
            "b_2:",
            "call (M1, 16) a_1\n",
            "ret (M1, 16)");
    rejects("recursion", "a_1\n\n", mutual);
    String self =
        kernel(
            "",
            "call (M1, 16) a_1",
            "ret (M1, 1)",
            ".function \"a_1\"",
            "a_1:",
            "(P1) call (M1, 16) a_1\n",
            "ret (M1, 16)");
    rejects("recursion", "a_1\n\n", self);
    accepts(
        kernel(
            "",
            "call (M1, 16) a_1",
            "call (M1, 16) b_2",
            "ret (M1, 1)",
            ".function \"a_1\"",
            "a_1:",
            "call (M1, 16) b_2",
            "ret (M1, 16)",
            ".function \"b_2\"",
            "b_2:",
            "ret (M1, 16)"));
  }

  @Test
  void fcallTargetsAreFunctionsOfTheProgramOrDeclared() {
    rejects("fcall-target", "nowhere", kernel("", "fcall (M1, 16) nowhere 1 1"));
    accepts(kernel("", "fcall (M1, 16) f 1 1"), function("f"));
    accepts(
        kernel("", "fcall (M1, 16) f 1 1")
            .replace(".kernel \"k\"\n", ".kernel \"k\"\n.funcdecl \"f\"\n"));
  }

  @Test
  void fcallMayRecurse() {
    accepts(kernel("", "fcall (M1, 16) f 1 1"), function("f", "fcall (M1, 16) f 1 1"));
  }

  @Test
  void functionsAreDefinedOnce() {
    rejects("duplicate-function", ".version", function("f"), function("f"));
    accepts(function("f"), function("g"));
  }
}
