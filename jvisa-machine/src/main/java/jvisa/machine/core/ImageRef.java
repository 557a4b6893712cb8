package jvisa.machine.core;

import jvisa.machine.memory.AccessKind;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.MemoryFault;

/** The image a typed or media message accesses, decoded once from its surface operand. */
@FunctionalInterface
interface ImageRef {
  ImageSurface resolve(HwThread t, Frame f);

  /** A binding-table index known at decode time. */
  static ImageRef bti(long bti) {
    return (t, f) -> t.env().image(bti);
  }

  /** A surface variable: its binding-table index is what movs last stored in its state slot. */
  static ImageRef stateSlot(int slot) {
    return (t, f) -> t.env().image(f.states[slot]);
  }

  /** A binding-table index read from a register (LSC {@code bti(V)}). */
  static ImageRef btiRegister(Src index) {
    return (t, f) -> t.env().image(index.raw(f, 0));
  }

  /** A bindless surface whose surface-state address is in a state slot (%bss). */
  static ImageRef bindlessSlot(int slot) {
    return (t, f) -> bindlessImage(t, f.states[slot]);
  }

  /** A surface-state address read from a register (LSC {@code bss(V)}, {@code ss(V)}). */
  static ImageRef bindlessRegister(Src address) {
    return (t, f) -> bindlessImage(t, address.raw(f, 0));
  }

  private static ImageSurface bindlessImage(HwThread t, long surfaceState) {
    AddressSpace s = t.env().bindless(surfaceState);
    if (s instanceof ImageSurface img) {
      return img;
    }
    throw new MemoryFault(
        "bindless",
        surfaceState,
        0,
        AccessKind.READ,
        "the bindless surface at 0x"
            + Long.toHexString(surfaceState)
            + " is not an image; typed messages need an image");
  }
}
