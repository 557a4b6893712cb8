package jvisa.machine.core;

import java.util.Map;
import jvisa.asm.model.Unit;

/**
 * A unit decoded once into executable instructions, with its register layout and label positions;
 * {@code jit} receives its compiled blocks when the program runs on the JIT engine.
 */
record DecodedFunction(
    Unit unit, RegisterLayout layout, Exec[] code, Map<String, Integer> labels, JitSlot jit) {
  String name() {
    return unit.name();
  }
}
