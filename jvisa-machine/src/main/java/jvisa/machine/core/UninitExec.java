package jvisa.machine.core;

import jvisa.asm.model.PredControl;
import jvisa.machine.check.CheckKind;

/**
 * An instruction decorated with the uninitialised-value check's shadow work (see {@link
 * UninitPlan}): element-wise instructions carry the origin of an undefined source into their
 * destination channels; branches report an undefined predicate or index that decides them; messages
 * report an undefined predicate and define the payloads they load (their per-lane address and data
 * checks run in the message walkers, through {@link ThreadProbe#requireDefined}, and loads from SLM
 * take the origin of the SLM bytes, {@link ThreadProbe#setRegisterOrigin}); any other instruction
 * defines what it writes.
 */
final class UninitExec extends Exec {
  enum Kind {
    ELEMENTWISE,
    SELECT,
    CONTROL,
    MESSAGE,
    PREDICATE_LOGIC,
    DEFINE
  }

  private final Exec inner;
  private final Kind kind;
  private final Src[] srcs;
  private final Dst[] dsts;
  private final int predDst;
  private final int[][] written;

  /**
   * The registers every operand lies in, or null when an operand's registers are not known at link
   * time (indirect, predicate operands).
   */
  private final RegisterSet registers;

  /** Per source, its registers when fixed (a direct region), else null. */
  private final RegisterSet[] sourceRegisters;

  /** The registers the destinations write when fixed, else null. */
  private final RegisterSet destinationRegisters;

  UninitExec(
      Exec inner,
      RegisterLayout layout,
      Kind kind,
      Src[] srcs,
      Dst[] dsts,
      int predDst,
      int[][] written) {
    super(inner.insn, inner.pc, layout);
    this.inner = inner;
    this.kind = kind;
    this.srcs = srcs;
    this.dsts = dsts;
    this.predDst = predDst;
    this.written = written;
    this.sourceRegisters = new RegisterSet[srcs.length];
    for (int k = 0; k < srcs.length; k++) {
      if (srcs[k] instanceof Src.Direct d) {
        sourceRegisters[k] = direct(new RegisterSet.Builder(), d, execSize).build();
      }
    }
    this.destinationRegisters = destinations(new RegisterSet.Builder(), dsts, execSize);
    this.registers = all(srcs, dsts, execSize);
  }

  private static RegisterSet.Builder direct(RegisterSet.Builder b, Src.Direct d, int channels) {
    for (int i = 0; i < Math.min(channels, d.offsets.length); i++) {
      b.add(d.offsets[i], d.type.size());
    }
    return b;
  }

  private static RegisterSet destinations(RegisterSet.Builder b, Dst[] dsts, int channels) {
    for (Dst d : dsts) {
      if (!d.hasFixedOffsets()) {
        return null;
      }
      for (int i = 0; i < channels; i++) {
        b.add(d.offset(null, i), d.type.size());
      }
    }
    return b.build();
  }

  private static RegisterSet all(Src[] srcs, Dst[] dsts, int channels) {
    RegisterSet.Builder b = new RegisterSet.Builder();
    for (Src src : srcs) {
      if (src instanceof Src.Direct d) {
        direct(b, d, channels);
      } else if (!(src instanceof Src.Imm)) {
        return null;
      }
    }
    if (destinations(b, dsts, channels) == null) {
      return null;
    }
    RegisterSet set = b.build();
    return set.words.length == 0 ? null : set;
  }

  /** The channels of this instruction whose predicate bit is undefined. */
  private int undefinedPredicate(RegisterShadow s) {
    if (predIndex < 0) {
      return 0;
    }
    int u = (s.flagUndef[predIndex] >>> offset) & sizeMask;
    if (predControl == PredControl.ANY || predControl == PredControl.ALL) {
      return u != 0 ? sizeMask : 0;
    }
    return u;
  }

