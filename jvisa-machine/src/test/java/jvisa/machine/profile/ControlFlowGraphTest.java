package jvisa.machine.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.machine.core.DivergenceKernel;
import jvisa.machine.core.MachineProgram;
import org.junit.jupiter.api.Test;

/** Basic blocks and the layered layout of the divergence example's loop. */
class ControlFlowGraphTest {
  private static ControlFlowGraph cfg() {
    return ControlFlowGraph.of(MachineProgram.decode(DivergenceKernel.program()).listings().get(0));
  }

  @Test
  void blocksStartAtLabelsAndAfterBranches() {
    List<int[]> ranges = cfg().blocks().stream().map(b -> new int[] {b.first(), b.last()}).toList();
    assertEquals(
        List.of("0-0", "1-2", "3-5", "6-7", "8-8", "9-10", "11-11"),
        ranges.stream().map(r -> r[0] + "-" + r[1]).toList());
  }

  @Test
  void successorsFollowTargetsAndFallThroughOnlyWhenPredicated() {
    List<List<Integer>> succ = cfg().blocks().stream().map(BasicBlock::successors).toList();
    assertEquals(
        List.of(
            List.of(1),
            List.of(6, 2),
            List.of(4, 3),
            List.of(5),
            List.of(5),
            List.of(1),
            List.of()),
        succ);
  }

  @Test
  void layoutPutsEveryForwardEdgeDownwardAndMarksTheLoopEdge() {
    ControlFlowGraph g = cfg();
    List<List<Integer>> succ = g.blocks().stream().map(BasicBlock::successors).toList();
    LayeredLayout l = LayeredLayout.of(succ);
    for (int v = 0; v < succ.size(); v++) {
      for (int k = 0; k < succ.get(v).size(); k++) {
        int w = succ.get(v).get(k);
        if (l.isBackEdge(v, k)) {
          assertTrue(l.layer(w) <= l.layer(v));
        } else {
          assertTrue(l.layer(w) > l.layer(v), v + "->" + w);
        }
      }
    }
    assertTrue(l.isBackEdge(5, 0), "NEXT's goto LOOP closes the loop");
    assertFalse(l.isBackEdge(1, 0));
  }
}
