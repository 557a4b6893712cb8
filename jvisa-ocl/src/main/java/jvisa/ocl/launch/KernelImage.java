package jvisa.ocl.launch;

import jvisa.asm.model.Program;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.abi.ProgramBufferImages;

/**
 * A compiled kernel ready to launch: its parsed vISA (the kernel unit first, then stack-called
 * functions), IGC's metadata for it and the initial bytes of program-scope buffers the metadata
 * binds but its {@code .bin} (if any) does not hold.
 *
 * @param variant the name launch results report it under
 * @param simd the SIMD width the kernel was compiled for, checked against the metadata's; 0 to
 *     accept the metadata's
 * @param decoded its program decoded by earlier launches, for the later ones
 */
public record KernelImage(
    String variant,
    int simd,
    Program program,
    KernelMetadata metadata,
    ProgramBufferImages programBuffers,
    DecodedPrograms decoded) {

  /** A kernel not launched yet. */
  public KernelImage(
      String variant,
      int simd,
      Program program,
      KernelMetadata metadata,
      ProgramBufferImages programBuffers) {
    this(variant, simd, program, metadata, programBuffers, new DecodedPrograms());
  }

  /** A kernel whose program-scope buffers (if any) come with its {@code .bin}. */
  public KernelImage(String variant, int simd, Program program, KernelMetadata metadata) {
    this(variant, simd, program, metadata, ProgramBufferImages.empty());
  }
}
