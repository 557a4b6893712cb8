package jvisa.ocl.launch;

import jvisa.asm.model.Program;
import jvisa.ocl.abi.KernelMetadata;

/**
 * A compiled kernel ready to launch: its parsed vISA (the kernel unit first, then stack-called
 * functions) and IGC's metadata for it.
 *
 * @param variant the name launch results report it under
 * @param simd the SIMD width the kernel was compiled for, checked against the metadata's; 0 to
 *     accept the metadata's
 */
public record KernelImage(String variant, int simd, Program program, KernelMetadata metadata) {}
