package jvisa.verify.defuse;

import jvisa.asm.model.DstRegion;
import jvisa.asm.model.SrcRegion;

/**
 * The bytes a region covers inside its variable: from the first element to the last one the
 * execution size reaches (the elements a strided region skips in between count too).
 */
final class RegionBytes {
  static final int GRF_BYTES = 32;
  static final long UNKNOWN = -1;

  private RegionBytes() {}

  static long start(int row, int col, int elementBytes) {
    return (long) row * GRF_BYTES + (long) col * elementBytes;
  }

  /** {@code V(r,c)<v;w,h>}: ceil(n / w) rows of w elements. */
  static long size(SrcRegion r, int execSize, int elementBytes) {
    if (r.width() <= 0 || r.vstride() < 0 || r.hstride() < 0) {
      return UNKNOWN;
    }
    long rows = ((long) execSize + r.width() - 1) / r.width();
    long last = (rows - 1) * r.vstride() + (long) (r.width() - 1) * r.hstride();
    return (last + 1) * elementBytes;
  }

  /** {@code V(r,c)<h>}: n elements h apart. */
  static long size(DstRegion r, int execSize, int elementBytes) {
    long last = (long) (execSize - 1) * Math.max(1, r.hstride());
    return (last + 1) * elementBytes;
  }
}
