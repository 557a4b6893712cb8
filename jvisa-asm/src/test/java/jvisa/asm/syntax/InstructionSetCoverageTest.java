package jvisa.asm.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Set;
import jvisa.asm.model.Opcode;
import org.junit.jupiter.api.Test;

/** Every instruction of the model is parsed and printed by at least one syntax test. */
class InstructionSetCoverageTest {
  @Test
  void everyOpcodeIsExercisedByASyntaxTest() {
    Syntax.Recording r = SyntaxSuite.recordAll();
    Set<Opcode> missing = EnumSet.allOf(Opcode.class);
    missing.removeAll(r.opcodes);
    assertEquals(Set.of(), missing, "opcodes no syntax test parses");
    assertTrue(
        SyntaxSuite.testClasses().size() >= 10,
        "syntax test classes found: " + SyntaxSuite.testClasses());
    System.out.printf(
        "syntax tests: %d classes, %d samples, %d of %d opcodes%n",
        SyntaxSuite.testClasses().size(),
        r.samples.size(),
        r.opcodes.size(),
        Opcode.values().length);
  }
}
