package jvisa.machine.core;

import java.util.List;

/**
 * What a report needs to know of one decoded instruction.
 *
 * @param pc the instruction's index in its function
 * @param text the instruction as the canonical printer writes it
 * @param line its line in the source file (0 when unknown)
 * @param labels the labels just before it
 * @param execSize its execution size (1 for instructions without one)
 * @param noMask whether it ignores the execution mask
 * @param predicated whether it has a predicate
 * @param control how it moves control
 * @param targets the instruction indices it may branch to (in this function)
 */
public record InstructionInfo(
    int pc,
    String text,
    int line,
    List<String> labels,
    int execSize,
    boolean noMask,
    boolean predicated,
    ControlKind control,
    List<Integer> targets) {
  public InstructionInfo {
    labels = List.copyOf(labels);
    targets = List.copyOf(targets);
  }

  /** The instructions control may reach next, in this function (calls come back to pc + 1). */
  public List<Integer> successors(int codeLength) {
    List<Integer> out = new java.util.ArrayList<>();
    boolean next =
        switch (control) {
          case NONE, CALL, FCALL -> true;
          case GOTO, JMP, SWITCHJMP, RET, FRET -> predicated;
        };
    for (int t : targets) {
      if (!out.contains(t)) {
        out.add(t);
      }
    }
    if (next && pc + 1 <= codeLength && !out.contains(pc + 1)) {
      out.add(pc + 1);
    }
    return out;
  }
}
