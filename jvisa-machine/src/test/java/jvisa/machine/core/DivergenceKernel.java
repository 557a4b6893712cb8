package jvisa.machine.core;

import jvisa.asm.model.Program;

/**
 * examples/divergence.visaasm at SIMD8: a Collatz loop per channel with an if/else inside, and a
 * model of what each channel does, from which the tests derive the expected counts.
 */
public final class DivergenceKernel {
  public static final String TEXT =
      """
      .version 4.1
      .kernel "divergence"
      .decl N v_type=G type=d num_elts=16 align=hword
      .decl STEPS v_type=G type=d num_elts=16 align=hword
      .decl ODD v_type=G type=d num_elts=16 align=hword
      .decl P1 v_type=P num_elts=16
      .decl P2 v_type=P num_elts=16
      .function "_main_0"
      _main_0:
          mov (M1, 8) STEPS(0,0)<1> 0x0:d
      LOOP:
          cmp.le (M1, 8) P1 N(0,0)<1;1,0> 0x1:d
          (P1) goto (M1, 8) DONE
          and (M1, 8) ODD(0,0)<1> N(0,0)<1;1,0> 0x1:d
          cmp.ne (M1, 8) P2 ODD(0,0)<1;1,0> 0x0:d
          (!P2) goto (M1, 8) EVEN
          mad (M1, 8) N(0,0)<1> N(0,0)<1;1,0> 0x3:d 0x1:d
          goto (M1, 8) NEXT
      EVEN:
          asr (M1, 8) N(0,0)<1> N(0,0)<1;1,0> 0x1:d
      NEXT:
          add (M1, 8) STEPS(0,0)<1> STEPS(0,0)<1;1,0> 0x1:d
          goto (M1, 1) LOOP
      DONE:
          ret (M1, 1)
      """;

  public static final int CMP_LE = 1;
  public static final int GOTO_DONE = 2;
  public static final int GOTO_EVEN = 5;
  public static final int MAD = 6;
  public static final int ASR = 8;

  private DivergenceKernel() {}

  public static Program program() {
    return Kernels.parse(TEXT);
  }

  /** Channel c's value of N at the start of each loop iteration, until it leaves (N <= 1). */
  public static long[][] walks(long[] start) {
    long[][] out = new long[start.length][];
    for (int c = 0; c < start.length; c++) {
      java.util.List<Long> w = new java.util.ArrayList<>();
      long n = start[c];
      while (true) {
        w.add(n);
        if (n <= 1) {
          break;
        }
        n = (n & 1) != 0 ? 3 * n + 1 : n >> 1;
      }
      out[c] = w.stream().mapToLong(Long::longValue).toArray();
    }
    return out;
  }
}
