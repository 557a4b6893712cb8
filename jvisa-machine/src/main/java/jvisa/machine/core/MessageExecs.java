package jvisa.machine.core;

import jvisa.asm.model.Instruction;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.MemoryFault;
import jvisa.machine.message.AtomicMessages;
import jvisa.machine.message.AtomicOp;
import jvisa.machine.message.BlockMessages;
import jvisa.machine.message.LscMessages;
import jvisa.machine.message.LscShape;
import jvisa.machine.message.ScatteredMessages;
import jvisa.machine.message.SvmMessages;

/**
 * Memory messages and barriers, decoded by {@link MessageDecoder}. Register operands are byte offsets into
 * the frame's register file ({@code -1} for %null); the data layouts are those of
 * {@code jvisa.machine.message}.
 */
final class MessageExecs {
  private MessageExecs() {}

  /** A message: faults of the memory become machine faults of the instruction. */
  abstract static class Message extends Exec {
    Message(Instruction insn, int pc, RegisterLayout layout) {
      super(insn, pc, layout);
    }

    @Override
    final int execute(HwThread t, Frame f) {
      t.currentMessage = this;
      try {
        perform(t, f);
      } catch (MemoryFault | IllegalArgumentException e) {
        throw new MachineFault(e.getMessage());
      }
      return pc + 1;
    }

    abstract void perform(HwThread t, Frame f);
  }

  /** A message that acts per lane: it does nothing when no channel is enabled. */
  abstract static class LaneMessage extends Message {
    LaneMessage(Instruction insn, int pc, RegisterLayout layout) {
      super(insn, pc, layout);
    }

    @Override
    final void perform(HwThread t, Frame f) {
      int mask = channels(f);
      if (mask != 0) {
        performLanes(t, f, mask);
      }
    }

    abstract void performLanes(HwThread t, Frame f, int mask);
  }

  enum ScatteredKind {
    GATHER_SCALED,
    SCATTER_SCALED,
    GATHER4_SCALED,
    SCATTER4_SCALED
  }

  /** gather_scaled, scatter_scaled (param = bytes per lane), gather4_scaled, scatter4_scaled (param = channels). */
  static final class Scattered extends LaneMessage {
    final ScatteredKind kind;
    final SurfaceRef surface;
    final Src globalOffset;
    final int param;
    final int offsets;
    final int data;

    Scattered(Instruction insn, int pc, RegisterLayout layout, ScatteredKind kind, SurfaceRef surface,
        Src globalOffset, int param, int offsets, int data) {
      super(insn, pc, layout);
      this.kind = kind;
      this.surface = surface;
      this.globalOffset = globalOffset;
      this.param = param;
      this.offsets = offsets;
      this.data = data;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      AddressSpace s = surface.resolve(t, f);
      long g = globalOffset.raw(f, 0) & 0xFFFF_FFFFL;
      switch (kind) {
        case GATHER_SCALED -> ScatteredMessages.gatherScaled(s, param, execSize, mask, g, f.grf, offsets, data);
        case SCATTER_SCALED -> ScatteredMessages.scatterScaled(s, param, execSize, mask, g, f.grf, offsets, data);
        case GATHER4_SCALED -> ScatteredMessages.gather4Scaled(s, param, execSize, mask, g, f.grf, offsets, data);
        default -> ScatteredMessages.scatter4Scaled(s, param, execSize, mask, g, f.grf, offsets, data);
      }
    }
  }

  enum OwordKind {
    LOAD,
    LOAD_UNALIGNED,
    STORE
  }

  /** oword_ld, oword_ld_unaligned, oword_st: whole owords, independent of the execution mask. */
  static final class Oword extends Message {
    final OwordKind kind;
    final SurfaceRef surface;
    final Src offset;
    final int owords;
    final int data;

    Oword(Instruction insn, int pc, RegisterLayout layout, OwordKind kind, SurfaceRef surface, Src offset,
        int owords, int data) {
      super(insn, pc, layout);
      this.kind = kind;
      this.surface = surface;
      this.offset = offset;
      this.owords = owords;
      this.data = data;
    }

    @Override
    void perform(HwThread t, Frame f) {
      AddressSpace s = surface.resolve(t, f);
      long at = offset.raw(f, 0) & 0xFFFF_FFFFL;
      switch (kind) {
        case LOAD -> BlockMessages.owordLoad(s, owords, at, f.grf, data);
        case LOAD_UNALIGNED -> BlockMessages.owordLoadUnaligned(s, owords, at, f.grf, data);
        default -> BlockMessages.owordStore(s, owords, at, f.grf, data);
      }
    }
  }

  /** svm_block_ld (optionally unaligned) and svm_block_st on a 64-bit address. */
  static final class SvmBlock extends Message {
    final boolean store;
    final boolean unaligned;
    final Src address;
    final int owords;
    final int data;

    SvmBlock(Instruction insn, int pc, RegisterLayout layout, boolean store, boolean unaligned, Src address,
        int owords, int data) {
      super(insn, pc, layout);
      this.store = store;
      this.unaligned = unaligned;
      this.address = address;
      this.owords = owords;
      this.data = data;
    }

