package jvisa.asm.model;

/** An instruction predicate: {@code (P1)}, {@code (!P2)}, {@code (P3.any)}. */
public record Predicate(String var, boolean negated, PredControl control, SourcePos pos) {}
