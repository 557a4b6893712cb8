package jvisa.ocl.abi;

import java.util.List;

/**
 * {@code PATCH_TOKEN_BINDING_TABLE_STATE}, the compiled kernel's description of its binding table
 * (the launcher fills the machine's {@link jvisa.machine.memory.BindingTable} from it): the table
 * lies at {@code offset} in the surface state heap and has {@code count} entries; entry i (the
 * binding-table index, BTI) holds the surface-state-heap offset of surface state i.
 *
 * @param entries the surface-state offsets by BTI: read from the heap in a {@code .bin}; in a
 *     {@code .cos} (which has no heap bytes) taken as {@code surfaceStateOffset + 64 * i}, IGC's
 *     layout
 */
public record BindingTableLayout(
    int offset, int count, int surfaceStateOffset, List<Integer> entries) {

  public BindingTableLayout {
    entries = List.copyOf(entries);
  }

  /** The BTI whose entry points at that surface state, or -1. */
  public int btiOf(int surfaceStateHeapOffset) {
    return entries.indexOf(surfaceStateHeapOffset);
  }
}
