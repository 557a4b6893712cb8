package jvisa.asm.model;

import java.util.List;

/**
 * One vISA instruction as written: {@code (P1) add.sat (M1, 16) V1(0,0)<1> V2(0,0)<1;1,0> 0x1:d}.
 *
 * @param mnemonic the word before the first dot ("cmp", "lsc_atomic_iadd", "fence_local"); the
 *     parser keeps the spelling Intel's assembler reads where the spec has another
 *     ("svm_gather4scaled", "rt_write_3d")
 * @param suffixes the dotted parts after it, in order, without ".sat" ("eq"; "ugm", "ca", "ca";
 *     "RGBA")
 * @param predicate null when not predicated
 * @param exec null for instructions written without an execution size
 */
public record Instruction(
    Opcode opcode,
    String mnemonic,
    List<String> suffixes,
    boolean saturate,
    Predicate predicate,
    ExecSpec exec,
    List<Operand> operands,
    SourcePos pos)
    implements Statement {

  public Instruction {
    suffixes = List.copyOf(suffixes);
    operands = List.copyOf(operands);
  }

  public Operand operand(int i) {
    return operands.get(i);
  }

  /**
   * The first suffix, or null: the condition of cmp, the channels of gather4_scaled, the sfid of
   * LSC.
   */
  public String suffix() {
    return suffixes.isEmpty() ? null : suffixes.get(0);
  }

  /** Execution size, 1 when none is written. */
  public int execSize() {
    return exec == null ? 1 : exec.size();
  }
}
