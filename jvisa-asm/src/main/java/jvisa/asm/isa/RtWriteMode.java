package jvisa.asm.isa;

import java.util.EnumSet;
import java.util.Set;

/**
 * The mode of rt_write (RT_WRITE.md): the parts the message carries, each written {@code <X>} in
 * any order, {@code .<RTI><A>}.
 */
public record RtWriteMode(Set<Part> parts, String text) {
  static final String EXPECTED =
      "<A>, <O>, <CPS>, <PS>, <CM>, <SI>, <ST>, <LRTW>, <RTI>, <Z> in any order";

  /** The parts, as written between angle brackets. */
  public enum Part {
    A,
    O,
    CPS,
    PS,
    CM,
    SI,
    ST,
    LRTW,
    RTI,
    Z
  }

  public RtWriteMode {
    parts = Set.copyOf(parts);
  }

  /** The mode as written, or null when it is not a sequence of known parts, each once. */
  public static RtWriteMode parse(String s) {
    EnumSet<Part> parts = EnumSet.noneOf(Part.class);
    int i = 0;
    while (i < s.length()) {
      int end = s.indexOf('>', i);
      if (s.charAt(i) != '<' || end < 0) {
        return null;
      }
      Part p = part(s.substring(i + 1, end));
      if (p == null || !parts.add(p)) {
        return null;
      }
      i = end + 1;
    }
    return parts.isEmpty() ? null : new RtWriteMode(parts, s);
  }

  private static Part part(String name) {
    for (Part p : Part.values()) {
      if (p.name().equals(name)) {
        return p;
      }
    }
    return null;
  }

  public boolean has(Part p) {
    return parts.contains(p);
  }
}
