package jvisa.machine.core;

import java.util.List;
import jvisa.asm.isa.LscDataShape;
import jvisa.asm.isa.LscFormats;
import jvisa.asm.isa.MessageFormats;
import jvisa.asm.isa.SuffixKind;
import jvisa.asm.model.Immediate;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.StateOperand;
import jvisa.machine.core.ImageMessageExecs.Coordinates;
import jvisa.machine.memory.PredefinedSurface;
import jvisa.machine.message.AtomicOp;
import jvisa.machine.message.LscDataSize;
import jvisa.machine.message.MediaMessages;

/**
 * Decodes the messages on images into {@link ImageMessageExecs}: gather4_typed, scatter4_typed,
 * typed_atomic, media_ld, media_st, and the LSC messages on the typed memory (lsc_load_quad.tgm,
 * lsc_store_quad.tgm, lsc_atomic_*.tgm). Operands, payload sizes and suffixes come from the
 * instruction table through {@link TableOperands}.
 */
final class ImageMessageDecoder {
  private static final List<String> COORDINATES = List.of("u", "v", "r", "lod");

  private ImageMessageDecoder() {}

  static Exec decodeLegacy(Instruction insn, int pc, OperandDecoder ops, TableOperands m) {
    RegisterLayout layout = ops.layout();
    int n = insn.execSize();
    switch (insn.opcode()) {
      case GATHER4_TYPED:
      case SCATTER4_TYPED:
        {
          MessageDecoder.checkExecSize(insn, n, 16);
          boolean store = m.has("src");
          return new ImageMessageExecs.Typed(
              insn,
              pc,
              layout,
              store,
              legacyImage(insn, layout, m.operand("surface")),
              m.suffix(SuffixKind.RGBA).mask(),
              legacyCoordinates(m),
              m.payload(store ? "src" : "dst"));
        }
      case TYPED_ATOMIC:
        {
          MessageDecoder.checkExecSize(insn, n, 16);
          AtomicOp op = AtomicOp.of(m.suffix(SuffixKind.ATOMIC));
          int bytes = m.suffix(MessageFormats.NARROW_ATOMIC_WIDTH) != null ? 2 : 4;
          return new ImageMessageExecs.TypedAtomic(
              insn,
              pc,
              layout,
              legacyImage(insn, layout, m.operand("surface")),
              op,
              bytes,
              null,
              legacyCoordinates(m),
              m.payload("src0"),
              m.payload("src1"),
              m.payload("dst"));
        }
      default:
        return media(insn, pc, ops, m);
    }
  }

  private static Exec media(Instruction insn, int pc, OperandDecoder ops, TableOperands m) {
    RegisterLayout layout = ops.layout();
    if (!(m.operand("block size") instanceof OperandList size)
        || size.items().size() != 2
        || !(size.items().get(0) instanceof NumberOperand w)
        || !(size.items().get(1) instanceof NumberOperand h)) {
      throw new DecodeException(insn, "the block size must be (width, height)");
    }
    if (w.value() < 1 || w.value() > 64 || h.value() < 1 || h.value() > 64) {
      throw new DecodeException(insn, "a media block is 1 to 64 bytes wide and 1 to 64 rows high");
    }
    int width = (int) w.value();
    int height = (int) h.value();
    if (MediaMessages.registerPitch(width) * height > 256) {
      throw new DecodeException(
          insn, "media block " + width + "x" + height + " exceeds 256 bytes of registers");
    }
    if (m.has("plane") && !(m.operand("plane") instanceof NumberOperand p && p.value() == 0)) {
      return MessageDecoder.unsupported(insn, pc, layout, "media planes other than 0");
    }
    boolean store = m.has("src");
    return new ImageMessageExecs.Media(
        insn,
        pc,
        layout,
        store,
        legacyImage(insn, layout, m.operand("surface")),
        m.suffix(SuffixKind.MEDIA_MODIFIER).ordinal(),
        width,
        height,
        ops.src(insn, m.operand("x"), 1),
        ops.src(insn, m.operand("y"), 1),
        m.payload(store ? "src" : "dst"));
  }

