package jvisa.machine.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jvisa.machine.core.ProfileData.FunctionProfile;

/**
 * The control-flow graph of one function as an SVG picture: a box per basic block, laid out in
 * layers ({@link LayeredLayout}), filled by its SIMD efficiency (red 0% to green 100%, grey when it
 * never ran); loop edges are dashed and run along the right.
 */
final class CfgSvg {
  static final int BOX_W = 180;
  static final int BOX_H = 44;
  private static final int GAP_X = 36;
  private static final int GAP_Y = 48;
  private static final int MARGIN = 16;
  private static final int LOOP_LANE = 14;

  private CfgSvg() {}

  static String of(int fnIndex, FunctionProfile p) {
    ControlFlowGraph cfg = ControlFlowGraph.of(p.listing());
    List<BasicBlock> blocks = cfg.blocks();
    List<List<Integer>> succ = new ArrayList<>();
    for (BasicBlock b : blocks) {
      succ.add(b.successors());
    }
    LayeredLayout layout = LayeredLayout.of(succ);
    int[] rowSize = new int[Math.max(layout.layers(), 1)];
    for (int v = 0; v < blocks.size(); v++) {
      rowSize[layout.layer(v)]++;
    }
    int loops = 0;
    for (BasicBlock b : blocks) {
      for (int k = 0; k < b.successors().size(); k++) {
        loops += layout.isBackEdge(b.id(), k) ? 1 : 0;
      }
    }
    int widest = Math.max(layout.widest(), 1);
    int width = 2 * MARGIN + widest * (BOX_W + GAP_X) - GAP_X + (loops + 1) * LOOP_LANE;
    int height = 2 * MARGIN + Math.max(layout.layers(), 1) * (BOX_H + GAP_Y) - GAP_Y;
    int[] x = new int[blocks.size()];
    int[] y = new int[blocks.size()];
    for (int v = 0; v < blocks.size(); v++) {
      int shift = (widest - rowSize[layout.layer(v)]) * (BOX_W + GAP_X) / 2;
      x[v] = MARGIN + shift + layout.position(v) * (BOX_W + GAP_X);
      y[v] = MARGIN + layout.layer(v) * (BOX_H + GAP_Y);
    }
    StringBuilder s = new StringBuilder();
    s.append(
        String.format(
            Locale.ROOT,
            "<svg class=\"cfg\" id=\"cfg-%d\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\""
                + " height=\"%d\" viewBox=\"0 0 %d %d\">\n",
            fnIndex,
            width,
            height,
            width,
            height));
    s.append(
        "<defs><marker id=\"arrow-"
            + fnIndex
            + "\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\""
            + " markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\""
            + " fill=\"#555\"/></marker></defs>\n");
    int lane = 0;
    int right = MARGIN + widest * (BOX_W + GAP_X) - GAP_X;
    for (BasicBlock b : blocks) {
      for (int k = 0; k < b.successors().size(); k++) {
        int to = b.successors().get(k);
        if (layout.isBackEdge(b.id(), k) || layout.layer(to) <= layout.layer(b.id())) {
          lane++;
          int lx = right + lane * LOOP_LANE;
          int y1 = y[b.id()] + BOX_H / 2;
          int y2 = y[to] + BOX_H / 2;
          s.append(
              String.format(
                  Locale.ROOT,
                  "<path class=\"edge loop\" d=\"M%d,%d L%d,%d L%d,%d L%d,%d\" fill=\"none\""
                      + " stroke=\"#555\" stroke-dasharray=\"5,3\" marker-end=\"url(#arrow-%d)\"/>\n",
                  x[b.id()] + BOX_W,
                  y1,
                  lx,
                  y1,
                  lx,
                  y2,
                  x[to] + BOX_W,
                  y2,
                  fnIndex));
        } else {
          int x1 = x[b.id()] + BOX_W / 2;
          int y1 = y[b.id()] + BOX_H;
          int x2 = x[to] + BOX_W / 2;
          int y2 = y[to];
          int mid = (y1 + y2) / 2;
          s.append(
              String.format(
                  Locale.ROOT,
                  "<path class=\"edge\" d=\"M%d,%d C%d,%d %d,%d %d,%d\" fill=\"none\""
                      + " stroke=\"#555\" marker-end=\"url(#arrow-%d)\"/>\n",
                  x1,
                  y1,
                  x1,
                  mid,
                  x2,
                  mid,
                  x2,
                  y2,
                  fnIndex));
        }
      }
    }
    for (BasicBlock b : blocks) {
      BlockStats st = BlockStats.of(p, b);
      String fill = st.count() == 0 ? "#d0d0d0" : ProfileHtml.colour(st.simdEfficiency());
      String range =
          b.first() == b.last() ? "#" + b.first() : "#" + b.first() + "\u2013#" + b.last();
      String label =
          p.listing().instructions().get(b.first()).labels().stream().findFirst().orElse("");
      s.append(
          String.format(
              Locale.ROOT,
              "<g class=\"block\" data-block=\"%d\" data-function=\"%d\"><title>block %d %s:"
                  + " entered %d times, %d instructions executed, SIMD efficiency %.1f%%</title>\n",
              b.id(),
              fnIndex,
              b.id(),
              ProfileHtml.escape(range),
              st.count(),
              st.instructions(),
              100 * st.simdEfficiency()));
      s.append(
          String.format(
              Locale.ROOT,
              "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"5\" fill=\"%s\""
                  + " stroke=\"#333\"/>\n",
              x[b.id()],
              y[b.id()],
              BOX_W,
              BOX_H,
              fill));
      s.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">B%d %s %s</text>\n",
              x[b.id()] + BOX_W / 2,
              y[b.id()] + 17,
              b.id(),
              ProfileHtml.escape(range),
              ProfileHtml.escape(label)));
      s.append(
          String.format(
              Locale.ROOT,
              "<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"middle\">\u00d7%d \u00b7"
                  + " %s</text></g>\n",
              x[b.id()] + BOX_W / 2,
              y[b.id()] + 34,
              st.count(),
              st.count() == 0
                  ? "never ran"
                  : String.format(Locale.ROOT, "%.0f%% SIMD", 100 * st.simdEfficiency())));
    }
    s.append("</svg>\n");
    return s.toString();
  }
}
