package jvisa.asm.model;

/**
 * A typed immediate, {@code 0x4c0:ud}. {@code bits} holds the value as a vISA binary does: the low
 * 32 bits for types of up to 4 bytes (so a b, ub, w, uw or hf immediate may have bits above its
 * size, as in {@code 0xffffff80:b}; use the low bits of the type's size), all 64 bits for q, uq and
 * df. Float types hold their IEEE bit pattern.
 */
public record Immediate(Type type, long bits, SourcePos pos) implements Operand {}
