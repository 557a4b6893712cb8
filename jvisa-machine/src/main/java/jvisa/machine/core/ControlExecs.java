package jvisa.machine.core;

import jvisa.asm.model.Instruction;

/**
 * Control flow with the divergence rules of 3_execution_model.md: goto parks channels at
 * re-convergence points, jmp is uniform, call/ret keep a call mask, fcall/fret switch frames.
 */
final class ControlExecs {
  private ControlExecs() {}

  /**
   * Channels that take a branch. An execution-size-1 branch is uniform: all active channels go when
   * the predicate's first bit allows it.
   */
  static int takers(Exec e, Frame f) {
    if (e.execSize == 1) {
      int p = e.predicateBits(f);
      return (p & 1) != 0 ? f.em : 0;
    }
    return e.channels(f) << e.offset;
  }

  static final class Goto extends Exec {
    final int target;

    /**
     * A forward goto: the join slots between it and its target (the target's excluded), as bits of
     * slot word 0, and whether they all fit there; set by {@link JoinPoints#of}.
     */
    private long skippedSlots;

    private boolean skippedFit;

    Goto(Instruction insn, int pc, RegisterLayout layout, int target) {
      super(insn, pc, layout);
      this.target = target;
    }

    void skips(long slots, boolean fit) {
      skippedSlots = slots;
      skippedFit = fit;
    }

    @Override
    int execute(HwThread t, Frame f) {
      return branch(t, f, takers(this, f));
    }

    /**
     * The branch taken by the channels {@code go} (bits of the execution mask; {@link #takers}):
     * returns the next instruction's index. Compiled code computes {@code go} inline and calls
     * this.
     */
    int branch(HwThread t, Frame f, int go) {
      if (target > pc) {
        if (go == f.em && go != 0 && skippedFit && !f.waitsAtAny(skippedSlots)) {
          // parking them all at the target would resume there first, where they are unparked
          return target;
        }
        f.em &= ~go;
        f.park(target, go);
        return f.em == 0 ? t.nextWaitingPoint(f, pc + 1, this) : pc + 1;
      }
      if (go == 0) {
        return pc + 1;
      }
      int stay = f.em & ~go;
      f.park(pc + 1, stay);
      f.em = go;
      return target;
    }
  }

  static final class Jmp extends Exec {
    final int target;

    Jmp(Instruction insn, int pc, RegisterLayout layout, int target) {
      super(insn, pc, layout);
      this.target = target;
    }

    @Override
    int execute(HwThread t, Frame f) {
      int p = predicateBits(f);
      return (p & 1) != 0 ? target : pc + 1;
    }
  }

  static final class SwitchJmp extends Exec {
    final Src index;
    final int[] targets;

    SwitchJmp(Instruction insn, int pc, RegisterLayout layout, Src index, int[] targets) {
      super(insn, pc, layout);
      this.index = index;
      this.targets = targets;
    }

    @Override
    int execute(HwThread t, Frame f) {
      if ((predicateBits(f) & 1) == 0) {
        return pc + 1;
      }
      long i = index.intAt(f, 0);
      if (i < 0 || i >= targets.length) {
        throw new MachineFault(
            "switchjmp index " + i + " is outside its " + targets.length + " labels");
      }
      return targets[(int) i];
    }
  }

  /** Subroutine call: the called channels become the execution and call mask. */
  static final class Call extends Exec {
    final int target;

    Call(Instruction insn, int pc, RegisterLayout layout, int target) {
      super(insn, pc, layout);
      this.target = target;
    }

    @Override
    int execute(HwThread t, Frame f) {
      int go = takers(this, f);
      if (go == 0) {
        return pc + 1;
      }
      if (f.subDepth >= t.maxCallDepth()) {
        throw new MachineFault("subroutine call depth exceeds " + t.maxCallDepth());
      }
      f.pushSubroutine(pc + 1, f.em, f.callMask);
      f.em = go;
      f.callMask = go;
      return target;
    }
  }

