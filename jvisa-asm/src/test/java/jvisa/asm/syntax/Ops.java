package jvisa.asm.syntax;

import java.util.List;
import jvisa.asm.model.AddressOfOperand;
import jvisa.asm.model.AddressOperand;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.Immediate;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.StateOperand;
import jvisa.asm.model.StringOperand;
import jvisa.asm.model.Type;

/** Expected operands, built without positions (positions never take part in equality). */
final class Ops {
  private static final SourcePos P = SourcePos.NONE;

  private Ops() {}

  static DstRegion dst(String var, int row, int col, int hstride) {
    return new DstRegion(var, row, col, hstride, true, P);
  }

  /** The short destination form {@code V<1>} without (row,col). */
  static DstRegion dst(String var, int hstride) {
    return new DstRegion(var, 0, 0, hstride, false, P);
  }

  static SrcRegion src(String var, int row, int col, int v, int w, int h) {
    return src(SrcModifier.NONE, var, row, col, v, w, h);
  }

  static SrcRegion src(SrcModifier mod, String var, int row, int col, int v, int w, int h) {
    return new SrcRegion(mod, var, row, col, v, w, h, P);
  }

  /** A scalar source {@code V(row,col)<0;1,0>}. */
  static SrcRegion scalar(String var, int row, int col) {
    return src(var, row, col, 0, 1, 0);
  }

  /** A source written {@code V(row,col)} without region (dpas src2, LSC address parts). */
  static SrcRegion noRegion(String var, int row, int col) {
    return src(var, row, col, -1, -1, -1);
  }

  static Immediate imm(Type t, long bits) {
    return new Immediate(t, bits, P);
  }

  static Immediate f(float value) {
    return imm(Type.F, Float.floatToRawIntBits(value) & 0xffffffffL);
  }

  static Immediate df(double value) {
    return imm(Type.DF, Double.doubleToRawLongBits(value));
  }

  static RawOperand raw(String var, long offset) {
    return new RawOperand(var, offset, P);
  }

  static NameOperand name(String n) {
    return new NameOperand(n, P);
  }

  static NumberOperand num(long v) {
    return new NumberOperand(v, P);
  }

  static StringOperand str(String s) {
    return new StringOperand(s, P);
  }

  static StateOperand state(String var, long index) {
    return new StateOperand(var, index, P);
  }

  static AddressOperand addr(String var, int elem, int width) {
    return new AddressOperand(var, elem, width, P);
  }

  static AddressOfOperand addrOf(String var, long offset) {
    return new AddressOfOperand(var, offset, P);
  }

  /** An indirect source; vstride or width -1 for the {@code <w,h>} and {@code <h>} region forms. */
  static IndirectOperand indSrc(
      SrcModifier mod, String addr, int elem, long off, int v, int w, int h, Type t) {
    return new IndirectOperand(mod, addr, elem, off, v, w, h, t, false, P);
  }

  static IndirectOperand indDst(String addr, int elem, long off, int h, Type t) {
    return new IndirectOperand(SrcModifier.NONE, addr, elem, off, -1, -1, h, t, true, P);
  }

  static LscData data(String var, String shape) {
    return new LscData(var, 0, shape, P);
  }

  static LscData data(String var, long offset, String shape) {
    return new LscData(var, offset, shape, P);
  }

  static LscAddress lsc(
      String model, Operand surface, long scale, List<Operand> regs, long offset, String size) {
    return new LscAddress(model, surface, scale, regs, offset, size, P);
  }

  /** {@code model[reg]:size} with scale 1 and no offset. */
  static LscAddress lsc(String model, String reg, String size) {
    return lsc(model, null, 1, List.of(name(reg)), 0, size);
  }

  static OperandList list(Operand... items) {
    return new OperandList(List.of(items), P);
  }
}
