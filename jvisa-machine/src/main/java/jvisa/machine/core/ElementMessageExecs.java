package jvisa.machine.core;

import jvisa.asm.model.Instruction;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.message.ScatteredMessages;

/**
 * The unscaled legacy scattered messages, decoded by {@link MessageDecoder}: gather/scatter of 1, 2 or 4
 * byte elements (offsets in elements) and qw_gather/qw_scatter of 1, 2 or 4 qwords per lane.
 */
final class ElementMessageExecs {
  private ElementMessageExecs() {}

  /** gather.e and scatter.e: a global offset and per-lane offsets, both counted in elements. */
  static final class Element extends MessageExecs.LaneMessage {
    final boolean store;
    final SurfaceRef surface;
    final Src globalOffset;
    final int elementBytes;
    final int offsets;
    final int data;

    Element(Instruction insn, int pc, RegisterLayout layout, boolean store, SurfaceRef surface, Src globalOffset,
        int elementBytes, int offsets, int data) {
      super(insn, pc, layout);
      this.store = store;
      this.surface = surface;
      this.globalOffset = globalOffset;
      this.elementBytes = elementBytes;
      this.offsets = offsets;
      this.data = data;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      AddressSpace s = surface.resolve(t, f);
      long g = globalOffset.raw(f, 0) & 0xFFFF_FFFFL;
      if (store) {
        ScatteredMessages.scatter(s, elementBytes, execSize, mask, g, f.grf, offsets, data);
      } else {
        ScatteredMessages.gather(s, elementBytes, execSize, mask, g, f.grf, offsets, data);
      }
    }
  }

  /** qw_gather.n and qw_scatter.n: n qwords per lane at per-lane byte offsets. */
  static final class Qword extends MessageExecs.LaneMessage {
    final boolean store;
    final SurfaceRef surface;
    final int blocks;
    final int offsets;
    final int data;

    Qword(Instruction insn, int pc, RegisterLayout layout, boolean store, SurfaceRef surface, int blocks,
        int offsets, int data) {
      super(insn, pc, layout);
      this.store = store;
      this.surface = surface;
      this.blocks = blocks;
      this.offsets = offsets;
      this.data = data;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      AddressSpace s = surface.resolve(t, f);
      if (store) {
        ScatteredMessages.qwScatter(s, blocks, execSize, mask, f.grf, offsets, data);
      } else {
        ScatteredMessages.qwGather(s, blocks, execSize, mask, f.grf, offsets, data);
      }
    }
  }
}
