package jvisa.spirv.grammar;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An operand kind of the grammar: an id, a literal, an enum with its enumerants or a composite of
 * other kinds.
 */
public final class OperandKind {
  public static final String ID_RESULT_TYPE = "IdResultType";
  public static final String ID_RESULT = "IdResult";
  public static final String LITERAL_STRING = "LiteralString";
  public static final String LITERAL_CONTEXT_DEPENDENT_NUMBER = "LiteralContextDependentNumber";
  public static final String LITERAL_EXT_INST_INTEGER = "LiteralExtInstInteger";
  public static final String LITERAL_SPEC_CONSTANT_OP_INTEGER = "LiteralSpecConstantOpInteger";

  private final String name;
  private final OperandCategory category;
  private final List<Enumerant> enumerants = new ArrayList<>();
  private final Map<Integer, Enumerant> byValue = new HashMap<>();
  private final Map<String, Enumerant> byName = new LinkedHashMap<>();
  private final List<OperandKind> bases = new ArrayList<>();

  OperandKind(String name, OperandCategory category) {
    this.name = name;
    this.category = category;
  }

  public String name() {
    return name;
  }

  public OperandCategory category() {
    return category;
  }

  public boolean isEnum() {
    return category == OperandCategory.BIT_ENUM || category == OperandCategory.VALUE_ENUM;
  }

  /** The enumerants in grammar order, aliases included. */
  public List<Enumerant> enumerants() {
    return Collections.unmodifiableList(enumerants);
  }

  /**
   * The enumerant with this value (for a bit enum: this single bit, or 0); the grammar's first name
   * for it.
   */
  public Optional<Enumerant> enumerant(int value) {
    return Optional.ofNullable(byValue.get(value));
  }

  /** The enumerant with this name or alias. */
  public Optional<Enumerant> enumerant(String enumerantName) {
    return Optional.ofNullable(byName.get(enumerantName));
  }

  /** For a composite: the kinds it consists of, in order. */
  public List<OperandKind> bases() {
    return Collections.unmodifiableList(bases);
  }

  void add(Enumerant e) {
    enumerants.add(e);
    byValue.putIfAbsent(e.value(), e);
    byName.putIfAbsent(e.name(), e);
  }

  void addBase(OperandKind base) {
    bases.add(base);
  }

  @Override
  public String toString() {
    return name;
  }
}
