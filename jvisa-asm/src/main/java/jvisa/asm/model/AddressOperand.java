package jvisa.asm.model;

/** An address variable element with a width: {@code A0(0)<1>}. */
public record AddressOperand(String var, int elem, int width, SourcePos pos) implements Operand {}
