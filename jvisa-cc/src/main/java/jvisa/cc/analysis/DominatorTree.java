package jvisa.cc.analysis;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;

/**
 * Dominators (or post-dominators) of a function's CFG by the iterative algorithm of Cooper, Harvey
 * and Kennedy, with dominance frontiers. Post-dominators use a virtual exit after every block
 * without successors; {@link #idom} returns null for the root, for blocks whose immediate
 * post-dominator is that virtual exit, and for blocks the root does not reach. Build it after
 * {@link Function#rebuildCfg()}.
 */
public final class DominatorTree {
  private final Function function;
  private final boolean post;
  private final int n;
  private final int root;
  private final int[] idom;
  private final int[] order;
  private final List<List<Block>> children = new ArrayList<>();
  private final List<Set<Block>> frontiers = new ArrayList<>();
  private final int[] preorder;
  private final int[] postorderEnd;

  private DominatorTree(Function f, boolean post) {
    this.function = f;
    this.post = post;
    int blocks = f.blocks().size();
    this.n = post ? blocks + 1 : blocks;
    this.root = post ? blocks : 0;
    this.idom = new int[n];
    this.order = new int[n];
    java.util.Arrays.fill(idom, -1);
    List<Integer> rpo = reversePostorder();
    for (int i = 0; i < rpo.size(); i++) {
      order[rpo.get(i)] = i;
    }
    solve(rpo);
    for (int i = 0; i < n; i++) {
      children.add(new ArrayList<>());
      frontiers.add(new HashSet<>());
    }
    for (int b = 0; b < blocks; b++) {
      if (idom[b] >= 0 && b != root && idom[b] < blocks) {
        children.get(idom[b]).add(f.blocks().get(b));
      }
    }
    computeFrontiers(blocks);
    preorder = new int[n];
    postorderEnd = new int[n];
    numberTree();
  }

  /** Dominators of {@code f}. */
  public static DominatorTree dominators(Function f) {
    return new DominatorTree(f, false);
  }

  /** Post-dominators of {@code f}. */
  public static DominatorTree postDominators(Function f) {
    return new DominatorTree(f, true);
  }

  private int[] successors(int b) {
    int blocks = function.blocks().size();
    if (!post) {
      return function.blocks().get(b).succs().stream().mapToInt(s -> s.index).toArray();
    }
    if (b == blocks) {
      List<Integer> exits = new ArrayList<>();
      for (Block x : function.blocks()) {
        if (x.succs().isEmpty()) {
          exits.add(x.index);
        }
      }
      return exits.stream().mapToInt(Integer::intValue).toArray();
    }
    return function.blocks().get(b).preds().stream().mapToInt(p -> p.index).toArray();
  }

  private int[] predecessors(int b) {
    int blocks = function.blocks().size();
    if (!post) {
      return function.blocks().get(b).preds().stream().mapToInt(p -> p.index).toArray();
    }
    if (b == blocks) {
      return new int[0];
    }
    Block x = function.blocks().get(b);
    int[] s = x.succs().stream().mapToInt(t -> t.index).toArray();
    return x.succs().isEmpty() ? new int[] {blocks} : s;
  }

  private List<Integer> reversePostorder() {
    List<Integer> post = new ArrayList<>();
    boolean[] seen = new boolean[n];
    int[] stack = new int[n];
    int[] next = new int[n];
    int sp = 0;
    stack[sp++] = root;
    seen[root] = true;
    while (sp > 0) {
      int b = stack[sp - 1];
      int[] succ = successors(b);
      if (next[b] < succ.length) {
        int s = succ[next[b]++];
        if (!seen[s]) {
          seen[s] = true;
          stack[sp++] = s;
        }
      } else {
        sp--;
        post.add(b);
      }
    }
    java.util.Collections.reverse(post);
    return post;
  }

  private void solve(List<Integer> rpo) {
    idom[root] = root;
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int b : rpo) {
        if (b == root) {
          continue;
        }
        int newIdom = -1;
        for (int p : predecessors(b)) {
          if (idom[p] >= 0) {
            newIdom = newIdom < 0 ? p : intersect(p, newIdom);
          }
        }
        if (newIdom != idom[b]) {
          idom[b] = newIdom;
          changed = true;
        }
      }
    }
  }

  private int intersect(int a, int b) {
    while (a != b) {
      while (order[a] > order[b]) {
        a = idom[a];
      }
      while (order[b] > order[a]) {
        b = idom[b];
      }
    }
    return a;
  }

  private void computeFrontiers(int blocks) {
    for (int b = 0; b < blocks; b++) {
      int[] preds = predecessors(b);
      if (preds.length < 2 || idom[b] < 0) {
        continue;
      }
      for (int p : preds) {
        int runner = p;
        while (runner >= 0 && idom[runner] >= 0 && runner != idom[b]) {
          if (runner < blocks) {
            frontiers.get(runner).add(function.blocks().get(b));
          }
          if (runner == root) {
            break;
          }
          runner = idom[runner];
        }
      }
    }
  }

  private void numberTree() {
    int[] counter = {0};
    java.util.ArrayDeque<int[]> stack = new java.util.ArrayDeque<>();
    stack.push(new int[] {root, 0});
    preorder[root] = counter[0]++;
    while (!stack.isEmpty()) {
      int[] top = stack.peek();
      List<Block> kids = top[0] == root && post ? rootChildren() : children.get(top[0]);
      if (top[1] < kids.size()) {
        int c = kids.get(top[1]++).index;
        preorder[c] = counter[0]++;
        stack.push(new int[] {c, 0});
      } else {
        postorderEnd[top[0]] = counter[0];
        stack.pop();
      }
    }
  }

  private List<Block> rootChildren() {
    List<Block> out = new ArrayList<>();
    for (Block b : function.blocks()) {
      if (idom[b.index] == root) {
        out.add(b);
      }
    }
    return out;
  }

  /**
   * Whether the root reaches {@code b} (for post-dominators: whether {@code b} reaches an exit).
   */
  public boolean reachable(Block b) {
    return idom[b.index] >= 0;
  }

  /** The immediate (post-)dominator, or null. */
  public Block idom(Block b) {
    int d = idom[b.index];
    return d < 0 || b.index == root || d >= function.blocks().size()
        ? null
        : function.blocks().get(d);
  }

  /** Whether {@code a} (post-)dominates {@code b}; every block dominates itself. */
  public boolean dominates(Block a, Block b) {
    if (!reachable(a) || !reachable(b)) {
      return a == b;
    }
    return preorder[a.index] <= preorder[b.index] && preorder[b.index] < postorderEnd[a.index];
  }

  /** Blocks {@code b} immediately (post-)dominates. */
  public List<Block> children(Block b) {
    return children.get(b.index);
  }

  /** Its (post-)dominance frontier. */
  public Set<Block> frontier(Block b) {
    return frontiers.get(b.index);
  }

  /** Reachable blocks, each after its (post-)dominator. */
  public List<Block> treeOrder() {
    List<Block> out = new ArrayList<>();
    java.util.ArrayDeque<Block> stack = new java.util.ArrayDeque<>();
    if (post) {
      List<Block> r = rootChildren();
      for (int i = r.size() - 1; i >= 0; i--) {
        stack.push(r.get(i));
      }
    } else {
      stack.push(function.entry());
    }
    while (!stack.isEmpty()) {
      Block b = stack.pop();
      out.add(b);
      List<Block> kids = children(b);
      for (int i = kids.size() - 1; i >= 0; i--) {
        stack.push(kids.get(i));
      }
    }
    return out;
  }
}
