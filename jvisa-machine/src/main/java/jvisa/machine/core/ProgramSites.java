package jvisa.machine.core;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;

/**
 * Numbers every instruction of a program (launch-wide, so shadow memory can remember an access's
 * instruction in an int) and describes instructions for reports: "#12 'text'" with the function
 * when it is not the kernel, and "file:line".
 */
final class ProgramSites {
  private final IdentityHashMap<Exec, Integer> ids = new IdentityHashMap<>();
  private final List<Exec> execs = new ArrayList<>();
  private final List<DecodedFunction> owners = new ArrayList<>();

  void add(DecodedFunction fn) {
    for (Exec e : fn.code()) {
      ids.put(e, execs.size());
      execs.add(e);
      owners.add(fn);
    }
  }

  /** The number of an instruction (or of the one a check decorated), -1 when unknown. */
  int id(Exec e) {
    Integer id = e == null ? null : ids.get(e);
    return id == null ? -1 : id;
  }

  String describe(int id) {
    if (id < 0 || id >= execs.size()) {
      return "an unknown instruction";
    }
    Exec e = execs.get(id);
    return instruction(e) + " (" + source(e) + ")";
  }

  String instruction(Exec e) {
    int id = id(e);
    DecodedFunction fn = id < 0 ? null : owners.get(id);
    String where = fn == null || fn.unit().isKernel() ? "" : " in function '" + fn.name() + "'";
    return "#" + e.pc + " '" + e.text() + "'" + where;
  }

  String source(Exec e) {
    int id = id(e);
    DecodedFunction fn = id < 0 ? null : owners.get(id);
    return (fn == null ? "?" : fn.unit().file()) + ":" + e.insn.pos().line();
  }
}
