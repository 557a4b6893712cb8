package jvisa.machine.core;

import java.util.List;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.Immediate;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.StateOperand;
import jvisa.asm.model.VarClass;
import jvisa.machine.core.MessageExecs.OwordKind;
import jvisa.machine.core.MessageExecs.ScatteredKind;
import jvisa.machine.memory.PredefinedSurface;
import jvisa.machine.message.AtomicOp;
import jvisa.machine.message.ChannelMask;
import jvisa.machine.message.LscAddressSize;
import jvisa.machine.message.LscShape;

/**
 * Decodes memory messages, fences and barriers into {@link MessageExecs}. Message payload operands become
 * register-file byte offsets, checked once here to lie inside the register file; surfaces become
 * {@link SurfaceRef}s; image messages are decoded by {@link ImageMessageDecoder}, the untyped LSC quad,
 * strided and 2D block forms by {@link LscExtraDecoder}. Messages the machine does not implement (named
 * barriers, sampler and render-target messages, lsc_load_status...) decode to an instruction that fails
 * clearly when run.
 */
final class MessageDecoder implements ExtensionDecoder {
  private static final int NULL = jvisa.machine.message.Payload.NULL;
  private static final int GRF = RegisterLayout.GRF_BYTES;

  @Override
  public Exec decode(Instruction insn, int pc, Decoder decoder) {
    OperandDecoder ops = decoder.operands();
    RegisterLayout layout = ops.layout();
    try {
      return decode(insn, pc, ops, layout);
    } catch (IllegalArgumentException e) {
      throw new DecodeException(insn, e.getMessage());
    }
  }

