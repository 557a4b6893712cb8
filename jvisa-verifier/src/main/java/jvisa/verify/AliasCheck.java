package jvisa.verify;

import java.util.Set;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.VarClass;

/**
 * {@code alias=<TARGET, OFFSET>} (4_visa_header.md, var_info): the target is a declared general
 * variable that may be aliased, the alias fits inside it at a type-aligned offset, and chains do
 * not loop.
 */
final class AliasCheck implements Check {
  /**
   * Pre-defined variables that may be aliased: the spec's "Can be aliased: Yes" rows (%r0, %arg,
   * %retval) plus %sp, %fp and %hw_id, which IGC aliases in every stack-call program it emits.
   */
  private static final Set<String> ALIASABLE_PREDEFINED =
      Set.of("%r0", "%arg", "%retval", "%sp", "%fp", "%hw_id");

  @Override
  public void check(UnitScope scope) {
    for (Declaration d : scope.unit.declarations()) {
      if (d.isAlias() && d.name() != null) {
        checkAlias(scope, d);
      }
    }
  }

  private static void checkAlias(UnitScope scope, Declaration d) {
    Report r = scope.report;
    if (d.varClass() != VarClass.GENERAL) {
      r.error(
          "alias", d.pos(), "'" + d.name() + "' is not a general variable and cannot be an alias");
      return;
    }
    Declaration target = scope.symbols.lookup(d.aliasOf());
    if (target == null) {
      r.error(
          "alias",
          d.pos(),
          "alias target '" + d.aliasOf() + "' of '" + d.name() + "' is not declared");
      return;
    }
    if (target.varClass() != VarClass.GENERAL) {
      r.error("alias", d.pos(), "alias target '" + d.aliasOf() + "' is not a general variable");
      return;
    }
    if (Symbols.isPredefined(target.name()) && !ALIASABLE_PREDEFINED.contains(target.name())) {
      r.error("alias", d.pos(), "pre-defined variable '" + target.name() + "' cannot be aliased");
      return;
    }
    if (loops(scope, d)) {
      r.error("alias", d.pos(), "the alias chain of '" + d.name() + "' loops");
      return;
    }
    long offset = d.aliasOffset();
    long size = d.byteSize();
    long targetSize = target.byteSize();
    if (offset < 0 || offset >= targetSize || size > targetSize - offset) {
      r.error(
          "alias",
          d.pos(),
          "'"
              + d.name()
              + "' ("
              + size
              + " bytes at offset "
              + offset
              + ") does not fit in '"
              + target.name()
              + "' ("
              + targetSize
              + " bytes)");
    } else if (d.type() != null && offset % d.type().size() != 0) {
      r.error(
          "alias",
          d.pos(),
          "alias offset "
              + offset
              + " is not aligned to the "
              + d.type().size()
              + "-byte type of '"
              + d.name()
              + "'");
    }
  }

  /** A chain longer than the number of declarations must revisit one of them. */
  private static boolean loops(UnitScope scope, Declaration start) {
    int steps = scope.unit.declarations().size();
    Declaration cur = start;
    while (cur != null && cur.isAlias()) {
      if (steps-- < 0) {
        return true;
      }
      cur = scope.symbols.lookup(cur.aliasOf());
    }
    return false;
  }
}
