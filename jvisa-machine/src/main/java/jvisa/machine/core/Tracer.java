package jvisa.machine.core;

import java.util.IdentityHashMap;

/**
 * Writes an execution trace of the threads it is attached to: one line per executed instruction,
 *
 * <pre>
 * THREAD FUNCTION#PC LLINE em=EXECMASK p=PRED | INSTRUCTION[ | WRITTEN]...
 * </pre>
 *
 * THREAD names the hardware thread ({@code (x,y,z).k} for thread k of a work-group), EXECMASK is
 * the frame's 32-bit execution mask before the instruction (hex), PRED the predicate's value per
 * channel of the instruction (bit i = channel i; {@code -} when it has none), and each WRITTEN an
 * operand it wrote: {@code REGION:TYPE i=value...} for the channels it wrote, {@code P=0xBITS} for
 * a predicate, {@code VAR.off:ud*N HEX...} for a message's result payload (first 64 dwords).
 */
public final class Tracer {
  private final IdentityHashMap<DecodedFunction, FunctionTrace> functions = new IdentityHashMap<>();
  private final TraceWriter out;

  public Tracer(MachineProgram program, TraceWriter out, TraceFilter filter) {
    this.out = out;
    for (DecodedFunction fn : program.functionsInOrder()) {
      functions.put(fn, new FunctionTrace(fn, filter));
    }
  }

  /** The observer that traces one hardware thread, named {@code label} in the lines. */
  public ThreadObserver forThread(String label) {
    return new ThreadTrace(label);
  }

  private static final class FunctionTrace {
    final String name;
    final boolean[] traced;
    final WrittenOperand[][] writes;

    FunctionTrace(DecodedFunction fn, TraceFilter filter) {
      Exec[] code = fn.code();
      name = fn.name();
      traced = new boolean[code.length];
      writes = new WrittenOperand[code.length][];
      for (Exec e : code) {
        traced[e.pc] = filter.tracesLine(line(e));
        writes[e.pc] = traced[e.pc] ? WrittenOperand.of(e.insn, fn.layout()) : null;
      }
    }
  }

  static int line(Exec e) {
    return e.insn.pos() == null ? 0 : e.insn.pos().line();
  }

  private final class ThreadTrace extends ThreadObserver {
    private final String label;
    private Frame lastFrame;
    private FunctionTrace fn;
    private boolean pending;
    private int em;
    private int pred;
    private int written;

    ThreadTrace(String label) {
      this.label = label;
    }

    @Override
    void before(HwThread t, Frame f, Exec e) {
      if (f != lastFrame) {
        lastFrame = f;
        fn = functions.get(f.fn);
      }
      pending = fn.traced[e.pc];
      if (!pending) {
        return;
      }
      em = f.em;
      pred = e.predicateBits(f);
      boolean predicateSelects = e.insn.opcode() == jvisa.asm.model.Opcode.SEL;
      written = e.maskChannels(f) & (predicateSelects ? -1 : pred);
    }

    @Override
    void after(HwThread t, Frame f, Exec e) {
      if (!pending) {
        return;
      }
      StringBuilder s = new StringBuilder(96);
      s.append(label).append(' ').append(fn.name).append('#').append(e.pc);
      s.append(" L").append(line(e)).append(" em=").append(WrittenOperand.hex8(em));
      s.append(" p=").append(e.predIndex < 0 ? "-" : WrittenOperand.hex8(pred & e.sizeMask));
      s.append(" | ").append(e.text());
      for (WrittenOperand w : fn.writes[e.pc]) {
        s.append(" |");
        w.append(s, f, written);
      }
      out.line(s);
    }
  }
}
