package jvisa.verify;

import java.util.List;
import java.util.Set;
import jvisa.asm.isa.Form;
import jvisa.asm.isa.Format;
import jvisa.asm.isa.OperandSpec;
import jvisa.asm.isa.PayloadSize;
import jvisa.asm.isa.Role;
import jvisa.asm.isa.SuffixException;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.StateOperand;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Type;
import jvisa.asm.model.VarClass;

/**
 * Every instruction against its format in the instruction table: the suffixes, whether it takes an
 * execution size and which, the number of operands, each operand's form (no immediate destinations,
 * no predicates where data is expected, destination regions in destination positions), surfaces and
 * samplers of the right class, {@code %null} only where the format allows it and always where the
 * sub-opcode leaves a payload unused.
 */
final class OperandShapeCheck implements Check {
  @Override
  public void check(UnitScope scope) {
    for (Statement s : scope.unit.body()) {
      if (s instanceof Instruction in && in.opcode() != null) {
        check(scope, in, in.opcode().format(in));
      }
    }
  }

  private static void check(UnitScope scope, Instruction in, Format format) {
    try {
      format.matchSuffixes(in.suffixes());
    } catch (SuffixException e) {
      scope.report.error("suffix", in.pos(), Names.mnemonic(in) + " " + e.getMessage());
    }
    execSize(scope, in, format);
    List<Operand> ops = in.operands();
    if (!format.acceptsCount(ops.size())) {
      scope.report.error(
          "operand-count",
          in.pos(),
          Names.mnemonic(in)
              + " takes "
              + describeCount(format)
              + ", found "
              + ops.size()
              + " operand(s)");
      return;
    }
    for (int i = 0; i < ops.size(); i++) {
      checkOperand(scope, in, format.operand(i), ops.get(i));
    }
  }

  private static void execSize(UnitScope scope, Instruction in, Format format) {
    var rule = format.exec();
    if (in.exec() == null) {
      if (rule.takesSize() && !rule.optional()) {
        scope.report.error(
            "exec-size",
            in.pos(),
            Names.mnemonic(in) + " needs an execution size (" + rule.describe() + ")");
      }
      return;
    }
    int n = in.exec().size();
    if (!rule.takesSize()) {
      scope.report.error(
          "exec-size", in.exec().pos(), Names.mnemonic(in) + " takes no execution size");
    } else if (ExecSizeCheck.isLegalSize(n) && !rule.allows(n)) {
      scope.report.error(
          "exec-size",
          in.exec().pos(),
          Names.mnemonic(in) + " takes execution size " + rule.describe() + ", not " + n);
    }
  }

  /** "1 destination(s) and 2 source(s): dst, src0, src1" or "3 operands: surface, offset, dst". */
  private static String describeCount(Format f) {
    StringBuilder names = new StringBuilder();
    for (OperandSpec o : f.operands()) {
      names
          .append(names.length() == 0 ? "" : ", ")
          .append(o.name())
          .append(o.repeated() ? "..." : "");
    }
    int dsts = f.destinations();
    int total = f.operands().size();
    String count =
        dsts > 0 && dsts + countRole(f, Role.SRC) == total
            ? dsts + " destination(s) and " + (total - dsts) + " source(s)"
            : (f.variadic()
                    ? "at least " + f.required()
                    : f.required() < total
                        ? f.required() + " to " + total
                        : Integer.toString(total))
                + " operand(s)";
    return total == 0 ? "no operands" : count + " (" + names + ")";
  }

  private static int countRole(Format f, Role role) {
    int n = 0;
    for (OperandSpec o : f.operands()) {
      n += o.role() == role ? 1 : 0;
    }
    return n;
  }

  private static void checkOperand(UnitScope scope, Instruction in, OperandSpec spec, Operand o) {
    if (isNull(o)) {
      if (!spec.nullable()) {
        scope.report.error("null-operand", o.pos(), Names.position(in, spec) + " cannot be %null");
      }
      return;
    }
    if (spec.role() == Role.UNUSED) {
      scope.report.error(
          "unused-operand",
          o.pos(),
          Names.position(in, spec)
              + " is not used by "
              + Names.mnemonic(in)
              + (in.suffix() == null ? "" : "." + in.suffix())
              + " and must be %null");
      return;
    }
    if (o == null || (o instanceof NameOperand n && n.name() == null)) {
      return;
    }
    Form form = Form.of(o, name -> classOf(scope, name));
    if (o instanceof NameOperand n
        && form == Form.RAW
        && spec.forms().contains(Form.GENERAL)
        && !spec.forms().contains(Form.RAW)) {
      scope.report.error(
          "operand-kind",
          n.pos(),
          Names.position(in, spec) + " needs a region, e.g. " + n.name() + "(0,0)");
      return;
    }
    if (!spec.forms().contains(form)) {
      if (o instanceof NameOperand n && form == Form.NAME && !spec.forms().contains(Form.NAME)) {
        return; // an undeclared variable: VariableUseCheck reports it
      }
      String rule =
          o instanceof NameOperand || form == Form.PREDICATE || form == Form.STATE
              ? "var-class"
              : "operand-kind";
      scope.report.error(
          rule,
          o.pos(),
          Names.position(in, spec) + " takes " + describe(spec.forms()) + ", not " + article(form));
      return;
    }
    String problem = regionProblem(o, spec);
    if (problem != null) {
      scope.report.error("operand-kind", o.pos(), Names.position(in, spec) + problem);
    } else if (form == Form.STATE) {
      stateClass(scope, in, spec, o);
    } else if (spec.size() != null) {
      payloadSize(scope, in, spec, o);
    }
  }

