package jvisa.machine.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import jvisa.machine.core.ControlKind;
import jvisa.machine.core.FunctionListing;
import jvisa.machine.core.InstructionInfo;

/**
 * The basic blocks of one vISA function: a block starts at the first instruction, at every label
 * and after every control-flow instruction; its successors are the blocks of the instruction's
 * targets and, unless the instruction always leaves (unpredicated goto, jmp, ret, fret), the next
 * block. Calls (call, fcall) continue with the next block too.
 */
public final class ControlFlowGraph {
  private final List<BasicBlock> blocks;
  private final int[] blockOf;

  private ControlFlowGraph(List<BasicBlock> blocks, int[] blockOf) {
    this.blocks = blocks;
    this.blockOf = blockOf;
  }

  public static ControlFlowGraph of(FunctionListing fn) {
    List<InstructionInfo> code = fn.instructions();
    int n = code.size();
    TreeSet<Integer> leaders = new TreeSet<>();
    if (n > 0) {
      leaders.add(0);
    }
    for (InstructionInfo i : code) {
      if (!i.labels().isEmpty()) {
        leaders.add(i.pc());
      }
      if (i.control() != ControlKind.NONE && i.pc() + 1 < n) {
        leaders.add(i.pc() + 1);
      }
      for (int t : i.targets()) {
        if (t < n) {
          leaders.add(t);
        }
      }
    }
    int[] blockOf = new int[n];
    List<Integer> starts = new ArrayList<>(leaders);
    for (int b = 0; b < starts.size(); b++) {
      int end = b + 1 < starts.size() ? starts.get(b + 1) : n;
      for (int pc = starts.get(b); pc < end; pc++) {
        blockOf[pc] = b;
      }
    }
    List<BasicBlock> blocks = new ArrayList<>();
    for (int b = 0; b < starts.size(); b++) {
      int last = (b + 1 < starts.size() ? starts.get(b + 1) : n) - 1;
      List<Integer> succ = new ArrayList<>();
      for (int pc : code.get(last).successors(n)) {
        if (pc < n && !succ.contains(blockOf[pc])) {
          succ.add(blockOf[pc]);
        }
      }
      blocks.add(new BasicBlock(b, starts.get(b), last, succ));
    }
    return new ControlFlowGraph(List.copyOf(blocks), blockOf);
  }

  public List<BasicBlock> blocks() {
    return blocks;
  }

  /** The id of the block holding instruction {@code pc}. */
  public int blockOf(int pc) {
    return blockOf[pc];
  }
}
