package jvisa.verify;

import static jvisa.verify.VisaText.accepts;
import static jvisa.verify.VisaText.kernel;
import static jvisa.verify.VisaText.rejects;

import org.junit.jupiter.api.Test;

class DeclarationRulesTest {
  @Test
  void variablesAreDeclaredOnce() {
    rejects(
        "duplicate-decl", "V32 v_type=G type=ud", kernel(".decl V32 v_type=G type=ud num_elts=1"));
    rejects("duplicate-decl", "%r0 v_type", kernel(".decl %r0 v_type=G type=ud num_elts=8"));
    accepts(kernel(".decl V40 v_type=G type=ud num_elts=1"));
  }

  @Test
  void declarationsHaveLegalSizes() {
    rejects("decl", "P9 v_type", kernel(".decl P9 v_type=P num_elts=3"));
    rejects("decl", "A9 v_type", kernel(".decl A9 v_type=A num_elts=17"));
    rejects("decl", "V40 v_type", kernel(".decl V40 v_type=G type=d num_elts=4097"));
    accepts(
        kernel(
            ".decl P9 v_type=P num_elts=32\n"
                + ".decl A9 v_type=A num_elts=16\n"
                + ".decl V40 v_type=G type=d num_elts=1024"));
  }

  @Test
  void aliasTargetsExistAndMayBeAliased() {
    rejects("alias", "V40 v_type", kernel(".decl V40 v_type=G type=d num_elts=8 alias=<V99, 0>"));
    rejects("alias", "V40 v_type", kernel(".decl V40 v_type=G type=ud num_elts=1 alias=<%tsc, 0>"));
    rejects("alias", "V40 v_type", kernel(".decl V40 v_type=G type=ud num_elts=1 alias=<P1, 0>"));
    accepts(
        kernel(
            ".decl V40 v_type=G type=d num_elts=8 alias=<%r0, 0>\n"
                + ".decl V41 v_type=G type=uq num_elts=1 alias=<%sp, 0>\n"
                + ".decl V42 v_type=G type=ud num_elts=16 alias=<V32, 0>"));
  }

  @Test
  void aliasesFitInsideTheirTarget() {
    rejects("alias", "V40 v_type", kernel(".decl V40 v_type=G type=d num_elts=8 alias=<V32, 48>"));
    rejects("alias", "V40 v_type", kernel(".decl V40 v_type=G type=d num_elts=2 alias=<V32, 6>"));
    accepts(kernel(".decl V40 v_type=G type=d num_elts=8 alias=<V32, 32>"));
  }

  @Test
  void aliasChainsDoNotLoop() {
    rejects(
        "alias",
        "V40 v_type",
        kernel(
            ".decl V40 v_type=G type=d num_elts=1 alias=<V41, 0>\n"
                + ".decl V41 v_type=G type=d num_elts=1 alias=<V40, 0>"));
    accepts(
        kernel(
            ".decl V40 v_type=G type=d num_elts=1 alias=<V41, 0>\n"
                + ".decl V41 v_type=G type=d num_elts=1 alias=<V32, 4>"));
  }

  @Test
  void inputsDoNotOverlap() {
    rejects("input-overlap", "V32 offset=64", kernel(".input V32 offset=64 size=64"));
    accepts(kernel(".input V32 offset=96 size=64"));
  }

  @Test
  void inputsLieInsideTheRegisterFile() {
    rejects("input", "V32 offset=32", kernel(".input V32 offset=32 size=4294967295"));
    rejects("input", "V32 offset=8192", kernel(".input V32 offset=8192 size=64"));
  }

  @Test
  void inputsMatchTheirVariable() {
    rejects("input", "V32 offset=96", kernel(".input V32 offset=96 size=32"));
    rejects("input", "V32 offset=112", kernel(".input V32 offset=112 size=64"));
    accepts(kernel(".input V32 offset=128 size=64"));
  }

  @Test
  void variablesAreDeclaredBeforeUse() {
    rejects("undeclared", "V99", kernel("", "mov (M1, 16) V32(0,0)<1> V99(0,0)<1;1,0>"));
    rejects("undeclared", "(P9)", kernel("", "(P9) mov (M1, 16) V32(0,0)<1> 0x1:d"));
    rejects("undeclared", "V99 offset", kernel(".input V99 offset=96 size=4"));
    accepts(kernel("", "(P1) mov (M1, 16) V32(0,0)<1> V33(0,0)<1;1,0>"));
  }

  @Test
  void variablesAreUsedAsTheirClass() {
    rejects("var-class", "P1 0x1", kernel("", "add (M1, 16) V32(0,0)<1> P1 0x1:d"));
    rejects("var-class", "P1(0,0)", kernel("", "mov (M1, 16) V32(0,0)<1> P1(0,0)<1;1,0>"));
    rejects("var-class", "(V32)", kernel("", "(V32) mov (M1, 16) V32(0,0)<1> 0x1:d"));
    rejects("var-class", "V32 0x0", kernel("", "setp (M1_NM, 16) V32 0x0:ud"));
    rejects("var-class", "r[V32(0),0]", kernel("", "mov (M1, 1) V33(0,0)<1> r[V32(0),0]<0;1,0>:d"));
    accepts(kernel("", "setp (M1_NM, 16) P1 0xffff:ud", "(P1) mov (M1, 16) V32(0,0)<1> 0x1:d"));
  }
}
