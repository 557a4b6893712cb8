package jvisa.ocl.analysis;

import jvisa.asm.model.SourcePos;

/**
 * A general variable that instructions read although no instruction of its unit writes it, nor any alias of it.
 *
 * @param unit the kernel or function whose code reads it
 * @param variable the name the first read uses (an alias or the variable itself)
 * @param root the declared variable underneath its aliases
 * @param firstRead where the first read is
 * @param reads how many operands read it
 */
public record UnwrittenRead(String unit, String variable, String root, SourcePos firstRead, int reads) {
  public String describe() {
    return unit + ": " + variable + (variable.equals(root) ? "" : " (alias of " + root + ")")
        + " is read " + reads + (reads == 1 ? " time" : " times") + " (first at line " + firstRead.line()
        + ") but never written";
  }
}
