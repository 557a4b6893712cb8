package jvisa.machine.core;

import jvisa.asm.isa.LscBlock2dShape;
import jvisa.asm.isa.LscDataShape;
import jvisa.asm.isa.Sfid;
import jvisa.asm.isa.SuffixKind;
import jvisa.asm.model.Immediate;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;
import jvisa.asm.model.Type;
import jvisa.machine.message.LscAddressSize;
import jvisa.machine.message.LscDataSize;
import jvisa.machine.message.LscShape;

/**
 * Decodes the untyped LSC quad, strided and 2D block messages into {@link LscExtraExecs}; operands,
 * payload sizes, data shapes and the shared function come from the instruction table through {@link
 * TableOperands}.
 */
final class LscExtraDecoder {
  private LscExtraDecoder() {}

  static Exec decode(Instruction insn, int pc, OperandDecoder ops, TableOperands m) {
    RegisterLayout layout = ops.layout();
    Opcode op = insn.opcode();
    boolean store = !m.writes("data");
    LscData data = (LscData) m.operand("data");
    LscAddress addr = (LscAddress) m.operand("address");
    Sfid sfid = m.suffix(SuffixKind.SFID);
    if (op == Opcode.LSC_LOAD_BLOCK2D || op == Opcode.LSC_STORE_BLOCK2D) {
      return block2d(insn, pc, ops, m, store, data, addr, sfid);
    }
    MessageDecoder.checkExecSize(insn, insn.execSize(), 32);
    SurfaceRef target = MessageDecoder.lscTarget(insn, ops, addr, sfid);
    if (target == null) {
      return MessageDecoder.unsupported(
          insn, pc, layout, "'" + insn.mnemonic() + "' on ." + sfid.text());
    }
    if (addr.size() == null || addr.regs().isEmpty()) {
      throw new DecodeException(insn, "an LSC address needs a register and an address size");
    }
    boolean quad = op == Opcode.LSC_LOAD_QUAD || op == Opcode.LSC_STORE_QUAD;
    LscDataShape written = LscDataShape.parse(data.shape());
    if (written == null || (!quad && written.channels() != null)) {
      throw new DecodeException(insn, "bad LSC data shape :" + data.shape());
    }
    LscShape shape =
        new LscShape(
            LscDataSize.of(written),
            written.channels() != null ? 1 : written.vectorSize(),
            written.transposed(),
            LscAddressSize.parse(addr.size()),
            addr.scale(),
            addr.offset());
    int addrs = m.payload("address", addr.regs().get(0));
    if (quad) {
      if (addr.regs().size() != 1) {
        throw new DecodeException(insn, "an untyped LSC address has one register");
      }
      int channels = written.channels() == null ? 1 : written.channels().mask();
      return new LscExtraExecs.Quad(
          insn, pc, layout, store, target, shape, channels, addrs, m.payload("data"));
    }
    if (addr.regs().size() > 2) {
      throw new DecodeException(insn, "a strided LSC address is [address, pitch]");
    }
    Src pitch = addr.regs().size() == 2 ? scalar(insn, ops, addr.regs().get(1)) : null;
    return new LscExtraExecs.Strided(
        insn, pc, layout, store, target, shape, pitch, addrs, m.payload("data"));
  }

  /** {@code d<N>.[<B>x]<W>x<H>[<t|n><t|n>]} with {@code flat[base, w-1, h-1, pitch-1, x, y]}. */
  private static Exec block2d(
      Instruction insn,
      int pc,
      OperandDecoder ops,
      TableOperands m,
      boolean store,
      LscData data,
      LscAddress addr,
      Sfid sfid) {
    if (sfid != Sfid.UGM) {
      return MessageDecoder.unsupported(
          insn, pc, ops.layout(), "2D block messages on ." + sfid.text());
    }
    if (addr.regs().size() != 6 || !(addr.model().isEmpty() || addr.model().equals("flat"))) {
      throw new DecodeException(
          insn, "a 2D block address is flat[base, width-1, height-1, pitch-1, x, y]");
    }
    LscBlock2dShape shape = LscBlock2dShape.parse(data.shape());
    if (shape == null) {
      throw new DecodeException(
          insn,
          "a 2D block shape is d<N>.<blocks>x<width>x<height><t|n><t|n>, not " + data.shape());
    }
    String problem = shape.problem(store);
    if (problem != null) {
      throw new DecodeException(insn, problem);
    }
    LscDataSize size = LscDataSize.of(shape.element());
    Src[] surface = new Src[6];
    for (int i = 0; i < 6; i++) {
      surface[i] = scalar(insn, ops, addr.regs().get(i));
    }
    return new LscExtraExecs.Block2d(
        insn,
        pc,
        ops.layout(),
        store,
        size,
        shape.blocks(),
        shape.width(),
        shape.height(),
        shape.transposed(),
        shape.vnni(),
        surface,
        m.payload("data"));
  }

  /** A scalar operand: a bare number, an immediate or a variable's first element. */
  private static Src scalar(Instruction insn, OperandDecoder ops, Operand o) {
    if (o instanceof NumberOperand num) {
      return new Src.Imm(Type.UQ, new long[] {num.value()});
    }
    if (o instanceof Immediate imm) {
      return OperandDecoder.immediate(imm, 1);
    }
    return ops.src(insn, o, 1);
  }
}
