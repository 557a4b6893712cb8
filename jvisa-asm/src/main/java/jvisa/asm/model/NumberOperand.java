package jvisa.asm.model;

/** A bare integer, such as the argument and return sizes of {@code fcall isqrt 2 2}. */
public record NumberOperand(long value, SourcePos pos) implements Operand {}
