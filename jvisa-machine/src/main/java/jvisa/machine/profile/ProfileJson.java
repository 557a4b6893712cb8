package jvisa.machine.profile;

import java.util.List;
import java.util.Locale;
import jvisa.machine.core.ControlKind;
import jvisa.machine.core.InstructionInfo;
import jvisa.machine.core.ProfileData;
import jvisa.machine.core.ProfileData.FunctionProfile;

/** profile.json: the profile's numbers, in the schema README.md documents ("jvisa-profile-1"). */
final class ProfileJson {
  private ProfileJson() {}

  static String of(String title, ProfileData data) {
    StringBuilder s = new StringBuilder();
    s.append("{\n  \"format\": \"jvisa-profile-1\",\n  \"title\": ").append(str(title));
    s.append(",\n  \"functions\": [");
    List<FunctionProfile> fns = data.functions();
    for (int f = 0; f < fns.size(); f++) {
      s.append(f == 0 ? "\n" : ",\n");
      function(s, fns.get(f));
    }
    s.append("\n  ]\n}\n");
    return s.toString();
  }

  private static void function(StringBuilder s, FunctionProfile p) {
    ControlFlowGraph cfg = ControlFlowGraph.of(p.listing());
    s.append("    {\"name\": ").append(str(p.listing().name()));
    s.append(", \"file\": ").append(str(p.listing().file()));
    s.append(", \"kernel\": ").append(p.listing().kernel());
    s.append(",\n     \"instructions\": [");
    List<InstructionInfo> code = p.listing().instructions();
    for (InstructionInfo i : code) {
      int pc = i.pc();
      s.append(pc == 0 ? "\n" : ",\n");
      s.append("      {\"pc\": ").append(pc);
      s.append(", \"line\": ").append(i.line());
      s.append(", \"block\": ").append(cfg.blockOf(pc));
      s.append(", \"labels\": [");
      for (int k = 0; k < i.labels().size(); k++) {
        s.append(k == 0 ? "" : ", ").append(str(i.labels().get(k)));
      }
      s.append("], \"text\": ").append(str(i.text()));
      s.append(", \"execSize\": ").append(i.execSize());
      s.append(", \"noMask\": ").append(i.noMask());
      s.append(", \"predicated\": ").append(i.predicated());
      s.append(", \"control\": ").append(str(i.control().name().toLowerCase(Locale.ROOT)));
      s.append(", \"count\": ").append(p.count(pc));
      s.append(", \"activeChannels\": ").append(p.activeChannels(pc));
      s.append(", \"enabledChannels\": ").append(p.enabledChannels(pc));
      s.append(", \"simdEfficiency\": ").append(num(p.simdEfficiency(pc)));
      if (i.control() != ControlKind.NONE) {
        s.append(", \"branch\": {\"taken\": ").append(p.taken(pc));
        s.append(", \"notTaken\": ").append(p.notTaken(pc));
        s.append(", \"divergent\": ").append(p.divergent(pc)).append('}');
      }
      s.append('}');
    }
    s.append("\n     ],\n     \"blocks\": [");
    for (BasicBlock b : cfg.blocks()) {
      BlockStats st = BlockStats.of(p, b);
      s.append(b.id() == 0 ? "\n" : ",\n");
      s.append("      {\"id\": ").append(b.id());
      s.append(", \"first\": ").append(b.first()).append(", \"last\": ").append(b.last());
      s.append(", \"count\": ").append(st.count());
      s.append(", \"instructions\": ").append(st.instructions());
      s.append(", \"activeChannels\": ").append(st.activeChannels());
      s.append(", \"slots\": ").append(st.slots());
      s.append(", \"simdEfficiency\": ").append(num(st.simdEfficiency()));
      s.append(", \"successors\": ").append(b.successors()).append('}');
    }
    s.append("\n     ]}");
  }

  static String num(double v) {
    return String.format(Locale.ROOT, "%.6f", v);
  }

  static String str(String v) {
    StringBuilder s = new StringBuilder("\"");
    for (int k = 0; k < v.length(); k++) {
      char c = v.charAt(k);
      switch (c) {
        case '"' -> s.append("\\\"");
        case '\\' -> s.append("\\\\");
        case '\n' -> s.append("\\n");
        case '\t' -> s.append("\\t");
        default -> {
          if (c < 0x20) {
            s.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            s.append(c);
          }
        }
      }
    }
    return s.append('"').toString();
  }
}
