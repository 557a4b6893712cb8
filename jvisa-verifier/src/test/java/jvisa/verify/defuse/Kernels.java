package jvisa.verify.defuse;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.Unit;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;

/** Small kernels for the def/use tests: fixed declarations, the given body, a final ret. */
final class Kernels {
  static final String DECLS =
      """
      .decl IN v_type=G type=d num_elts=8 align=hword
      .decl W v_type=G type=d num_elts=8 align=hword
      .decl U v_type=G type=d num_elts=8 align=hword
      .decl R v_type=G type=d num_elts=8 align=hword
      .decl RA v_type=G type=ud num_elts=4 align=dword alias=<R, 16>
      .decl X32 v_type=G type=d num_elts=32 align=hword
      .decl Y32 v_type=G type=d num_elts=32 align=hword
      .decl Q v_type=G type=uq num_elts=8 align=hword
      .decl H64 v_type=G type=hf num_elts=64 align=hword
      .decl T6 v_type=T num_elts=1
      .decl S0 v_type=S num_elts=1
      .decl G0 v_type=G type=ud num_elts=8 align=hword alias=<%r0, 0>
      .decl P1 v_type=P num_elts=8
      .decl A0 v_type=A num_elts=1
      .input IN offset=64 size=32
      """;

  private Kernels() {}

  static Unit unit(String body) {
    String text =
        ".version 4.1\n.kernel \"k\"\n"
            + DECLS
            + ".function \"_main_0\"\n_main_0:\n"
            + body
            + "    ret (M1, 1)\n";
    ParseResult r = VisaParser.parse("k.visaasm", text);
    assertTrue(r.ok(), () -> r.diagnostics().toString());
    return r.unit();
  }

  static List<Instruction> instructions(Unit u) {
    return u.body().stream()
        .filter(s -> s instanceof Instruction)
        .map(s -> (Instruction) s)
        .toList();
  }
}
