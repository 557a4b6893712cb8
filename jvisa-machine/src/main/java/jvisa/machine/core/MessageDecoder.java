package jvisa.machine.core;

import jvisa.asm.isa.BarrierStep;
import jvisa.asm.isa.LscFormats;
import jvisa.asm.isa.MessageFormats;
import jvisa.asm.isa.Sfid;
import jvisa.asm.isa.SuffixKind;
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
import jvisa.machine.message.LscAddressSize;
import jvisa.machine.message.LscShape;

/**
 * Decodes memory messages, fences and barriers into {@link MessageExecs}. Message payload operands
 * become register-file byte offsets, checked once here to lie inside the register file; surfaces
 * become {@link SurfaceRef}s; image messages are decoded by {@link ImageMessageDecoder}, the
 * untyped LSC quad, strided and 2D block forms by {@link LscExtraDecoder}. Messages the machine
 * does not implement (named barriers, sampler and render-target messages, lsc_load_status...)
 * decode to an instruction that fails clearly when run.
 */
final class MessageDecoder implements ExtensionDecoder {
  private static final int NULL = jvisa.machine.message.Payload.NULL;

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
    int n = insn.execSize();
    TableOperands m = new TableOperands(insn, layout);
    switch (insn.opcode()) {
      case GATHER_SCALED:
      case SCATTER_SCALED:
      case GATHER4_SCALED:
      case SCATTER4_SCALED:
        {
          ScatteredKind k =
              switch (insn.opcode()) {
                case GATHER_SCALED -> ScatteredKind.GATHER_SCALED;
                case SCATTER_SCALED -> ScatteredKind.SCATTER_SCALED;
                case GATHER4_SCALED -> ScatteredKind.GATHER4_SCALED;
                default -> ScatteredKind.SCATTER4_SCALED;
              };
          boolean quad = k == ScatteredKind.GATHER4_SCALED || k == ScatteredKind.SCATTER4_SCALED;
          return new MessageExecs.Scattered(
              insn,
              pc,
              layout,
              k,
              legacySurface(insn, layout, m.operand("surface")),
              ops.src(insn, m.operand("global offset"), 1),
              quad ? m.suffix(SuffixKind.RGBA).mask() : m.suffix(MessageFormats.elementBytes()),
              m.payload("offsets"),
              m.payload(data(insn)));
        }
      case OWORD_LD:
      case OWORD_LD_UNALIGNED:
      case OWORD_ST:
        {
          OwordKind k =
              switch (insn.opcode()) {
                case OWORD_LD -> OwordKind.LOAD;
                case OWORD_LD_UNALIGNED -> OwordKind.LOAD_UNALIGNED;
                default -> OwordKind.STORE;
              };
          return new MessageExecs.Oword(
              insn,
              pc,
              layout,
              k,
              legacySurface(insn, layout, m.operand("surface")),
              ops.src(insn, m.operand("offset"), 1),
              n,
              m.payload(data(insn)));
        }
      case SVM_BLOCK_LD:
      case SVM_BLOCK_ST:
        {
          boolean store = insn.opcode() == Opcode.SVM_BLOCK_ST;
          boolean unaligned = m.suffix(MessageFormats.UNALIGNED) != null;
          return new MessageExecs.SvmBlock(
              insn,
              pc,
              layout,
              store,
              unaligned,
              ops.src(insn, m.operand("address"), 1),
              n,
              m.payload(data(insn)));
        }
      case SVM_GATHER:
      case SVM_SCATTER:
        {
          boolean store = insn.opcode() == Opcode.SVM_SCATTER;
          return new MessageExecs.SvmScattered(
              insn,
              pc,
              layout,
              store,
              m.suffix(MessageFormats.svmBlockBytes()),
              m.suffix(MessageFormats.svmBlocks()),
              m.payload("addresses"),
              m.payload(data(insn)));
        }
      case SVM_GATHER4_SCALED:
      case SVM_SCATTER4_SCALED:
        {
          boolean store = insn.opcode() == Opcode.SVM_SCATTER4_SCALED;
          return new MessageExecs.SvmScattered4(
              insn,
              pc,
              layout,
              store,
              m.suffix(SuffixKind.RGBA).mask(),
              ops.src(insn, m.operand("global offset"), 1),
              m.payload("addresses"),
              m.payload(data(insn)));
        }
      case DWORD_ATOMIC:
        {
          AtomicOp op = AtomicOp.of(m.suffix(SuffixKind.ATOMIC));
          int bytes = m.suffix(MessageFormats.NARROW_ATOMIC_WIDTH) != null ? 2 : 4;
          return new MessageExecs.LegacyAtomic(
              insn,
              pc,
              layout,
              legacySurface(insn, layout, m.operand("surface")),
              op,
              bytes,
              m.payload("offsets"),
              m.payload("src0"),
              m.payload("src1"),
              m.payload("dst"));
        }
      case SVM_ATOMIC:
        {
          AtomicOp op = AtomicOp.of(m.suffix(SuffixKind.ATOMIC));
          Integer width = m.suffix(MessageFormats.ATOMIC_WIDTH);
          int bytes = width == null ? 4 : width / 8;
          return new MessageExecs.LegacyAtomic(
              insn,
              pc,
              layout,
              null,
              op,
              bytes,
              m.payload("addresses"),
              m.payload("src0"),
              m.payload("src1"),
              m.payload("dst"));
        }
      case LSC_LOAD:
      case LSC_STORE:
      case LSC_STORE_UNCOMPRESSED:
        {
          boolean store = insn.opcode() != Opcode.LSC_LOAD;
          LscData data = (LscData) m.operand("data");
          LscAddress addr = (LscAddress) m.operand("address");
          if (addr.regs().size() != 1 || addr.size() == null) {
            return unsupported(insn, pc, layout, "this LSC address form");
          }
          Sfid sfid = m.suffix(SuffixKind.SFID);
          SurfaceRef target = lscTarget(insn, ops, addr, sfid);
          if (target == null) {
            return unsupported(insn, pc, layout, "LSC messages to ." + sfid.text());
          }
          LscShape shape =
              LscShape.parse(
                  data.shape(), LscAddressSize.parse(addr.size()), addr.scale(), addr.offset());
          return new MessageExecs.LscAccess(
              insn,
              pc,
              layout,
              store,
              target,
              shape,
              m.payload("address", addr.regs().get(0)),
              m.payload("data"));
        }
      case GATHER:
      case SCATTER:
        {
          checkExecSize(insn, n, 16);
          return new ElementMessageExecs.Element(
              insn,
              pc,
              layout,
              insn.opcode() == Opcode.SCATTER,
              legacySurface(insn, layout, m.operand("surface")),
              ops.src(insn, m.operand("global offset"), 1),
              m.suffix(MessageFormats.elementBytes()),
              m.payload("offsets"),
              m.payload(data(insn)));
        }
      case QW_GATHER:
      case QW_SCATTER:
        {
          checkExecSize(insn, n, 16);
          return new ElementMessageExecs.Qword(
              insn,
              pc,
              layout,
              insn.opcode() == Opcode.QW_SCATTER,
              legacySurface(insn, layout, m.operand("surface")),
              m.suffix(MessageFormats.qwordBlocks()),
              m.payload("offsets"),
              m.payload(data(insn)));
        }
      case GATHER4_TYPED:
      case SCATTER4_TYPED:
      case TYPED_ATOMIC:
      case MEDIA_LD:
      case MEDIA_ST:
        return ImageMessageDecoder.decodeLegacy(insn, pc, ops, m);
      case LSC_LOAD_QUAD:
      case LSC_STORE_QUAD:
      case LSC_LOAD_STRIDED:
      case LSC_STORE_STRIDED:
      case LSC_LOAD_BLOCK2D:
      case LSC_STORE_BLOCK2D:
        return m.suffix(SuffixKind.SFID) == Sfid.TGM
            ? ImageMessageDecoder.decodeLsc(insn, pc, ops, m)
            : LscExtraDecoder.decode(insn, pc, ops, m);
      case LSC_ATOMIC:
        {
          Sfid sfid = m.suffix(SuffixKind.SFID);
          if (sfid == Sfid.TGM) {
            return ImageMessageDecoder.decodeLsc(insn, pc, ops, m);
          }
          LscData data = (LscData) m.operand("data");
          LscAddress addr = (LscAddress) m.operand("address");
          if (addr.regs().size() != 1 || addr.size() == null) {
            return unsupported(insn, pc, layout, "this LSC address form");
          }
          SurfaceRef target = lscTarget(insn, ops, addr, sfid);
          if (target == null) {
            return unsupported(insn, pc, layout, "LSC atomics on ." + sfid.text());
          }
          AtomicOp op = AtomicOp.of(LscFormats.operation(insn));
          LscShape shape =
              LscShape.parse(
                  data.shape(), LscAddressSize.parse(addr.size()), addr.scale(), addr.offset());
          return new MessageExecs.LscAtomic(
              insn,
              pc,
              layout,
              target,
              shape,
              op,
              m.payload("address", addr.regs().get(0)),
              m.payload("src0"),
              m.payload("src1"),
              m.payload("data"));
        }
      case SAMPLE_3D:
      case LOAD_3D:
      case SAMPLE4:
      case RESINFO:
      case SAMPLEINFO:
      case SAMPLE_UNORM:
      case SAMPLE:
      case LOAD:
        return ImageMessageDecoder.decodeSampler(insn, pc, ops, m);
      case BARRIER:
        return new MessageExecs.Barrier(insn, pc, layout);
      case SBARRIER:
        // A split barrier's signal only announces arrival; waiting until every thread of the group
        // has
        // reached its wait is one schedule the hardware allows.
        return m.suffix(SuffixKind.BARRIER_STEP) == BarrierStep.WAIT
            ? new MessageExecs.Barrier(insn, pc, layout)
            : new SimpleExecs.Nop(insn, pc, layout);
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

  /** The data payload of a load ("dst") or a store ("src"). */
  private static String data(Instruction insn) {
    return insn.opcode().format(insn).indexOf("dst") >= 0 ? "dst" : "src";
  }

  static Exec unsupported(Instruction insn, int pc, RegisterLayout layout, String what) {
    return new SimpleExecs.Unsupported(
        insn, pc, layout, what + " is not supported by the vISA machine yet");
  }

  static void checkExecSize(Instruction insn, int n, int max) {
    if (n < 1 || n > max || Integer.bitCount(n) != 1) {
      throw new DecodeException(
          insn, "execution size must be a power of two from 1 to " + max + ", not " + n);
    }
  }

  static void checkElementSize(Instruction insn, int bytes) {
    if (bytes != 1 && bytes != 2 && bytes != 4) {
      throw new DecodeException(insn, "element size must be 1, 2 or 4 bytes, not " + bytes);
    }
  }

  /**
   * The register-file byte offset of a message payload operand ({@code V.off}, {@code V}, {@code
   * V:d32}), {@code -1} for %null; the payload's {@code bytes} must fit in the register file.
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
      throw new DecodeException(
          insn,
          "operand '"
              + jvisa.asm.text.VisaPrinter.operand(o)
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
      throw new DecodeException(
          insn,
          "the message reads or writes "
              + bytes
              + " bytes of '"
              + var
              + "' from byte "
              + off
              + ", past the end of the register file");
    }
    return (int) start;
  }

  /**
   * The surface operand of a legacy message: a pre-defined surface (%slm, %scratch...) or a T
   * variable.
   */
  static SurfaceRef legacySurface(Instruction insn, RegisterLayout layout, Operand o) {
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

  /**
   * The memory an untyped LSC message reaches, or null for a target this machine does not model.
   */
  static SurfaceRef lscTarget(Instruction insn, OperandDecoder ops, LscAddress a, Sfid sfid) {
    boolean slm = sfid == Sfid.SLM;
    if (!slm && sfid != Sfid.UGM) {
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
