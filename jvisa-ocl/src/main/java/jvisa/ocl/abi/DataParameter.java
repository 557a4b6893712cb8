package jvisa.ocl.abi;

import java.util.Optional;

/**
 * One {@code PATCH_TOKEN_DATA_PARAMETER_BUFFER}: the runtime writes {@code dataSize} bytes at
 * {@code offset} in the cross-thread data.
 *
 * <p>{@code sourceOffset} means: for the 3-vector types (work sizes, offsets, group counts) the
 * byte offset of the component (0, 4, 8 = dimension 0, 1, 2); for {@code KERNEL_ARGUMENT} the byte
 * offset inside the argument's value (a large by-value argument is split into several entries); for
 * {@code SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES} the required alignment of the {@code __local}
 * buffer.
 *
 * @param typeCode the numeric type; {@link #type()} names it
 */
public record DataParameter(
    int typeCode,
    int argumentNumber,
    int offset,
    int dataSize,
    int sourceOffset,
    int locationIndex,
    int locationIndex2,
    boolean emulationArgument) {

  /** The type, empty when the code is newer than this reader. */
  public Optional<DataParameterType> type() {
    return DataParameterType.ofCode(typeCode);
  }

  public boolean is(DataParameterType t) {
    return typeCode == t.code();
  }

  /** Dimension 0..2 of a 3-vector entry ({@code sourceOffset / 4}). */
  public int dimension() {
    return sourceOffset / 4;
  }

  public String typeName() {
    return type().map(Enum::name).orElse("TYPE_" + typeCode);
  }

  @Override
  public String toString() {
    return "DataParameter["
        + typeName()
        + ", argument="
        + argumentNumber
        + ", offset="
        + offset
        + ", dataSize="
        + dataSize
        + ", sourceOffset="
        + sourceOffset
        + ", locationIndex="
        + locationIndex
        + "/"
        + locationIndex2
        + (emulationArgument ? ", emulation" : "")
        + "]";
  }
}
