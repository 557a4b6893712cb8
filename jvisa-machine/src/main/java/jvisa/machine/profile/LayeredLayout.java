package jvisa.machine.profile;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * A layered drawing of a directed graph: edges that close a cycle (found by depth-first search from
 * node 0, then from any node not yet reached) are reversed, nodes get the layer of their longest
 * path from a source, and each layer is ordered by the mean position of its nodes' predecessors (a
 * few downward sweeps), which keeps most edges short and uncrossed.
 */
public final class LayeredLayout {
  private final int[] layer;
  private final int[] position;
  private final boolean[][] backEdge;
  private final int layers;
  private final int widest;

  private LayeredLayout(int[] layer, int[] position, boolean[][] backEdge, int layers, int widest) {
    this.layer = layer;
    this.position = position;
    this.backEdge = backEdge;
    this.layers = layers;
    this.widest = widest;
  }

  /** Lays out the graph whose node v has edges to {@code successors.get(v)}. */
  public static LayeredLayout of(List<List<Integer>> successors) {
    int n = successors.size();
    boolean[][] back = new boolean[n][];
    for (int v = 0; v < n; v++) {
      back[v] = new boolean[successors.get(v).size()];
    }
    markBackEdges(successors, back);
    int[] layer = longestPathLayers(successors, back);
    int layers = 0;
    for (int l : layer) {
      layers = Math.max(layers, l + 1);
    }
    List<List<Integer>> rows = new ArrayList<>();
    for (int l = 0; l < layers; l++) {
      rows.add(new ArrayList<>());
    }
    for (int v = 0; v < n; v++) {
      rows.get(layer[v]).add(v);
    }
    int[] position = new int[n];
    setPositions(rows, position);
    List<List<Integer>> preds = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      preds.add(new ArrayList<>());
    }
    for (int v = 0; v < n; v++) {
      for (int k = 0; k < successors.get(v).size(); k++) {
        if (!back[v][k]) {
          preds.get(successors.get(v).get(k)).add(v);
        }
      }
    }
    for (int sweep = 0; sweep < 4; sweep++) {
      for (List<Integer> row : rows.subList(Math.min(1, rows.size()), rows.size())) {
        double[] key = new double[n];
        for (int v : row) {
          List<Integer> p = preds.get(v);
          key[v] =
              p.isEmpty()
                  ? position[v]
                  : p.stream().mapToInt(u -> position[u]).average().orElse(position[v]);
        }
        row.sort(
            java.util.Comparator.<Integer>comparingDouble(v -> key[v]).thenComparingInt(v -> v));
        setPositions(List.of(row), position);
      }
    }
    int widest = rows.stream().mapToInt(List::size).max().orElse(0);
    return new LayeredLayout(layer, position, back, layers, widest);
  }

  private static void setPositions(List<List<Integer>> rows, int[] position) {
    for (List<Integer> row : rows) {
      for (int i = 0; i < row.size(); i++) {
        position[row.get(i)] = i;
      }
    }
  }

  private static void markBackEdges(List<List<Integer>> succ, boolean[][] back) {
    int n = succ.size();
    int[] state = new int[n]; // 0 new, 1 on the stack, 2 done
    int[] next = new int[n];
    for (int root = 0; root < n; root++) {
      if (state[root] != 0) {
        continue;
      }
      Deque<Integer> stack = new ArrayDeque<>();
      stack.push(root);
      state[root] = 1;
      while (!stack.isEmpty()) {
        int v = stack.peek();
        if (next[v] < succ.get(v).size()) {
          int k = next[v]++;
          int w = succ.get(v).get(k);
          if (state[w] == 1) {
            back[v][k] = true;
          } else if (state[w] == 0) {
            state[w] = 1;
            stack.push(w);
          }
        } else {
          state[v] = 2;
          stack.pop();
        }
      }
    }
  }

  private static int[] longestPathLayers(List<List<Integer>> succ, boolean[][] back) {
    int n = succ.size();
    int[] indegree = new int[n];
    for (int v = 0; v < n; v++) {
      for (int k = 0; k < succ.get(v).size(); k++) {
        if (!back[v][k]) {
          indegree[succ.get(v).get(k)]++;
        }
      }
    }
    int[] layer = new int[n];
    Deque<Integer> ready = new ArrayDeque<>();
    for (int v = 0; v < n; v++) {
      if (indegree[v] == 0) {
        ready.add(v);
      }
    }
    while (!ready.isEmpty()) {
      int v = ready.poll();
      for (int k = 0; k < succ.get(v).size(); k++) {
        if (back[v][k]) {
          continue;
        }
        int w = succ.get(v).get(k);
        layer[w] = Math.max(layer[w], layer[v] + 1);
        if (--indegree[w] == 0) {
          ready.add(w);
        }
      }
    }
    return layer;
  }

  public int layer(int node) {
    return layer[node];
  }

  /** The node's place in its layer, from 0 at the left. */
  public int position(int node) {
    return position[node];
  }

  /** Whether the {@code k}-th edge of {@code node} was reversed to break a cycle. */
  public boolean isBackEdge(int node, int k) {
    return backEdge[node][k];
  }

  public int layers() {
    return layers;
  }

  /** The number of nodes in the fullest layer. */
  public int widest() {
    return widest;
  }

  @Override
  public String toString() {
    return "layers " + Arrays.toString(layer) + ", positions " + Arrays.toString(position);
  }
}
