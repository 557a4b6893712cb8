package jvisa.ocl.abi;

/**
 * The kernel binary header fields both the {@code .cos} and the {@code .bin} carry (sizes in bytes;
 * the {@code .bin} adds the unpadded kernel size, see {@link KernelBinaryImage}).
 */
public record KernelHeader(
    int checkSum,
    long shaderHashCode,
    int kernelNameSize,
    int patchListSize,
    int kernelHeapSize,
    int generalStateHeapSize,
    int dynamicStateHeapSize,
    int surfaceStateHeapSize) {}
