package jvisa.cc.visa;

import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Scope;

/**
 * Barriers and fences as IGC writes them: the fences the memory semantics ask for (SLM, global),
 * then {@code barrier} for a work-group barrier. A sub-group runs in one thread, so its barrier is
 * only its fences. Without semantics bits both memories are fenced.
 */
final class Synchronization {
  private static final long WORKGROUP_MEMORY = 0x100;
  private static final long CROSS_WORKGROUP_MEMORY = 0x200;

  private final Code code;

  Synchronization(Code code) {
    this.code = code;
  }

  boolean select(Instr i) {
    if (i.op() == Op.BARRIER) {
      long semantics = i.literals().length > 1 ? i.literal(1) : -1;
      fences(semantics);
      if (i.literal(0) == Scope.WORK_GROUP.ordinal()) {
        code.line("barrier");
      }
      return true;
    }
    if (i.op() == Op.FENCE) {
      fences(i.literals().length > 0 ? i.literal(0) : -1);
      return true;
    }
    return false;
  }

  private void fences(long semantics) {
    if ((semantics & CROSS_WORKGROUP_MEMORY) != 0) {
      code.line(code.target == Target.DG2 ? "lsc_fence.ugm.none.group" : "fence_global.E");
    }
    if ((semantics & WORKGROUP_MEMORY) != 0) {
      code.line(code.target == Target.DG2 ? "lsc_fence.slm.none.group" : "fence_local.E");
    }
  }
}
