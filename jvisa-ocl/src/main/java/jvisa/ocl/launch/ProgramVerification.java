package jvisa.ocl.launch;

import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.text.Diagnostic;
import jvisa.verify.Verifier;

/** The gate in front of the machine: a program the verifier rejects never runs. */
public final class ProgramVerification {
  private ProgramVerification() {}

  /**
   * Returns {@code program} when the verifier accepts it; otherwise throws {@link
   * VerificationFailure}.
   */
  public static Program requireValid(Program program) {
    List<Diagnostic> errors = Verifier.verify(program);
    if (!errors.isEmpty()) {
      throw new VerificationFailure(errors);
    }
    return program;
  }
}
