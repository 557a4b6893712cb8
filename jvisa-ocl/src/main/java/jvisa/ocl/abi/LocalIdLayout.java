package jvisa.ocl.abi;

/**
 * Where the runtime puts the per-thread local IDs and the cross-thread data in a thread's initial
 * register file, as IGC's vISA {@code .input} offsets see it (byte offsets, 32-byte GRFs):
 *
 * <ul>
 *   <li>r0 (bytes 0..31) is the thread header (group IDs x/y/z in r0.1, r0.6, r0.7);
 *   <li>from byte 32 come the present local-ID channels in x, y, z order, each 16-bit per lane,
 *       each channel padded to whole GRFs: one GRF for SIMD8 (8 lanes + 16 bytes of padding) and
 *       SIMD16, two for SIMD32;
 *   <li>a kernel that reads no local ID still gets one GRF of per-thread data (r1, which IGC
 *       reserves and announces as {@code UnusedPerThreadConstantPresent}) when {@code
 *       unusedGrfPresent};
 *   <li>the cross-thread data (its offset 0) follows right after the per-thread data.
 * </ul>
 */
public record LocalIdLayout(
    int simd, boolean xPresent, boolean yPresent, boolean zPresent, boolean unusedGrfPresent) {

  public static final int GRF_BYTES = 32;
  public static final int THREAD_HEADER_BYTES = GRF_BYTES;

  public LocalIdLayout {
    if (simd != 1 && simd != 8 && simd != 16 && simd != 32) {
      throw new IllegalArgumentException("SIMD width must be 1, 8, 16 or 32, not " + simd);
    }
  }

  /** A layout without the unused per-thread GRF. */
  public LocalIdLayout(int simd, boolean xPresent, boolean yPresent, boolean zPresent) {
    this(simd, xPresent, yPresent, zPresent, false);
  }

  public static LocalIdLayout of(int simd, ThreadPayload payload) {
    return new LocalIdLayout(
        simd,
        payload.localIdXPresent(),
        payload.localIdYPresent(),
        payload.localIdZPresent(),
        payload.unusedPerThreadConstantPresent());
  }

  public int channels() {
    return (xPresent ? 1 : 0) + (yPresent ? 1 : 0) + (zPresent ? 1 : 0);
  }

  /** Bytes one channel occupies: 32, or 64 for SIMD32. */
  public int bytesPerChannel() {
    return simd == 32 ? 2 * GRF_BYTES : GRF_BYTES;
  }

  /** Bytes of per-thread data (all channels, and the unused GRF when present). */
  public int perThreadDataSize() {
    return channels() * bytesPerChannel() + (unusedGrfPresent ? GRF_BYTES : 0);
  }

  /**
   * Register-file byte offset of local-ID channel {@code dim} (0 = x, 1 = y, 2 = z), or -1 when
   * that channel is absent. Lane i's ID is the 16-bit value at {@code offset + 2 * i}.
   */
  public int registerOffsetOf(int dim) {
    boolean[] present = {xPresent, yPresent, zPresent};
    if (dim < 0 || dim > 2 || !present[dim]) {
      return -1;
    }
    int before = 0;
    for (int d = 0; d < dim; d++) {
      before += present[d] ? 1 : 0;
    }
    return THREAD_HEADER_BYTES + before * bytesPerChannel();
  }

  /** Register-file byte offset where cross-thread data offset 0 lands. */
  public int crossThreadRegisterOffset() {
    return THREAD_HEADER_BYTES + perThreadDataSize();
  }
}
