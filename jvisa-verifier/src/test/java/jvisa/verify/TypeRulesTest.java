package jvisa.verify;

import static jvisa.verify.VisaText.accepts;
import static jvisa.verify.VisaText.kernel;
import static jvisa.verify.VisaText.rejects;
import static jvisa.verify.VisaText.verifyWithImmediate;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TypeRulesTest {
  @Test
  void logicOperationsTakeIntegers() {
    rejects(
        "operand-type",
        "V34(0,0)<1>",
        kernel("", "and (M1, 16) V34(0,0)<1> V33(0,0)<1;1,0> 0xff:d"));
    rejects(
        "operand-type",
        "0x3f800000:f",
        kernel("", "xor (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0> 0x3f800000:f"));
    accepts(
        kernel(
            "",
            "and (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0> 0xff:d",
            "xor (M1, 16) V35(0,0)<1> V33(0,0)<1;1,0> 0x1:uw"));
  }

  /** IGC writes ctz of an int as bfrev into a D destination; GenX_IR takes it. */
  @Test
  void bitReverseWritesDwordsOfEitherSignedness() {
    accepts(
        kernel(
            "",
            "bfrev (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0>",
            "bfrev (M1, 16) V35(0,0)<1> V33(0,0)<1;1,0>"));
    rejects(
        "operand-type", "V34(0,0)<1>", kernel("", "bfrev (M1, 16) V34(0,0)<1> V33(0,0)<1;1,0>"));
  }

  @Test
  void logicOnPredicatesIsAllPredicate() {
    rejects("operand-type", "V33(0,0)<1;1,0>", kernel("", "and (M1, 16) P1 P1 V33(0,0)<1;1,0>"));
    accepts(kernel("", "and (M1, 16) P1 P1 P1", "not (M1, 8) P2 P2"));
  }

  @Test
  void mathOperationsTakeFloats() {
    rejects("operand-type", "V32(0,0)<1>", kernel("", "inv (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0>"));
    rejects(
        "operand-type", "V33(0,0)<1;1,0>", kernel("", "exp (M1, 16) V34(0,0)<1> V33(0,0)<1;1,0>"));
    accepts(
        kernel(
            "",
            "inv (M1, 16) V34(0,0)<1> V34(0,0)<1;1,0>",
            "exp (M1, 16) V34(0,0)<1> 0x3f800000:f"));
  }

  @Test
  void mulhAndMadwTakeDwordIntegers() {
    rejects(
        "operand-type",
        "V34(0,0)<1;1,0>",
        kernel("", "mulh (M1, 16) V32(0,0)<1> V34(0,0)<1;1,0> 0x3:ud"));
    rejects(
        "operand-type", "0x3:uw", kernel("", "mulh (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0> 0x3:uw"));
    String wide = ".decl V40 v_type=G type=ud num_elts=32 align=hword";
    rejects(
        "operand-type",
        "0x3:f",
        kernel(wide, "madw (M1, 16) V40(0,0)<1> V35(0,0)<1;1,0> 0x3:f 0x0:ud"));
    accepts(
        kernel(
            wide,
            "mulh (M1, 16) V32(0,0)<1> V35(0,0)<1;1,0> 0xaaaaaaab:ud",
            "madw (M1, 16) V40(0,0)<1> V35(0,0)<1;1,0> 0x3:ud 0x0:ud"));
  }

  @Test
  void shiftsBfnAndAdd3TakeIntegers() {
    rejects(
        "operand-type",
        "V34(0,0)<1;1,0>",
        kernel("", "shl (M1, 16) V32(0,0)<1> V34(0,0)<1;1,0> 0x2:d"));
    rejects(
        "operand-type",
        "V34(0,0)<1>",
        kernel("", "bfn.x96 (M1, 16) V34(0,0)<1> V33(0,0)<1;1,0> V33(0,0)<1;1,0> V33(0,0)<1;1,0>"));
    rejects(
        "operand-type",
        "0x1:q",
        kernel("", "add3 (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0> V33(0,0)<1;1,0> 0x1:q"));
    accepts(
        kernel(
            "",
            "shr (M1, 16) V32(0,0)<1> V35(0,0)<1;1,0> 0x3:d",
            "bfn.x96 (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0> V33(0,0)<1;1,0> V33(0,0)<1;1,0>",
            "add3 (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0> V33(0,0)<1;1,0> 0x1:w"));
  }

  @Test
  void floatingPointArithmeticUsesOneType() {
    rejects(
        "operand-type",
        "V33(0,0)<1;1,0>",
        kernel("", "add (M1, 16) V34(0,0)<1> V33(0,0)<1;1,0> 0x3f800000:f"));
    accepts(
        kernel(
            "",
            "add (M1, 16) V34(0,0)<1> V34(0,0)<1;1,0> 0x3f800000:f",
            "mov (M1, 16) V34(0,0)<1> V33(0,0)<1;1,0>"));
  }

  @Test
  void notModifierOnlyOnLogicAndArithmeticModifiersNotOnIt() {
    rejects(
        "src-modifier", "(~)V33", kernel("", "add (M1, 16) V32(0,0)<1> (~)V33(0,0)<1;1,0> 0x1:d"));
    rejects(
        "src-modifier", "(-)V33", kernel("", "and (M1, 16) V32(0,0)<1> (-)V33(0,0)<1;1,0> 0x1:d"));
    rejects(
        "src-modifier",
        "(abs)V35",
        kernel("", "addc (M1, 16) V35(0,0)<1> V35(0,0)<1> (abs)V35(0,0)<1;1,0> 0x1:ud"));
    accepts(
        kernel(
            "",
            "and (M1, 16) V32(0,0)<1> (~)V33(0,0)<1;1,0> 0x1:d",
            "add (M1, 16) V32(0,0)<1> (-abs)V33(0,0)<1;1,0> 0x1:d"));
  }

  @Test
  void immediatesFitTheirType() {
    String w = kernel("", "add (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0> 0x1:w");
    rejects("immediate", "0x1:w", w, verifyWithImmediate(w, "0x1:w", 0x1ffff));
    String b = kernel("", "mov (M1, 16) V32(0,0)<1> 0x1:b");
    rejects("immediate", "0x1:b", b, verifyWithImmediate(b, "0x1:b", 0x100));
    String ud = kernel("", "mov (M1, 16) V32(0,0)<1> 0x1:ud");
    rejects("immediate", "0x1:ud", ud, verifyWithImmediate(ud, "0x1:ud", 0x1_0000_0000L));
    rejects("immediate", "0x1:bool", kernel("", "mov (M1, 16) V32(0,0)<1> 0x1:bool"));
    // IGC writes 16-bit immediates sign-extended to 32 bits: 0xfffffffd:w is -3
    assertTrue(verifyWithImmediate(w, "0x1:w", 0xfffffffdL).isEmpty());
    assertTrue(verifyWithImmediate(w, "0x1:w", -3).isEmpty());
    accepts(
        kernel(
            "",
            "mul (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0> 0xfffffffd:w",
            "mov (M1, 16) V32(0,0)<1> -1:d",
            "mov (M1, 16) V32(0,0)<1> 0xffffffff:ud",
            "mov (M1, 16) V32(0,0)<1> 0xff:ub"));
  }
}
