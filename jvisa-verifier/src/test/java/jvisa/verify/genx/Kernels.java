package jvisa.verify.genx;

import java.util.List;
import jvisa.asm.model.Type;

/**
 * The kernel every generated instruction is placed in: a general variable of each register type
 * (two, V... and W..., for instructions with two destinations), predicates, an address variable, a
 * surface and a sampler.
 */
final class Kernels {
  private static final String HEADER = header();

  /** Number of lines before the first instruction. */
  static final int HEADER_LINES = (int) HEADER.lines().count();

  private Kernels() {}

  /** A kernel whose body is the lines, in order, followed by ret. */
  static String kernel(List<String> lines) {
    StringBuilder sb = new StringBuilder(HEADER);
    for (String l : lines) {
      sb.append("    ").append(l).append('\n');
    }
    return sb.append("    ret (M1, 1)\n").toString();
  }

  private static String header() {
    StringBuilder sb = new StringBuilder(".version 4.1\n.kernel \"k\"\n");
    for (Type t : Arg.REGISTER_TYPES) {
      int elements = 512 / t.size();
      for (boolean second : new boolean[] {false, true}) {
        sb.append(".decl ")
            .append(Arg.variable(t, second))
            .append(" v_type=G type=")
            .append(t.text())
            .append(" num_elts=")
            .append(elements)
            .append(" align=GRF\n");
      }
    }
    for (int p = 1; p <= 3; p++) {
      sb.append(".decl P").append(p).append(" v_type=P num_elts=32\n");
    }
    sb.append(".decl A0 v_type=A num_elts=1\n");
    sb.append(".decl T6 v_type=T num_elts=1\n");
    sb.append(".decl S0 v_type=S num_elts=1\n");
    sb.append(".function \"_main_0\"\n_main_0:\n");
    return sb.toString();
  }
}
