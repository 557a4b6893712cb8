package jvisa.machine.core;

/**
 * How a specialised instruction's inline channel code handles the case of every channel enabled,
 * besides the loop over the enabled channels that handles any mask.
 */
enum FullMaskCode {
  /** Straight-line code per channel at constant addresses (hot loop bodies). */
  UNROLLED,
  /** A loop over all channels without mask tests. */
  LOOP,
  /** No code of its own: the loop over the enabled channels visits them all (divergent code). */
  NONE
}
