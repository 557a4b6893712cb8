package jvisa.asm.text;

import java.util.List;
import java.util.Locale;
import jvisa.asm.isa.Format;
import jvisa.asm.isa.OperandSpec;
import jvisa.asm.isa.SuffixException;
import jvisa.asm.isa.SuffixSlot;
import jvisa.asm.model.AddressOfOperand;
import jvisa.asm.model.AddressOperand;
import jvisa.asm.model.Attribute;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.FunctionStmt;
import jvisa.asm.model.Immediate;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.InputDecl;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.KernelAttr;
import jvisa.asm.model.LabelStmt;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.StateOperand;
import jvisa.asm.model.Statement;
import jvisa.asm.model.StringOperand;
import jvisa.asm.model.Unit;
import jvisa.asm.model.VarClass;

/** Prints a unit in canonical vISA text, in the dialect IGC writes and GenX_IR reads. */
public final class VisaPrinter {
  private VisaPrinter() {}

  public static String print(Unit u) {
    StringBuilder sb = new StringBuilder(4096 + u.body().size() * 64);
    sb.append(".version ")
        .append(u.majorVersion())
        .append('.')
        .append(u.minorVersion())
        .append('\n');
    sb.append(u.isKernel() ? ".kernel " : ".global_function ").append(quote(u.name())).append('\n');
    for (String f : u.funcDecls()) {
      sb.append(".funcdecl ").append(quote(f)).append('\n');
    }
    sb.append('\n');
    for (Declaration d : u.declarations()) {
      declaration(sb, d);
      sb.append('\n');
    }
    for (InputDecl i : u.inputs()) {
      sb.append('.').append(i.directive()).append(' ').append(i.name());
      if (!i.directive().equals("parameter")) {
        sb.append(" offset=").append(i.offset());
      }
      if (i.size() >= 0) {
        sb.append(" size=").append(i.size());
      }
      sb.append('\n');
    }
    for (KernelAttr a : u.attributes()) {
      sb.append(".kernel_attr ").append(a.name());
      if (a.value() != null) {
        sb.append('=').append(a.quoted() ? quote(a.value()) : a.value());
      }
      sb.append('\n');
    }
    for (Statement s : u.body()) {
      statement(sb, s);
      sb.append('\n');
    }
    return sb.toString();
  }

