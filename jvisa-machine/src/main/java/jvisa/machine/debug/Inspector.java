package jvisa.machine.debug;

import java.util.List;
import java.util.Map;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.Type;
import jvisa.asm.model.VarClass;
import jvisa.asm.text.OperandText;
import jvisa.machine.core.FunctionListing;
import jvisa.machine.core.Grf;
import jvisa.machine.core.InstructionInfo;
import jvisa.machine.core.RegisterLayout;
import jvisa.machine.core.ThreadView;
import jvisa.machine.core.ValueText;

/**
 * The text of {@code print}, {@code mask} and {@code list} for one thread. Values are shown per
 * channel, eight to a row; a channel outside the execution mask shows its value in parentheses.
 */
final class Inspector {
  private static final int PER_ROW = 8;

  private final List<FunctionListing> listings;

  Inspector(List<FunctionListing> listings) {
    this.listings = listings;
  }

  /**
   * {@code print VAR}, {@code print P1}, {@code print V(r,c)<v;w,h>[:type]}; when the next
   * instruction is predicated, a last line says which enabled channels its predicate disables.
   */
  String print(ThreadView v, String expression) {
    return value(v, expression) + predicateNote(v);
  }

  private String predicateNote(ThreadView v) {
    FunctionListing f = listings.get(v.functionIndex());
    if (v.finished() || v.pc() >= f.instructions().size()) {
      return "";
    }
    InstructionInfo i = f.instructions().get(v.pc());
    if (!i.predicated()) {
      return "";
    }
    // a NoMask instruction's predicate chooses among all dispatched channels
    int enabled = v.dispatchMask() & (i.noMask() ? -1 : v.executionMask());
    int runs = v.instructionChannels();
    return "\n  the predicate of "
        + place(f, v.pc())
        + " disables channels "
        + ChannelText.list(enabled & ~runs)
        + " of the "
        + (i.noMask() ? "dispatched " : "enabled ")
        + ChannelText.list(enabled);
  }

  private String value(ThreadView v, String expression) {
    OperandText parsed;
    try {
      parsed = OperandText.parse(expression);
    } catch (IllegalArgumentException e) {
      throw new DebugException("cannot read '" + expression + "': " + e.getMessage());
    }
    Operand o = parsed.operand();
    RegisterLayout l = v.layout();
    int em = v.executionMask();
    int width = Integer.bitCount(v.dispatchMask());
    if (o instanceof NameOperand n) {
      String var = n.name();
      int p = l.predicateIndex(var);
      if (p >= 0) {
        return predicate(var, v.predicate(p), width, em);
      }
      Declaration d = general(l, var, v);
      Type t = parsed.type() != null ? parsed.type() : d.type();
      int count = (int) (d.byteSize() / t.size());
      int[] offsets = new int[count];
      for (int i = 0; i < count; i++) {
        offsets[i] = i * t.size();
      }
      return values(v, var, d, t, offsets, var + ":" + t.text(), width, count % width == 0);
    }
    int row;
    int col;
    int vstride;
    int w;
    int hstride;
    String var;
    if (o instanceof SrcRegion s) {
      if (s.modifier() != jvisa.asm.model.SrcModifier.NONE) {
        throw new DebugException("print takes a region without a source modifier");
      }
      var = s.var();
      row = s.row();
      col = s.col();
      boolean given = s.width() >= 0;
      vstride = given ? s.vstride() : 1;
      w = given ? s.width() : 1;
      hstride = given ? s.hstride() : 0;
    } else if (o instanceof DstRegion d) {
      var = d.var();
      row = d.row();
      col = d.col();
      vstride = d.hstride();
      w = 1;
      hstride = 0;
    } else {
      throw new DebugException(
          "print takes a variable, a predicate or a region like V12(0,0)<1;1,0>:d, not '"
              + expression
              + "'");
    }
    if (w < 1) {
      throw new DebugException("a region's width must be at least 1");
    }
    Declaration d = general(l, var, v);
    Type t = parsed.type() != null ? parsed.type() : d.type();
    int[] offsets = new int[width];
    long base = (long) row * RegisterLayout.GRF_BYTES + (long) col * t.size();
    for (int i = 0; i < width; i++) {
      long at = base + ((long) (i / w) * vstride + (long) (i % w) * hstride) * t.size();
      if (at < 0 || at + t.size() > d.byteSize()) {
        throw new DebugException(
            "channel "
                + i
                + " of "
                + expression
                + " reads bytes "
                + at
                + " to "
                + (at + t.size() - 1)
                + " of '"
                + var
                + "', which has "
                + d.byteSize()
                + " bytes");
      }
      offsets[i] = (int) at;
    }
    return values(v, var, d, t, offsets, expression, width, true);
  }

  private static Declaration general(RegisterLayout l, String var, ThreadView v) {
    Declaration d = l.declaration(var);
    if (d == null) {
      throw new DebugException("no variable '" + var + "' in '" + v.functionName() + "'");
    }
    if (d.varClass() != VarClass.GENERAL || l.offsetOf(var) < 0) {
      throw new DebugException(
          "'"
              + var
              + "' is a "
              + d.varClass().name().toLowerCase(java.util.Locale.ROOT)
              + " variable; print shows general and predicate variables");
    }
    return d;
  }

