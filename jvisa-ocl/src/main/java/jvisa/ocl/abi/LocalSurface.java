package jvisa.ocl.abi;

/**
 * {@code PATCH_TOKEN_ALLOCATE_LOCAL_SURFACE}: shared local memory the kernel declares itself (its
 * {@code __local} variables); {@code __local} pointer arguments are placed after it.
 */
public record LocalSurface(int offset, int totalInlineLocalMemorySize) {
  /** Most shared local memory a work-group can have (64 KB). */
  public static final int MAX_SIZE = 64 * 1024;
}
