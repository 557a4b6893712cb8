package jvisa.ocl.abi;

/**
 * What one binding-table index is bound to, resolved from the tokens that name its surface state.
 *
 * @param index the argument number for {@link Kind#ARGUMENT}, the program buffer index for {@link
 *     Kind#CONSTANT_BUFFER} / {@link Kind#GLOBAL_BUFFER}, otherwise -1
 */
public record BindingTableEntry(int bti, int surfaceStateHeapOffset, Kind kind, int index) {

  public enum Kind {
    ARGUMENT,
    CONSTANT_BUFFER,
    GLOBAL_BUFFER,
    PRIVATE_MEMORY,
    UNBOUND
  }
}
