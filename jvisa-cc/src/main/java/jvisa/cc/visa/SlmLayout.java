package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.GlobalVariable;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Value;

/**
 * Where a kernel's own {@code __local} variables lie in shared local memory: from offset 0 (4 when
 * the code can observe a {@code __local} address, so that none is null) in the order the kernel
 * (then the functions it calls, which may use the buffer of work-group collectives) first uses
 * them, each aligned to its type (at least a dword, what the messages move), then the lock word of
 * {@link SlmAtomics64} when the kernel needs one. The launcher places {@code __local} pointer
 * arguments after {@link #size()} bytes.
 */
final class SlmLayout {
  private static final int MIN_ALIGN = 4;

  private final IdentityHashMap<GlobalVariable, Integer> offsets = new IdentityHashMap<>();
  private final int size;
  private final int lockOffset;

  private SlmLayout(Function kernel, boolean lock) {
    List<Instr> reached = instructions(kernel);
    int at = observesAddresses(reached) ? MIN_ALIGN : 0;
    for (Instr i : reached) {
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
    if (lock) {
      at = (at + MIN_ALIGN - 1) / MIN_ALIGN * MIN_ALIGN;
      lockOffset = at;
      at += MIN_ALIGN;
    } else {
      lockOffset = -1;
    }
    size = at;
  }

  /**
   * Whether the kernel or a function it calls ({@code reached}: their instructions) can observe a
   * {@code __local} address as a value: casts it to a generic pointer or an integer, stores or
   * compares it. Then no variable or argument lies at offset 0, the null {@code __local} pointer.
   */
  private static boolean observesAddresses(List<Instr> reached) {
    for (Instr i : reached) {
      boolean observes =
          switch (i.op()) {
            case PTRCAST -> GenericAccesses.isGeneric(i.type()) && isLocal(i.operand(0));
            case PTRTOINT -> isLocal(i.operand(0));
            case STORE -> isLocal(i.operand(1));
            default -> i.op().isCompare() && i.operands().stream().anyMatch(SlmLayout::isLocal);
          };
      if (observes) {
        return true;
      }
    }
    return false;
  }

  private static boolean isLocal(Value v) {
    return v.type() instanceof jvisa.cc.ir.Type.Pointer p && p.space() == AddressSpace.LOCAL;
  }

  private static List<Instr> instructions(Function kernel) {
    List<Instr> all = new ArrayList<>();
    for (Function f : CallGraph.reachedFrom(kernel)) {
      all.addAll(f.instructions());
    }
    return all;
  }

  /** The layout of {@code kernel}'s variables, with a lock word after them when {@code lock}. */
  static SlmLayout of(Function kernel, boolean lock) {
    return new SlmLayout(kernel, lock);
  }

  /** SLM offset of the lock word of 64-bit atomics ({@link SlmAtomics64}); -1: none. */
  int lockOffset() {
    return lockOffset;
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
