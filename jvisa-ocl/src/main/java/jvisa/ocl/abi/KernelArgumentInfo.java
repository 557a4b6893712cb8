package jvisa.ocl.abi;

/**
 * {@code PATCH_TOKEN_KERNEL_ARGUMENT_INFO}: the source-level description of one argument, e.g.
 * address qualifier {@code "__global"}, access {@code "NONE"}, name {@code "start"}, type {@code
 * "uint*;8"} (type;size), type qualifier {@code "const"} or {@code "NONE"}.
 */
public record KernelArgumentInfo(
    int argumentNumber,
    String addressQualifier,
    String accessQualifier,
    String argumentName,
    String typeName,
    String typeQualifier) {}
