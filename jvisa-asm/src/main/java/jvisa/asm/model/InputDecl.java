package jvisa.asm.model;

/**
 * An `.input` (or `.parameter`, `.implicit*`) directive: where a payload variable sits in the
 * thread's initial register file.
 *
 * <p>{@code .input V0041 offset=32 size=32}
 *
 * @param directive "input", "parameter" or the full `implicit...` directive name (without the dot)
 * @param size -1 when the text omits it (the variable's size is implied)
 */
public record InputDecl(String directive, String name, long offset, long size, SourcePos pos) {}
