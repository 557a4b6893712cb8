package jvisa.ocl.abi;

/**
 * A {@code __global} or {@code __constant} pointer argument ({@code
 * PATCH_TOKEN_STATELESS_GLOBAL_MEMORY_OBJECT_KERNEL_ARGUMENT} / {@code
 * PATCH_TOKEN_STATELESS_CONSTANT_MEMORY_OBJECT_KERNEL_ARGUMENT}): its stateless address goes into
 * the cross-thread data at {@code dataParamOffset} ({@code dataParamSize} bytes, 8 for 64-bit
 * pointers) and its surface state sits at {@code surfaceStateHeapOffset} in the surface state heap
 * (see {@link KernelMetadata#btiOfSurfaceState(int)} for its binding-table index). The tokens'
 * LocationIndex fields are not kept: IGC's text dump omits them for constant arguments and the
 * runtime does not use them.
 */
public record BufferArgument(
    AddressSpace addressSpace,
    int argumentNumber,
    int surfaceStateHeapOffset,
    int dataParamOffset,
    int dataParamSize,
    boolean emulationArgument) {

  public enum AddressSpace {
    GLOBAL,
    CONSTANT
  }
}
