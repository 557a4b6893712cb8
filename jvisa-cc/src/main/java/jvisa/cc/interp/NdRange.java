package jvisa.cc.interp;

/**
 * Global and work-group sizes in three dimensions (unused dimensions 1); the global offset is 0.
 */
public record NdRange(int dimensions, long[] global, long[] local) {
  public NdRange {
    global = global.clone();
    local = local.clone();
  }

  public long groups(int d) {
    return (global[d] + local[d] - 1) / local[d];
  }

  public static NdRange of(long[] global, long[] local) {
    long[] g = {1, 1, 1};
    long[] l = {1, 1, 1};
    for (int d = 0; d < global.length; d++) {
      g[d] = global[d];
      l[d] = local[d];
    }
    return new NdRange(global.length, g, l);
  }
}
