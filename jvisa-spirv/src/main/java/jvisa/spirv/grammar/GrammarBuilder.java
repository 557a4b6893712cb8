package jvisa.spirv.grammar;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the statements of {@link GeneratedGrammar} (kinds, enumerants, instructions, extended
 * sets, each naming kinds by grammar spelling such as {@code "IdRef*"}) and resolves the names once
 * everything is declared.
 */
final class GrammarBuilder {
  private record Pending(String name, int value, String instructionClass, String[] operands) {}

  private String coreVersion = "";
  private int magicNumber;
  private final Map<String, OperandKind> kinds = new LinkedHashMap<>();
  private final Map<OperandKind, List<Pending>> enumerants = new LinkedHashMap<>();
  private final Map<OperandKind, String[]> bases = new LinkedHashMap<>();
  private final List<Pending> instructions = new ArrayList<>();
  private final Map<ExtInstSet, List<Pending>> extInsts = new LinkedHashMap<>();
  private OperandKind currentKind;
  private ExtInstSet currentSet;

  void core(int major, int minor, int revision, int magic) {
    coreVersion = major + "." + minor + " revision " + revision;
    magicNumber = magic;
  }

  /** Declares a kind; the following {@link #e} calls add its enumerants. */
  void kind(String name, OperandCategory category, String... baseKinds) {
    currentKind = new OperandKind(name, category);
    kinds.put(name, currentKind);
    enumerants.put(currentKind, new ArrayList<>());
    bases.put(currentKind, baseKinds);
  }

  /** An enumerant of the current kind with the kinds of its parameters. */
  void e(String name, int value, String... parameters) {
    enumerants.get(currentKind).add(new Pending(name, value, "", parameters));
  }

  /** A core instruction. */
  void op(int opcode, String name, String instructionClass, String... operands) {
    instructions.add(new Pending(name, opcode, instructionClass, operands));
  }

  /** Declares an extended instruction set; the following {@link #x} calls add its instructions. */
  void extInstSet(String name, int version, int revision) {
    currentSet = new ExtInstSet(name, version, revision);
    extInsts.put(currentSet, new ArrayList<>());
  }

  /** An instruction of the current extended set. */
  void x(int number, String name, String... operands) {
    extInsts.get(currentSet).add(new Pending(name, number, "", operands));
  }

  Grammar build() {
    enumerants.forEach(
        (kind, list) ->
            list.forEach(p -> kind.add(new Enumerant(p.name, p.value, specs(p.operands)))));
    bases.forEach(
        (kind, names) -> {
          for (String n : names) {
            kind.addBase(resolve(n));
          }
        });
    Map<Integer, InstructionSpec> byOpcode = new LinkedHashMap<>();
    Map<String, InstructionSpec> byName = new LinkedHashMap<>();
    for (Pending p : instructions) {
      InstructionSpec spec =
          new InstructionSpec(p.value, p.name, p.instructionClass, specs(p.operands));
      byOpcode.putIfAbsent(p.value, spec);
      byName.putIfAbsent(p.name, spec);
    }
    Map<String, ExtInstSet> sets = new LinkedHashMap<>();
    extInsts.forEach(
        (set, list) -> {
          list.forEach(p -> set.add(new InstructionSpec(p.value, p.name, "", specs(p.operands))));
          sets.put(set.name(), set);
        });
    return new Grammar(coreVersion, magicNumber, byOpcode, byName, kinds, sets);
  }

  private List<OperandSpec> specs(String[] references) {
    List<OperandSpec> specs = new ArrayList<>(references.length);
    for (String r : references) {
      Quantifier q = Quantifier.ofReference(r);
      specs.add(new OperandSpec(resolve(r.substring(0, r.length() - q.suffix().length())), q));
    }
    return specs;
  }

  private OperandKind resolve(String name) {
    OperandKind kind = kinds.get(name);
    if (kind == null) {
      throw new IllegalStateException(
          "generated SPIR-V grammar refers to undeclared operand kind " + name);
    }
    return kind;
  }
}
