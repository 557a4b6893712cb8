package jvisa.asm.model;

/** The address of a variable plus a byte offset: {@code &V0093} or {@code &V0093[16]}. */
public record AddressOfOperand(String var, long offset, SourcePos pos) implements Operand {}
