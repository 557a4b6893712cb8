package jvisa.machine.core;

import java.util.Map;
import jvisa.asm.model.Unit;

/**
 * A unit decoded once into executable instructions, with its register layout and label positions.
 */
record DecodedFunction(Unit unit, RegisterLayout layout, Exec[] code, Map<String, Integer> labels) {
  String name() {
    return unit.name();
  }
}
