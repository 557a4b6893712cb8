package jvisa.spirv.frontend;

import java.nio.file.Path;
import java.util.Set;

/**
 * An OpenCL C source to compile to SPIR-V.
 *
 * @param name unique label, "testkernels/vadd_int"
 * @param buildOptions OpenCL build options ("-cl-std=CL3.0 -DN=4"), possibly empty
 * @param frontEnds the front ends that can compile it
 * @param llvmSpirvOptions extra llvm-spirv options (extensions to allow), possibly empty
 */
public record KernelSource(
    String name,
    Path file,
    String buildOptions,
    Set<FrontEnd> frontEnds,
    String llvmSpirvOptions) {}
