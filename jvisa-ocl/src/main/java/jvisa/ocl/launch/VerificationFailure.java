package jvisa.ocl.launch;

import java.util.List;
import jvisa.asm.text.Diagnostic;

/**
 * The verifier rejected a program, so it is not run; the message lists every error, one located
 * line each.
 */
public final class VerificationFailure extends RuntimeException {
  private final List<Diagnostic> errors;

  public VerificationFailure(List<Diagnostic> errors) {
    super(message(errors), null, false, false);
    this.errors = List.copyOf(errors);
  }

  public List<Diagnostic> errors() {
    return errors;
  }

  private static String message(List<Diagnostic> errors) {
    StringBuilder b =
        new StringBuilder(
            "the program does not verify ("
                + errors.size()
                + " error"
                + (errors.size() == 1 ? "" : "s")
                + "), so it is not run (--no-verify runs it anyway):");
    for (Diagnostic d : errors) {
      b.append('\n').append(d);
    }
    return b.toString();
  }
}
