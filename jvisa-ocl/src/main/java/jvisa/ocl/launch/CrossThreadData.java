package jvisa.ocl.launch;

import java.util.List;
import jvisa.machine.memory.LittleEndian;
import jvisa.ocl.abi.DataParameter;
import jvisa.ocl.abi.DataParameterType;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.CaseSpec;

/**
 * The cross-thread data of a launch (the same for every thread): the {@code DATA_PARAMETER_BUFFER}
 * values (work sizes, scalar arguments, {@code __local} argument offsets) and the addresses of
 * buffers.
 */
final class CrossThreadData {
  private final byte[] bytes;

  CrossThreadData(int size) {
    this.bytes = new byte[size];
  }

  byte[] bytes() {
    return bytes;
  }

  /** Stores the low {@code size} bytes of {@code value} at {@code offset}, little-endian. */
  void put(int offset, int size, long value, String what) {
    if (offset < 0 || size < 0 || offset + size > bytes.length) {
      throw new LaunchException(
          what
              + " goes at bytes "
              + offset
              + ".."
              + (offset + size)
              + ", outside the "
              + bytes.length
              + " bytes of cross-thread data");
    }
    LittleEndian.putBytes(bytes, offset, size, value);
  }

  /**
   * Writes every data parameter of the kernel.
   *
   * @param slmOffsets the SLM offset of each {@code __local} argument, by argument number
   */
  void putDataParameters(KernelMetadata m, CaseSpec spec, long[] slmOffsets, int simd) {
    List<ArgSpec> args = spec.args();
    for (DataParameter p : m.dataParameters()) {
      DataParameterType type =
          p.type()
              .orElseThrow(
                  () ->
                      new LaunchException(
                          "the kernel needs data parameter type "
                              + p.typeCode()
                              + ", which this launcher does not know"));
      String what = "data parameter " + type.name();
      switch (type) {
        case KERNEL_ARGUMENT -> putScalarPiece(p, argument(args, p.argumentNumber(), what));
        case LOCAL_WORK_SIZE, ENQUEUED_LOCAL_WORK_SIZE ->
            put(p.offset(), p.dataSize(), spec.localSize(dimension(p, what)), what);
        case GLOBAL_WORK_SIZE ->
            put(p.offset(), p.dataSize(), spec.globalSize(dimension(p, what)), what);
        case NUM_WORK_GROUPS ->
            put(p.offset(), p.dataSize(), spec.groupCount(dimension(p, what)), what);
        case GLOBAL_WORK_OFFSET, BUFFER_OFFSET -> put(p.offset(), p.dataSize(), 0, what);
        case WORK_DIMENSIONS -> put(p.offset(), p.dataSize(), spec.dimensions(), what);
        case SIMD_SIZE -> put(p.offset(), p.dataSize(), simd, what);
        case SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES -> {
          argument(args, p.argumentNumber(), what);
          put(p.offset(), p.dataSize(), slmOffsets[p.argumentNumber()], what);
        }
        case BUFFER_STATEFUL -> {
          // Only says the buffer is also reached through its binding-table entry; the address slot
          // is the
          // buffer argument's.
        }
        default ->
            throw new LaunchException(
                "the kernel needs " + what + ", which this launcher does not provide yet");
      }
    }
  }

  /** The dimension a 3-vector entry's source offset names: 0, 4 or 8 bytes for x, y, z. */
  private static int dimension(DataParameter p, String what) {
    if (p.sourceOffset() != 0 && p.sourceOffset() != 4 && p.sourceOffset() != 8) {
      throw new LaunchException(
          what
              + " has source offset "
              + p.sourceOffset()
              + "; a component of a 3-vector"
              + " is at 0, 4 or 8");
    }
    return p.dimension();
  }

  private static ArgSpec argument(List<ArgSpec> args, int number, String what) {
    if (number < 0 || number >= args.size()) {
      throw new LaunchException(
          what + " names argument " + number + ", but the case has " + args.size());
    }
    return args.get(number);
  }

  /**
   * A (piece of a) by-value argument: {@code dataSize} bytes of its value from {@code
   * sourceOffset}.
   */
  private void putScalarPiece(DataParameter p, ArgSpec arg) {
    if (arg.kind() != ArgKind.SCALAR) {
      throw new LaunchException(
          "the kernel takes argument "
              + p.argumentNumber()
              + " ('"
              + arg.name()
              + "') by value, but the case passes a "
              + arg.kind().jsonName()
              + " buffer");
    }
    byte[] value = arg.scalarBytes();
    int from = Math.min(p.sourceOffset(), value.length);
    // a piece may be wider than 8 bytes (IGC passes a float4 as one 16-byte piece)
    put(p.offset(), p.dataSize(), 0, "argument '" + arg.name() + "'");
    System.arraycopy(value, from, bytes, p.offset(), Math.min(p.dataSize(), value.length - from));
  }
}
