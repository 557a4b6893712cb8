package jvisa.asm.model;

/** A `.function "name"` directive, which starts the named code block. */
public record FunctionStmt(String name, SourcePos pos) implements Statement {}
