package jvisa.asm.model;

/** A surface or sampler variable element: {@code T6(0)}. */
public record StateOperand(String var, long index, SourcePos pos) implements Operand {}
