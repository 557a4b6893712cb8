package jvisa.ocl.abi;

/**
 * {@code PATCH_TOKEN_ALLOCATE_STATELESS_PRIVATE_MEMORY}: the kernel asks for private memory
 * (stack-call stack, spilled private arrays); the launcher places it as a {@link
 * jvisa.machine.memory.PrivateMemory} and writes its base address into the cross-thread data at
 * {@code dataParamOffset}.
 *
 * @param perThreadPrivateMemorySize bytes per work-item when {@code simtThread} is true (then a
 *     hardware thread owns {@code size * simd} bytes), otherwise bytes per hardware thread
 */
public record PrivateMemoryRequest(
    int surfaceStateHeapOffset,
    int dataParamOffset,
    int dataParamSize,
    int perThreadPrivateMemorySize,
    boolean simtThread) {

  /** Bytes one hardware thread of the given SIMD width owns. */
  public long bytesPerHardwareThread(int simd) {
    return simtThread ? (long) perThreadPrivateMemorySize * simd : perThreadPrivateMemorySize;
  }
}
