package jvisa.machine.core;

import jvisa.asm.model.Instruction;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.message.Direction;
import jvisa.machine.message.LaneWalker;
import jvisa.machine.message.ScatteredMessages;

/**
 * The unscaled legacy scattered messages, decoded by {@link MessageDecoder}: gather/scatter of 1, 2
 * or 4 byte elements (offsets in elements) and qw_gather/qw_scatter of 1, 2 or 4 qwords per lane.
 */
final class ElementMessageExecs {
  private ElementMessageExecs() {}

  /** gather.e and scatter.e: a global offset and per-lane offsets, both counted in elements. */
  static final class Element extends MessageExecs.LaneMessage {
    final Direction direction;
    final LaneWalker walker;
    final SurfaceRef surface;
    final Src globalOffset;
    final int offsets;
    final int data;

    Element(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        boolean store,
        SurfaceRef surface,
        Src globalOffset,
        int elementBytes,
        int offsets,
        int data) {
      super(insn, pc, layout);
      this.direction = store ? Direction.STORE : Direction.LOAD;
      this.walker = decodeLayout(() -> ScatteredMessages.elements(elementBytes, execSize));
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

  /** qw_gather.n and qw_scatter.n: n qwords per lane at per-lane byte offsets. */
  static final class Qword extends MessageExecs.LaneMessage {
    final Direction direction;
    final LaneWalker walker;
    final SurfaceRef surface;
    final int offsets;
    final int data;

    Qword(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        boolean store,
        SurfaceRef surface,
        int blocks,
        int offsets,
        int data) {
      super(insn, pc, layout);
      this.direction = store ? Direction.STORE : Direction.LOAD;
      this.walker = decodeLayout(() -> ScatteredMessages.qwords(blocks, execSize));
      this.surface = surface;
      this.offsets = offsets;
      this.data = data;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      layout(walker)
          .walk(direction, surface.resolve(t, f), mask, f.grf, offsets, 0, 0, data, t.laneScratch);
    }
  }
}
