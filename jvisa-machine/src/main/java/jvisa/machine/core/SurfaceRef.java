package jvisa.machine.core;

import jvisa.machine.memory.AddressSpace;

/**
 * The memory a message accesses, decoded once from its surface operand and looked up per execution.
 */
@FunctionalInterface
interface SurfaceRef {
  AddressSpace resolve(HwThread t, Frame f);

  static SurfaceRef global() {
    return (t, f) -> t.env().global();
  }

  static SurfaceRef slm() {
    return (t, f) -> t.env().slm();
  }

  /** A binding-table index known at decode time. */
  static SurfaceRef bti(long bti) {
    return (t, f) -> t.env().surface(bti);
  }

  /** A surface variable: its binding-table index is what movs last stored in its state slot. */
  static SurfaceRef stateSlot(int slot) {
    return (t, f) -> t.env().surface(f.states[slot]);
  }

  /** A bindless surface whose surface-state address is in a state slot (%bss). */
  static SurfaceRef bindlessSlot(int slot) {
    return (t, f) -> t.env().bindless(f.states[slot]);
  }

  /** A binding-table index read from a register (LSC {@code bti(V)}). */
  static SurfaceRef btiRegister(Src index) {
    return (t, f) -> t.env().surface(index.raw(f, 0));
  }

  /** A surface-state address read from a register (LSC {@code bss(V)}, {@code ss(V)}). */
  static SurfaceRef bindlessRegister(Src address) {
    return (t, f) -> t.env().bindless(address.raw(f, 0));
  }
}
