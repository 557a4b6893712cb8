package jvisa.machine.core;

import java.util.function.Supplier;
import jvisa.asm.model.Instruction;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.MemoryFault;
import jvisa.machine.message.AtomicMessages;
import jvisa.machine.message.AtomicOp;
import jvisa.machine.message.AtomicWalker;
import jvisa.machine.message.BlockMessages;
import jvisa.machine.message.Direction;
import jvisa.machine.message.LaneWalker;
import jvisa.machine.message.LscMessages;
import jvisa.machine.message.LscShape;
import jvisa.machine.message.ScatteredMessages;
import jvisa.machine.message.SvmMessages;

/**
 * Memory messages and barriers, decoded by {@link MessageDecoder}. Register operands are byte
 * offsets into the frame's register file ({@code -1} for %null); the data layouts are those of
 * {@code jvisa.machine.message}.
 */
final class MessageExecs {
  private MessageExecs() {}

  /** A message: faults of the memory become machine faults of the instruction. */
  abstract static class Message extends Exec {
    private String layoutError;

    Message(Instruction insn, int pc, RegisterLayout layout) {
      super(insn, pc, layout);
    }

    /**
     * The message's data layout, built once at decode time; one the message cannot have (null here)
     * is reported by {@link #layout} when the message runs, like its other faults.
     */
    final <T> T decodeLayout(Supplier<T> build) {
      try {
        return build.get();
      } catch (IllegalArgumentException e) {
        layoutError = e.getMessage();
        return null;
      }
    }

