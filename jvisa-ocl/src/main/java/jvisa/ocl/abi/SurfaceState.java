package jvisa.ocl.abi;

import java.util.List;

/**
 * A RENDER_SURFACE_STATE template (16 dwords) that IGC placed in the surface state heap; the
 * runtime patches the address and size of the bound buffer into it at launch.
 */
public record SurfaceState(int heapOffset, List<Integer> dwords) {

  public static final int SIZE_BYTES = 64;
  public static final int SURFTYPE_BUFFER = 4;

  public SurfaceState {
    dwords = List.copyOf(dwords);
  }

  /** Bits 31:29 of dword 0 (4 = buffer). */
  public int surfaceType() {
    return dwords.isEmpty() ? -1 : dwords.get(0) >>> 29;
  }

  /** Bits 26:18 of dword 0 (0x1FF = raw). */
  public int surfaceFormat() {
    return dwords.isEmpty() ? -1 : (dwords.get(0) >>> 18) & 0x1FF;
  }
}
