package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.asm.model.Program;
import org.junit.jupiter.api.Test;

/**
 * Execution masks M1..M8, NoMask and predication (per channel, .any, .all) of 3_execution_model.md.
 */
class MaskTest {
  static final String DECLS =
      """
      .decl A v_type=G type=d num_elts=32 align=hword
      .decl R v_type=G type=d num_elts=32 align=hword
      .decl P1 v_type=P num_elts=32
      """;

  static String run(String body, int simd, String... args) {
    Program p = Kernels.parse(Kernels.kernel(DECLS, body));
    return Kernels.values(Kernels.run(p, simd, (Object[]) args), args[args.length - 1]);
  }

  static String seq(int n, java.util.function.IntFunction<Object> f) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append(i == 0 ? "" : " ").append(f.apply(i));
    }
    return sb.toString();
  }

  @Test
  void secondHalfOfSimd32UsesM5AndPredicateBitsFrom16() {
    String a = seq(32, i -> i).replace(' ', ',');
    String out =
        run(
            """
        cmp.lt (M1, 16) P1 A(0,0)<1;1,0> 0x4:d
        cmp.lt (M5, 16) P1 A(2,0)<1;1,0> 0x14:d
        mov (M1, 16) R(0,0)<1> 0x0:d
        mov (M5, 16) R(2,0)<1> 0x0:d
        (P1) mov (M1, 16) R(0,0)<1> 0x1:d
        (P1) mov (M5, 16) R(2,0)<1> 0x2:d
        """,
            32,
            "A=" + a,
            "R");
    assertEquals(seq(32, i -> i < 4 ? 1 : (i >= 16 && i < 20) ? 2 : 0), out);
  }

  @Test
  void disabledChannelsAreNotWrittenButNoMaskWritesThem() {
    String out =
        run(
            """
        mov (M1_NM, 16) R(0,0)<1> 0x7:d
        mov (M1, 16) R(0,0)<1> 0x1:d
        """,
            8,
            "R");
    assertEquals(seq(32, i -> i < 8 ? 1 : i < 16 ? 7 : 0), out);
  }

  @Test
  void maskOffsetSelectsTheChannelGroup() {
    // dispatched with 8 channels: an M3 instruction (channels 8..15) has no enabled channel
    String out =
        run(
            """
        mov (M3, 4) R(0,0)<1> 0x5:d
        mov (M2, 4) R(0,4)<1> 0x6:d
        """,
            8,
            "R");
    assertEquals(seq(32, i -> i >= 4 && i < 8 ? 6 : 0), out);
  }

  @Test
  void predicateAnyAndAll() {
    String any =
        run(
            """
        cmp.eq (M1, 8) P1 A(0,0)<1;1,0> 0x3:d
        (P1.any) mov (M1, 8) R(0,0)<1> 0x1:d
        (P1.all) mov (M1, 8) R(0,0)<1> 0x2:d
        """,
            8,
            "A=0,0,0,3,0,0,0,0",
            "R");
    assertEquals(seq(32, i -> i < 8 ? 1 : 0), any);
    String all =
        run(
            """
        cmp.eq (M1, 8) P1 A(0,0)<1;1,0> 0x3:d
        (P1.all) mov (M1, 8) R(0,0)<1> 0x2:d
        """,
            8,
            "A=3,3,3,3,3,3,3,3",
            "R");
    assertEquals(seq(32, i -> i < 8 ? 2 : 0), all);
  }

  @Test
  void selChoosesByPredicateForEveryEnabledChannel() {
    String out =
        run(
            """
        cmp.gt (M1, 8) P1 A(0,0)<1;1,0> 0x3:d
        (P1) sel (M1, 8) R(0,0)<1> A(0,0)<1;1,0> 0x64:d
        """,
            8,
            "A=1,2,3,4,5,6,7,8",
            "R");
    assertEquals(seq(32, i -> i < 3 ? 100 : i < 8 ? i + 1 : 0), out);
  }

  @Test
  void jmpIsUniformAndSwitchjmpIndexesItsLabels() {
    String out =
        run(
            """
        mov (M1_NM, 1) A(0,0)<1> 0x2:d
        switchjmp (M1, 1) A(0,0)<0;1,0> (L0, L1, L2)
    L0:
        mov (M1, 8) R(0,0)<1> 0xa:d
        jmp (M1, 1) END
    L1:
        mov (M1, 8) R(0,0)<1> 0xb:d
        jmp (M1, 1) END
    L2:
        mov (M1, 8) R(0,0)<1> 0xc:d
    END:
        """,
            8,
            "R");
    assertEquals(seq(32, i -> i < 8 ? 12 : 0), out);
  }

  @Test
  void ce0ReadsTheCurrentChannelEnableMask() {
    String out =
        run(
            """
        cmp.lt (M1, 8) P1 A(0,0)<1;1,0> 0x3:d
        (!P1) goto (M1, 8) LATER
        mov (M1_NM, 1) R(0,0)<1> %ce0(0,0)<0;1,0>
    LATER:
        mov (M1_NM, 1) R(0,1)<1> %ce0(0,0)<0;1,0>
        """,
            8, "A=0,5,1,7,2,9,9,9", "R");
    assertEquals("21 255", out.substring(0, 6));
  }

  @Test
  void planeEvaluatesThePlaneEquationInBlocksOfEight() {
    Program p =
        Kernels.parse(
            Kernels.kernel(
                """
        .decl S v_type=G type=f num_elts=4 align=hword
        .decl UV v_type=G type=f num_elts=32 align=hword
        .decl W v_type=G type=f num_elts=16 align=hword
        """,
                "plane (M1, 16) W(0,0)<1> S(0,0)<0;1,0> UV(0,0)<8;8,1>"));
    StringBuilder uv = new StringBuilder();
    for (int i = 0; i < 32; i++) {
      uv.append(i == 0 ? "" : ",").append(i);
    }
    var out = Kernels.run(p, 16, "S=2,10,0,0.5", "UV=" + uv, "W");
    // channel 0: 2*0 + 10*8 + 0.5; channel 9: 2*17 + 10*25 + 0.5
    String[] w = Kernels.values(out, "W").split(" ", -1);
    assertEquals("80.5", w[0]);
    assertEquals("284.5", w[9]);
  }
}
