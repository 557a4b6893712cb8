package jvisa.verify.genx;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.asm.isa.Form;
import jvisa.asm.isa.Format;
import jvisa.asm.isa.OperandSpec;
import jvisa.asm.isa.SuffixSlot;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Type;

/**
 * Generates, for every vector ALU opcode of the instruction table, instructions over the type
 * combinations: every destination type with every source type (all sources alike), then each source
 * varied alone over the register types and the immediate types while the other operands keep a base
 * type the table allows. Disallowed types and forms are generated as well (a predicate destination
 * for add, a general one for setp, an immediate where the table has none), so that both directions
 * are sampled.
 */
final class AluCases {
  /** The order in which base types are chosen: the first the operand's table row allows. */
  private static final Type[] BASE_PREFERENCE = {
    Type.D, Type.UD, Type.F, Type.W, Type.UW, Type.HF, Type.DF, Type.Q, Type.UQ, Type.B, Type.UB,
    Type.BF
  };

  /** A valid value for the required suffix of the opcodes that have one. */
  private static final Map<Opcode, String> REQUIRED_SUFFIX =
      Map.of(Opcode.CMP, ".lt", Opcode.BFN, ".x96");

  private AluCases() {}

  /** Every generated case, without duplicates, grouped by opcode in table order. */
  static List<AluCase> all() {
    Map<String, AluCase> unique = new LinkedHashMap<>();
    for (Opcode op : Opcode.values()) {
      if (op.isVectorAlu() && op != Opcode.MOVS) {
        for (AluCase c : of(op)) {
          unique.putIfAbsent(c.line(), c);
        }
      }
    }
    return List.copyOf(unique.values());
  }

  /** The cases of one opcode. */
  static List<AluCase> of(Opcode op) {
    Format f = (Format) op.format();
    List<OperandSpec> dstSpecs = f.operands().subList(0, op.dsts());
    List<OperandSpec> srcSpecs = f.operands().subList(op.dsts(), f.operands().size());
    String suffix = suffix(op, f);
    int exec = op == Opcode.ADDR_ADD ? 1 : 8;
    List<AluCase> cases = new ArrayList<>();

    boolean predicateLogic =
        dstSpecs.get(0).forms().contains(Form.PREDICATE)
            && srcSpecs.stream().allMatch(s -> s.forms().contains(Form.PREDICATE));
    for (Arg d : choices(dstSpecs.get(0), true)) {
      for (Arg s : commonSourceChoices(srcSpecs)) {
        boolean predicates = d.kind() == Arg.Kind.PREDICATE || s.kind() == Arg.Kind.PREDICATE;
        if (predicateLogic && predicates && d.kind() != s.kind()) {
          continue; // logic on predicates is all-predicate: mixing is a different rule, not a type
          // set
        }
        cases.add(
            new AluCase(op, suffix, exec, repeat(d, dstSpecs.size()), repeat(s, srcSpecs.size())));
      }
    }

    Arg dstBase = base(dstSpecs.get(0), null);
    List<Arg> dsts = repeat(dstBase, dstSpecs.size());
    List<Arg> srcBase = new ArrayList<>();
    for (OperandSpec s : srcSpecs) {
      srcBase.add(base(s, dstBase.type()));
    }
    for (int i = 0; i < srcSpecs.size(); i++) {
      List<Arg> varied = new ArrayList<>();
      for (Type t : Arg.REGISTER_TYPES) {
        varied.add(Arg.general(t));
      }
      for (Type t : Arg.IMMEDIATE_TYPES) {
        varied.add(Arg.immediate(t));
      }
      for (Arg v : varied) {
        List<Arg> srcs = new ArrayList<>(srcBase);
        srcs.set(i, v);
        cases.add(new AluCase(op, suffix, exec, dsts, srcs));
      }
    }
    return cases;
  }

  private static String suffix(Opcode op, Format f) {
    boolean required = f.suffixes().stream().anyMatch(s -> !s.optional());
    String s = REQUIRED_SUFFIX.get(op);
    if (required != (s != null)) {
      throw new IllegalStateException(
          op
              + ": required suffixes "
              + f.suffixes().stream().map(SuffixSlot::kind).toList()
              + " need a sample value here");
    }
    return s == null ? "" : s;
  }

  /**
   * The operands an operand of that spec is generated as: every register type, and its other forms.
   */
  private static List<Arg> choices(OperandSpec spec, boolean destination) {
    List<Arg> list = new ArrayList<>();
    Set<Form> forms = spec.forms();
    if (forms.contains(Form.GENERAL) || (destination && forms.contains(Form.PREDICATE))) {
      for (Type t : Arg.REGISTER_TYPES) {
        list.add(Arg.general(t));
      }
    }
    if (forms.contains(Form.PREDICATE)) {
      list.add(Arg.predicate());
    }
    if (forms.contains(Form.ADDRESS) && destination) {
      list.add(new Arg(Arg.Kind.ADDRESS, Type.UW));
    }
    if (destination && !forms.contains(Form.GENERAL) && !forms.contains(Form.PREDICATE)) {
      for (Type t : Arg.REGISTER_TYPES) {
        list.add(
            Arg.general(t)); // a general destination where the table has none: a disallowed sample
      }
    }
    return list;
  }

  /**
   * The choices every source can take (general variables of each type, predicates if all take
   * them).
   */
  private static List<Arg> commonSourceChoices(List<OperandSpec> srcs) {
    List<Arg> list = new ArrayList<>();
    for (Type t : Arg.REGISTER_TYPES) {
      list.add(Arg.general(t));
    }
    if (srcs.stream().allMatch(s -> s.forms().contains(Form.PREDICATE))) {
      list.add(Arg.predicate());
    }
    return list;
  }

  /**
   * An operand the table allows for that spec: {@code preferred}'s type if it may, else the first
   * allowed.
   */
  private static Arg base(OperandSpec spec, Type preferred) {
    Set<Form> forms = spec.forms();
    if (!forms.contains(Form.GENERAL)) {
      if (forms.contains(Form.PREDICATE)) {
        return Arg.predicate();
      }
      if (forms.contains(Form.ADDRESS)) {
        return new Arg(Arg.Kind.ADDRESS, Type.UW);
      }
    }
    if (forms.contains(Form.ADDRESS_OF)) {
      return new Arg(Arg.Kind.ADDRESS_OF, null);
    }
    Set<Type> allowed = spec.types();
    if (preferred != null && (allowed == null || allowed.contains(preferred))) {
      return Arg.general(preferred);
    }
    for (Type t : BASE_PREFERENCE) {
      if (allowed == null || allowed.contains(t)) {
        return Arg.general(t);
      }
    }
    throw new IllegalStateException(spec.name() + " allows no register type");
  }

  private static List<Arg> repeat(Arg a, int n) {
    List<Arg> list = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      list.add(a);
    }
    return list;
  }
}
