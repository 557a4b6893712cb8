package jvisa.machine.core;

import jvisa.asm.model.ExecSpec;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.PredControl;
import jvisa.asm.model.Predicate;
import jvisa.asm.text.VisaPrinter;

/**
 * An instruction decoded into executable form. {@link #execute} performs it on a thread and returns
 * the index of the next instruction, or {@link #BLOCKED} when the thread must wait (barrier), or
 * {@link #FINISHED} when the thread has ended.
 */
abstract class Exec {
  static final int BLOCKED = -1;
  static final int FINISHED = -2;

  final Instruction insn;
  final int pc;
  final int execSize;
  final int offset;
  final boolean noMask;
  final int sizeMask;
  final int predIndex;
  final boolean predNegated;
  final PredControl predControl;

  Exec(Instruction insn, int pc, RegisterLayout layout) {
    this.insn = insn;
    this.pc = pc;
    ExecSpec e = insn.exec();
    this.execSize = e == null ? 1 : e.size();
    this.offset = e == null ? 0 : e.channelOffset();
    this.noMask = e != null && e.noMask();
    this.sizeMask = execSize >= 32 ? -1 : (1 << execSize) - 1;
    Predicate p = insn.predicate();
    this.predIndex = p == null ? -1 : layout.predicateIndex(p.var());
    this.predNegated = p != null && p.negated();
    this.predControl = p == null ? PredControl.NONE : p.control();
    if (p != null && predIndex < 0) {
      throw new DecodeException(
          insn, "predicate '" + p.var() + "' is not a declared predicate variable");
    }
  }

  abstract int execute(HwThread t, Frame f);

  /** Channels (bit i = channel i of this instruction) enabled by the execution mask. */
  /** Sets the bits of predicate {@code pred} selected by {@code mask} to those of {@code bits}. */
  static void writeFlags(Frame f, int pred, int mask, int bits) {
    f.flags[pred] = (f.flags[pred] & ~mask) | (bits & mask);
  }

  final int maskChannels(Frame f) {
    return noMask ? sizeMask : (f.em >>> offset) & sizeMask;
  }

  /** The predicate's value per channel of this instruction (all ones when unpredicated). */
  final int predicateBits(Frame f) {
    if (predIndex < 0) {
      return -1;
    }
    int p = f.flags[predIndex] >>> offset;
    if (predNegated) {
      p = ~p;
    }
    p &= sizeMask;
    switch (predControl) {
      case ANY:
        return p != 0 ? -1 : 0;
      case ALL:
        return p == sizeMask ? -1 : 0;
      default:
        return p;
    }
  }

  /** Channels that execute: enabled by the mask and by the predicate. */
  final int channels(Frame f) {
    return maskChannels(f) & predicateBits(f);
  }

  final String where(HwThread t, Frame f) {
    return t.describe(f, this);
  }

  String text() {
    return VisaPrinter.instruction(insn);
  }
}
