package jvisa.cc.visa;

import jvisa.cc.ir.Argument;
import jvisa.cc.ir.Value;

/**
 * Stateful access to buffer arguments: an access whose pointer provably derives from one buffer
 * argument goes through that buffer's binding-table surface at offset {@code pointer - base},
 * computed in 32 bits. So an offset is taken modulo 4 GB, and a pointer below the base or past the
 * buffer's end lands outside the surface, where reads give 0 and writes are dropped. Other pointers
 * (chosen between buffers, loaded from memory) and, on tgllp, 64-bit values stay stateless.
 */
final class BufferSurfaces {
  private final Code code;
  private final PointerRoots roots;
  private final LaunchLayout layout;
  private final boolean stateful;

  BufferSurfaces(Code code, PointerRoots roots, LaunchLayout layout, Addressing addressing) {
    this.code = code;
    this.roots = roots;
    this.layout = layout;
    this.stateful = addressing == Addressing.STATEFUL;
  }

  /** The binding-table index an access of {@code bytes} through {@code pointer} uses, or -1. */
  int bindingTableIndex(Value pointer, int bytes) {
    if (!stateful || (code.target == Target.TGLLP && bytes == 8)) {
      return -1;
    }
    return roots.root(pointer).orElse(null) instanceof Argument a
        ? layout.bindingTableIndex(a)
        : -1;
  }

  /** Lanes {@code l} of {@code dst} (ud) = {@code pointer} - its buffer's base, in 32 bits. */
  void offsets(Value pointer, Var dst, Code.Lanes l) {
    Argument a = (Argument) roots.root(pointer).orElseThrow();
    Var base = (Var) code.operand(a);
    int h = l.half();
    code.op("mov", l, dst.dst("ud", h), code.src(pointer, "uq", h));
    code.op("add", l, dst.dst("d", h), dst.src("d", h), "(-)" + base.scalar("d", 0));
  }
}
