package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.asm.model.Program;
import org.junit.jupiter.api.Test;

/** Integer and float semantics of common ALU instructions, through whole instructions. */
class AluTest {
  static String run(String decls, String body, int simd, String... setsAndPrint) {
    Program p = Kernels.parse(Kernels.kernel(decls, body));
    var out = Kernels.run(p, simd, (Object[]) setsAndPrint);
    return Kernels.values(out, setsAndPrint[setsAndPrint.length - 1]);
  }

  static final String D =
      """
      .decl A v_type=G type=d num_elts=4 align=hword
      .decl B v_type=G type=d num_elts=4 align=hword
      .decl UA v_type=G type=ud num_elts=4 align=hword alias=<A, 0>
      .decl R v_type=G type=d num_elts=4 align=hword
      .decl UR v_type=G type=ud num_elts=4 align=hword alias=<R, 0>
      .decl W v_type=G type=w num_elts=8 align=hword
      .decl UB1 v_type=G type=ub num_elts=8 align=hword
      .decl F v_type=G type=f num_elts=4 align=hword
      .decl G v_type=G type=f num_elts=4 align=hword
      .decl Q v_type=G type=q num_elts=4 align=hword
      """;

  @Test
  void addWrapsAroundAndSaturates() {
    assertEquals(
        "-2147483648 0 2147483646 5",
        run(
            D,
            "add (M1, 4) R(0,0)<1> A(0,0)<1;1,0> B(0,0)<1;1,0>",
            4,
            "A=2147483647,-1,2147483647,2",
            "B=1,1,-1,3",
            "R"));
    assertEquals(
        "2147483647 -2147483648 0 5",
        run(
            D,
            "add.sat (M1, 4) R(0,0)<1> A(0,0)<1;1,0> B(0,0)<1;1,0>",
            4,
            "A=2147483647,-2147483648,-1,2",
            "B=1,-1,1,3",
            "R"));
  }

  @Test
  void narrowDestinationsTruncateOrSaturate() {
    assertEquals(
        "44 255 0 255 0 0 0 0",
        run(D, "mov.sat (M1, 4) UB1(0,0)<1> A(0,0)<1;1,0>", 4, "A=44,300,-5,255", "UB1"));
    assertEquals(
        "44 44 251 255 0 0 0 0",
        run(D, "mov (M1, 4) UB1(0,0)<1> A(0,0)<1;1,0>", 4, "A=44,300,-5,255", "UB1"));
  }

  @Test
  void mulhAndMadwGiveTheHighHalf() {
    assertEquals(
        "1 -1 0 0",
        run(
            D,
            "mulh (M1, 4) R(0,0)<1> A(0,0)<1;1,0> B(0,0)<1;1,0>",
            4,
            "A=65536,-65536,5,-1",
            "B=65536,65536,7,-2",
            "R"));
    assertEquals(
        "4294967294 0 0 0 0 0 0 0 1 1 0 0 0 0 0 0",
        run(
            D + ".decl M v_type=G type=ud num_elts=16 align=hword\n",
            "madw (M1, 2) M(0,0)<1> UA(0,0)<1;1,0> 0x2:ud 0x0:ud",
            2,
            "A=-1,-2147483648",
            "M"));
  }

  @Test
  void shiftsMaskTheCount() {
    assertEquals(
        "2 -2147483648 1073741823 -1",
        run(
            D,
            """
        shl (M1, 2) R(0,0)<1> A(0,0)<1;1,0> B(0,0)<1;1,0>
        shr (M1, 1) R(0,2)<1> A(0,2)<0;1,0> 0x1:d
        asr (M1, 1) R(0,3)<1> A(0,3)<0;1,0> 0x21:d
        """,
            4,
            "A=1,1,2147483647,-2",
            "B=33,31,0,0",
            "R"));
  }

  @Test
  void floatToIntConversionTruncatesAndSaturates() {
    assertEquals(
        "1 -1 2147483647 0",
        run(D, "mov (M1, 4) R(0,0)<1> F(0,0)<1;1,0>", 4, "F=1.9,-1.9,3e10,nan", "R"));
  }

  @Test
  void madIsFused() {
    // (1 + 2^-23) * (1 - 2^-24) - 1 = 2^-24 - 2^-47 when fused; 0 when the product is rounded
    // first.
    assertEquals(
        "5.9604638e-8",
        run(
                D,
                "mad (M1, 1) G(0,0)<1> F(0,0)<0;1,0> F(0,1)<0;1,0> F(0,2)<0;1,0>",
                1,
                "F=1.0000001,0.99999994,-1",
                "G")
            .split(" ", -1)[0]);
  }

  @Test
  void minMaxPreferTheNumberOverNaN() {
    assertEquals(
        "1 2 -3 0",
        run(D, "min (M1, 4) G(0,0)<1> F(0,0)<1;1,0> 0x40000000:f", 4, "F=1,nan,-3,0", "G"));
  }

  @Test
  void bfnAppliesItsTruthTable() {
    assertEquals(
        "-16 -52 -86 -24",
        run(
            D,
            """
        mov (M1, 1) R(0,0)<1> 0xfffffff0:d
        mov (M1, 1) R(0,1)<1> 0xffffffcc:d
        mov (M1, 1) R(0,2)<1> 0xffffffaa:d
        bfn.xe8 (M1, 1) R(0,3)<1> R(0,0)<0;1,0> R(0,1)<0;1,0> R(0,2)<0;1,0>
        """,
            1,
            "R"));
  }

  @Test
  void packedVectorImmediateGivesEachChannelItsElement() {
    assertEquals("0 1 2 3 -4 -3 -2 -1", run(D, "mov (M1, 8) W(0,0)<1> 0xfedc3210:v", 8, "W"));
  }
}
