package jvisa.machine.core;

import jvisa.asm.model.Instruction;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.message.Direction;
import jvisa.machine.message.LaneWalker;
import jvisa.machine.message.LscBlock2d;
import jvisa.machine.message.LscDataSize;
import jvisa.machine.message.LscMessages;
import jvisa.machine.message.LscShape;

/** Untyped LSC quad, strided and 2D block messages, decoded by {@link LscExtraDecoder}. */
final class LscExtraExecs {
  private LscExtraExecs() {}

  /**
   * lsc_load_quad and lsc_store_quad on the UGM or SLM: the enabled x/y/z/w components per lane.
   */
  static final class Quad extends MessageExecs.Message {
    final Direction direction;
    final SurfaceRef target;
    final LaneWalker walker;
    final int addresses;
    final int data;

    Quad(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        boolean store,
        SurfaceRef target,
        LscShape shape,
        int channels,
        int addresses,
        int data) {
      super(insn, pc, layout);
      this.direction = store ? Direction.STORE : Direction.LOAD;
      this.target = target;
      this.walker = decodeLayout(() -> LscMessages.quad(shape, channels, execSize));
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

  /** lsc_load_strided and lsc_store_strided: lane i at lane 0's address plus i times the pitch. */
  static final class Strided extends MessageExecs.Message {
    final Direction direction;
    final SurfaceRef target;
    final LaneWalker walker;

    /** The default pitch: one vector per lane. */
    final long vectorBytes;

    final Src pitch;
    final int addresses;
    final int data;

    /**
     * @param pitch null for the default pitch (one vector per lane)
     */
    Strided(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        boolean store,
        SurfaceRef target,
        LscShape shape,
        Src pitch,
        int addresses,
        int data) {
      super(insn, pc, layout);
      this.direction = store ? Direction.STORE : Direction.LOAD;
      this.target = target;
      this.walker = decodeLayout(() -> LscMessages.strided(shape, execSize));
      this.vectorBytes = (long) shape.vectorSize() * shape.data().memoryBytes();
      this.pitch = pitch;
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
      long p = pitch == null ? vectorBytes : pitch.raw(f, 0) & 0xFFFF_FFFFL;
      layout(walker).walk(direction, s, mask, f.grf, addresses, 0, p, data, t.laneScratch);
    }
  }

  /** lsc_load_block2d and lsc_store_block2d on flat global memory; the mask does not apply. */
  static final class Block2d extends MessageExecs.Message {
    final boolean store;
    final LscDataSize data;
    final int blocks;
    final int width;
    final int height;
    final boolean transpose;
    final boolean vnni;

    /** base, width-1, height-1, pitch-1, x, y */
    final Src[] surface;

    final int payload;

    Block2d(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        boolean store,
        LscDataSize data,
        int blocks,
        int width,
        int height,
        boolean transpose,
        boolean vnni,
        Src[] surface,
        int payload) {
      super(insn, pc, layout);
      this.store = store;
      this.data = data;
      this.blocks = blocks;
      this.width = width;
      this.height = height;
      this.transpose = transpose;
      this.vnni = vnni;
      this.surface = surface;
      this.payload = payload;
    }

    @Override
    void perform(HwThread t, Frame f) {
      if (payload < 0) {
        return;
      }
      LscBlock2d.Surface s =
          new LscBlock2d.Surface(
              surface[0].raw(f, 0),
              surface[1].raw(f, 0),
              surface[2].raw(f, 0),
              surface[3].raw(f, 0));
      long x = (int) surface[4].raw(f, 0);
      long y = (int) surface[5].raw(f, 0);
      AddressSpace g = t.env().global();
      if (store) {
        LscBlock2d.store(g, data, width, height, s, x, y, f.grf, payload);
      } else {
        LscBlock2d.load(g, data, blocks, width, height, transpose, vnni, s, x, y, f.grf, payload);
      }
    }
  }
}
