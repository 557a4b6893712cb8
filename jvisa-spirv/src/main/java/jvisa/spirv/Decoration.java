package jvisa.spirv;

import java.util.List;

/**
 * A decoration of an id or of a structure member, from {@code OpDecorate}, {@code OpMemberDecorate}
 * (and their Id/String forms) or a decoration group applied with {@code OpGroupDecorate}/{@code
 * OpGroupMemberDecorate}.
 *
 * @param member the member index, or -1 for the id itself
 * @param decoration the decoration with its parameters (Alignment 4, BuiltIn GlobalInvocationId
 *     ...)
 * @param instruction the instruction that states it (for a group: the group's own decoration)
 */
public record Decoration(int target, int member, Operand.Enum decoration, Instruction instruction) {
  public String name() {
    return decoration.enumerant().name();
  }

  public List<Operand> parameters() {
    return decoration.parameters();
  }
}