  /** A string literal with the escapes Intel's assembler reads. */
  static String quote(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\u0007' -> sb.append("\\a");
        case '\b' -> sb.append("\\b");
        case '\u001b' -> sb.append("\\e");
        case '\f' -> sb.append("\\f");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        case '\u000b' -> sb.append("\\v");
        case '\'' -> sb.append("\\'");
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        default -> {
          if (c < 0x20 || c == 0x7f) {
            sb.append(String.format("\\x%02x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.append('"').toString();
  }

  public static void declaration(StringBuilder sb, Declaration d) {
    sb.append(".decl ").append(d.name()).append(" v_type=").append(d.varClass().text());
    if (d.varClass() == VarClass.GENERAL) {
      sb.append(" type=").append(d.type().text());
    }
    sb.append(" num_elts=").append(d.numElements());
    if (d.align() != null) {
      sb.append(" align=").append(d.align().text());
    }
    if (d.aliasOf() != null) {
      sb.append(" alias=<").append(d.aliasOf()).append(", ").append(d.aliasOffset()).append('>');
    }
    if (d.vName() != null) {
      sb.append(" v_name=").append(d.vName());
    }
    if (!d.attributes().isEmpty()) {
      sb.append(" attrs={");
      for (int i = 0; i < d.attributes().size(); i++) {
        Attribute a = d.attributes().get(i);
        sb.append(i == 0 ? "" : ", ").append(a.name());
        if (a.number() != null) {
          sb.append('=').append(a.number());
        } else if (a.string() != null) {
          sb.append('=').append(quote(a.string()));
        }
      }
      sb.append('}');
    }
  }

  public static void statement(StringBuilder sb, Statement s) {
    if (s instanceof LabelStmt l) {
      sb.append(l.name()).append(':');
    } else if (s instanceof FunctionStmt f) {
      sb.append(".function ").append(quote(f.name()));
    } else {
      sb.append("    ");
      instruction(sb, (Instruction) s);
    }
  }

  /** The text of one instruction, without indentation. */
  public static String instruction(Instruction i) {
    StringBuilder sb = new StringBuilder(80);
    instruction(sb, i);
    return sb.toString();
  }

  public static void instruction(StringBuilder sb, Instruction i) {
    if (i.predicate() != null) {
      sb.append('(')
          .append(i.predicate().negated() ? "!" : "")
          .append(i.predicate().var())
          .append(i.predicate().control().text())
          .append(") ");
    }
    sb.append(i.mnemonic());
    Format format = i.opcode().format(i);
    boolean[] late = writtenAfterExecSize(i, format);
    for (int k = 0; k < i.suffixes().size(); k++) {
      if (!late[k]) {
        sb.append('.').append(i.suffixes().get(k));
      }
    }
    if (i.saturate()) {
      sb.append(".sat");
    }
    if (i.exec() != null) {
      sb.append(" (").append(i.exec().text()).append(')');
      for (int k = 0; k < i.suffixes().size(); k++) {
        if (late[k]) {
          sb.append('.').append(i.suffixes().get(k));
        }
      }
    }
    for (int k = 0; k < i.operands().size(); k++) {
      sb.append(' ');
      Operand o = i.operand(k);
      OperandSpec spec = format.operand(k);
      if (o instanceof NumberOperand n && spec != null) {
        spec.numberStyle().append(sb, n.value());
      } else {
        operand(sb, o);
      }
    }
  }

  /**
   * Which suffixes the table places after the execution size (none when there is no execution
   * size).
   */
  private static boolean[] writtenAfterExecSize(Instruction i, Format format) {
    boolean[] late = new boolean[i.suffixes().size()];
    if (i.exec() == null || !format.hasSuffixAfterExecSize()) {
      return late;
    }
    List<SuffixSlot> slots;
    try {
      slots = format.matchSuffixes(i.suffixes()).filledSlots();
    } catch (SuffixException e) {
      return late;
    }
    for (int k = 0; k < late.length && k < slots.size(); k++) {
      late[k] = slots.get(k).afterExecSize();
    }
    return late;
  }

  public static String operand(Operand o) {
    StringBuilder sb = new StringBuilder(24);
    operand(sb, o);
    return sb.toString();
  }

  public static void operand(StringBuilder sb, Operand o) {
    if (o instanceof DstRegion d) {
      sb.append(d.var());
      if (d.explicitOffset()) {
        sb.append('(').append(d.row()).append(',').append(d.col()).append(')');
      }
      sb.append('<').append(d.hstride()).append('>');
    } else if (o instanceof SrcRegion s) {
      sb.append(s.modifier().text()).append(s.var());
      sb.append('(').append(s.row()).append(',').append(s.col()).append(')');
      if (s.vstride() >= 0) {
        sb.append('<')
            .append(s.vstride())
            .append(';')
            .append(s.width())
            .append(',')
            .append(s.hstride())
            .append('>');
      }
    } else if (o instanceof IndirectOperand r) {
      sb.append(r.modifier().text())
          .append("r[")
          .append(r.addrVar())
          .append('(')
          .append(r.addrElem())
          .append(')');
      sb.append(',').append(r.immOffset()).append("]<");
      if (r.vstride() >= 0) {
        sb.append(r.vstride()).append(';').append(r.width()).append(',');
      } else if (r.width() >= 0) {
        sb.append(r.width()).append(',');
      }
      sb.append(r.hstride()).append(">:").append(r.type().text());
    } else if (o instanceof AddressOperand a) {
      sb.append(a.var()).append('(').append(a.elem()).append(")<").append(a.width()).append('>');
    } else if (o instanceof AddressOfOperand a) {
      sb.append('&').append(a.var());
      if (a.offset() != 0) {
        sb.append('[').append(a.offset()).append(']');
      }
    } else if (o instanceof Immediate m) {
      immediate(sb, m);
    } else if (o instanceof RawOperand r) {
      sb.append(r.var()).append('.').append(r.offset());
    } else if (o instanceof StateOperand s) {
      sb.append(s.var()).append('(').append(s.index()).append(')');
    } else if (o instanceof NameOperand n) {
      sb.append(n.name());
    } else if (o instanceof NumberOperand n) {
      sb.append(n.value());
    } else if (o instanceof OperandList l) {
      sb.append('(');
      for (int k = 0; k < l.items().size(); k++) {
        if (k > 0) {
          sb.append(", ");
        }
        operand(sb, l.items().get(k));
      }
      sb.append(')');
    } else if (o instanceof LscData d) {
      sb.append(d.var());
      if (d.offset() != 0) {
        sb.append('.').append(d.offset());
      }
      sb.append(':').append(d.shape());
    } else if (o instanceof LscAddress a) {
      lscAddress(sb, a);
    } else if (o instanceof StringOperand s) {
      sb.append(quote(s.value()));
    }
  }

  private static void immediate(StringBuilder sb, Immediate m) {
    long v = m.bits();
    if (v >= 0) {
      sb.append("0x").append(Long.toHexString(v).toLowerCase(Locale.ROOT));
    } else if (m.type().isFloat() || m.type().size() == 8) {
      sb.append("0x").append(Long.toHexString(v));
    } else {
      sb.append(v);
    }
    sb.append(':').append(m.type().text());
  }

  private static void lscAddress(StringBuilder sb, LscAddress a) {
    sb.append(a.model());
    if (a.surface() != null) {
      sb.append('(');
      operand(sb, a.surface());
      sb.append(')');
      if (a.regs().isEmpty() && a.size() == null) {
        return;
      }
    }
    sb.append('[');
    if (a.scale() != 1) {
      sb.append(a.scale()).append('*');
    }
    for (int k = 0; k < a.regs().size(); k++) {
      if (k > 0) {
        sb.append(',');
      }
      operand(sb, a.regs().get(k));
      if (k == 0 && a.offset() != 0) {
        sb.append(a.offset() > 0 ? "+" : "-").append(Math.abs(a.offset()));
      }
    }
    sb.append(']');
    if (a.size() != null) {
      sb.append(':').append(a.size());
    }
  }
}
