package jvisa.machine.profile;

import java.util.List;

/**
 * A straight run of instructions entered only at its first and left only after its last.
 *
 * @param id its index in its function's {@link ControlFlowGraph}, in program order
 * @param first its first instruction's index
 * @param last its last instruction's index (inclusive)
 * @param successors the ids of the blocks control may go to next
 */
public record BasicBlock(int id, int first, int last, List<Integer> successors) {
  public BasicBlock {
    successors = List.copyOf(successors);
  }
}