  private Exec decode(Instruction insn, int pc, OperandDecoder ops, RegisterLayout layout) {
    List<Operand> o = insn.operands();
    int n = insn.execSize();
    switch (insn.opcode()) {
      case GATHER_SCALED:
      case SCATTER_SCALED: {
        int bytes = Integer.parseInt(insn.suffix());
        ScatteredKind k = insn.opcode() == Opcode.GATHER_SCALED ? ScatteredKind.GATHER_SCALED
            : ScatteredKind.SCATTER_SCALED;
        return new MessageExecs.Scattered(insn, pc, layout, k, legacySurface(insn, layout, o.get(0)),
            ops.src(insn, o.get(1), 1), bytes, raw(insn, layout, o.get(2), 4 * n), raw(insn, layout, o.get(3), 4 * n));
      }
      case GATHER4_SCALED:
      case SCATTER4_SCALED: {
        int channels = ChannelMask.parseRgba(insn.suffix());
        ScatteredKind k = insn.opcode() == Opcode.GATHER4_SCALED ? ScatteredKind.GATHER4_SCALED
            : ScatteredKind.SCATTER4_SCALED;
        int dataBytes = ChannelMask.count(channels) * roundUp(4 * n);
        return new MessageExecs.Scattered(insn, pc, layout, k, legacySurface(insn, layout, o.get(0)),
            ops.src(insn, o.get(1), 1), channels, raw(insn, layout, o.get(2), 4 * n),
            raw(insn, layout, o.get(3), dataBytes));
      }
      case OWORD_LD:
      case OWORD_LD_UNALIGNED:
      case OWORD_ST: {
        OwordKind k = switch (insn.opcode()) {
          case OWORD_LD -> OwordKind.LOAD;
          case OWORD_LD_UNALIGNED -> OwordKind.LOAD_UNALIGNED;
          default -> OwordKind.STORE;
        };
        return new MessageExecs.Oword(insn, pc, layout, k, legacySurface(insn, layout, o.get(0)),
            ops.src(insn, o.get(1), 1), n, raw(insn, layout, o.get(2), 16 * n));
      }
      case SVM_BLOCK_LD:
      case SVM_BLOCK_ST: {
        boolean store = insn.opcode() == Opcode.SVM_BLOCK_ST;
        boolean unaligned = insn.suffixes().contains("unaligned");
        return new MessageExecs.SvmBlock(insn, pc, layout, store, unaligned, ops.src(insn, o.get(0), 1), n,
            raw(insn, layout, o.get(1), 16 * n));
      }
      case SVM_GATHER:
      case SVM_SCATTER: {
        boolean store = insn.opcode() == Opcode.SVM_SCATTER;
        int blockBytes = Integer.parseInt(insn.suffixes().get(0));
        int blocks = Integer.parseInt(insn.suffixes().get(1));
        int dataBytes = blockBytes == 1 ? (blocks == 8 ? 8 : 4) * n : blocks * blockBytes * Math.max(n, 8);
        return new MessageExecs.SvmScattered(insn, pc, layout, store, blockBytes, blocks,
            raw(insn, layout, o.get(0), 8 * n), raw(insn, layout, o.get(1), dataBytes));
      }
      case SVM_GATHER4_SCALED:
      case SVM_SCATTER4_SCALED: {
        boolean store = insn.opcode() == Opcode.SVM_SCATTER4_SCALED;
        int channels = ChannelMask.parseRgba(insn.suffix());
        return new MessageExecs.SvmScattered4(insn, pc, layout, store, channels, ops.src(insn, o.get(0), 1),
            raw(insn, layout, o.get(1), 8 * n), raw(insn, layout, o.get(2), ChannelMask.count(channels) * roundUp(4 * n)));
      }
      case DWORD_ATOMIC: {
        AtomicOp op = AtomicOp.fromVisa(insn.suffix());
        int bytes = insn.suffixes().contains("16") ? 2 : 4;
        return new MessageExecs.LegacyAtomic(insn, pc, layout, legacySurface(insn, layout, o.get(0)), op, bytes,
            raw(insn, layout, o.get(1), 4 * n), raw(insn, layout, o.get(2), 4 * n), raw(insn, layout, o.get(3), 4 * n),
            raw(insn, layout, o.get(4), 4 * n));
      }
      case SVM_ATOMIC: {
        AtomicOp op = AtomicOp.fromVisa(insn.suffix());
        int bytes = insn.suffixes().contains("64") ? 8 : insn.suffixes().contains("16") ? 2 : 4;
        int slot = bytes == 8 ? 8 : 4;
        return new MessageExecs.LegacyAtomic(insn, pc, layout, null, op, bytes, raw(insn, layout, o.get(0), 8 * n),
            raw(insn, layout, o.get(2), slot * n), raw(insn, layout, o.get(3), slot * n),
            raw(insn, layout, o.get(1), slot * n));
      }
      case LSC_LOAD:
      case LSC_STORE:
      case LSC_STORE_UNCOMPRESSED: {
        boolean store = insn.opcode() != Opcode.LSC_LOAD;
        LscData data = (LscData) o.get(store ? 1 : 0);
        LscAddress addr = (LscAddress) o.get(store ? 0 : 1);
        if (addr.regs().size() != 1 || addr.size() == null) {
          return unsupported(insn, pc, layout, "this LSC address form");
        }
        SurfaceRef target = lscTarget(insn, ops, addr);
        if (target == null) {
          return unsupported(insn, pc, layout, "LSC messages to ." + insn.suffix());
        }
        LscShape shape = LscShape.parse(data.shape(), LscAddressSize.parse(addr.size()), addr.scale(), addr.offset());
        return new MessageExecs.LscAccess(insn, pc, layout, store, target, shape,
            raw(insn, layout, addr.regs().get(0), addressBytes(shape, n)), raw(insn, layout, data, dataBytes(shape, n)));
      }
      case GATHER:
      case SCATTER: {
        int bytes = Integer.parseInt(insn.suffix());
        checkElementSize(insn, bytes);
        checkExecSize(insn, n, 16);
        return new ElementMessageExecs.Element(insn, pc, layout, insn.opcode() == Opcode.SCATTER,
            legacySurface(insn, layout, o.get(0)), ops.src(insn, o.get(1), 1), bytes,
            raw(insn, layout, o.get(2), 4 * n), raw(insn, layout, o.get(3), 4 * n));
      }
      case QW_GATHER:
      case QW_SCATTER: {
        int blocks = Integer.parseInt(insn.suffix());
        if (blocks != 1 && blocks != 2 && blocks != 4) {
          throw new DecodeException(insn, "qword blocks per lane must be 1, 2 or 4, not " + blocks);
        }
        checkExecSize(insn, n, 16);
        return new ElementMessageExecs.Qword(insn, pc, layout, insn.opcode() == Opcode.QW_SCATTER,
            legacySurface(insn, layout, o.get(0)), blocks, raw(insn, layout, o.get(1), 4 * n),
            raw(insn, layout, o.get(2), blocks * 8 * Math.max(n, 8)));
      }
      case GATHER4_TYPED:
      case SCATTER4_TYPED:
      case TYPED_ATOMIC:
      case MEDIA_LD:
      case MEDIA_ST:
        return ImageMessageDecoder.decodeLegacy(insn, pc, ops);
      case LSC_LOAD_QUAD:
      case LSC_STORE_QUAD:
      case LSC_LOAD_STRIDED:
      case LSC_STORE_STRIDED:
      case LSC_LOAD_BLOCK2D:
      case LSC_STORE_BLOCK2D:
        return "tgm".equals(insn.suffix()) ? ImageMessageDecoder.decodeLsc(insn, pc, ops)
            : LscExtraDecoder.decode(insn, pc, ops);
      case LSC_ATOMIC: {
        if ("tgm".equals(insn.suffix())) {
          return ImageMessageDecoder.decodeLsc(insn, pc, ops);
        }
        LscData data = (LscData) o.get(0);
        LscAddress addr = (LscAddress) o.get(1);
        if (addr.regs().size() != 1 || addr.size() == null) {
          return unsupported(insn, pc, layout, "this LSC address form");
        }
        SurfaceRef target = lscTarget(insn, ops, addr);
        if (target == null) {
          return unsupported(insn, pc, layout, "LSC atomics on ." + insn.suffix());
        }
        AtomicOp op = AtomicOp.fromLsc(insn.mnemonic().substring("lsc_atomic_".length()));
        LscShape shape = LscShape.parse(data.shape(), LscAddressSize.parse(addr.size()), addr.scale(), addr.offset());
        int bytes = n * shape.data().registerBytes();
        return new MessageExecs.LscAtomic(insn, pc, layout, target, shape, op,
            raw(insn, layout, addr.regs().get(0), addressBytes(shape, n)), raw(insn, layout, o.get(2), bytes),
            raw(insn, layout, o.get(3), bytes), raw(insn, layout, data, bytes));
      }
      case BARRIER:
        return new MessageExecs.Barrier(insn, pc, layout);
      case SBARRIER:
        // A split barrier's signal only announces arrival; waiting until every thread of the group has
        // reached its wait is one schedule the hardware allows.
        if ("wait".equals(insn.suffix())) {
          return new MessageExecs.Barrier(insn, pc, layout);
        }
        if ("signal".equals(insn.suffix())) {
          return new SimpleExecs.Nop(insn, pc, layout);
        }
        throw new DecodeException(insn, "sbarrier must be .signal or .wait");
      case YIELD:
      case FENCE_SW:
      case CACHE_FLUSH:
      case FENCE_GLOBAL:
      case FENCE_LOCAL:
      case LSC_FENCE:
      case WAIT:
        // A sequential run already orders every memory access.
        return new SimpleExecs.Nop(insn, pc, layout);
      default:
        return unsupported(insn, pc, layout, "'" + insn.mnemonic() + "'");
    }
  }