    final <T> T layout(T decoded) {
      if (decoded == null) {
        throw new MachineFault(layoutError);
      }
      return decoded;
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

  /**
   * gather_scaled, scatter_scaled (param = bytes per lane), gather4_scaled, scatter4_scaled (param
   * = channels).
   */
  static final class Scattered extends LaneMessage {
    final Direction direction;
    final LaneWalker walker;
    final SurfaceRef surface;
    final Src globalOffset;
    final int offsets;
    final int data;

    Scattered(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        ScatteredKind kind,
        SurfaceRef surface,
        Src globalOffset,
        int param,
        int offsets,
        int data) {
      super(insn, pc, layout);
      boolean four = kind == ScatteredKind.GATHER4_SCALED || kind == ScatteredKind.SCATTER4_SCALED;
      this.direction =
          kind == ScatteredKind.GATHER_SCALED || kind == ScatteredKind.GATHER4_SCALED
              ? Direction.LOAD
              : Direction.STORE;
      this.walker =
          decodeLayout(
              () ->
                  four
                      ? ScatteredMessages.scaled4(param, execSize)
                      : ScatteredMessages.scaled(param, execSize));
      this.surface = surface;
      this.globalOffset = globalOffset;
      this.offsets = offsets;
      this.data = data;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      AddressSpace s = surface.resolve(t, f);
      long g = globalOffset.raw(f, 0) & 0xFFFF_FFFFL;
      layout(walker).walk(direction, s, mask, f.grf, offsets, g, 0, data, t.laneScratch);
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
    final Src owordOffset;
    final int owords;
    final int data;

    Oword(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        OwordKind kind,
        SurfaceRef surface,
        Src offset,
        int owords,
        int data) {
      super(insn, pc, layout);
      this.kind = kind;
      this.surface = surface;
      this.owordOffset = offset;
      this.owords = owords;
      this.data = data;
    }

    @Override
    void perform(HwThread t, Frame f) {
      AddressSpace s = surface.resolve(t, f);
      long at = owordOffset.raw(f, 0) & 0xFFFF_FFFFL;
      switch (kind) {
        case LOAD -> BlockMessages.owordLoad(s, owords, at, f.grf, data, t.laneScratch);
        case LOAD_UNALIGNED ->
            BlockMessages.owordLoadUnaligned(s, owords, at, f.grf, data, t.laneScratch);
        default -> BlockMessages.owordStore(s, owords, at, f.grf, data, t.laneScratch);
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

    SvmBlock(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        boolean store,
        boolean unaligned,
        Src address,
        int owords,
        int data) {
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
        BlockMessages.svmBlockStore(g, owords, a, f.grf, data, t.laneScratch);
      } else {
        BlockMessages.svmBlockLoad(g, owords, unaligned, a, f.grf, data, t.laneScratch);
      }
    }
  }

  /** svm_gather and svm_scatter: per-lane 64-bit addresses. */
  static final class SvmScattered extends LaneMessage {
    final Direction direction;
    final LaneWalker walker;
    final int addresses;
    final int data;

    SvmScattered(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        boolean store,
        int blockBytes,
        int blocks,
        int addresses,
        int data) {
      super(insn, pc, layout);
      this.direction = store ? Direction.STORE : Direction.LOAD;
      this.walker = decodeLayout(() -> SvmMessages.blocks(blockBytes, blocks, execSize));
      this.addresses = addresses;
      this.data = data;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      layout(walker)
          .walk(direction, t.env().global(), mask, f.grf, addresses, 0, 0, data, t.laneScratch);
    }
  }

  /**
   * svm_gather4scaled and svm_scatter4scaled: a scalar base address plus per-lane 64-bit offsets.
   */
  static final class SvmScattered4 extends LaneMessage {
    final Direction direction;
    final LaneWalker walker;
    final Src address;
    final int offsets;
    final int data;

    SvmScattered4(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        boolean store,
        int channels,
        Src address,
        int offsets,
        int data) {
      super(insn, pc, layout);
      this.direction = store ? Direction.STORE : Direction.LOAD;
      this.walker = decodeLayout(() -> SvmMessages.scaled4(channels, execSize));
      this.address = address;
      this.offsets = offsets;
      this.data = data;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      layout(walker)
          .walk(
              direction,
              t.env().global(),
              mask,
              f.grf,
              offsets,
              address.raw(f, 0),
              0,
              data,
              t.laneScratch);
    }
  }

  /**
   * dword_atomic on a surface (per-lane 32-bit offsets) and svm_atomic (per-lane 64-bit addresses).
   */
  static final class LegacyAtomic extends LaneMessage {
    final SurfaceRef surface;
    final AtomicWalker walker;
    final int addresses;
    final int src0;
    final int src1;
    final int dst;

    /**
     * @param surface null for svm_atomic (global memory)
     */
    LegacyAtomic(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        SurfaceRef surface,
        AtomicOp op,
        int bytes,
        int addresses,
        int src0,
        int src1,
        int dst) {
      super(insn, pc, layout);
      this.surface = surface;
      this.walker =
          decodeLayout(
              () ->
                  surface == null
                      ? AtomicMessages.svm(op, bytes, execSize)
                      : AtomicMessages.dword(op, bytes, execSize));
      this.addresses = addresses;
      this.src0 = src0;
      this.src1 = src1;
      this.dst = dst;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      AddressSpace s = surface == null ? t.env().global() : surface.resolve(t, f);
      layout(walker).walk(s, mask, f.grf, addresses, src0, src1, dst);
    }
  }

  /** lsc_load and lsc_store (untyped); a load into %null is a prefetch and does nothing here. */
  static final class LscAccess extends Message {
    final Direction direction;
    final SurfaceRef target;
    final LaneWalker walker;
    final int addresses;
    final int data;

    LscAccess(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        boolean store,
        SurfaceRef target,
        LscShape shape,
        int addresses,
        int data) {
      super(insn, pc, layout);
      this.direction = store ? Direction.STORE : Direction.LOAD;
      this.target = target;
      this.walker = decodeLayout(() -> LscMessages.vector(shape, execSize));
      this.addresses = addresses;
      this.data = data;
    }

    @Override
    void perform(HwThread t, Frame f) {
      int mask = channels(f);
      if (mask == 0 || data < 0) {
        return;
      }
      layout(walker)
          .walk(direction, target.resolve(t, f), mask, f.grf, addresses, 0, 0, data, t.laneScratch);
    }
  }

  /** lsc_atomic_* (untyped). */
  static final class LscAtomic extends LaneMessage {
    final SurfaceRef target;
    final AtomicWalker walker;
    final int addresses;
    final int src1;
    final int src2;
    final int dst;

    LscAtomic(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        SurfaceRef target,
        LscShape shape,
        AtomicOp op,
        int addresses,
        int src1,
        int src2,
        int dst) {
      super(insn, pc, layout);
      this.target = target;
      this.walker = decodeLayout(() -> LscMessages.atomic(shape, op, execSize));
      this.addresses = addresses;
      this.src1 = src1;
      this.src2 = src2;
      this.dst = dst;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      layout(walker).walk(target.resolve(t, f), mask, f.grf, addresses, src1, src2, dst);
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