  /** ret: in a subroutine, returning channels leave the call mask; in the kernel body, they end. */
  static final class Ret extends Exec {
    Ret(Instruction insn, int pc, RegisterLayout layout) {
      super(insn, pc, layout);
    }

    @Override
    int execute(HwThread t, Frame f) {
      int go = takers(this, f);
      if (f.subDepth == 0 && f.caller != null) {
        throw new MachineFault(
            "ret with no subroutine call to return from (call mask underflow); a stack-called"
                + " function returns with fret");
      }
      if (f.subDepth == 0) {
        f.em &= ~go;
        if (f.em != 0) {
          return pc + 1;
        }
        return t.nextWaitingPointOrEnd(f, pc + 1, this);
      }
      f.callMask &= ~go;
      f.em &= ~go;
      if (f.callMask != 0) {
        return f.em == 0 ? t.nextWaitingPoint(f, pc + 1, this) : pc + 1;
      }
      f.subDepth--;
      f.em = f.subSavedEm[f.subDepth];
      f.callMask = f.subSavedCallMask[f.subDepth];
      return f.subReturnPc[f.subDepth];
    }
  }

  /**
   * fcall: a new frame for the callee; %arg, %sp, %fp (and the rest of the shared state) are copied
   * in.
   */
  static final class Fcall extends Exec {
    final String callee;

    /** The callee, looked up at the first call (an instruction belongs to one program). */
    private DecodedFunction resolved;

    Fcall(Instruction insn, int pc, RegisterLayout layout, String callee) {
      super(insn, pc, layout);
      this.callee = callee;
    }

    @Override
    int execute(HwThread t, Frame f) {
      int go = takers(this, f);
      if (go == 0) {
        return pc + 1;
      }
      DecodedFunction fn = resolved;
      if (fn == null) {
        fn = t.program().function(callee);
        if (fn == null) {
          throw new MachineFault("fcall to unknown function '" + callee + "'");
        }
        resolved = fn;
      }
      t.enterFunction(f, fn, go, pc + 1, this);
      return HwThread.FRAME_SWITCH;
    }
  }

  /** fret: returning channels leave; when none remain the callee's frame returns to its caller. */
  static final class Fret extends Exec {
    Fret(Instruction insn, int pc, RegisterLayout layout) {
      super(insn, pc, layout);
    }

    @Override
    int execute(HwThread t, Frame f) {
      int go = takers(this, f);
      f.callMask &= ~go;
      f.em &= ~go;
      if (f.callMask != 0) {
        return f.em == 0 ? t.nextWaitingPoint(f, pc + 1, this) : pc + 1;
      }
      if (f.caller == null) {
        return FINISHED;
      }
      t.leaveFunction(f);
      return HwThread.FRAME_SWITCH;
    }
  }

  /** faddr: the id of a function, for a later ifcall. */
  static final class Faddr extends Exec {
    final String function;
    final Dst dst;

    Faddr(Instruction insn, int pc, RegisterLayout layout, String function, Dst dst) {
      super(insn, pc, layout);
      this.function = function;
      this.dst = dst;
    }

    @Override
    int execute(HwThread t, Frame f) {
      int id = t.program().functionId(function);
      if (id < 0) {
        throw new MachineFault("faddr of unknown function '" + function + "'");
      }
      dst.write(f, 0, id);
      return pc + 1;
    }
  }

  /** ifcall: a stack call through a function id read from a scalar operand. */
  static final class Ifcall extends Exec {
    final Src id;

    Ifcall(Instruction insn, int pc, RegisterLayout layout, Src id) {
      super(insn, pc, layout);
      this.id = id;
    }

    @Override
    int execute(HwThread t, Frame f) {
      int go = takers(this, f);
      if (go == 0) {
        return pc + 1;
      }
      long v = id.intAt(f, 0);
      DecodedFunction callee = t.program().functionById(v);
      if (callee == null) {
        throw new MachineFault("ifcall to function id " + v + ", which no faddr produced");
      }
      t.enterFunction(f, callee, go, pc + 1, this);
      return HwThread.FRAME_SWITCH;
    }
  }
}
