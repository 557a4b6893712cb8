package jvisa.asm.model;

/**
 * A `.kernel_attr NAME=VALUE` directive.
 *
 * @param value the value text, or null when there is none
 * @param quoted whether the value was a string literal (`Target="3d"`) rather than a number
 */
public record KernelAttr(String name, String value, boolean quoted, SourcePos pos) {}
