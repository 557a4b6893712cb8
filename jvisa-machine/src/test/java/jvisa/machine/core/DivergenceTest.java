package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import jvisa.asm.model.Program;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The if-else-endif and do-while examples of 3_execution_model.md, under many channel patterns. */
class DivergenceTest {
  static final String DECLS =
      """
      .decl A v_type=G type=d num_elts=8 align=hword
      .decl B v_type=G type=d num_elts=8 align=hword
      .decl R v_type=G type=d num_elts=8 align=hword
      .decl N v_type=G type=d num_elts=8 align=hword
      .decl P1 v_type=P num_elts=8
      .decl P2 v_type=P num_elts=8
      """;

  /** if (A != 0) { if (B > 1) R = 1 else R = 2 } else R = 3; then R += 10 for all channels. */
  static final Program IF_ELSE =
      Kernels.parse(
          Kernels.kernel(
              DECLS,
              """
          cmp.ne (M1, 8) P1 A(0,0)<1;1,0> 0x0:d
          (!P1) goto (M1, 8) ELSE1
          cmp.gt (M1, 8) P2 B(0,0)<1;1,0> 0x1:d
          (!P2) goto (M1, 8) ELSE2
          mov (M1, 8) R(0,0)<1> 0x1:d
          goto (M1, 8) ENDIF2
      ELSE2:
          mov (M1, 8) R(0,0)<1> 0x2:d
      ENDIF2:
          goto (M1, 8) ENDIF1
      ELSE1:
          mov (M1, 8) R(0,0)<1> 0x3:d
      ENDIF1:
          add (M1, 8) R(0,0)<1> R(0,0)<1;1,0> 0xa:d
      """));

  @ParameterizedTest
  @ValueSource(ints = {0x00, 0xff, 0x0f, 0xf0, 0x55, 0xaa, 0x81, 0x3c, 0x01, 0x80})
  void ifElseEndifUnderEveryPattern(int pattern) {
    StringBuilder a = new StringBuilder();
    StringBuilder b = new StringBuilder();
    StringBuilder expected = new StringBuilder();
    for (int i = 0; i < 8; i++) {
      boolean pa = (pattern >> i & 1) != 0;
      boolean pb = (Integer.rotateLeft(pattern, 3) >> i & 1) != 0;
      a.append(i == 0 ? "" : ",").append(pa ? 7 : 0);
      b.append(i == 0 ? "" : ",").append(pb ? 5 : 1);
      expected.append(i == 0 ? "" : " ").append(pa ? (pb ? 11 : 12) : 13);
    }
    Map<String, List<String>> out = Kernels.run(IF_ELSE, 8, "A=" + a, "B=" + b, "R");
    assertEquals(expected.toString(), Kernels.values(out, "R"));
  }

  /** do { R += 1; N -= 1 } while (N > 0): each channel loops its own number of times. */
  static final Program DO_WHILE =
      Kernels.parse(
          Kernels.kernel(
              DECLS,
              """
          mov (M1, 8) R(0,0)<1> 0x0:d
      LOOP:
          add (M1, 8) R(0,0)<1> R(0,0)<1;1,0> 0x1:d
          add (M1, 8) N(0,0)<1> N(0,0)<1;1,0> 0xffffffff:d
          cmp.gt (M1, 8) P1 N(0,0)<1;1,0> 0x0:d
          (P1) goto (M1, 8) LOOP
          add (M1, 8) R(0,0)<1> R(0,0)<1;1,0> 0x64:d
      """));

  @Test
  void doWhileChannelsLeaveAtTheirOwnTripCount() {
    Map<String, List<String>> out = Kernels.run(DO_WHILE, 8, "N=1,2,3,4,5,0,7,1", "R");
    assertEquals("101 102 103 104 105 101 107 101", Kernels.values(out, "R"));
  }

  /**
   * while (true) { if (A == channel) break; A += 1 } with a break that parks channels after the
   * loop.
   */
  @Test
  void loopWithBreakReconvergesAfterTheLoop() {
    Program p =
        Kernels.parse(
            Kernels.kernel(
                DECLS,
                """
            mov (M1, 8) R(0,0)<1> 0x0:d
        TOP:
            cmp.ge (M1, 8) P1 R(0,0)<1;1,0> A(0,0)<1;1,0>
            (P1) goto (M1, 8) DONE
            add (M1, 8) R(0,0)<1> R(0,0)<1;1,0> 0x1:d
            goto (M1, 1) TOP
        DONE:
            add (M1, 8) R(0,0)<1> R(0,0)<1;1,0> 0x3e8:d
        """));
    Map<String, List<String>> out = Kernels.run(p, 8, "A=3,0,1,5,2,2,9,4", "R");
    assertEquals("1003 1000 1001 1005 1002 1002 1009 1004", Kernels.values(out, "R"));
  }

  @Test
  void executionSizeOneGotoIsUniform() {
    Program p =
        Kernels.parse(
            Kernels.kernel(
                DECLS,
                """
            mov (M1, 8) R(0,0)<1> 0x1:d
            goto (M1, 1) SKIP
            mov (M1, 8) R(0,0)<1> 0x2:d
        SKIP:
            add (M1, 8) R(0,0)<1> R(0,0)<1;1,0> 0x1:d
        """));
    assertEquals("2 2 2 2 2 2 2 2", Kernels.values(Kernels.run(p, 8, "R"), "R"));
  }

  @Test
  void runawayLoopStopsWithAClearError() {
    Program p =
        Kernels.parse(
            Kernels.kernel(
                DECLS,
                """
        TOP:
            add (M1, 8) R(0,0)<1> R(0,0)<1;1,0> 0x1:d
            goto (M1, 1) TOP
        """));
    ThreadRunner r = new ThreadRunner(p, 8, 1000, 16);
    MachineFault f = assertThrows(MachineFault.class, r::run);
    assertTrue(f.getMessage().contains("step limit of 1000"), f.getMessage());
    assertTrue(f.getMessage().contains("thread 0"), f.getMessage());
    assertTrue(f.getMessage().contains("execution mask 0xff"), f.getMessage());
  }
}
