package jvisa.verify.genx;

import java.util.List;
import jvisa.asm.isa.Format;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.Statement;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;

/**
 * What the instruction table says of a message sample: the parser reads its suffixes from the
 * table, then its format must take that many operands and that execution size, and its shape rule
 * (LSC data shapes) must hold.
 */
final class MessageTable {
  private MessageTable() {}

  /** Why the table rejects the line, or null if it allows it. */
  static String rejection(String line) {
    ParseResult r = VisaParser.parse("k.visaasm", Kernels.kernel(List.of(line)));
    if (!r.ok()) {
      return r.diagnostics().get(0).message();
    }
    for (Statement s : r.unit().body()) {
      if (s instanceof Instruction in && in.opcode() != null && line.contains(in.mnemonic())) {
        Format f = in.opcode().format(in);
        if (!f.acceptsCount(in.operands().size())) {
          return in.operands().size() + " operands do not fit the format";
        }
        if (f.exec().takesSize() && in.exec() != null && !f.exec().allows(in.exec().size())) {
          return "execution size " + in.exec().size() + " is not " + f.exec().describe();
        }
        String shape =
            f.shape() == null ? null : f.shape().problem(in, f.matchSuffixes(in.suffixes()));
        if (shape != null) {
          return shape;
        }
      }
    }
    return null;
  }
}
