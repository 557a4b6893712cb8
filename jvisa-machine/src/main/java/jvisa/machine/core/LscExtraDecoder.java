package jvisa.machine.core;

import java.util.List;
import jvisa.asm.model.Immediate;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;
import jvisa.asm.model.Type;
import jvisa.machine.message.ChannelMask;
import jvisa.machine.message.LscAddressSize;
import jvisa.machine.message.LscDataSize;
import jvisa.machine.message.LscShape;

/** Decodes the untyped LSC quad, strided and 2D block messages into {@link LscExtraExecs}. */
final class LscExtraDecoder {
  private LscExtraDecoder() {}

  static Exec decode(Instruction insn, int pc, OperandDecoder ops) {
    RegisterLayout layout = ops.layout();
    Opcode op = insn.opcode();
    boolean store = op == Opcode.LSC_STORE_QUAD || op == Opcode.LSC_STORE_STRIDED || op == Opcode.LSC_STORE_BLOCK2D;
    List<Operand> o = insn.operands();
    LscData data = (LscData) o.get(store ? 1 : 0);
    LscAddress addr = (LscAddress) o.get(store ? 0 : 1);
    if (op == Opcode.LSC_LOAD_BLOCK2D || op == Opcode.LSC_STORE_BLOCK2D) {
      return block2d(insn, pc, ops, store, data, addr);
    }
    MessageDecoder.checkExecSize(insn, insn.execSize(), 32);
    SurfaceRef target = MessageDecoder.lscTarget(insn, ops, addr);
    if (target == null) {
      return MessageDecoder.unsupported(insn, pc, layout, "'" + insn.mnemonic() + "' on ." + insn.suffix());
    }
    if (addr.size() == null || addr.regs().isEmpty()) {
      throw new DecodeException(insn, "an LSC address needs a register and an address size");
    }
    int n = insn.execSize();
    boolean quad = op == Opcode.LSC_LOAD_QUAD || op == Opcode.LSC_STORE_QUAD;
    String shapeText = data.shape();
    int channels = 0;
    if (quad) {
      int dot = shapeText.indexOf('.');
      channels = ChannelMask.parseXyzw(dot < 0 ? "x" : shapeText.substring(dot + 1));
      shapeText = dot < 0 ? shapeText : shapeText.substring(0, dot);
    }
    LscShape shape = LscShape.parse(shapeText, LscAddressSize.parse(addr.size()), addr.scale(), addr.offset());
    int addrs = MessageDecoder.raw(insn, layout, addr.regs().get(0),
        quad ? n * shape.address().registerBytes() : MessageDecoder.addressBytes(shape, 1));
    if (quad) {
      if (addr.regs().size() != 1) {
        throw new DecodeException(insn, "an untyped LSC address has one register");
      }
      int bytes = ChannelMask.count(channels) * MessageDecoder.roundUp(n * shape.data().registerBytes());
      return new LscExtraExecs.Quad(insn, pc, layout, store, target, shape, channels, addrs,
          MessageDecoder.raw(insn, layout, data, bytes));
    }
    if (addr.regs().size() > 2) {
      throw new DecodeException(insn, "a strided LSC address is [address, pitch]");
    }
    Src pitch = addr.regs().size() == 2 ? scalar(insn, ops, addr.regs().get(1)) : null;
    int bytes = shape.vectorSize() * MessageDecoder.roundUp(n * shape.data().registerBytes());
    return new LscExtraExecs.Strided(insn, pc, layout, store, target, shape, pitch, addrs,
        MessageDecoder.raw(insn, layout, data, bytes));
  }

  /** {@code d<N>.[<B>x]<W>x<H>[<t|n><t|n>]} with {@code flat[base, w-1, h-1, pitch-1, x, y]}. */
  private static Exec block2d(Instruction insn, int pc, OperandDecoder ops, boolean store, LscData data,
      LscAddress addr) {
    if (!"ugm".equals(insn.suffix())) {
      return MessageDecoder.unsupported(insn, pc, ops.layout(), "2D block messages on ." + insn.suffix());
    }
    if (addr.regs().size() != 6 || !(addr.model().isEmpty() || addr.model().equals("flat"))) {
      throw new DecodeException(insn, "a 2D block address is flat[base, width-1, height-1, pitch-1, x, y]");
    }
    String s = data.shape();
    int dot = s.indexOf('.');
    if (dot < 0) {
      throw new DecodeException(insn, "a 2D block shape is d<N>.<blocks>x<width>x<height><t|n><t|n>");
    }
    LscDataSize size = LscDataSize.parse(s.substring(0, dot));
    String dims = s.substring(dot + 1);
    int letters = dims.length();
    while (letters > 0 && Character.isLetter(dims.charAt(letters - 1))) {
      letters--;
    }
    String flags = dims.substring(letters);
    String[] parts = dims.substring(0, letters).split("x");
    if (parts.length < 2 || parts.length > 3 || flags.length() > 2 || !flags.matches("[tn]*")) {
      throw new DecodeException(insn, "a 2D block shape is d<N>.<blocks>x<width>x<height><t|n><t|n>, not " + s);
    }
    int blocks = parts.length == 3 ? Integer.parseInt(parts[0]) : 1;
    int width = Integer.parseInt(parts[parts.length - 2]);
    int height = Integer.parseInt(parts[parts.length - 1]);
    boolean transpose = flags.length() > 0 && flags.charAt(0) == 't';
    boolean vnni = flags.length() > 1 && flags.charAt(1) == 't';
    int t = size.memoryBytes();
    if (t != size.registerBytes()) {
      throw new DecodeException(insn, "2D block messages take d8, d16, d32 or d64 data");
    }
    if (blocks < 1 || blocks > 4 || width < 1 || width > 64 || height < 1 || height > 256) {
      throw new DecodeException(insn, "bad 2D block shape " + blocks + "x" + width + "x" + height);
    }
    if (vnni && t > 2) {
      throw new DecodeException(insn, "VNNI needs d8 or d16 data");
    }
    if (store && (blocks != 1 || transpose || vnni)) {
      throw new DecodeException(insn, "a 2D block store writes one block, neither transposed nor VNNI");
    }
    int rowLength = transpose ? height : width;
    int rows = transpose ? width : height;
    int perRegister = 32 / t;
    int blockElements = (nextPowerOfTwo(rowLength) * rows + perRegister - 1) / perRegister * perRegister;
    Src[] surface = new Src[6];
    for (int i = 0; i < 6; i++) {
      surface[i] = scalar(insn, ops, addr.regs().get(i));
    }
    return new LscExtraExecs.Block2d(insn, pc, ops.layout(), store, size, blocks, width, height, transpose, vnni,
        surface, MessageDecoder.raw(insn, ops.layout(), data, blocks * blockElements * t));
  }

  private static int nextPowerOfTwo(int n) {
    return n <= 1 ? 1 : Integer.highestOneBit(n - 1) << 1;
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
