package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.machine.check.FindingLog;
import jvisa.machine.limit.Limits;
import org.junit.jupiter.api.Test;

/**
 * The uninitialised-value check's register rules on one thread: what defines a value, what carries
 * an undefined one along, and where a use is reported.
 */
class UninitCheckTest {
  private static final String DECLS =
      """
      .decl A v_type=G type=ud num_elts=16 align=hword
      .decl B v_type=G type=ud num_elts=16 align=hword
      .decl W v_type=G type=ud num_elts=32 align=hword
      .decl C v_type=G type=ud num_elts=16 align=hword
      .decl N v_type=G type=ud num_elts=1 align=dword
      .decl P1 v_type=P num_elts=16
      .decl P2 v_type=P num_elts=8
      """;

  /** Runs {@code body} at SIMD 16 with A set; returns the findings. */
  private static FindingLog run(String body) {
    FindingLog log = new FindingLog(100, null);
    ThreadRunner r =
        new ThreadRunner(
            Kernels.parse(Kernels.kernel(DECLS, body)), 16, 10_000, 8, Limits.defaults(), log);
    r.set(
        "A",
        List.of(
            "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16"));
    r.run();
    return log;
  }

  private static String only(FindingLog log) {
    assertEquals(1, log.groups().size(), log.report().toString());
    return log.report().toString();
  }

  @Test
  void anUndefinedPredicateDecidingABranchIsReportedWithItsOrigin() {
    String r =
        only(
            run(
                """
                    cmp.eq (M1, 16) P1 B(0,0)<1;1,0> 0x0:ud
                    (P1) goto (M1, 16) L
                L:
                """));
    assertTrue(r.contains("uninitialised predicate decides a branch"), r);
    assertTrue(r.contains("'B'"), r);
    assertTrue(r.contains("channel(s) 0-15"), r);
  }

  @Test
  void aDefinedPredicateDecidesNothingToReport() {
    assertTrue(
        run("""
                cmp.eq (M1, 16) P1 A(0,0)<1;1,0> 0x3:ud
                (P1) goto (M1, 16) L
            L:
            """)
            .isEmpty());
  }

  @Test
  void madwDefinesBothHalvesOfItsDestination() {
    assertTrue(
        run("""
                madw (M1, 16) W(0,0)<1> A(0,0)<1;1,0> 0x3:ud 0x0:ud
                cmp.eq (M1, 16) P1 W(2,0)<1;1,0> 0x0:ud
                (P1) goto (M1, 16) L
            L:
            """)
            .isEmpty());
  }

  @Test
  void madwCarriesAnUndefinedSourceIntoTheHighHalf() {
    String r =
        only(
            run(
                """
                    madw (M1, 16) W(0,0)<1> B(0,0)<1;1,0> 0x3:ud 0x0:ud
                    cmp.eq (M1, 16) P1 W(2,0)<1;1,0> 0x0:ud
                    (P1) goto (M1, 16) L
                L:
                """));
    assertTrue(r.contains("'B'"), r);
  }

  @Test
  void anIntegerComparedWithItselfGivesADefinedPredicate() {
    assertTrue(
        run("""
                cmp.eq (M1, 16) P1 B(0,0)<0;1,0> B(0,0)<0;1,0>
                (P1) goto (M1, 16) L
            L:
            """)
            .isEmpty());
  }

  @Test
  void aPredicateReadWholeIsDefinedOnceItsDeclaredBitsAre() {
    // P2 has 8 elements: setp defines all of them, the bits beyond do not exist
    assertTrue(
        run("""
                setp (M1_NM, 8) P2 0x0:ud
                mov (M1_NM, 1) N(0,0)<1> P2
                cmp.eq (M1, 16) P1 N(0,0)<0;1,0> 0x0:ud
                (P1) goto (M1, 16) L
            L:
            """)
            .isEmpty());
  }

  @Test
  void channelsOfAnInstructionWithAnOffsetAreNamedAsTheThreadsChannels() {
    String r =
        only(
            run(
                """
                    cmp.eq (M1, 8) P1 A(0,0)<1;1,0> 0x0:ud
                    cmp.eq (M3, 8) P1 B(0,0)<1;1,0> 0x0:ud
                    (P1) goto (M3, 8) L
                L:
                """));
    assertTrue(r.contains("channel(s) 8-15"), r);
  }

  @Test
  void aSelectByAnUndefinedPredicateIsUndefinedButAPredicatedSelWritesEveryChannel() {
    assertTrue(
        run("""
                cmp.eq (M1, 16) P1 A(0,0)<1;1,0> 0x3:ud
                (P1) sel (M1, 16) C(0,0)<1> A(0,0)<1;1,0> 0x7:ud
                cmp.eq (M1, 16) P1 C(0,0)<1;1,0> 0x7:ud
                (P1) goto (M1, 16) L
            L:
            """)
            .isEmpty());
  }
}
