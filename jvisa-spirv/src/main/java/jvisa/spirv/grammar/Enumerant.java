package jvisa.spirv.grammar;

import java.util.List;

/**
 * One value of an enum kind, with the operands that follow it when present ({@code Aligned} is
 * followed by a literal alignment, {@code LinkageAttributes} by a name and a {@code LinkageType}).
 */
public record Enumerant(String name, int value, List<OperandSpec> parameters) {
  public Enumerant {
    parameters = List.copyOf(parameters);
  }
}