  /**
   * A message payload lies inside its variable's registers for the whole size the message reads or
   * writes: the variable's size rounded up to whole 32-byte registers, as the finalizer allocates
   * payloads (IGC stores an 8-byte variable with a one-oword block store).
   */
  private static void payloadSize(UnitScope scope, Instruction in, OperandSpec spec, Operand o) {
    String var;
    long offset;
    if (o instanceof RawOperand r) {
      var = r.var();
      offset = r.offset();
    } else if (o instanceof LscData d) {
      var = d.var();
      offset = d.offset();
    } else if (o instanceof NameOperand n) {
      var = n.name();
      offset = 0;
    } else {
      return;
    }
    Declaration decl = scope.symbols.lookup(var, VarClass.GENERAL);
    Symbols.Placement p = scope.symbols.placement(decl);
    long bytes;
    try {
      Type own = decl == null ? null : decl.type();
      bytes = spec.size().bytes(in, in.opcode().format(in).matchSuffixes(in.suffixes()), own);
    } catch (SuffixException e) {
      return;
    }
    if (p == null || bytes <= 0) {
      return;
    }
    long start = p.offset() + offset;
    long end = PayloadSize.registers(p.root().byteSize());
    if (start + bytes > end) {
      scope.report.error(
          "payload-size",
          o.pos(),
          Names.position(in, spec)
              + " covers "
              + bytes
              + " bytes from byte "
              + offset
              + " of '"
              + var
              + "', past the end of its registers ("
              + (end - p.offset())
              + " bytes)");
    }
  }

  /** A surface where a surface is expected, a sampler where a sampler is. */
  private static void stateClass(UnitScope scope, Instruction in, OperandSpec spec, Operand o) {
    String name =
        o instanceof StateOperand s ? s.var() : o instanceof NameOperand n ? n.name() : null;
    Declaration d = scope.symbols.lookup(name);
    VarClass want =
        spec.role() == Role.SAMPLER
            ? VarClass.SAMPLER
            : spec.role() == Role.SURFACE ? VarClass.SURFACE : null;
    if (d != null && want != null && d.varClass() != want) {
      scope.report.error(
          "var-class",
          o.pos(),
          "'"
              + name
              + "' is "
              + ClassNames.of(d)
              + "; "
              + Names.position(in, spec)
              + " takes a "
              + (want == VarClass.SAMPLER ? "sampler" : "surface"));
    }
  }

  /** How a region or indirect operand has the wrong form for a destination or source, or null. */
  private static String regionProblem(Operand o, OperandSpec spec) {
    boolean dst = spec.isDestination();
    boolean vector = spec.role() == Role.DST || spec.role() == Role.SRC;
    if (!vector) {
      return null;
    }
    if (dst && o instanceof SrcRegion) {
      return " needs a destination region such as <1>";
    }
    if (!dst && o instanceof DstRegion) {
      return " needs a source region such as <1;1,0>";
    }
    if (!dst && o instanceof SrcRegion r && r.vstride() < 0) {
      return " lacks its region <vstride;width,hstride>";
    }
    if (o instanceof IndirectOperand ind && ind.destination() != dst) {
      return dst
          ? " needs a destination region <hstride>"
          : " needs a source region <vstride;width,hstride>";
    }
    return null;
  }

  static boolean isNull(Operand o) {
    return (o instanceof RawOperand r && "%null".equals(r.var()))
        || (o instanceof NameOperand n && "%null".equals(n.name()))
        || (o instanceof LscData d && "%null".equals(d.var()));
  }

  static VarClass classOf(UnitScope scope, String name) {
    Declaration d = scope.symbols.lookup(name);
    return d == null ? null : d.varClass();
  }

  /** "a general, indirect or immediate operand". */
  private static String describe(Set<Form> forms) {
    Form[] f = forms.stream().sorted().toArray(Form[]::new);
    StringBuilder sb = new StringBuilder(article(f[0]).startsWith("an") ? "an " : "a ");
    for (int i = 0; i < f.length; i++) {
      if (i > 0) {
        sb.append(i == f.length - 1 ? " or " : ", ");
      }
      sb.append(f[i].text());
    }
    return sb.append(" operand").toString();
  }

  private static String article(Form f) {
    return ("aeiou".indexOf(f.text().charAt(0)) >= 0 ? "an " : "a ") + f.text() + " operand";
  }
}
