package jvisa.machine.core;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.InputDecl;
import jvisa.asm.model.VarClass;

/**
 * The uninitialised-value check's view of one function, computed once at link time: which register
 * bytes start undefined (those of every declared variable that is not an input; %r0, inputs and
 * pre-defined variables start defined) and the names of the variables origins stand for.
 */
final class UninitPlan {
  private final int[] initialRegisters;
  private final List<String> names = new ArrayList<>();
  private final int[] predicateOrigins;
  private final int[] predicateBits;

  UninitPlan(DecodedFunction fn) {
    RegisterLayout layout = fn.layout();
    initialRegisters = new int[layout.frameBytes()];
    List<String> inputs = new ArrayList<>();
    for (InputDecl in : fn.unit().inputs()) {
      inputs.add(in.name());
    }
    predicateOrigins = new int[layout.predicateCount()];
    predicateBits = new int[layout.predicateCount()];
    for (Declaration d : fn.unit().declarations()) {
      if (d.varClass() == VarClass.PREDICATE) {
        names.add(d.name());
        int p = layout.predicateIndex(d.name());
        predicateOrigins[p] = names.size();
        predicateBits[p] = d.numElements() >= 32 ? -1 : (1 << d.numElements()) - 1;
      } else if (d.varClass() == VarClass.GENERAL && !d.isAlias() && !inputs.contains(d.name())) {
        int at = layout.offsetOf(d.name());
        long size = d.byteSize();
        if (at >= layout.predefinedEnd() && size > 0 && at + size <= initialRegisters.length) {
          names.add(d.name());
          java.util.Arrays.fill(initialRegisters, at, (int) (at + size), names.size());
        }
      }
    }
  }

  int[] initialRegisters() {
    return initialRegisters;
  }

  int predicateCount() {
    return predicateOrigins.length;
  }

  int predicateOrigin(int p) {
    return predicateOrigins[p];
  }

  /** The bits a predicate declares (one per element): those start undefined, no others. */
  int predicateBits(int p) {
    return predicateBits[p];
  }

  /** The variable an origin stands for. */
  String originName(int origin) {
    return origin >= 1 && origin <= names.size() ? "'" + names.get(origin - 1) + "'" : "?";
  }
}
