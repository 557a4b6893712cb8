package jvisa.ocl.abi;

import java.util.Optional;

/**
 * What the runtime writes into the cross-thread data at a {@code PATCH_TOKEN_DATA_PARAMETER_BUFFER}
 * entry; the constant's ordinal is the numeric type in the binary, its name the one IGC's text dump
 * prints.
 */
public enum DataParameterType {
  TOKEN_UNKNOWN,
  KERNEL_ARGUMENT,
  LOCAL_WORK_SIZE,
  GLOBAL_WORK_SIZE,
  NUM_WORK_GROUPS,
  WORK_DIMENSIONS,
  LOCAL_ID,
  EXECUTION_MASK,
  SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES,
  IMAGE_WIDTH,
  IMAGE_HEIGHT,
  IMAGE_DEPTH,
  IMAGE_CHANNEL_DATA_TYPE,
  IMAGE_CHANNEL_ORDER,
  SAMPLER_ADDRESS_MODE,
  SAMPLER_NORMALIZED_COORDS,
  GLOBAL_WORK_OFFSET,
  NUM_HARDWARE_THREADS,
  IMAGE_ARRAY_SIZE,
  PRINTF_SURFACE_SIZE,
  IMAGE_NUM_SAMPLES,
  SAMPLER_COORDINATE_SNAP_WA_REQUIRED,
  PARENT_EVENT,
  VME_MB_BLOCK_TYPE,
  VME_SUBPIXEL_MODE,
  VME_SAD_ADJUST_MODE,
  VME_SEARCH_PATH_TYPE,
  IMAGE_NUM_MIP_LEVELS,
  ENQUEUED_LOCAL_WORK_SIZE,
  MAX_WORKGROUP_SIZE,
  PREFERRED_WORKGROUP_MULTIPLE,
  LOCAL_MEMORY_STATELESS_WINDOW_START_ADDRESS,
  LOCAL_MEMORY_STATELESS_WINDOW_SIZE,
  PRIVATE_MEMORY_STATELESS_SIZE,
  SIMD_SIZE,
  OBJECT_ID,
  VME_IMAGE_TYPE,
  VME_MB_SKIP_BLOCK_TYPE,
  CHILD_BLOCK_SIMD_SIZE,
  IMAGE_SRGB_CHANNEL_ORDER,
  STAGE_IN_GRID_ORIGIN,
  STAGE_IN_GRID_SIZE,
  BUFFER_OFFSET,
  BUFFER_STATEFUL,
  FLAT_IMAGE_BASEOFFSET,
  FLAT_IMAGE_WIDTH,
  FLAT_IMAGE_HEIGHT,
  FLAT_IMAGE_PITCH,
  RT_STACK_ID,
  IMPL_ARG_BUFFER;

  private static final DataParameterType[] BY_CODE = values();

  public int code() {
    return ordinal();
  }

  /** The type with that numeric code, if this version defines it. */
  public static Optional<DataParameterType> ofCode(int code) {
    return code >= 0 && code < BY_CODE.length ? Optional.of(BY_CODE[code]) : Optional.empty();
  }

  /** The type IGC's text dump names so (with or without the {@code DATA_PARAMETER_} prefix). */
  public static Optional<DataParameterType> ofDumpName(String name) {
    String bare =
        name.startsWith("DATA_PARAMETER_") ? name.substring("DATA_PARAMETER_".length()) : name;
    for (DataParameterType t : BY_CODE) {
      if (t.name().equals(bare)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }
}
