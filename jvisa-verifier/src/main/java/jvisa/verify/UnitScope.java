package jvisa.verify;

import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;

/** What every check of one unit needs: the unit, the whole program, its symbols and code layout. */
final class UnitScope {
  final Program program;
  final Unit unit;
  final Symbols symbols;
  final Report report;
  private CodeLayout layout;

  UnitScope(Program program, Unit unit, Report report) {
    this.program = program;
    this.unit = unit;
    this.symbols = new Symbols(unit);
    this.report = report;
  }

  CodeLayout layout() {
    if (layout == null) {
      layout = new CodeLayout(unit);
    }
    return layout;
  }
}
