package jvisa.cc.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Argument;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Where a generic pointer can come from: the address spaces of the specific pointers it is cast
 * from (through GEPs, pointer casts, phis and selects), and the origins that name no space (an
 * argument, a pointer loaded from memory, a call's result, an integer).
 */
public final class PointerOrigins {
  private final Set<AddressSpace> spaces;
  private final List<String> opaque;

  private PointerOrigins(Set<AddressSpace> spaces, List<String> opaque) {
    this.spaces = spaces;
    this.opaque = opaque;
  }

  /** The origins of {@code pointer}. */
  public static PointerOrigins of(Value pointer) {
    return of(pointer, null);
  }

  /**
   * The origins of {@code pointer}, not counting {@code assumed} (a parameter whose own value a
   * recursive call passes on) as one.
   */
  public static PointerOrigins of(Value pointer, Value assumed) {
    EnumSet<AddressSpace> spaces = EnumSet.noneOf(AddressSpace.class);
    List<String> opaque = new ArrayList<>();
    Set<Value> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Value> work = new ArrayDeque<>(List.of(pointer));
    while (!work.isEmpty()) {
      Value v = work.pop();
      if (v == assumed || !seen.add(v)) {
        continue;
      }
      if (v.type() instanceof Type.Pointer p && p.space() != AddressSpace.GENERIC) {
        spaces.add(p.space());
      } else if (v instanceof Constant c) {
        if (c.kind() == Constant.Kind.FUNCTION || c.kind() == Constant.Kind.SCALAR) {
          opaque.add("a constant address");
        }
      } else if (v instanceof Argument a) {
        opaque.add(
            "the function argument "
                + (a.name() != null ? a.name() : "number " + a.index())
                + " (a call whose callee stays a call)");
      } else if (v instanceof Instr i) {
        switch (i.op()) {
          case PTRCAST, GEP -> work.push(i.operand(0));
          case SELECT -> {
            work.push(i.operand(1));
            work.push(i.operand(2));
          }
          case PHI -> i.operands().forEach(work::push);
          case LOAD -> opaque.add("a pointer loaded from memory ('" + i + "')");
          case CALL ->
              opaque.add(
                  "the result of a call to "
                      + (i.attribute() instanceof Function f ? f.name() : "a function"));
          case ICALL -> opaque.add("the result of an indirect call");
          case INTTOPTR -> opaque.add("an integer cast to a pointer ('" + i + "')");
          default -> opaque.add("'" + i + "'");
        }
      }
    }
    return new PointerOrigins(spaces, opaque);
  }

  /** The one space every origin is a cast from, or null (none, several or an opaque origin). */
  public AddressSpace single() {
    return opaque.isEmpty() && spaces.size() == 1 ? spaces.iterator().next() : null;
  }

  /** The spaces of the specific pointers it is cast from. */
  public Set<AddressSpace> spaces() {
    return Collections.unmodifiableSet(spaces);
  }

  /** Whether some origin names no space (an argument, a loaded pointer, ...). */
  public boolean hasOpaqueOrigin() {
    return !opaque.isEmpty();
  }

  /** Why no one space is known, in words for a refusal. */
  public String ambiguity() {
    List<String> parts = new ArrayList<>();
    if (spaces.size() > 1) {
      parts.add(
          "it may point into "
              + spaces.stream().map(AddressSpace::toString).collect(Collectors.joining(" or "))
              + " memory (a select, a loop or a branch joins pointers to different spaces)");
    }
    if (!opaque.isEmpty()) {
      parts.add(
          "it comes from " + String.join(", ", opaque.subList(0, Math.min(3, opaque.size()))));
    }
    if (parts.isEmpty()) {
      parts.add("no origin names a space");
    }
    return String.join("; ", parts);
  }
}
