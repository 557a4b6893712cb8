package jvisa.machine.core;

import jvisa.asm.model.Instruction;

/** Instructions with no effect on a thread's state here, and those the machine cannot run. */
final class SimpleExecs {
  private SimpleExecs() {}

  /** file, loc, lifetime, fences and waits of a single thread, yield: nothing to do. */
  static final class Nop extends Exec {
    Nop(Instruction insn, int pc, RegisterLayout layout) {
      super(insn, pc, layout);
    }

    @Override
    int execute(HwThread t, Frame f) {
      return pc + 1;
    }
  }

  /**
   * An instruction that decodes but cannot run in this environment: running it is a clear error.
   */
  static final class Unsupported extends Exec {
    final String why;

    Unsupported(Instruction insn, int pc, RegisterLayout layout, String why) {
      super(insn, pc, layout);
      this.why = why;
    }

    @Override
    int execute(HwThread t, Frame f) {
      if (channels(f) == 0 && insn.exec() != null && !noMask) {
        return pc + 1;
      }
      throw new MachineFault(why);
    }
  }
}
