package jvisa.machine.core;

import jvisa.asm.isa.Format;
import jvisa.asm.isa.OperandSpec;
import jvisa.asm.isa.Role;
import jvisa.asm.model.AddressOperand;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.Type;
import jvisa.asm.text.VisaPrinter;

/** An operand an instruction writes, decoded once so the tracer can show its new value. */
abstract class WrittenOperand {
  private static final int MAX_PAYLOAD_DWORDS = 64;

  final String name;

  WrittenOperand(String name) {
    this.name = name;
  }

  /** Appends " NAME=value..." for the channels in {@code channels} (bit i = channel i). */
  abstract void append(StringBuilder out, Frame f, int channels);

  /** The operands {@code insn} writes, as its format's roles say (none when it has no format). */
  static WrittenOperand[] of(Instruction insn, RegisterLayout layout) {
    Format format;
    try {
      format = insn.opcode().format(insn);
    } catch (RuntimeException e) {
      return new WrittenOperand[0];
    }
    java.util.List<WrittenOperand> out = new java.util.ArrayList<>();
    for (int i = 0; i < insn.operands().size(); i++) {
      OperandSpec spec = format.operand(i);
      if (spec != null && spec.role().writes()) {
        try {
          WrittenOperand w = decode(insn, layout, spec, insn.operand(i));
          if (w != null) {
            out.add(w);
          }
        } catch (RuntimeException e) {
          // an operand the decoder cannot place is left out of the trace; the run reports it
        }
      }
    }
    return out.toArray(new WrittenOperand[0]);
  }

  private static WrittenOperand decode(
      Instruction insn, RegisterLayout layout, OperandSpec spec, Operand o) {
    String text = VisaPrinter.operand(o);
    if (o instanceof DstRegion || o instanceof IndirectOperand) {
      Dst d = new OperandDecoder(layout).dst(insn, o, insn.execSize());
      return d instanceof Dst.Null ? null : new Region(text, d, insn.execSize());
    }
    if (o instanceof NameOperand n) {
      int flag = layout.predicateIndex(n.name());
      if (flag >= 0) {
        return new Flag(text, flag);
      }
      int off = layout.offsetOf(n.name());
      if (off < 0 || n.name().equals("%null")) {
        return null;
      }
      Type t = layout.typeOf(n.name());
      int[] offs = new int[insn.execSize()];
      for (int i = 0; i < offs.length; i++) {
        offs[i] = off + i * t.size();
      }
      return new Region(text, new Dst.Direct(t, offs), offs.length);
    }
    if (o instanceof AddressOperand a) {
      int base = layout.addressBase(a.var());
      return base < 0 ? null : new Address(text, base + a.elem(), Math.max(1, a.width()));
    }
    if (o instanceof RawOperand r && spec.role() == Role.PAYLOAD_WRITTEN) {
      if (r.var().equals("%null")) {
        return null;
      }
      int bytes = new TableOperands(insn, layout).bytes(spec.name());
      int at = MessageDecoder.raw(insn, layout, r, bytes);
      return bytes <= 0 || at < 0 ? null : new Payload(text, at, bytes);
    }
    return null;
  }

  static final class Region extends WrittenOperand {
    private final Dst dst;
    private final int n;

    Region(String name, Dst dst, int n) {
      super(name);
      this.dst = dst;
      this.n = n;
    }

    @Override
    void append(StringBuilder out, Frame f, int channels) {
      out.append(' ').append(name).append(':').append(dst.type.text());
      for (int i = 0; i < n; i++) {
        if ((channels >>> i & 1) != 0) {
          int off = dst.offset(f, i);
          out.append(' ').append(i).append('=');
          out.append(ValueText.format(Grf.readInt(f.grf, off, dst.type), dst.type));
        }
      }
    }
  }

  static final class Flag extends WrittenOperand {
    private final int index;

    Flag(String name, int index) {
      super(name);
      this.index = index;
    }

    @Override
    void append(StringBuilder out, Frame f, int channels) {
      out.append(' ').append(name).append("=0x").append(hex8(f.flags[index]));
    }
  }

  static final class Address extends WrittenOperand {
    private final int index;
    private final int width;

    Address(String name, int index, int width) {
      super(name);
      this.index = index;
      this.width = width;
    }

    @Override
    void append(StringBuilder out, Frame f, int channels) {
      out.append(' ').append(name);
      for (int i = 0; i < width && index + i < f.addr.length; i++) {
        out.append(' ').append(i).append('=').append(f.addr[index + i]);
      }
    }
  }

  static final class Payload extends WrittenOperand {
    private final int offset;
    private final int bytes;

    Payload(String name, int offset, int bytes) {
      super(name);
      this.offset = offset;
      this.bytes = bytes;
    }

    @Override
    void append(StringBuilder out, Frame f, int channels) {
      int dwords = Math.min(bytes / 4, MAX_PAYLOAD_DWORDS);
      out.append(' ').append(name).append(":ud*").append(bytes / 4);
      for (int i = 0; i < dwords; i++) {
        out.append(' ').append(hex8(Grf.i32(f.grf, offset + 4 * i)));
      }
      if (dwords < bytes / 4) {
        out.append(" ...");
      }
    }
  }

  static String hex8(int v) {
    String h = Integer.toHexString(v);
    return "0".repeat(8 - h.length()) + h;
  }
}
