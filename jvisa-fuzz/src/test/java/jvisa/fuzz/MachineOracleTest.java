package jvisa.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The machine fuzzer's oracle tells each outcome apart, and its generator mostly yields accepted
 * kernels.
 */
class MachineOracleTest {
  private static final String HEADER =
      """
      .version 4.1
      .kernel "k"
      .decl V v_type=G type=d num_elts=16 align=hword
      .decl P1 v_type=P num_elts=16
      .kernel_attr SimdSize=16
      .function "_main_0"
      _main_0:
      """;

  @Test
  void aProgramThatEndsEnds() {
    String text = HEADER + "    mov (M1, 16) V(0,0)<1> 0x1:d\n    ret (M1, 1)\n";
    for (boolean memory : new boolean[] {false, true}) {
      assertEquals(MachineOracle.Outcome.ENDED, MachineOracle.check(text, memory).outcome());
    }
  }

  @Test
  void aRunawayLoopFaultsAtTheStepLimit() {
    String text = HEADER + "L:\n    jmp (M1_NM, 1) L\n    ret (M1, 1)\n";
    assertEquals(MachineOracle.Outcome.FAULTED, MachineOracle.check(text, false).outcome());
  }

  @Test
  void aProgramTheVerifierRejectsDoesNotRun() {
    String text = HEADER + "    mov (M1, 16) V(1,0)<1> 0x1:d\n    ret (M1, 1)\n";
    assertEquals(MachineOracle.Outcome.REJECTED, MachineOracle.check(text, false).outcome());
  }

  @Test
  void grownKernelsAreMostlyAccepted() {
    ProgramGenerator g = new ProgramGenerator(new Random(7));
    int accepted = 0;
    for (int i = 0; i < 40; i++) {
      if (MachineOracle.accepted(g.kernel(MachineOracle::accepted))) {
        accepted++;
      }
    }
    assertTrue(accepted >= 30, accepted + " of 40 accepted");
  }
}
