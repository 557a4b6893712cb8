package jvisa.ocl.abi;

import java.util.Optional;

/**
 * A program-scope buffer ({@code __constant} table or program global) as one kernel sees it: its
 * stateless address goes into the cross-thread data at {@code dataParamOffset} ({@code
 * dataParamSize} bytes) and binding-table index {@code bti} (-1 if none) addresses it statefully.
 *
 * @param initialData the buffer's bytes ({@code size} of them); empty when read from a {@code .cos}
 */
public record BoundProgramBuffer(
    ProgramBuffer.Kind kind,
    int bufferIndex,
    int size,
    int bti,
    int dataParamOffset,
    int dataParamSize,
    Optional<byte[]> initialData) {}
