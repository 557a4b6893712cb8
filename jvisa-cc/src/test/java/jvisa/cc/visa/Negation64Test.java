package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Negations of 64-bit integers (unary minus, 0 - x, a product with a negated factor), which GenX_IR
 * refused when written as a quadword {@code mov} or {@code add} from zero with a negated source:
 * accepted on both targets at SIMD 8, 16 and 32 and equal to the IR interpreter, whose words are
 * checked against Java here.
 */
class Negation64Test {
  private static final int GLOBAL = 64;

  private static final String SOURCE =
      """
      kernel void negate64(global const uint *in, global uint *out) {
        int i = get_global_id(0);
        long a = ((long)in[2 * i + 1] << 32) | in[2 * i];
        long b = a ^ 0x5555aaaa12345678L;
        long r0 = -a;
        long r1 = a * -b;
        ulong r2 = -(ulong)(a >> 3);
        global uint *o = out + 6 * i;
        o[0] = (uint)r0; o[1] = (uint)(r0 >> 32);
        o[2] = (uint)r1; o[3] = (uint)(r1 >> 32);
        o[4] = (uint)r2; o[5] = (uint)(r2 >> 32);
      }
      """;

  @TempDir Path scratch;

  @Test
  void negationsMatchJavaOnEveryTarget() throws IOException {
    FrontEnd frontEnd = FrontEnd.OCLOC;
    assumeTrue(frontEnd.available(), frontEnd + " not installed");
    SplittableRandom r = new SplittableRandom(64);
    int[] in = new int[2 * GLOBAL];
    for (int k = 0; k < in.length; k++) {
      in[k] = k < 4 ? (k == 1 ? 0x80000000 : 0) : r.nextInt();
    }
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve("negate64"),
            "negate64",
            SOURCE,
            GLOBAL,
            32,
            List.of("in"),
            List.of(in),
            6 * GLOBAL);
    int[] interpreted = c.runInterpreted(frontEnd);
    for (int i = 0; i < GLOBAL; i++) {
      long a = ((long) in[2 * i + 1] << 32) | (in[2 * i] & 0xffffffffL);
      long b = a ^ 0x5555aaaa12345678L;
      long[] want = {-a, a * -b, -(a >> 3)};
      for (int k = 0; k < 3; k++) {
        long got =
            ((long) interpreted[6 * i + 2 * k + 1] << 32)
                | (interpreted[6 * i + 2 * k] & 0xffffffffL);
        assertEquals(want[k], got, "result " + k + " of work-item " + i);
      }
    }
    for (Target t : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        assertArrayEquals(
            interpreted, c.runCompiled(scratch, t, simd, Optional.of(frontEnd)), t + " " + simd);
      }
    }
  }
}
