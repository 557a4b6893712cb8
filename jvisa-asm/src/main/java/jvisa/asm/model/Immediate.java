package jvisa.asm.model;

/** A typed immediate, {@code 0x4c0:ud}; {@code bits} holds the raw value truncated to the type's size. */
public record Immediate(Type type, long bits, SourcePos pos) implements Operand {}
