package jvisa.machine.check;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/** The run-time checks a launch can attach ({@code --check races,bounds,uninit,barriers}). */
public enum CheckKind {
  /** Conflicting accesses of different threads not ordered by a barrier, per byte. */
  RACES,
  /** Accesses outside surfaces, allocations, {@code __local} buffers; misaligned accesses. */
  BOUNDS,
  /** Undefined register values that decide a branch, form an address or are stored. */
  UNINIT,
  /** Threads of a group that reach a barrier others never reach, or different barriers. */
  BARRIERS;

  /** The name on the command line: "races", "bounds", "uninit", "barriers". */
  public String flagName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * Parses a comma-separated list of check names, or "all".
   *
   * @throws IllegalArgumentException naming the unknown check and the known ones
   */
  public static Set<CheckKind> parseList(String text) {
    EnumSet<CheckKind> out = EnumSet.noneOf(CheckKind.class);
    for (String part : text.split(",", -1)) {
      String name = part.trim().toLowerCase(Locale.ROOT);
      if (name.equals("all")) {
        out.addAll(EnumSet.allOf(CheckKind.class));
        continue;
      }
      CheckKind found = null;
      for (CheckKind k : values()) {
        if (k.flagName().equals(name)) {
          found = k;
        }
      }
      if (found == null) {
        throw new IllegalArgumentException(
            "unknown check '" + part.trim() + "': use races, bounds, uninit, barriers or all");
      }
      out.add(found);
    }
    return out;
  }
}
