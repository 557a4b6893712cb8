package jvisa.verify;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.Predefined;
import jvisa.asm.model.Unit;
import jvisa.asm.model.VarClass;

/**
 * The variables visible in one unit: its own declarations (the first of duplicate names wins) and
 * the pre-defined ones, plus where each general variable lives inside the storage of its alias
 * root.
 */
public final class Symbols {
  /** Where a general variable's bytes start inside the variable that owns the storage. */
  public record Placement(Declaration root, long offset) {}

  /** A declaration of a name that an earlier declaration already took. */
  record Duplicate(Declaration first, Declaration again) {}

  private final Map<String, Declaration> declared;
  private final Map<String, Placement> placements = new HashMap<>();
  private final List<Duplicate> duplicates = new ArrayList<>();

  public Symbols(Unit unit) {
    declared = new HashMap<>(unit.declarations().size() * 2);
    for (Declaration d : unit.declarations()) {
      if (d.name() != null) {
        Declaration first = declared.putIfAbsent(d.name(), d);
        if (first != null) {
          duplicates.add(new Duplicate(first, d));
        }
      }
    }
  }

  /** Names declared more than once in the unit, in declaration order. */
  List<Duplicate> duplicates() {
    return duplicates;
  }

  /** The declaration of a name (declared in the unit, else pre-defined), or null. */
  public Declaration lookup(String name) {
    if (name == null) {
      return null;
    }
    Declaration d = declared.get(name);
    return d != null ? d : Predefined.lookup(name);
  }

  /** The declaration if it is of that class, else null. */
  Declaration lookup(String name, VarClass cls) {
    Declaration d = lookup(name);
    return d != null && d.varClass() == cls ? d : null;
  }

  /** Whether the name is one of the pre-defined variables (all of which start with '%' or 'T'). */
  public static boolean isPredefined(String name) {
    return name != null
        && !name.isEmpty()
        && (name.charAt(0) == '%' || name.charAt(0) == 'T')
        && Predefined.lookup(name) != null;
  }

  /**
   * The storage root of a general variable and its byte offset in it, following alias chains; null
   * when the chain is broken (unknown target, cycle, non-general link).
   */
  public Placement placement(Declaration d) {
    if (d == null || d.varClass() != VarClass.GENERAL) {
      return null;
    }
    if (!d.isAlias()) {
      return new Placement(d, 0);
    }
    Placement cached = placements.get(d.name());
    if (cached != null || placements.containsKey(d.name())) {
      return cached;
    }
    Placement p = resolve(d);
    placements.put(d.name(), p);
    return p;
  }

  private Placement resolve(Declaration d) {
    int steps = declared.size();
    long offset = 0;
    Declaration cur = d;
    while (cur.isAlias()) {
      if (steps-- < 0) {
        return null; // the chain loops
      }
      offset += cur.aliasOffset();
      Declaration next = lookup(cur.aliasOf());
      if (next == null || next.varClass() != VarClass.GENERAL) {
        return null;
      }
      cur = next;
    }
    return new Placement(cur, offset);
  }
}
