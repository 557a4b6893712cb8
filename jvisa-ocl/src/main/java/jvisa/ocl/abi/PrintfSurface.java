package jvisa.ocl.abi;

import java.util.Map;
import java.util.TreeMap;

/**
 * {@code PATCH_TOKEN_ALLOCATE_STATELESS_PRINTF_SURFACE}: the kernel calls printf; the launcher
 * allocates the printf buffer ({@link jvisa.ocl.printf.PrintfBuffer}) and writes its address into
 * the cross-thread data at {@code dataParamOffset}. {@code strings} are the kernel's {@code
 * PATCH_TOKEN_STRING}s: the format strings and {@code %s} literals by index, escaped as IGC writes
 * them ({@code \n} as backslash and n).
 *
 * @param surfaceStateHeapOffset -1 when the buffer is reached only through its address
 */
public record PrintfSurface(
    int surfaceIndex,
    int surfaceStateHeapOffset,
    int dataParamOffset,
    int dataParamSize,
    Map<Integer, String> strings) {
  public PrintfSurface {
    strings = java.util.Collections.unmodifiableMap(new TreeMap<>(strings));
  }

  /** The same surface with {@code strings} as its string table. */
  public PrintfSurface withStrings(Map<Integer, String> table) {
    return new PrintfSurface(
        surfaceIndex, surfaceStateHeapOffset, dataParamOffset, dataParamSize, table);
  }
}
