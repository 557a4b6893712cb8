package jvisa.verify;

import java.util.Comparator;
import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.Diagnostic;

/**
 * Checks a parsed program against the rules of the vISA spec. Each problem is reported as a {@link
 * Diagnostic} whose message starts with the rule's name in brackets, e.g. {@code [exec-size]
 * execution size 3 is not one of 1, 2, 4, 8, 16, 32}.
 *
 * <p>The verifier accepts anything the parser can produce, including partial units of files with
 * syntax errors and hand-built programs with missing fields; it never throws.
 */
public final class Verifier {
  private static final List<Check> CHECKS =
      List.of(
          new DeclarationCheck(),
          new AliasCheck(),
          new InputCheck(),
          new ExecSizeCheck(),
          new OperandShapeCheck(),
          new DataShapeCheck(),
          new VariableUseCheck(),
          new RegionCheck(),
          new OperandTypeCheck(),
          new ImmediateCheck(),
          new PredicateWidthCheck(),
          new LabelCheck(),
          new SubroutineCallCheck(),
          new FunctionCallCheck());

  private static final Comparator<Diagnostic> BY_POSITION =
      Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::col);

  private Verifier() {}

  public static List<Diagnostic> verify(Program program) {
    Report report = new Report();
    if (program == null) {
      return List.of();
    }
    for (Unit unit : program.units()) {
      int first = report.diagnostics().size();
      report.setFile(unit.file());
      UnitScope scope = new UnitScope(program, unit, report);
      for (Check check : CHECKS) {
        try {
          check.check(scope);
        } catch (RuntimeException | StackOverflowError e) {
          report.error("internal-error", null, check.getClass().getSimpleName() + " failed: " + e);
        }
      }
      report.diagnostics().subList(first, report.diagnostics().size()).sort(BY_POSITION);
    }
    return List.copyOf(report.diagnostics());
  }
}
