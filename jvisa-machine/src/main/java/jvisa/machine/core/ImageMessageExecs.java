package jvisa.machine.core;

import jvisa.asm.model.Instruction;
import jvisa.machine.memory.ImageSurface;
import jvisa.machine.message.AtomicMessages;
import jvisa.machine.message.AtomicOp;
import jvisa.machine.message.AtomicWalker;
import jvisa.machine.message.Direction;
import jvisa.machine.message.LscDataSize;
import jvisa.machine.message.LscMessages;
import jvisa.machine.message.MediaMessages;
import jvisa.machine.message.TypedMessages;

/**
 * Messages on images, decoded by {@link ImageMessageDecoder}: typed reads, writes and atomics
 * (legacy and LSC on the TGM) with per-lane u, v, r, lod coordinates, and media block reads and
 * writes.
 */
final class ImageMessageExecs {
  private ImageMessageExecs() {}

  /** Per-lane pixel coordinates as register-file byte offsets (-1 = %null, read as 0). */
  record Coordinates(int u, int v, int r, int lod) {}

  /** gather4_typed, scatter4_typed, lsc_load_quad.tgm, lsc_store_quad.tgm. */
  static final class Typed extends MessageExecs.LaneMessage {
    final Direction direction;
    final ImageRef image;
    final int channels;
    final Coordinates at;
    final int data;

    Typed(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        boolean store,
        ImageRef image,
        int channels,
        Coordinates at,
        int data) {
      super(insn, pc, layout);
      this.direction = store ? Direction.STORE : Direction.LOAD;
      this.image = image;
      this.channels = channels;
      this.at = at;
      this.data = data;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      ImageSurface img = image.resolve(t, f);
      TypedMessages.walk(
          direction, img, channels, execSize, mask, f.grf, at.u, at.v, at.r, at.lod, data);
    }
  }

  /** typed_atomic (lscData null) and lsc_atomic_*.tgm. */
  static final class TypedAtomic extends MessageExecs.LaneMessage {
    final ImageRef image;
    final AtomicWalker walker;
    final Coordinates at;
    final int src0;
    final int src1;
    final int dst;

    TypedAtomic(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        ImageRef image,
        AtomicOp op,
        int bytes,
        LscDataSize lscData,
        Coordinates at,
        int src0,
        int src1,
        int dst) {
      super(insn, pc, layout);
      this.image = image;
      this.walker =
          decodeLayout(
              () ->
                  lscData == null
                      ? AtomicMessages.typed(op, bytes, execSize)
                      : LscMessages.atomicTyped(op, lscData, execSize));
      this.at = at;
      this.src0 = src0;
      this.src1 = src1;
      this.dst = dst;
    }

    @Override
    void performLanes(HwThread t, Frame f, int mask) {
      ImageSurface img = image.resolve(t, f);
      layout(walker).walkPixels(img, mask, f.grf, at.u, at.v, at.r, at.lod, src0, src1, dst);
    }
  }

  /** media_ld and media_st: a block of bytes of a 2D image, independent of the execution mask. */
  static final class Media extends MessageExecs.Message {
    final Direction direction;
    final ImageRef image;
    final int modifiers;
    final int width;
    final int height;
    final Src x;
    final Src y;
    final int data;

    Media(
        Instruction insn,
        int pc,
        RegisterLayout layout,
        boolean store,
        ImageRef image,
        int modifiers,
        int width,
        int height,
        Src x,
        Src y,
        int data) {
      super(insn, pc, layout);
      this.direction = store ? Direction.STORE : Direction.LOAD;
      this.image = image;
      this.modifiers = modifiers;
      this.width = width;
      this.height = height;
      this.x = x;
      this.y = y;
      this.data = data;
    }

    @Override
    void perform(HwThread t, Frame f) {
      ImageSurface img = image.resolve(t, f);
      long col = x.raw(f, 0) & 0xFFFF_FFFFL;
      long row = y.raw(f, 0) & 0xFFFF_FFFFL;
      MediaMessages.walk(direction, img, modifiers, width, height, col, row, f.grf, data);
    }
  }
}