    @Override
    void perform(HwThread t, Frame f) {
      AddressSpace g = t.env().global();
      long a = address.raw(f, 0);
      if (store) {
        BlockMessages.svmBlockStore(g, owords, a, f.grf, data);
      } else {
        BlockMessages.svmBlockLoad(g, owords, unaligned, a, f.grf, data);
      }
    }
  }

  /** svm_gather and svm_scatter: per-lane 64-bit addresses. */
  static final class SvmScattered extends LaneMessage {
    final boolean store;
    final int blockBytes;
    final int blocks;
    final int addresses;
    final int data;

    SvmScattered(Instruction insn, int pc, RegisterLayout layout, boolean store, int blockBytes, int blocks,
        int addresses, int data) {
      super(insn, pc, layout);
      this.store = store;
      this.blockBytes = blockBytes;
      this.blocks = blocks;
      this.addresses = addresses;
      this.data = data;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      AddressSpace g = t.env().global();
      if (store) {
        SvmMessages.svmScatter(g, blockBytes, blocks, execSize, mask, f.grf, addresses, data);
      } else {
        SvmMessages.svmGather(g, blockBytes, blocks, execSize, mask, f.grf, addresses, data);
      }
    }
  }

  /** svm_gather4scaled and svm_scatter4scaled: a scalar base address plus per-lane 64-bit offsets. */
  static final class SvmScattered4 extends LaneMessage {
    final boolean store;
    final int channels;
    final Src address;
    final int offsets;
    final int data;

    SvmScattered4(Instruction insn, int pc, RegisterLayout layout, boolean store, int channels, Src address,
        int offsets, int data) {
      super(insn, pc, layout);
      this.store = store;
      this.channels = channels;
      this.address = address;
      this.offsets = offsets;
      this.data = data;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      AddressSpace g = t.env().global();
      long a = address.raw(f, 0);
      if (store) {
        SvmMessages.svmScatter4Scaled(g, channels, execSize, mask, a, f.grf, offsets, data);
      } else {
        SvmMessages.svmGather4Scaled(g, channels, execSize, mask, a, f.grf, offsets, data);
      }
    }
  }

  /** dword_atomic on a surface (per-lane 32-bit offsets) and svm_atomic (per-lane 64-bit addresses). */
  static final class LegacyAtomic extends LaneMessage {
    final SurfaceRef surface;
    final AtomicOp op;
    final int bytes;
    final int addresses;
    final int src0;
    final int src1;
    final int dst;

    /** @param surface null for svm_atomic (global memory) */
    LegacyAtomic(Instruction insn, int pc, RegisterLayout layout, SurfaceRef surface, AtomicOp op, int bytes,
        int addresses, int src0, int src1, int dst) {
      super(insn, pc, layout);
      this.surface = surface;
      this.op = op;
      this.bytes = bytes;
      this.addresses = addresses;
      this.src0 = src0;
      this.src1 = src1;
      this.dst = dst;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      if (surface == null) {
        AtomicMessages.svmAtomic(t.env().global(), op, bytes, execSize, mask, f.grf, addresses, src0, src1, dst);
      } else {
        AtomicMessages.dwordAtomic(surface.resolve(t, f), op, bytes, execSize, mask, f.grf, addresses, src0, src1,
            dst);
      }
    }
  }

  /** lsc_load and lsc_store (untyped); a load into %null is a prefetch and does nothing here. */
  static final class LscAccess extends Message {
    final boolean store;
    final SurfaceRef target;
    final LscShape shape;
    final int addresses;
    final int data;

    LscAccess(Instruction insn, int pc, RegisterLayout layout, boolean store, SurfaceRef target, LscShape shape,
        int addresses, int data) {
      super(insn, pc, layout);
      this.store = store;
      this.target = target;
      this.shape = shape;
      this.addresses = addresses;
      this.data = data;
    }

    @Override
    void perform(HwThread t, Frame f) {
      int mask = channels(f);
      if (mask == 0 || data < 0) {
        return;
      }
      AddressSpace s = target.resolve(t, f);
      if (store) {
        LscMessages.store(s, shape, execSize, mask, f.grf, addresses, data);
      } else {
        LscMessages.load(s, shape, execSize, mask, f.grf, addresses, data);
      }
    }
  }

  /** lsc_atomic_* (untyped). */
  static final class LscAtomic extends LaneMessage {
    final SurfaceRef target;
    final LscShape shape;
    final AtomicOp op;
    final int addresses;
    final int src1;
    final int src2;
    final int dst;

    LscAtomic(Instruction insn, int pc, RegisterLayout layout, SurfaceRef target, LscShape shape, AtomicOp op,
        int addresses, int src1, int src2, int dst) {
      super(insn, pc, layout);
      this.target = target;
      this.shape = shape;
      this.op = op;
      this.addresses = addresses;
      this.src1 = src1;
      this.src2 = src2;
      this.dst = dst;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      LscMessages.atomic(target.resolve(t, f), shape, op, execSize, mask, f.grf, addresses, src1, src2, dst);
    }
  }

  /** barrier: the thread stops until its whole group has arrived, if its environment says so. */
  static final class Barrier extends Exec {
    Barrier(Instruction insn, int pc, RegisterLayout layout) {
      super(insn, pc, layout);
    }

    @Override
    int execute(HwThread t, Frame f) {
      return t.env().mustWaitAtBarrier() ? BLOCKED : pc + 1;
    }
  }
}
