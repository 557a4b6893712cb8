package jvisa.verify;

import static jvisa.verify.VisaText.accepts;
import static jvisa.verify.VisaText.kernel;
import static jvisa.verify.VisaText.rejects;

import org.junit.jupiter.api.Test;

class OperandRulesTest {
  @Test
  void vectorInstructionsHaveTheirOperandCount() {
    rejects("operand-count", "add (M1", kernel("", "add (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0>"));
    rejects(
        "operand-count", "mad (M1", kernel("", "mad (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0> 0x1:d"));
    accepts(kernel("", "mad (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0> 0x1:d V33(0,0)<1;1,0>"));
  }

  @Test
  void operandsHaveTheFormTheirPositionNeeds() {
    rejects("operand-kind", "0x1:d V33", kernel("", "add (M1, 16) 0x1:d V33(0,0)<1;1,0> 0x1:d"));
    rejects(
        "operand-kind",
        "V32(0,0)<1;1,0> V33",
        kernel("", "add (M1, 16) V32(0,0)<1;1,0> V33(0,0)<1;1,0> 0x1:d"));
    rejects(
        "operand-kind",
        "V33(0,0)<1> 0x1",
        kernel("", "add (M1, 16) V32(0,0)<1> V33(0,0)<1> 0x1:d"));
    rejects("operand-kind", "V33 0x1", kernel("", "add (M1, 16) V32(0,0)<1> V33 0x1:d"));
    accepts(
        kernel(
            "",
            "add (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0> 0x1:d",
            "cmp.lt (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0> 0x1:d"));
  }

  @Test
  void predicatesCoverTheChannelsTheyControl() {
    rejects("predicate-size", "(P2)", kernel("", "(P2) mov (M1, 16) V32(0,0)<1> 0x1:d"));
    rejects("predicate-size", "P2 V33", kernel("", "cmp.eq (M1, 16) P2 V33(0,0)<1;1,0> 0x0:d"));
    rejects("predicate-size", "(P1)", kernel("", "(P1) mov (M5, 16) V32(0,0)<1> 0x1:d"));
    accepts(
        kernel(
            "",
            "(P2) mov (M1, 8) V32(0,0)<1> 0x1:d",
            "cmp.eq (M1, 16) P1 V33(0,0)<1;1,0> 0x0:d",
            "(!P1.any) goto (M1, 16) L1",
            "L1:"));
  }
}
