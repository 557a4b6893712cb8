package jvisa.verify;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.text.Diagnostic;

/**
 * Checks a parsed program against the rules of the vISA spec. Each problem is reported as a
 * {@link Diagnostic} whose message starts with the rule's name in brackets, e.g.
 * {@code [exec-size] execution size 3 is not one of 1, 2, 4, 8, 16, 32}.
 */
public final class Verifier {
  private Verifier() {}

  public static List<Diagnostic> verify(Program program) {
    List<Diagnostic> out = new ArrayList<>();
    return out;
  }
}
