package jvisa.machine.profile;

import java.util.List;
import java.util.Locale;
import jvisa.machine.core.ControlKind;
import jvisa.machine.core.InstructionInfo;
import jvisa.machine.core.ProfileData;
import jvisa.machine.core.ProfileData.FunctionProfile;

/**
 * profile.html: one self-contained page (inline CSS, SVG and script; nothing loaded from the
 * network) with, per function, its control-flow graph and its listing annotated with heat bars.
 */
final class ProfileHtml {
  private static final String STYLE =
      "body{font-family:sans-serif;margin:16px;color:#222}"
          + "h1{font-size:20px}h2{font-size:16px;margin-top:28px}"
          + ".cfg{overflow:auto;border:1px solid #ccc;padding:4px;margin:8px 0}"
          + ".block{cursor:pointer}"
          + "table.listing{border-collapse:collapse;font-size:12px}"
          + "table.listing td,table.listing th{padding:1px 6px;text-align:right;white-space:nowrap}"
          + "table.listing td.text{text-align:left;font-family:monospace}"
          + "tr.label td{text-align:left;font-family:monospace;font-weight:bold;padding-top:6px}"
          + "tr.block-start td{border-top:1px solid #bbb}"
          + "tr.hit{background:#ffd}"
          + "td.heat{width:160px;text-align:left}"
          + ".bar{height:10px;min-width:1px}"
          + ".legend span{display:inline-block;width:14px;height:10px;margin:0 2px}";

  private static final String SCRIPT =
      "document.querySelectorAll('.block').forEach(function(g){g.addEventListener('click',"
          + "function(){var r=document.getElementById('f'+g.dataset.function+'-b'+g.dataset.block);"
          + "if(r){document.querySelectorAll('tr.hit').forEach(function(t){t.classList.remove('hit')});"
          + "r.classList.add('hit');r.scrollIntoView({block:'center'});}});});";

  private ProfileHtml() {}

  static String of(String title, ProfileData data) {
    StringBuilder s = new StringBuilder();
    s.append("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>jvisa profile: ");
    s.append(escape(title)).append("</title>\n<style>").append(STYLE).append("</style></head>\n");
    s.append("<body>\n<h1>jvisa profile: ").append(escape(title)).append("</h1>\n");
    s.append("<p class=\"legend\">SIMD efficiency: 0%");
    for (int k = 0; k <= 10; k++) {
      s.append("<span style=\"background:").append(colour(k / 10.0)).append("\"></span>");
    }
    s.append(
        "100% (active channels / execution size; grey: never ran). Bars: execution count. Branch"
            + " T/N/D: taken, not taken, divergent. Click a block to find it in the listing.</p>\n");
    List<FunctionProfile> fns = data.functions();
    for (int f = 0; f < fns.size(); f++) {
      function(s, f, fns.get(f));
    }
    s.append("<script>").append(SCRIPT).append("</script>\n</body></html>\n");
    return s.toString();
  }

  private static void function(StringBuilder s, int f, FunctionProfile p) {
    List<InstructionInfo> code = p.listing().instructions();
    ControlFlowGraph cfg = ControlFlowGraph.of(p.listing());
    long executed = 0;
    long active = 0;
    long slots = 0;
    long max = 1;
    for (InstructionInfo i : code) {
      executed += p.count(i.pc());
      active += p.activeChannels(i.pc());
      slots += p.count(i.pc()) * i.execSize();
      max = Math.max(max, p.count(i.pc()));
    }
    s.append("<section class=\"function\" id=\"f").append(f).append("\">\n<h2>");
    s.append(p.listing().kernel() ? "kernel '" : "function '");
    s.append(escape(p.listing().name())).append("' (").append(escape(p.listing().file()));
    s.append(")</h2>\n<p class=\"summary\">");
    s.append(
        String.format(
            Locale.ROOT,
            "%d instructions executed, SIMD efficiency %.1f%%, %d basic blocks",
            executed,
            slots == 0 ? 100.0 : 100.0 * active / slots,
            cfg.blocks().size()));
    s.append("</p>\n<div class=\"cfg\">").append(CfgSvg.of(f, p)).append("</div>\n");
    s.append("<table class=\"listing\" id=\"listing-").append(f).append("\">\n");
    s.append(
        "<tr><th>#</th><th>line</th><th>count</th><th>heat</th><th>SIMD</th><th>branch"
            + " T/N/D</th><th class=\"text\">instruction</th></tr>\n");
    for (InstructionInfo i : code) {
      int pc = i.pc();
      for (String label : i.labels()) {
        s.append("<tr class=\"label\"><td colspan=\"7\">").append(escape(label));
        s.append(":</td></tr>\n");
      }
      int block = cfg.blockOf(pc);
      boolean start = cfg.blocks().get(block).first() == pc;
      s.append("<tr class=\"insn").append(start ? " block-start\" id=\"f" + f + "-b" + block : "");
      s.append("\"><td>").append(pc).append("</td><td>").append(i.line()).append("</td><td>");
      s.append(p.count(pc)).append("</td><td class=\"heat\"><div class=\"bar\" style=\"width:");
      s.append(String.format(Locale.ROOT, "%.1f", 100.0 * p.count(pc) / max))
          .append("%;background:");
      s.append(p.count(pc) == 0 ? "#d0d0d0" : colour(p.simdEfficiency(pc)))
          .append("\"></div></td><td>");
      s.append(
          p.count(pc) == 0
              ? "-"
              : String.format(Locale.ROOT, "%.0f%%", 100 * p.simdEfficiency(pc)));
      s.append("</td><td>");
      if (i.control() != ControlKind.NONE) {
        s.append(p.taken(pc))
            .append('/')
            .append(p.notTaken(pc))
            .append('/')
            .append(p.divergent(pc));
      }
      s.append("</td><td class=\"text\">").append(escape(i.text())).append("</td></tr>\n");
    }
    s.append("</table>\n</section>\n");
  }

  /** Red (0) through yellow to green (1). */
  static String colour(double efficiency) {
    double e = Math.max(0, Math.min(1, efficiency));
    return String.format(Locale.ROOT, "hsl(%.0f,75%%,55%%)", 120 * e);
  }

  static String escape(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
