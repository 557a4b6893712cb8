package jvisa.cc.visa;

import java.util.IdentityHashMap;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.GlobalVariable;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Value;

/**
 * Where a kernel's own {@code __local} variables lie in shared local memory: from offset 0 in the
 * order the kernel first uses them, each aligned to its type (at least a dword, what the messages
 * move). The launcher places {@code __local} pointer arguments after {@link #size()} bytes.
 */
final class SlmLayout {
  private static final int MIN_ALIGN = 4;

  private final IdentityHashMap<GlobalVariable, Integer> offsets = new IdentityHashMap<>();
  private final int size;

  private SlmLayout(Function kernel) {
    int at = 0;
    for (Block b : kernel.blocks()) {
      for (Instr i : b.instructions()) {
        for (Value v : i.operands()) {
          if (v instanceof GlobalVariable g
              && g.space() == AddressSpace.LOCAL
              && !offsets.containsKey(g)) {
            int align = Math.max(MIN_ALIGN, g.contentType().align());
            at = (at + align - 1) / align * align;
            offsets.put(g, at);
            at += (int) g.contentType().size();
          }
        }
      }
    }
    size = at;
  }

  static SlmLayout of(Function kernel) {
    return new SlmLayout(kernel);
  }

  /** The kernel's {@code __local} variables and their SLM offsets. */
  IdentityHashMap<GlobalVariable, Integer> offsets() {
    return offsets;
  }

  /** Bytes of SLM the kernel's own variables take. */
  int size() {
    return size;
  }
}
