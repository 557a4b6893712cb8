package jvisa.ocl.abi;

/**
 * {@code PATCH_TOKEN_ALLOCATE_STATELESS_CONSTANT_MEMORY_SURFACE_WITH_INITIALIZATION} (or its GLOBAL
 * twin): the kernel uses program-scope buffer {@code bufferIndex}; its stateless address goes into
 * the cross-thread data at {@code dataParamOffset} and its surface state sits at {@code
 * surfaceStateHeapOffset}.
 */
public record ProgramSurfaceBinding(
    ProgramBuffer.Kind kind,
    int bufferIndex,
    int surfaceStateHeapOffset,
    int dataParamOffset,
    int dataParamSize) {}