  static Exec unsupported(Instruction insn, int pc, RegisterLayout layout, String what) {
    return new SimpleExecs.Unsupported(insn, pc, layout, what + " is not supported by the vISA machine yet");
  }

  static void checkExecSize(Instruction insn, int n, int max) {
    if (n < 1 || n > max || Integer.bitCount(n) != 1) {
      throw new DecodeException(insn, "execution size must be a power of two from 1 to " + max + ", not " + n);
    }
  }

  static void checkElementSize(Instruction insn, int bytes) {
    if (bytes != 1 && bytes != 2 && bytes != 4) {
      throw new DecodeException(insn, "element size must be 1, 2 or 4 bytes, not " + bytes);
    }
  }

  static int roundUp(int bytes) {
    return (bytes + GRF - 1) / GRF * GRF;
  }

  static int dataBytes(LscShape s, int n) {
    int reg = s.data().registerBytes();
    return s.transposed() ? s.vectorSize() * reg : s.vectorSize() * roundUp(n * reg);
  }

  static int addressBytes(LscShape s, int n) {
    return (s.transposed() ? 1 : n) * s.address().registerBytes();
  }

  /**
   * The register-file byte offset of a message payload operand ({@code V.off}, {@code V}, {@code V:d32}),
   * {@code -1} for %null; the payload's {@code bytes} must fit in the register file.
   */
  static int raw(Instruction insn, RegisterLayout layout, Operand o, int bytes) {
    String var;
    long off;
    if (o instanceof RawOperand r) {
      var = r.var();
      off = r.offset();
    } else if (o instanceof LscData d) {
      var = d.var();
      off = d.offset();
    } else if (o instanceof NameOperand nm) {
      var = nm.name();
      off = 0;
    } else {
      throw new DecodeException(insn, "operand '" + jvisa.asm.text.VisaPrinter.operand(o)
          + "' is not a message payload variable");
    }
    if (var.equals("%null")) {
      return NULL;
    }
    int base = layout.offsetOf(var);
    Declaration d = layout.declaration(var);
    if (base < 0 || d == null || d.varClass() != VarClass.GENERAL) {
      throw new DecodeException(insn, "'" + var + "' is not a declared general variable");
    }
    long start = base + off;
    if (off < 0 || start + bytes > layout.frameBytes()) {
      throw new DecodeException(insn, "the message reads or writes " + bytes + " bytes of '" + var + "' from byte "
          + off + ", past the end of the register file");
    }
    return (int) start;
  }