  private static String values(
      ThreadView v,
      String var,
      Declaration d,
      Type t,
      int[] offsets,
      String title,
      int width,
      boolean perChannel) {
    byte[] bytes = v.registers(v.layout().offsetOf(var), (int) d.byteSize());
    int em = v.executionMask();
    StringBuilder s = new StringBuilder(title);
    if (offsets.length == 1) {
      return s.append(" = ")
          .append(ValueText.format(Grf.readInt(bytes, offsets[0], t), t))
          .toString();
    }
    s.append("  (execution mask ").append(ChannelText.both(em & v.dispatchMask()));
    s.append("; (x) = inactive channel)");
    boolean channels = perChannel && offsets.length == width;
    for (int start = 0; start < offsets.length; start += PER_ROW) {
      int end = Math.min(offsets.length, start + PER_ROW) - 1;
      s.append("\n  ").append(channels ? "ch " : "el ").append(start).append("..").append(end);
      s.append(':');
      for (int i = start; i <= end; i++) {
        String value = ValueText.format(Grf.readInt(bytes, offsets[i], t), t);
        boolean active = !perChannel || (em >>> (i % width) & 1) != 0;
        s.append(' ').append(active ? value : "(" + value + ")");
      }
    }
    return s.toString();
  }

  private static String predicate(String var, int bits, int width, int em) {
    StringBuilder s = new StringBuilder(var);
    int mask = width >= 32 ? -1 : (1 << width) - 1;
    s.append(" = ").append(ChannelText.both(bits & mask));
    s.append("  (execution mask ").append(ChannelText.both(em & mask));
    s.append("; (x) = inactive channel)");
    for (int start = 0; start < width; start += PER_ROW * 2) {
      int end = Math.min(width, start + PER_ROW * 2) - 1;
      s.append("\n  ch ").append(start).append("..").append(end).append(':');
      for (int i = start; i <= end; i++) {
        String bit = Integer.toString(bits >>> i & 1);
        s.append(' ').append((em >>> i & 1) != 0 ? bit : "(" + bit + ")");
      }
    }
    return s.toString();
  }

  /** Execution mask, call mask, parked channels, and what the next instruction runs on. */
  String mask(ThreadView v) {
    StringBuilder s = new StringBuilder();
    s.append("execution mask  ").append(ChannelText.both(v.executionMask()));
    s.append("\ncall mask       ").append(ChannelText.both(v.callMask()));
    s.append("\ndispatched      ").append(ChannelText.both(v.dispatchMask()));
    FunctionListing f = listings.get(v.functionIndex());
    Map<Integer, Integer> parked = v.parked();
    if (parked.isEmpty()) {
      s.append("\nparked          none");
    }
    for (Map.Entry<Integer, Integer> p : parked.entrySet()) {
      s.append("\nparked at ").append(place(f, p.getKey())).append(": ");
      s.append(ChannelText.both(p.getValue()));
    }
    if (v.pc() < f.instructions().size() && !v.finished()) {
      InstructionInfo i = f.instructions().get(v.pc());
      s.append("\nnext instruction ").append(place(f, v.pc()));
      s.append(" runs on ").append(ChannelText.both(v.instructionChannels()));
      if (i.predicated()) {
        s.append(" (mask and predicate)");
      } else if (i.noMask()) {
        s.append(" (NoMask)");
      }
    }
    s.append("\nin ").append(f.kernel() ? "kernel '" : "function '").append(f.name()).append("'");
    s.append(", call depth ").append(v.callDepth());
    s.append(", subroutine depth ").append(v.subroutineDepth());
    return s.toString();
  }

  /** {@code LABEL (#pc, line N)}, or {@code #pc (line N)}. */
  static String place(FunctionListing f, int pc) {
    if (pc >= f.instructions().size()) {
      return "the end of '" + f.name() + "'";
    }
    InstructionInfo i = f.instructions().get(pc);
    String at = "#" + pc + ", line " + i.line();
    return i.labels().isEmpty() ? at : String.join("/", i.labels()) + " (" + at + ")";
  }

  /** The instructions around {@code pc} of function {@code fn}, the current one marked. */
  String list(int fn, int pc, int around, List<Breakpoint> breakpoints) {
    FunctionListing f = listings.get(fn);
    List<InstructionInfo> code = f.instructions();
    int from = Math.max(0, pc - around);
    int to = Math.min(code.size() - 1, pc + around);
    StringBuilder s = new StringBuilder();
    for (int p = from; p <= to; p++) {
      InstructionInfo i = code.get(p);
      for (String label : i.labels()) {
        s.append("       ").append(label).append(":\n");
      }
      boolean stop = false;
      for (Breakpoint b : breakpoints) {
        stop |= b.at(fn, p);
      }
      s.append(p == pc ? "=>" : "  ").append(stop ? '*' : ' ');
      s.append(String.format(java.util.Locale.ROOT, "#%-3d L%-4d ", p, i.line()));
      s.append(i.text()).append('\n');
    }
    if (pc >= code.size()) {
      s.append("=>  (end of '").append(f.name()).append("')\n");
    }
    return s.toString().stripTrailing();
  }
}
