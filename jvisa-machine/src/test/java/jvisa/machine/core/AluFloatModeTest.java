package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

/**
 * The %cr0 float controls: every typing with a float operand or destination (F, HF, DF, BF) of
 * every ALU opcode runs under one of the rounding directions (RU, RD, RZ) and denormal-flush
 * settings below, in turn, so each opcode meets each of them; denormal, NaN, -0 and infinite edge
 * values included.
 */
class AluFloatModeTest {
  /**
   * %cr0 values: rounding field in bits 4-5, denormals kept for DF (0x40), F (0x80), HF (0x400).
   */
  private static final int[] CR0 = {
    0x4d0, // RU, denormals kept
    0x4e0, // RD, denormals kept
    0x4f0, // RZ, denormals kept
    0x000, // RNE, every denormal flushed
    0x440, // RNE, F denormals flushed
    0x0c0, // RNE, HF denormals flushed
    0x4a0, // RD, DF denormals flushed
    0x010, // RU, every denormal flushed
    0x030, // RZ, every denormal flushed
  };

  @Test
  void everyFloatTypingUnderEachRoundingAndDenormalModeAgreesWithTheReference() {
    int programs = 0;
    List<String> failures = new ArrayList<>();
    for (Opcode op : AluCombinationTest.OPCODES) {
      int index = 0;
      for (AluTypeCombos.Combo combo : AluTypeCombos.allowed(op)) {
        if (!combo.dst().isFloat() && combo.srcs().stream().noneMatch(Type::isFloat)) {
          continue;
        }
        boolean sat = AluCombinationTest.saturates(op) && index % 3 == 2;
        long[] immediates = EdgeValues.of(combo.srcs().get(combo.srcs().size() - 1));
        AluProgram p =
            new AluProgram(
                op,
                AluCombinationTest.suffix(op, index),
                combo,
                sat,
                immediates[index % immediates.length],
                AluProgram.noModifiers(combo),
                CR0[index % CR0.length]);
        AluRunner.check(p, failures);
        programs++;
        index++;
        if (failures.size() > 20) {
          fail(String.join("\n", failures));
        }
      }
    }
    System.out.println("ALU float-mode programs executed: " + programs);
    assertTrue(programs > 0);
    assertTrue(failures.isEmpty(), () -> String.join("\n", failures));
  }
}
