package jvisa.cc.visa;

import jvisa.cc.ir.Instr;

/** Instruction selection: hands each non-terminator to the part of the backend that emits it. */
final class Selection {
  private final Code code;
  private final Arithmetic arithmetic;
  private final Conversions conversions;
  private final Memory memory;
  private final MathOps math;
  private final WorkItems workItems;
  private final Synchronization synchronization;
  private final Atomics atomics;
  private final Calls calls;
  private final SubGroups subGroups;

  /**
   * {@code workItems} null in a stack-called function when no work-item state is passed ({@link
   * WorkItemPassing}).
   */
  Selection(Code code, WorkItems workItems, Calls calls, MemoryPlaces places) {
    this.code = code;
    this.arithmetic = new Arithmetic(code);
    this.conversions = new Conversions(code);
    this.memory = new Memory(code, places);
    this.math = new MathOps(code);
    this.workItems = workItems;
    this.synchronization = new Synchronization(code);
    this.atomics = new Atomics(code, places);
    this.calls = calls;
    this.subGroups = new SubGroups(code);
  }

  void select(Instr i) {
    if (calls.select(i)) {
      return;
    }
    if (workItems == null && i.op() == jvisa.cc.ir.Op.BUILTIN) {
      throw code.unsupported("work-item function in a stack-called function");
    }
    if (i.hasResult() && i.type() instanceof jvisa.cc.ir.Type.Vector) {
      throw code.unsupported("vector value of type " + i.type());
    }
    boolean done =
        arithmetic.select(i)
            || conversions.select(i)
            || memory.select(i)
            || math.select(i)
            || (workItems != null && workItems.select(i))
            || synchronization.select(i)
            || atomics.select(i)
            || subGroups.select(i);
    if (!done) {
      throw code.unsupported("operation " + i.op().text());
    }
  }
}