  /** The surface operand of a legacy message: a pre-defined surface (%slm, %scratch...) or a T variable. */
  static SurfaceRef legacySurface(Instruction insn, RegisterLayout layout, Operand o) {
    String name;
    if (o instanceof NameOperand nm) {
      name = nm.name();
    } else if (o instanceof StateOperand s) {
      name = s.var();
    } else {
      throw new DecodeException(insn, "'" + jvisa.asm.text.VisaPrinter.operand(o) + "' is not a surface");
    }
    PredefinedSurface p = PredefinedSurface.byName(name);
    if (p == PredefinedSurface.SLM) {
      return SurfaceRef.slm();
    }
    if (p == PredefinedSurface.BSS) {
      return SurfaceRef.bindlessSlot(p.visaIndex());
    }
    if (p != null) {
      return SurfaceRef.bti(p.bindingTableIndex());
    }
    int slot = layout.stateIndex(name);
    if (slot < 0) {
      throw new DecodeException(insn, "'" + name + "' is not a surface variable");
    }
    return SurfaceRef.stateSlot(slot);
  }

  /** The memory an untyped LSC message reaches, or null for a target this machine does not model. */
  static SurfaceRef lscTarget(Instruction insn, OperandDecoder ops, LscAddress a) {
    String sfid = insn.suffix();
    boolean slm = "slm".equals(sfid);
    if (!slm && !"ugm".equals(sfid)) {
      return null;
    }
    switch (a.model()) {
      case "":
      case "flat":
        return slm ? SurfaceRef.slm() : SurfaceRef.global();
      case "bti":
        if (a.surface() instanceof NumberOperand num) {
          return SurfaceRef.bti(num.value());
        }
        if (a.surface() instanceof Immediate imm) {
          return SurfaceRef.bti(imm.bits());
        }
        return SurfaceRef.btiRegister(ops.src(insn, a.surface(), 1));
      case "bss":
      case "ss":
        return SurfaceRef.bindlessRegister(ops.src(insn, a.surface(), 1));
      default:
        return null;
    }
  }
}
