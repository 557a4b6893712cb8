package jvisa.machine.core;

import java.util.Map;
import jvisa.asm.model.Unit;

/**
 * A unit decoded once into executable instructions, with its register layout, label positions and
 * re-convergence points; {@code id} numbers the program's functions (the kernel is 0) for per-
 * function caches, and {@code jit} receives its compiled blocks when the program runs on the JIT
 * engine.
 */
record DecodedFunction(
    Unit unit,
    RegisterLayout layout,
    Exec[] code,
    Map<String, Integer> labels,
    JoinPoints joins,
    int id,
    JitSlot jit) {
  String name() {
    return unit.name();
  }

  DecodedFunction withId(int newId) {
    return new DecodedFunction(unit, layout, code, labels, joins, newId, jit);
  }
}
