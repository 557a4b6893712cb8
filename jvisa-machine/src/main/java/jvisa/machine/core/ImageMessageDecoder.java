package jvisa.machine.core;

import java.util.List;
import jvisa.asm.isa.LscFormats;
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
import jvisa.machine.message.ChannelMask;
import jvisa.machine.message.LscDataSize;
import jvisa.machine.message.MediaMessages;

/**
 * Decodes the messages on images into {@link ImageMessageExecs}: gather4_typed, scatter4_typed,
 * typed_atomic, media_ld, media_st, and the LSC messages on the typed memory (lsc_load_quad.tgm,
 * lsc_store_quad.tgm, lsc_atomic_*.tgm).
 */
final class ImageMessageDecoder {
  private static final List<String> MEDIA_MODIFIERS =
      List.of("nomod", "modified", "top", "bottom", "top_mod", "bottom_mod");

  private ImageMessageDecoder() {}

  static Exec decodeLegacy(Instruction insn, int pc, OperandDecoder ops) {
    RegisterLayout layout = ops.layout();
    List<Operand> o = insn.operands();
    int n = insn.execSize();
    switch (insn.opcode()) {
      case GATHER4_TYPED:
      case SCATTER4_TYPED: {
        MessageDecoder.checkExecSize(insn, n, 16);
        int channels = ChannelMask.parseRgba(insn.suffix());
        int dataBytes = ChannelMask.count(channels) * MessageDecoder.roundUp(4 * n);
        return new ImageMessageExecs.Typed(insn, pc, layout, insn.opcode() == Opcode.SCATTER4_TYPED,
            legacyImage(insn, layout, o.get(0)), channels, coordinates(insn, layout, o.subList(1, 5), n),
            MessageDecoder.raw(insn, layout, o.get(5), dataBytes));
      }
      case TYPED_ATOMIC: {
        MessageDecoder.checkExecSize(insn, n, 16);
        AtomicOp op = AtomicOp.of(new MessageOperands(insn, layout).suffix(SuffixKind.ATOMIC));
        int bytes = insn.suffixes().contains("16") ? 2 : 4;
        return new ImageMessageExecs.TypedAtomic(insn, pc, layout, legacyImage(insn, layout, o.get(0)), op, bytes,
            null, coordinates(insn, layout, o.subList(1, 5), n), MessageDecoder.raw(insn, layout, o.get(5), 4 * n),
            MessageDecoder.raw(insn, layout, o.get(6), 4 * n), MessageDecoder.raw(insn, layout, o.get(7), 4 * n));
      }
      default:
        return media(insn, pc, ops, o);
    }
  }

  private static Exec media(Instruction insn, int pc, OperandDecoder ops, List<Operand> o) {
    RegisterLayout layout = ops.layout();
    int modifiers = MEDIA_MODIFIERS.indexOf(insn.suffix());
    if (modifiers < 0) {
      throw new DecodeException(insn, "media block modifier must be one of " + MEDIA_MODIFIERS);
    }
    if (!(o.get(0) instanceof OperandList size) || size.items().size() != 2
        || !(size.items().get(0) instanceof NumberOperand w) || !(size.items().get(1) instanceof NumberOperand h)) {
      throw new DecodeException(insn, "the block size must be (width, height)");
    }
    if (w.value() < 1 || w.value() > 64 || h.value() < 1 || h.value() > 64) {
      throw new DecodeException(insn, "a media block is 1 to 64 bytes wide and 1 to 64 rows high");
    }
    int width = (int) w.value();
    int height = (int) h.value();
    int bytes = MediaMessages.registerPitch(width) * height;
    if (bytes > 256) {
      throw new DecodeException(insn, "media block " + width + "x" + height + " exceeds 256 bytes of registers");
    }
    int planeIndex = o.size() == 6 ? 2 : -1;
    if (planeIndex > 0 && !(o.get(planeIndex) instanceof NumberOperand p && p.value() == 0)) {
      return MessageDecoder.unsupported(insn, pc, layout, "media planes other than 0");
    }
    int x = o.size() - 3;
    return new ImageMessageExecs.Media(insn, pc, layout, insn.opcode() == Opcode.MEDIA_ST,
        legacyImage(insn, layout, o.get(1)), modifiers, width, height, ops.src(insn, o.get(x), 1),
        ops.src(insn, o.get(x + 1), 1), MessageDecoder.raw(insn, layout, o.get(x + 2), bytes));
  }

