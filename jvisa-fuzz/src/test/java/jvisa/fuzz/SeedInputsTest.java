package jvisa.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.verify.Verifier;
import org.junit.jupiter.api.Test;

/** The built-in seed programs are valid vISA, so that mutations start from meaningful input. */
class SeedInputsTest {
  @Test
  void builtInSeedsParseAndVerifyCleanly() {
    List<Unit> units = new ArrayList<>();
    for (String text : List.of(SeedInputs.KERNEL, SeedInputs.FUNCTION)) {
      ParseResult r = VisaParser.parse("seed.visaasm", text);
      assertTrue(r.ok(), r.diagnostics().toString());
      units.add(r.unit());
    }
    assertEquals(List.of(), Verifier.verify(new Program(units)));
  }
}
