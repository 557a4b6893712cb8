package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jvisa.asm.model.Program;
import org.junit.jupiter.api.Test;

/**
 * Subroutines with a call mask and stack calls with %arg/%retval, as 3_execution_model.md
 * describes.
 */
class CallTest {
  static final String DECLS =
      """
      .decl A v_type=G type=d num_elts=8 align=hword
      .decl R v_type=G type=d num_elts=8 align=hword
      .decl P1 v_type=P num_elts=8
      .decl P2 v_type=P num_elts=8
      """;

  /**
   * Channels with A > 0 call SUB; inside, channels with A > 5 return early with R = 100, the others
   * fall through to R = 200. After the call every channel (called or not) adds 1.
   */
  @Test
  void divergentCallWithEarlyReturn() {
    Program p =
        Kernels.parse(
            ".version 4.1\n.kernel \"k\"\n"
                + DECLS
                + """
        .function "_main_0"
        _main_0:
            mov (M1, 8) R(0,0)<1> 0x0:d
            cmp.gt (M1, 8) P1 A(0,0)<1;1,0> 0x0:d
            (P1) call (M1, 8) SUB
            add (M1, 8) R(0,0)<1> R(0,0)<1;1,0> 0x1:d
            ret (M1, 1)
        .function "SUB"
        SUB:
            cmp.gt (M1, 8) P2 A(0,0)<1;1,0> 0x5:d
            mov (M1, 8) R(0,0)<1> 0x64:d
            (P2) ret (M1, 8)
            mov (M1, 8) R(0,0)<1> 0xc8:d
            ret (M1, 8)
        """);
    var out = Kernels.run(p, 8, "A=0,1,6,9,0,5,7,-3", "R");
    assertEquals("1 201 101 101 1 201 101 1", Kernels.values(out, "R"));
  }

  /** Nested subroutines: OUTER calls INNER for half of its channels. */
  @Test
  void nestedSubroutines() {
    Program p =
        Kernels.parse(
            ".version 4.1\n.kernel \"k\"\n"
                + DECLS
                + """
        .function "_main_0"
        _main_0:
            mov (M1, 8) R(0,0)<1> 0x0:d
            call (M1, 8) OUTER
            ret (M1, 1)
        .function "OUTER"
        OUTER:
            cmp.lt (M1, 8) P1 A(0,0)<1;1,0> 0x4:d
            (P1) call (M1, 8) INNER
            add (M1, 8) R(0,0)<1> R(0,0)<1;1,0> 0xa:d
            ret (M1, 8)
        .function "INNER"
        INNER:
            add (M1, 8) R(0,0)<1> R(0,0)<1;1,0> 0x1:d
            ret (M1, 8)
        """);
    var out = Kernels.run(p, 8, "A=0,1,2,3,4,5,6,7", "R");
    assertEquals("11 11 11 11 10 10 10 10", Kernels.values(out, "R"));
  }

  static final String FACT =
      """
      .version 4.1
      .global_function "fact"
      .decl N v_type=G type=d num_elts=8 align=hword alias=<%arg, 0>
      .decl RV v_type=G type=d num_elts=8 align=hword alias=<%retval, 0>
      .decl SAVE v_type=G type=d num_elts=8 align=hword
      .decl P1 v_type=P num_elts=8
      .function "fact_0"
          cmp.le (M1, 8) P1 N(0,0)<1;1,0> 0x1:d
          mov (M1, 8) RV(0,0)<1> 0x1:d
          (P1) fret (M1, 8)
          mov (M1, 8) SAVE(0,0)<1> N(0,0)<1;1,0>
          add (M1, 8) N(0,0)<1> N(0,0)<1;1,0> 0xffffffff:d
          fcall (M1, 8) fact 1 1
          mul (M1, 8) RV(0,0)<1> RV(0,0)<1;1,0> SAVE(0,0)<1;1,0>
          fret (M1, 8)
      """;

  /**
   * Recursion through fcall: each activation keeps its own variables, %arg and %retval are copied.
   */
  @Test
  void recursiveStackCall() {
    Program p =
        Kernels.parse(
            ".version 4.1\n.kernel \"k\"\n"
                + """
        .decl A v_type=G type=d num_elts=8 align=hword
        .decl R v_type=G type=d num_elts=8 align=hword
        .decl ARG v_type=G type=d num_elts=8 align=hword alias=<%arg, 0>
        .decl RET v_type=G type=d num_elts=8 align=hword alias=<%retval, 0>
        .function "_main_0"
            mov (M1, 8) ARG(0,0)<1> A(0,0)<1;1,0>
            fcall (M1, 8) fact 1 1
            mov (M1, 8) R(0,0)<1> RET(0,0)<1;1,0>
            ret (M1, 1)
        """,
            FACT);
    var out = Kernels.run(p, 8, "A=1,2,3,4,5,6,7,10", "R");
    assertEquals("1 2 6 24 120 720 5040 3628800", Kernels.values(out, "R"));
  }

  @Test
  void unboundedRecursionIsAStackOverflowError() {
    Program p =
        Kernels.parse(
            ".version 4.1\n.kernel \"k\"\n"
                + """
        .function "_main_0"
            fcall (M1, 8) loop 1 1
            ret (M1, 1)
        """,
            """
        .version 4.1
        .global_function "loop"
        .function "loop_0"
            fcall (M1, 8) loop 1 1
            fret (M1, 8)
        """);
    ThreadRunner r = new ThreadRunner(p, 8, 1_000_000, 32);
    MachineFault f = assertThrows(MachineFault.class, r::run);
    assertTrue(f.getMessage().contains("stack overflow"), f.getMessage());
    assertTrue(f.getMessage().contains("fcall (M1, 8) loop"), f.getMessage());
  }

  @Test
  void retWithoutASubroutineInAStackCalledFunctionIsACallMaskUnderflow() {
    Program p =
        Kernels.parse(
            ".version 4.1\n.kernel \"k\"\n"
                + """
        .function "_main_0"
            fcall (M1, 8) f 1 1
            ret (M1, 1)
        """,
            """
        .version 4.1
        .global_function "f"
        .function "f_0"
            ret (M1, 8)
        """);
    ThreadRunner r = new ThreadRunner(p, 8, 1_000_000, 32);
    MachineFault f = assertThrows(MachineFault.class, r::run);
    assertTrue(f.getMessage().contains("call mask underflow"), f.getMessage());
    assertTrue(f.getMessage().contains("function 'f'"), f.getMessage());
  }

  @Test
  void gotoThatNeverReconvergesIsAnError() {
    Program p =
        Kernels.parse(
            Kernels.kernel(
                DECLS,
                """
            cmp.lt (M1, 8) P1 A(0,0)<1;1,0> 0x4:d
            (P1) goto (M1, 8) PARKED
            jmp (M1, 1) AFTER
        PARKED:
            add (M1, 8) R(0,0)<1> R(0,0)<1;1,0> 0x1:d
        AFTER:
            add (M1, 8) R(0,0)<1> R(0,0)<1;1,0> 0x2:d
        """));
    ThreadRunner r = new ThreadRunner(p, 8, 10_000, 32);
    r.set("A", java.util.List.of("0", "9", "0", "9", "9", "9", "9", "9"));
    MachineFault f = assertThrows(MachineFault.class, r::run);
    assertTrue(f.getMessage().contains("never re-converges"), f.getMessage());
    assertTrue(f.getMessage().contains("channels 0x5"), f.getMessage());
  }
}
