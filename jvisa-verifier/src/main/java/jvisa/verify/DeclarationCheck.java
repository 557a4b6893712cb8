package jvisa.verify;

import jvisa.asm.model.Declaration;
import jvisa.asm.model.Type;

/**
 * Declarations (4_visa_header.md): each name declared once and not a pre-defined one, a known
 * class, a legal type and a legal number of elements for that class.
 */
final class DeclarationCheck implements Check {
  private static final int MAX_GENERAL_ELEMENTS = 4096;
  private static final int MAX_ADDRESS_ELEMENTS = 16;

  @Override
  public void check(UnitScope scope) {
    for (Symbols.Duplicate dup : scope.symbols.duplicates()) {
      scope.report.error(
          "duplicate-decl",
          dup.again().pos(),
          "'" + dup.again().name() + "' is already declared at " + dup.first().pos());
    }
    for (Declaration d : scope.unit.declarations()) {
      if (d.name() == null || d.name().isEmpty()) {
        scope.report.error("decl", d.pos(), "declaration without a name");
        continue;
      }
      if (Symbols.isPredefined(d.name()) || d.name().equals("P0")) {
        scope.report.error(
            "duplicate-decl", d.pos(), "'" + d.name() + "' is pre-defined and may not be declared");
      }
      checkShape(scope, d);
    }
  }

  private static void checkShape(UnitScope scope, Declaration d) {
    if (d.varClass() == null) {
      scope.report.error("decl", d.pos(), "'" + d.name() + "' has no variable class (v_type=)");
      return;
    }
    int n = d.numElements();
    switch (d.varClass()) {
      case GENERAL -> {
        Type t = d.type();
        if (t == null || t == Type.BOOL || t.isPackedVector()) {
          scope.report.error(
              "decl",
              d.pos(),
              "general variable '"
                  + d.name()
                  + "' cannot have type "
                  + (t == null ? "(none)" : t.text()));
        }
        if (n < 1 || n > MAX_GENERAL_ELEMENTS) {
          scope.report.error(
              "decl",
              d.pos(),
              "'" + d.name() + "' has " + n + " elements; a general variable has 1 to 4096");
        }
      }
      case ADDRESS -> {
        if (n < 1 || n > MAX_ADDRESS_ELEMENTS) {
          scope.report.error(
              "decl",
              d.pos(),
              "'" + d.name() + "' has " + n + " elements; an address variable has 1 to 16");
        }
      }
      case PREDICATE -> {
        if (!ExecSizeCheck.isLegalSize(n)) {
          scope.report.error(
              "decl",
              d.pos(),
              "predicate '" + d.name() + "' has " + n + " elements; expected 1, 2, 4, 8, 16 or 32");
        }
      }
      case SAMPLER, SURFACE -> {
        if (n < 1) {
          scope.report.error(
              "decl", d.pos(), "'" + d.name() + "' has " + n + " elements; expected at least 1");
        }
      }
    }
  }
}
