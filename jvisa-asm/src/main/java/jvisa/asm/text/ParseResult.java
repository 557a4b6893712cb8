package jvisa.asm.text;

import java.util.List;
import jvisa.asm.model.Unit;

/** The unit read from one file (as much as could be read) and the problems found in it. */
public record ParseResult(Unit unit, List<Diagnostic> diagnostics) {
  public ParseResult {
    diagnostics = List.copyOf(diagnostics);
  }

  public boolean ok() {
    return diagnostics.isEmpty();
  }
}
