package jvisa.verify.genx;

import java.util.List;
import java.util.stream.Collectors;
import jvisa.asm.model.Opcode;

/**
 * One generated vector instruction: an opcode with destination and source operands of chosen types
 * (sel is predicated, as it selects by its predicate).
 */
record AluCase(Opcode op, String suffix, int execSize, List<Arg> dsts, List<Arg> srcs) {
  AluCase {
    dsts = List.copyOf(dsts);
    srcs = List.copyOf(srcs);
  }

  /** The instruction as a line of .visaasm text. */
  String line() {
    StringBuilder sb =
        new StringBuilder(op == Opcode.SEL ? "(P1) " : "")
            .append(op.mnemonic())
            .append(suffix)
            .append(" (M1, ")
            .append(execSize)
            .append(')');
    for (int i = 0; i < dsts.size(); i++) {
      sb.append(' ').append(dsts.get(i).asDestination(i > 0));
    }
    for (Arg s : srcs) {
      sb.append(' ').append(s.asSource(execSize));
    }
    return sb.toString();
  }

  /** "add d <- d, imm:f". */
  String describe() {
    return op.mnemonic()
        + " "
        + dsts.stream().map(Arg::toString).collect(Collectors.joining(","))
        + " <- "
        + srcs.stream().map(Arg::toString).collect(Collectors.joining(", "));
  }
}
