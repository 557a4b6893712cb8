package jvisa.asm.model;

/**
 * A raw (message payload) operand: a variable and a byte offset, {@code V0054.0} or {@code
 * %null.0}.
 */
public record RawOperand(String var, long offset, SourcePos pos) implements Operand {}
