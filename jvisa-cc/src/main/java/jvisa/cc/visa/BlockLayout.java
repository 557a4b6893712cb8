package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.PriorityQueue;
import java.util.Set;
import jvisa.cc.analysis.DominatorTree;
import jvisa.cc.analysis.Loops;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;

/**
 * The order blocks are written in: a topological order of the forward edges in which each loop's
 * blocks are contiguous, header first and latch last. Then every forward branch lands on a label
 * lexically after it (channels waiting there re-converge when execution reaches it) and each loop
 * repeats through one backward goto at its end.
 */
public final class BlockLayout {

  private final Function function;
  private final Loops loops;
  private final IdentityHashMap<Block, Integer> rpo = new IdentityHashMap<>();
  private final Map<Loops.Loop, Loops.Loop> parent = new HashMap<>();

  private BlockLayout(Function f) {
    this.function = f;
    DominatorTree dom = DominatorTree.dominators(f);
    this.loops = Loops.of(f, dom);
    numberReversePostorder(f.entry(), new LinkedHashSet<>(), new ArrayList<>());
    for (Loops.Loop l : loops.loops()) {
      Loops.Loop best = null;
      for (Loops.Loop o : loops.loops()) {
        if (!o.equals(l)
            && o.blocks().containsAll(l.blocks())
            && o.blocks().size() > l.blocks().size()
            && (best == null || o.blocks().size() < best.blocks().size())) {
          best = o;
        }
      }
      parent.put(l, best);
    }
  }

  /** The reachable blocks of {@code f} (CFG rebuilt), entry first. */
  public static List<Block> order(Function f) {
    BlockLayout l = new BlockLayout(f);
    List<Block> out = new ArrayList<>();
    l.layout(null, out);
    return out;
  }

  private void numberReversePostorder(Block b, Set<Block> seen, List<Block> post) {
    ArrayList<Object[]> stack = new ArrayList<>();
    seen.add(b);
    stack.add(new Object[] {b, 0});
    while (!stack.isEmpty()) {
      Object[] top = stack.get(stack.size() - 1);
      Block cur = (Block) top[0];
      int next = (Integer) top[1];
      if (next < cur.succs().size()) {
        top[1] = next + 1;
        Block s = cur.succs().get(next);
        if (seen.add(s)) {
          stack.add(new Object[] {s, 0});
        }
      } else {
        stack.remove(stack.size() - 1);
        post.add(cur);
      }
    }
    for (int i = 0; i < post.size(); i++) {
      rpo.put(post.get(post.size() - 1 - i), i);
    }
  }

  /** The node standing for {@code b} inside {@code region}: b itself or its loop just below. */
  private Object node(Block b, Loops.Loop region) {
    Loops.Loop l = loops.innermost(b);
    if (Objects.equals(l, region)) {
      return b;
    }
    while (!Objects.equals(parent.get(l), region)) {
      l = parent.get(l);
    }
    return l;
  }

  private Block entryOf(Object node) {
    return node instanceof Block b ? b : ((Loops.Loop) node).header();
  }

  private Set<Block> blocksOf(Object node) {
    return node instanceof Block b ? Set.of(b) : ((Loops.Loop) node).blocks();
  }

  private void layout(Loops.Loop region, List<Block> out) {
    Map<Object, Set<Object>> succs = new HashMap<>();
    Map<Object, Integer> inDegree = new HashMap<>();
    List<Object> nodes = new ArrayList<>();
    for (Block b : function.blocks()) {
      if (!rpo.containsKey(b) || (region != null && !region.contains(b))) {
        continue;
      }
      Object n = node(b, region);
      if (!succs.containsKey(n)) {
        succs.put(n, new LinkedHashSet<>());
        inDegree.put(n, 0);
        nodes.add(n);
      }
    }
    for (Object n : nodes) {
      for (Block b : blocksOf(n)) {
        for (Block s : b.succs()) {
          if ((region != null && (!region.contains(s) || s == region.header()))
              || !rpo.containsKey(s)) {
            continue;
          }
          Object t = node(s, region);
          if (t != n && succs.get(n).add(t)) {
            inDegree.merge(t, 1, Integer::sum);
          }
        }
      }
    }
    PriorityQueue<Object> ready =
        new PriorityQueue<>(Comparator.comparingInt(n -> rpo.get(entryOf(n))));
    for (Object n : nodes) {
      if (inDegree.get(n) == 0) {
        ready.add(n);
      }
    }
    while (!ready.isEmpty()) {
      Object n = ready.poll();
      if (n instanceof Block b) {
        out.add(b);
      } else {
        layout((Loops.Loop) n, out);
      }
      for (Object t : succs.get(n)) {
        if (inDegree.merge(t, -1, Integer::sum) == 0) {
          ready.add(t);
        }
      }
    }
  }
}
