package jvisa.asm.model;

/**
 * A string literal operand: the file name of {@code FILE "kernel.cl"}, a quoted function or label
 * name.
 */
public record StringOperand(String value, SourcePos pos) implements Operand {}
