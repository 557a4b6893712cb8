package jvisa.cli.ocl;

import java.math.BigDecimal;
import java.nio.file.Path;

/** How a global buffer's initial contents are made. */
public sealed interface BufferInit {
  /** All zero. */
  record Zero() implements BufferInit {}

  /** Element i holds {@code start + i}. */
  record Iota(long start) implements BufferInit {}

  /** Every element holds {@code value}. */
  record Fill(BigDecimal value) implements BufferInit {}

  /**
   * Seeded uniform random elements in {@code [low, high]} (integers) or {@code [low, high)}
   * (floats); null bounds mean the type's whole range for integers and {@code [0, 1)} for floats.
   */
  record Random(BigDecimal low, BigDecimal high) implements BufferInit {}

  /** A permutation of {@code 0 .. count-1} (spec.json's {@code "permutation"}). */
  record Permutation() implements BufferInit {}

  /** The contents of a {@code .bin} (raw little-endian) or {@code .npy} file. */
  record File(Path path) implements BufferInit {}
}
