package jvisa.machine.core;

import jvisa.asm.model.AddressOfOperand;
import jvisa.asm.model.AddressOperand;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.Immediate;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.Type;
import jvisa.asm.model.VarClass;
import jvisa.machine.alu.PackedVectors;

/** Turns operands into decoded accesses: element byte offsets are computed here, once. */
final class OperandDecoder {
  private final RegisterLayout layout;

  OperandDecoder(RegisterLayout layout) {
    this.layout = layout;
  }

  RegisterLayout layout() {
    return layout;
  }

  private int base(Instruction insn, String var) {
    int off = layout.offsetOf(var);
    Declaration d = layout.declaration(var);
    if (off < 0 || d == null || d.varClass() != VarClass.GENERAL) {
      throw new DecodeException(insn, "'" + var + "' is not a declared general variable");
    }
    return off;
  }

  private int[] checked(Instruction insn, String var, int[] offs, Type t) {
    int limit = layout.frameBytes();
    for (int o : offs) {
      if (o < 0 || o + t.size() > limit) {
        throw new DecodeException(
            insn, "operand of '" + var + "' reaches outside the register file");
      }
    }
    return offs;
  }

  Src src(Instruction insn, Operand o, int n) {
    if (o instanceof SrcRegion s && s.var().equals("%ce0")) {
      return new Src.ChannelEnable();
    }
    if (o instanceof SrcRegion s) {
      Type t = layout.typeOf(s.var());
      int base = base(insn, s.var()) + s.row() * RegisterLayout.GRF_BYTES + s.col() * t.size();
      int v = s.vstride() < 0 ? 0 : s.vstride();
      int w = s.width() <= 0 ? 1 : s.width();
      int h = s.hstride() < 0 ? 0 : s.hstride();
      int[] offs = new int[n];
      for (int i = 0; i < n; i++) {
        offs[i] = base + ((i / w) * v + (i % w) * h) * t.size();
      }
      return new Src.Direct(t, s.modifier(), checked(insn, s.var(), offs, t));
    }
    if (o instanceof Immediate m) {
      return immediate(m, n);
    }
    if (o instanceof AddressOfOperand a) {
      return new Src.AddressOf(base(insn, a.var()) + a.offset());
    }
    if (o instanceof AddressOperand a) {
      int b = layout.addressBase(a.var());
      if (b < 0) {
        throw new DecodeException(insn, "'" + a.var() + "' is not a declared address variable");
      }
      return new Src.Address(b + a.elem(), a.width());
    }
    if (o instanceof IndirectOperand r) {
      int b = layout.addressBase(r.addrVar());
      if (b < 0) {
        throw new DecodeException(insn, "'" + r.addrVar() + "' is not a declared address variable");
      }
      return new Src.Indirect(
          r.type(),
          r.modifier(),
          b + r.addrElem(),
          r.immOffset(),
          r.vstride(),
          r.width(),
          r.hstride(),
          layout.frameBytes());
    }
    if (o instanceof NameOperand nm) {
      Type t = layout.typeOf(nm.name());
      int base = base(insn, nm.name());
      int[] offs = new int[n];
      for (int i = 0; i < n; i++) {
        offs[i] = base + i * t.size();
      }
      return new Src.Direct(t, SrcModifier.NONE, checked(insn, nm.name(), offs, t));
    }
    if (o instanceof RawOperand r) {
      Type t = layout.typeOf(r.var());
      int base = base(insn, r.var()) + (int) r.offset();
      int[] offs = new int[n];
      for (int i = 0; i < n; i++) {
        offs[i] = base + i * t.size();
      }
      return new Src.Direct(t, SrcModifier.NONE, checked(insn, r.var(), offs, t));
    }
    throw new DecodeException(
        insn, "operand '" + jvisa.asm.text.VisaPrinter.operand(o) + "' cannot be a source here");
  }

  /**
   * n consecutive elements starting at a direct source's (row, col), whatever region it is written
   * with.
   */
  Src contiguous(Instruction insn, Operand o, int n) {
    if (!(o instanceof SrcRegion s)) {
      throw new DecodeException(
          insn, "operand '" + jvisa.asm.text.VisaPrinter.operand(o) + "' must be a direct source");
    }
    Type t = layout.typeOf(s.var());
    int base = base(insn, s.var()) + s.row() * RegisterLayout.GRF_BYTES + s.col() * t.size();
    int[] offs = new int[n];
    for (int i = 0; i < n; i++) {
      offs[i] = base + i * t.size();
    }
    return new Src.Direct(t, s.modifier(), checked(insn, s.var(), offs, t));
  }

  static Src immediate(Immediate m, int n) {
    long[] vals = new long[Math.max(n, 1)];
    Type t = m.type();
    switch (t) {
      case V:
        for (int i = 0; i < vals.length; i++) {
          vals[i] = PackedVectors.vElement(m.bits(), i % 8);
        }
        return new Src.Imm(Type.W, vals);
      case UV:
        for (int i = 0; i < vals.length; i++) {
          vals[i] = PackedVectors.uvElement(m.bits(), i % 8);
        }
        return new Src.Imm(Type.UW, vals);
      case VF:
        for (int i = 0; i < vals.length; i++) {
          vals[i] =
              Float.floatToRawIntBits((float) PackedVectors.vfElement(m.bits(), i % 4))
                  & 0xffffffffL;
        }
        return new Src.Imm(Type.F, vals);
      default:
        long v = t.isFloat() ? m.bits() : jvisa.machine.alu.Convert.intValue(m.bits(), t);
        java.util.Arrays.fill(vals, v);
        return new Src.Imm(t, vals);
    }
  }

  Dst dst(Instruction insn, Operand o, int n) {
    if (o instanceof DstRegion d) {
      if (d.var().equals("%null")) {
        return new Dst.Null(Type.UD);
      }
      Type t = layout.typeOf(d.var());
      int base = base(insn, d.var()) + d.row() * RegisterLayout.GRF_BYTES + d.col() * t.size();
      int[] offs = new int[n];
      for (int i = 0; i < n; i++) {
        offs[i] = base + i * d.hstride() * t.size();
      }
      return new Dst.Direct(t, checked(insn, d.var(), offs, t));
    }
    if (o instanceof IndirectOperand r) {
      int b = layout.addressBase(r.addrVar());
      if (b < 0) {
        throw new DecodeException(insn, "'" + r.addrVar() + "' is not a declared address variable");
      }
      return new Dst.Indirect(
          r.type(), b + r.addrElem(), r.immOffset(), r.hstride(), layout.frameBytes());
    }
    if (o instanceof NameOperand nm && nm.name().equals("%null")) {
      return new Dst.Null(Type.UD);
    }
    throw new DecodeException(
        insn, "operand '" + jvisa.asm.text.VisaPrinter.operand(o) + "' cannot be a destination");
  }

  /** The flag slot of a predicate operand, or -1 if the operand is not a predicate variable. */
  int predicate(Operand o) {
    return o instanceof NameOperand n ? layout.predicateIndex(n.name()) : -1;
  }
}
