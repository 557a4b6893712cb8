package jvisa.cc.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;

/**
 * Natural loops (one per header, merging every back edge to it) and whether the CFG is reducible:
 * it is when every retreating edge of a depth-first search is a back edge (its target dominates its
 * source).
 */
public final class Loops {
  /** A natural loop: its header, its blocks (header included), the blocks it exits to. */
  public record Loop(Block header, Set<Block> blocks, Set<Block> exits, List<Block> latches) {
    public boolean contains(Block b) {
      return blocks.contains(b);
    }
  }

  private final List<Loop> loops = new ArrayList<>();
  private final List<String> irreducibleEdges = new ArrayList<>();

  private Loops(Function f, DominatorTree dom) {
    Map<Block, List<Block>> latches = new LinkedHashMap<>();
    for (Block b : f.blocks()) {
      for (Block s : b.succs()) {
        if (dom.reachable(b) && dom.dominates(s, b)) {
          latches.computeIfAbsent(s, k -> new ArrayList<>()).add(b);
        }
      }
    }
    for (var e : latches.entrySet()) {
      loops.add(naturalLoop(e.getKey(), e.getValue()));
    }
    findRetreatingEdges(f, dom);
  }

  public static Loops of(Function f, DominatorTree dom) {
    return new Loops(f, dom);
  }

  private static Loop naturalLoop(Block header, List<Block> latches) {
    Set<Block> body = new LinkedHashSet<>();
    body.add(header);
    ArrayDeque<Block> work = new ArrayDeque<>();
    for (Block l : latches) {
      if (body.add(l)) {
        work.push(l);
      }
    }
    while (!work.isEmpty()) {
      for (Block p : work.pop().preds()) {
        if (body.add(p)) {
          work.push(p);
        }
      }
    }
    Set<Block> exits = new LinkedHashSet<>();
    for (Block b : body) {
      for (Block s : b.succs()) {
        if (!body.contains(s)) {
          exits.add(s);
        }
      }
    }
    return new Loop(header, body, exits, List.copyOf(latches));
  }

  private void findRetreatingEdges(Function f, DominatorTree dom) {
    int n = f.blocks().size();
    int[] state = new int[n];
    ArrayDeque<int[]> stack = new ArrayDeque<>();
    stack.push(new int[] {0, 0});
    state[0] = 1;
    while (!stack.isEmpty()) {
      int[] top = stack.peek();
      Block b = f.blocks().get(top[0]);
      if (top[1] < b.succs().size()) {
        Block s = b.succs().get(top[1]++);
        if (state[s.index] == 0) {
          state[s.index] = 1;
          stack.push(new int[] {s.index, 0});
        } else if (state[s.index] == 1 && !dom.dominates(s, b)) {
          irreducibleEdges.add(b.name() + " -> " + s.name());
        }
      } else {
        state[top[0]] = 2;
        stack.pop();
      }
    }
  }

  public List<Loop> loops() {
    return loops;
  }

  public boolean reducible() {
    return irreducibleEdges.isEmpty();
  }

  /** The retreating edges that are not back edges ("b3 -> b5"), empty when reducible. */
  public List<String> irreducibleEdges() {
    return irreducibleEdges;
  }

  /** The innermost loop holding {@code b}, or null. */
  public Loop innermost(Block b) {
    Loop best = null;
    for (Loop l : loops) {
      if (l.contains(b) && (best == null || l.blocks().size() < best.blocks().size())) {
        best = l;
      }
    }
    return best;
  }
}
