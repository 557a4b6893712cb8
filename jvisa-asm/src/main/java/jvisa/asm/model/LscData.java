package jvisa.asm.model;

/**
 * An LSC data operand: a payload variable with a data shape, {@code V0054:d8c32}, {@code
 * V60:u32x4t}.
 *
 * @param offset byte offset for the {@code V.off:shape} form (0 otherwise)
 */
public record LscData(String var, long offset, String shape, SourcePos pos) implements Operand {}
