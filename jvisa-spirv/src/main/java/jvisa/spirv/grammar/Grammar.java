package jvisa.spirv.grammar;

import java.util.Collection;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;

/**
 * The SPIR-V instruction set as the official machine-readable grammar defines it: core
 * instructions, operand kinds with their enumerants, and the extended instruction sets. {@link
 * #spirv()} is the table generated from the grammar files of the spirv-headers package ({@link
 * GeneratedGrammar}).
 */
public final class Grammar {
  private final String coreVersion;
  private final int magicNumber;
  private final Map<Integer, InstructionSpec> byOpcode;
  private final Map<String, InstructionSpec> byName;
  private final Map<String, OperandKind> kinds;
  private final Map<String, ExtInstSet> extInstSets;

  Grammar(
      String coreVersion,
      int magicNumber,
      Map<Integer, InstructionSpec> byOpcode,
      Map<String, InstructionSpec> byName,
      Map<String, OperandKind> kinds,
      Map<String, ExtInstSet> extInstSets) {
    this.coreVersion = coreVersion;
    this.magicNumber = magicNumber;
    this.byOpcode = byOpcode;
    this.byName = byName;
    this.kinds = kinds;
    this.extInstSets = extInstSets;
  }

  /** The grammar generated from the official files. */
  public static Grammar spirv() {
    return Generated.GRAMMAR;
  }

  /** "major.minor revision N" of the core grammar the table came from. */
  public String coreVersion() {
    return coreVersion;
  }

  /** The SPIR-V magic number, as the grammar gives it. */
  public int magicNumber() {
    return magicNumber;
  }

  /** The instruction with this opcode; where the grammar has aliases, the first name it lists. */
  public Optional<InstructionSpec> instruction(int opcode) {
    return Optional.ofNullable(byOpcode.get(opcode));
  }

  /** The instruction with this name or alias ("OpDecorateStringGOOGLE"). */
  public Optional<InstructionSpec> instruction(String name) {
    return Optional.ofNullable(byName.get(name));
  }

  /** Every instruction, one per opcode, in grammar order. */
  public Collection<InstructionSpec> instructions() {
    return Collections.unmodifiableCollection(byOpcode.values());
  }

  public Optional<OperandKind> kind(String name) {
    return Optional.ofNullable(kinds.get(name));
  }

  /** The kind, which the caller knows the grammar has. */
  public OperandKind requireKind(String name) {
    return kind(name)
        .orElseThrow(
            () -> new IllegalArgumentException("the SPIR-V grammar has no operand kind " + name));
  }

  public Collection<OperandKind> kinds() {
    return Collections.unmodifiableCollection(kinds.values());
  }

  /** The extended instruction set an {@code OpExtInstImport} with this name imports. */
  public Optional<ExtInstSet> extInstSet(String name) {
    return Optional.ofNullable(extInstSets.get(name));
  }

  private static final class Generated {
    static final Grammar GRAMMAR = build();

    private static Grammar build() {
      GrammarBuilder b = new GrammarBuilder();
      GeneratedGrammar.define(b);
      return b.build();
    }
  }
}