  static Exec decodeLsc(Instruction insn, int pc, OperandDecoder ops, TableOperands m) {
    RegisterLayout layout = ops.layout();
    int n = insn.execSize();
    MessageDecoder.checkExecSize(insn, n, 16);
    boolean atomic = insn.opcode() == Opcode.LSC_ATOMIC;
    if (insn.opcode() != Opcode.LSC_LOAD_QUAD
        && insn.opcode() != Opcode.LSC_STORE_QUAD
        && !atomic) {
      return MessageDecoder.unsupported(insn, pc, layout, "'" + insn.mnemonic() + "' on .tgm");
    }
    LscData data = (LscData) m.operand("data");
    LscAddress addr = (LscAddress) m.operand("address");
    if (addr.regs().isEmpty() || addr.regs().size() > 4) {
      throw new DecodeException(insn, "a typed address has 1 to 4 coordinates (u, v, r, lod)");
    }
    LscDataShape shape = LscDataShape.parse(data.shape());
    if (shape == null) {
      throw new DecodeException(insn, "bad LSC data shape :" + data.shape());
    }
    if (shape.transposed() || (shape.channels() == null && shape.vectorSize() != 1)) {
      return MessageDecoder.unsupported(insn, pc, layout, "typed LSC data :" + data.shape());
    }
    LscDataSize dataSize = LscDataSize.of(shape);
    ImageRef image = lscImage(insn, ops, addr);
    int[] c = {-1, -1, -1, -1};
    for (int i = 0; i < addr.regs().size(); i++) {
      c[i] = m.payload("address", addr.regs().get(i));
    }
    Coordinates at = new Coordinates(c[0], c[1], c[2], c[3]);
    if (atomic) {
      AtomicOp op = AtomicOp.of(LscFormats.operation(insn));
      return new ImageMessageExecs.TypedAtomic(
          insn,
          pc,
          layout,
          image,
          op,
          dataSize.memoryBytes(),
          dataSize,
          at,
          m.payload("src0"),
          m.payload("src1"),
          m.payload("data"));
    }
    if (dataSize != LscDataSize.D32) {
      throw new DecodeException(insn, "typed quad messages take d32 data");
    }
    int channels = shape.channels() == null ? 1 : shape.channels().mask();
    return new ImageMessageExecs.Typed(
        insn, pc, layout, !m.writes("data"), image, channels, at, m.payload("data"));
  }

  /**
   * Sampler messages: every payload is resolved by the table's name and size and checked against
   * the register file at decode time; sampling itself is not modelled yet.
   */
  static Exec decodeSampler(Instruction insn, int pc, OperandDecoder ops, TableOperands m) {
    m.payloads();
    return MessageDecoder.unsupported(
        insn, pc, ops.layout(), "the sampler message '" + insn.mnemonic() + "'");
  }

  /** u, v, r, lod of a legacy typed message: per-lane dword payloads, %null when unused. */
  private static Coordinates legacyCoordinates(TableOperands m) {
    int[] c = new int[4];
    for (int i = 0; i < 4; i++) {
      c[i] = m.payload(COORDINATES.get(i));
    }
    return new Coordinates(c[0], c[1], c[2], c[3]);
  }

  private static ImageRef legacyImage(Instruction insn, RegisterLayout layout, Operand o) {
    String name;
    if (o instanceof NameOperand nm) {
      name = nm.name();
    } else if (o instanceof StateOperand s) {
      name = s.var();
    } else {
      throw new DecodeException(
          insn, "'" + jvisa.asm.text.VisaPrinter.operand(o) + "' is not a surface");
    }
    PredefinedSurface p = PredefinedSurface.byName(name);
    if (p == PredefinedSurface.SLM || p == PredefinedSurface.SCRATCH) {
      throw new DecodeException(
          insn, "typed and media messages need an image surface, not " + name);
    }
    if (p == PredefinedSurface.BSS) {
      return ImageRef.bindlessSlot(p.visaIndex());
    }
    if (p != null) {
      return ImageRef.bti(p.bindingTableIndex());
    }
    int slot = layout.stateIndex(name);
    if (slot < 0) {
      throw new DecodeException(insn, "'" + name + "' is not a surface variable");
    }
    return ImageRef.stateSlot(slot);
  }

  private static ImageRef lscImage(Instruction insn, OperandDecoder ops, LscAddress a) {
    switch (a.model()) {
      case "bti":
        if (a.surface() instanceof NumberOperand num) {
          return ImageRef.bti(num.value());
        }
        if (a.surface() instanceof Immediate imm) {
          return ImageRef.bti(imm.bits());
        }
        return ImageRef.btiRegister(ops.src(insn, a.surface(), 1));
      case "bss":
      case "ss":
        return ImageRef.bindlessRegister(ops.src(insn, a.surface(), 1));
      default:
        throw new DecodeException(
            insn, "typed messages address an image through bti(..), bss(..) or ss(..)");
    }
  }
}
