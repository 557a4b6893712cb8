package jvisa.verify.defuse;

import jvisa.asm.model.Declaration;
import jvisa.asm.model.SourcePos;

/**
 * One variable an instruction reads or writes, as bytes of the variable that owns the storage.
 *
 * @param name the variable as the operand names it (an alias or the variable itself)
 * @param root the declared variable underneath its aliases
 * @param start the first byte of {@code root} covered
 * @param end one past the last byte of {@code root} covered; {@code start < end <= root size}
 * @param pos where the operand is written
 */
public record Access(String name, Declaration root, long start, long end, SourcePos pos) {}
