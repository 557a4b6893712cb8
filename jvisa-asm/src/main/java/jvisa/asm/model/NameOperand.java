package jvisa.asm.model;

/**
 * A bare name whose meaning the opcode gives: a predicate, surface or sampler variable, a label, a
 * function name, or a variable used whole ({@code P1}, {@code T6}, {@code _0_013}, {@code isqrt}).
 */
public record NameOperand(String name, SourcePos pos) implements Operand {}