  @Override
  int execute(HwThread t, Frame f) {
    RegisterShadow s = f.shadow;
    if (s == null) {
      return inner.execute(t, f);
    }
    int mask = maskChannels(f);
    int undefPred = undefinedPredicate(s) & mask;
    switch (kind) {
      case CONTROL, MESSAGE -> {
        if (undefPred != 0) {
          reportPredicate(t, s, undefPred);
        }
        if (kind == Kind.CONTROL && srcs.length > 0) {
          int o = origin(f, s, srcs[0], 0);
          if (o != 0) {
            report(
                t,
                inner,
                CheckKind.UNINIT,
                "uninitialised value decides a branch",
                1,
                "",
                "",
                s.describeOrigin(o));
          }
        }
        if (kind == Kind.MESSAGE) {
          // loads from a shadowed memory (SLM) mark their undefined bytes while the message runs
          for (int[] w : written) {
            s.set(w[0], w[1], 0);
          }
        }
        return inner.execute(t, f);
      }
      case PREDICATE_LOGIC -> {
        int undefined = 0;
        int origin = 0;
        for (Src src : srcs) {
          int p = ((Src.Flags) src).predIndex;
          undefined |= s.flagUndef[p] >>> offset;
          if (s.flagUndef[p] != 0 && origin == 0) {
            origin = s.flagOrigin[p];
          }
        }
        int next = inner.execute(t, f);
        int bits = mask << offset;
        s.flagUndef[predDst] = (s.flagUndef[predDst] & ~bits) | ((undefined & mask) << offset);
        if ((undefined & mask) != 0) {
          s.flagOrigin[predDst] = origin;
        }
        return next;
      }
      case ELEMENTWISE, SELECT -> {
        if (registers != null && undefPred == 0 && s.defined(registers)) {
          // every register read and written is defined, and stays so; a predicate written is too
          if (predDst >= 0 && s.flagUndef[predDst] != 0) {
            s.flagUndef[predDst] &= ~((mask & predicateBits(f)) << offset);
          }
          return inner.execute(t, f);
        }
        int pbits = predicateBits(f);
        // a predicated sel writes every enabled channel: the predicate only chooses the source
        int writes = kind == Kind.SELECT && predIndex >= 0 ? mask : mask & (pbits | undefPred);
        int[] origins = s.scratch;
        int undefinedSources = 0;
        for (int k = 0; k < srcs.length; k++) {
          RegisterSet r = sourceRegisters[k];
          if (r == null ? !(srcs[k] instanceof Src.Imm) : !s.defined(r)) {
            undefinedSources |= 1 << k;
          }
        }
        for (int i = 0; i < execSize; i++) {
          if ((writes >>> i & 1) == 0) {
            continue;
          }
          int o = 0;
          if (kind == Kind.SELECT && predIndex >= 0) {
            int k = (pbits >>> i & 1) != 0 ? 0 : 1;
            o = (undefinedSources >>> k & 1) != 0 ? origin(f, s, srcs[k], i) : 0;
          } else {
            for (int k = 0; k < srcs.length && o == 0; k++) {
              if ((undefinedSources >>> k & 1) != 0) {
                o = origin(f, s, srcs[k], i);
              }
            }
          }
          if (o == 0 && (undefPred >>> i & 1) != 0) {
            o = s.flagOrigin[predIndex];
          }
          origins[i] = o;
        }
        int next = inner.execute(t, f);
        write(f, s, writes, origins);
        return next;
      }
      default -> {
        int writes = mask & (predicateBits(f) | undefPred);
        int next = inner.execute(t, f);
        int[] origins = s.scratch;
        java.util.Arrays.fill(origins, 0);
        write(f, s, writes, origins);
        return next;
      }
    }
  }

  private void write(Frame f, RegisterShadow s, int writes, int[] origins) {
    boolean fixed = destinationRegisters != null;
    for (Dst d : dsts) {
      int size = d.type.size();
      for (int i = 0; i < execSize; i++) {
        if ((writes >>> i & 1) != 0) {
          int at = d.offset(f, i);
          if (at >= 0 && fixed) {
            s.fill(at, size, origins[i]);
          } else if (at >= 0) {
            s.set(at, size, origins[i]);
          }
        }
      }
    }
    if (fixed) {
      s.recheck(destinationRegisters);
    }
    if (predDst >= 0) {
      int undefined = 0;
      int origin = 0;
      for (int i = 0; i < execSize; i++) {
        if ((writes >>> i & 1) != 0 && origins[i] != 0) {
          undefined |= 1 << i;
          origin = origins[i];
        }
      }
      int bits = writes << offset;
      s.flagUndef[predDst] = (s.flagUndef[predDst] & ~bits) | (undefined << offset);
      if (undefined != 0) {
        s.flagOrigin[predDst] = origin;
      }
    }
  }

  private void reportPredicate(HwThread t, RegisterShadow s, int channels) {
    String use = kind == Kind.CONTROL ? "decides a branch" : "decides which channels access memory";
    report(
        t,
        inner,
        CheckKind.UNINIT,
        "uninitialised predicate " + use,
        channels,
        "",
        "",
        s.describeOrigin(s.flagOrigin[predIndex]));
  }

  private static void report(
      HwThread t,
      Exec at,
      CheckKind check,
      String kind,
      long channels,
      String address,
      String other,
      String detail) {
    ThreadProbe p = t.probe();
    if (p != null) {
      p.report(at, check, kind, channels, address, other, detail);
    }
  }

  private static int origin(Frame f, RegisterShadow s, Src src, int i) {
    if (src instanceof Src.Direct d) {
      return s.origin(d.offsets[i], d.type.size());
    }
    if (src instanceof Src.Indirect d) {
      return s.origin(d.offset(f, i), d.type.size());
    }
    if (src instanceof Src.Flags p) {
      return s.flagUndef[p.predIndex] != 0 ? s.flagOrigin[p.predIndex] : 0;
    }
    return 0;
  }

  @Override
  String text() {
    return inner.text();
  }
}
