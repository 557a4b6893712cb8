package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.asm.model.Program;
import org.junit.jupiter.api.Test;

/** SIMD32 code split in (M1, 16) / (M5, 16) halves around (M1, 32) calls, as IGC writes it. */
class Simd32CallTest {
  @Test
  void subroutineWithLoopCalledFromBothHalves() {
    Program p =
        Kernels.parse(
            ".version 4.1\n.kernel \"k\"\n"
                + """
        .decl A v_type=G type=d num_elts=32 align=hword
        .decl R v_type=G type=d num_elts=32 align=hword
        .decl C v_type=G type=d num_elts=32 align=hword
        .decl P1 v_type=P num_elts=32
        .decl P2 v_type=P num_elts=32
        .function "_main_0"
        _main_0:
            cmp.lt (M1, 16) P2 A(0,0)<1;1,0> 0x10:d
            cmp.lt (M5, 16) P2 A(2,0)<1;1,0> 0x10:d
            (P2) goto (M1, 32) SKIP
            call (M1, 32) SUB
        SKIP:
            add (M1, 16) R(0,0)<1> R(0,0)<1;1,0> 0x1:d
            add (M5, 16) R(2,0)<1> R(2,0)<1;1,0> 0x1:d
            ret (M1, 1)
        .function "SUB"
        SUB:
            mov (M1, 16) C(0,0)<1> 0x0:d
            mov (M5, 16) C(2,0)<1> 0x0:d
        LOOP:
            add (M1, 16) C(0,0)<1> C(0,0)<1;1,0> 0x1:d
            add (M5, 16) C(2,0)<1> C(2,0)<1;1,0> 0x1:d
            cmp.lt (M1, 16) P1 C(0,0)<1;1,0> 0x3:d
            cmp.lt (M5, 16) P1 C(2,0)<1;1,0> 0x3:d
            (P1) goto (M1, 32) LOOP
            mov (M1, 16) R(0,0)<1> C(0,0)<1;1,0>
            mov (M5, 16) R(2,0)<1> C(2,0)<1;1,0>
            ret (M1, 32)
        """);
    StringBuilder a = new StringBuilder();
    StringBuilder expected = new StringBuilder();
    for (int i = 0; i < 32; i++) {
      a.append(i == 0 ? "" : ",").append(i);
      expected.append(i == 0 ? "" : " ").append(i < 16 ? 1 : 4);
    }
    var out = Kernels.run(p, 32, "A=" + a, "R");
    assertEquals(expected.toString(), Kernels.values(out, "R"));
  }
}
