package jvisa.machine.core;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * A function's instructions cut into basic blocks for the JIT. A block starts at the first
 * instruction, at every label, at every branch target and after every instruction that may leave
 * the straight line (control flow, barrier, or an executor the JIT does not know), so inside a
 * block the execution mask is constant and no channel waits at an instruction other than the first.
 */
final class BlockPartition {
  private BlockPartition() {}

  /** The blocks as {start, end} pairs (end exclusive), in order. */
  static List<int[]> of(DecodedFunction fn) {
    Exec[] code = fn.code();
    BitSet leaders = new BitSet(code.length + 1);
    leaders.set(0);
    fn.labels().values().forEach(leaders::set);
    for (int pc = 0; pc < code.length; pc++) {
      if (endsBlock(code[pc])) {
        leaders.set(pc + 1);
        ControlKind.targets(code[pc]).forEach(leaders::set);
      }
    }
    List<int[]> blocks = new ArrayList<>();
    int start = 0;
    while (start < code.length) {
      int end = leaders.nextSetBit(start + 1);
      end = end < 0 || end > code.length ? code.length : end;
      blocks.add(new int[] {start, end});
      start = end;
    }
    return blocks;
  }

  /**
   * Whether execution may go anywhere but the next instruction, or the mask change, after {@code
   * e}: true unless its executor is one known to always return the next pc.
   */
  static boolean endsBlock(Exec e) {
    return !(e instanceof AluExec
        || e instanceof PlaneExec
        || e instanceof MoveExecs.Mov
        || e instanceof MoveExecs.Sel
        || e instanceof MoveExecs.Cmp
        || e instanceof MoveExecs.Setp
        || e instanceof MoveExecs.PredLogic
        || e instanceof MoveExecs.AddrAdd
        || e instanceof MoveExecs.Movs
        || e instanceof SimpleExecs.Nop
        || e instanceof MessageExecs.Message
        || e instanceof ControlExecs.Faddr);
  }
}