  static Exec decodeLsc(Instruction insn, int pc, OperandDecoder ops) {
    RegisterLayout layout = ops.layout();
    List<Operand> o = insn.operands();
    int n = insn.execSize();
    MessageDecoder.checkExecSize(insn, n, 16);
    boolean store = insn.opcode() == Opcode.LSC_STORE_QUAD;
    if (insn.opcode() != Opcode.LSC_LOAD_QUAD && !store && insn.opcode() != Opcode.LSC_ATOMIC) {
      return MessageDecoder.unsupported(insn, pc, layout, "'" + insn.mnemonic() + "' on .tgm");
    }
    LscData data = (LscData) o.get(store ? 1 : 0);
    LscAddress addr = (LscAddress) o.get(store ? 0 : 1);
    if (addr.regs().isEmpty() || addr.regs().size() > 4) {
      throw new DecodeException(insn, "a typed address has 1 to 4 coordinates (u, v, r, lod)");
    }
    int dot = data.shape().indexOf('.');
    String size = dot < 0 ? data.shape() : data.shape().substring(0, dot);
    String channelText = dot < 0 ? "x" : data.shape().substring(dot + 1);
    LscDataSize dataSize = LscDataSize.parse(size);
    ImageRef image = lscImage(insn, ops, addr);
    Coordinates at = coordinates(insn, layout, addr.regs(), n);
    if (insn.opcode() == Opcode.LSC_ATOMIC) {
      if (dataSize.memoryBytes() < 2 || dataSize == LscDataSize.D16) {
        throw new DecodeException(insn, "LSC atomics take d16u32, d32 or d64 data");
      }
      AtomicOp op = AtomicOp.of(LscFormats.operation(insn));
      int bytes = n * dataSize.registerBytes();
      return new ImageMessageExecs.TypedAtomic(insn, pc, layout, image, op, dataSize.memoryBytes(), dataSize, at,
          MessageDecoder.raw(insn, layout, o.get(2), bytes), MessageDecoder.raw(insn, layout, o.get(3), bytes),
          MessageDecoder.raw(insn, layout, data, bytes));
    }
    if (dataSize != LscDataSize.D32) {
      throw new DecodeException(insn, "typed quad messages take d32 data");
    }
    int channels = ChannelMask.parseXyzw(channelText);
    int dataBytes = ChannelMask.count(channels) * MessageDecoder.roundUp(4 * n);
    return new ImageMessageExecs.Typed(insn, pc, layout, store, image, channels, at,
        MessageDecoder.raw(insn, layout, data, dataBytes));
  }

  /** u, v, r, lod: per-lane dword operands; missing trailing ones are %null. */
  private static Coordinates coordinates(Instruction insn, RegisterLayout layout, List<Operand> regs, int n) {
    int[] c = {-1, -1, -1, -1};
    for (int i = 0; i < regs.size(); i++) {
      c[i] = MessageDecoder.raw(insn, layout, regs.get(i), 4 * n);
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
      throw new DecodeException(insn, "'" + jvisa.asm.text.VisaPrinter.operand(o) + "' is not a surface");
    }
    PredefinedSurface p = PredefinedSurface.byName(name);
    if (p == PredefinedSurface.SLM || p == PredefinedSurface.SCRATCH) {
      throw new DecodeException(insn, "typed and media messages need an image surface, not " + name);
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
        throw new DecodeException(insn, "typed messages address an image through bti(..), bss(..) or ss(..)");
    }
  }
}
