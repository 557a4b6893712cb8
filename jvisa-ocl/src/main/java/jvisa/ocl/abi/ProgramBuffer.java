package jvisa.ocl.abi;

/**
 * A program-scope buffer ({@code PATCH_TOKEN_ALLOCATE_CONSTANT_MEMORY_SURFACE_PROGRAM_BINARY_INFO}
 * or the GLOBAL twin): {@code __constant} tables / program-scope globals. The {@code .bin} carries
 * its initial bytes right after the token ({@link KernelBinaryImage#programBufferData}); the {@code
 * .cos} only its size.
 *
 * @param globalType for GLOBAL buffers 0 = initialized inline, 1 = zero-initialized; 0 for CONSTANT
 */
public record ProgramBuffer(Kind kind, int index, int size, int globalType) {

  public enum Kind {
    CONSTANT,
    GLOBAL
  }
}
