package jvisa.machine.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.Instruction;

/**
 * The decoded instructions of one kernel or function, as reports show them.
 *
 * @param index the function's index in {@link MachineProgram#listings()} (the kernel is 0)
 */
public record FunctionListing(
    int index, String name, String file, boolean kernel, List<InstructionInfo> instructions) {
  public FunctionListing {
    instructions = List.copyOf(instructions);
  }

  static FunctionListing of(int index, DecodedFunction fn) {
    Exec[] code = fn.code();
    List<List<String>> labels = new ArrayList<>();
    for (int i = 0; i <= code.length; i++) {
      labels.add(new ArrayList<>());
    }
    for (Map.Entry<String, Integer> l : new java.util.TreeMap<>(fn.labels()).entrySet()) {
      labels.get(l.getValue()).add(l.getKey());
    }
    List<InstructionInfo> out = new ArrayList<>();
    for (Exec e : code) {
      Instruction insn = e.insn;
      out.add(
          new InstructionInfo(
              e.pc,
              e.text(),
              insn.pos() == null ? 0 : insn.pos().line(),
              labels.get(e.pc),
              e.execSize,
              e.noMask,
              e.predIndex >= 0,
              ControlKind.of(e),
              ControlKind.targets(e)));
    }
    return new FunctionListing(index, fn.name(), fn.unit().file(), fn.unit().isKernel(), out);
  }
}
