package jvisa.asm.model;

/** A label definition: {@code _0_013:}. */
public record LabelStmt(String name, SourcePos pos) implements Statement {}
