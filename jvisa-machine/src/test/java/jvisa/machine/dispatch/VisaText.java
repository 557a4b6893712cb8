package jvisa.machine.dispatch;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.machine.core.MachineProgram;

/** Test kernels written as vISA text. */
final class VisaText {
  private VisaText() {}

  /** A kernel "k" with the declarations and body given, decoded with memory messages. */
  static MachineProgram kernel(String decls, String body) {
    String text =
        ".version 4.1\n.kernel \"k\"\n"
            + decls
            + "\n.function \"_main_0\"\n_main_0:\n"
            + body
            + "\n    ret (M1, 1)\n";
    ParseResult r = VisaParser.parse("test.visaasm", text);
    assertTrue(r.ok(), () -> r.diagnostics().toString());
    return MachineProgram.decodeWithMessages(new Program(List.of(r.unit())));
  }
}
