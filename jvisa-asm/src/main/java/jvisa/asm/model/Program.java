package jvisa.asm.model;

import java.util.List;
import java.util.Optional;

/**
 * A whole vISA program: one kernel unit and the units of the functions it stack-calls (IGC writes
 * each `.global_function` to a file of its own).
 */
public record Program(List<Unit> units) {
  public Program {
    units = List.copyOf(units);
  }

  public static Program of(Unit... units) {
    return new Program(List.of(units));
  }

  /** The kernel unit, if the program has one. */
  public Optional<Unit> kernel() {
    return units.stream().filter(Unit::isKernel).findFirst();
  }

  /** The unit defining a `.global_function` of that name. */
  public Optional<Unit> function(String name) {
    return units.stream().filter(u -> !u.isKernel() && u.name().equals(name)).findFirst();
  }
}
