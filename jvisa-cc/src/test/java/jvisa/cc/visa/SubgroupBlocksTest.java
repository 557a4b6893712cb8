package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
 * Intel sub-group block reads and writes ({@code SubgroupBlocks}): component k of work-item i is
 * element k * (maximum sub-group size) + i of the sub-group's block, so the words depend on the
 * SIMD width; checked against that layout computed here, on the IR interpreter (sub-groups of 16)
 * and on the machine for both targets at SIMD 8, 16 and 32.
 */
class SubgroupBlocksTest {
  private static final int GLOBAL = 128;
  private static final int LOCAL = 32;
  private static final int OUT = 1280;

  private static final String SOURCE =
      """
      kernel void blocks(global const uint *in, global uint *out) {
        uint base = get_group_id(0) * get_local_size(0)
            + get_sub_group_id() * get_max_sub_group_size();
        uint2 w = intel_sub_group_block_read2(in + 2 * base);
        uint v = intel_sub_group_block_read(in + base + 300);
        intel_sub_group_block_write(out + base, w.x * 3 + w.y + v);
        intel_sub_group_block_write2(out + 1024 + 2 * base, (uint2)(w.y, w.x ^ 5));
      }
      """;

  @TempDir Path scratch;

  @Test
  void blocksAreLaidOutBySubGroupSize() throws IOException {
    assumeTrue(FrontEnd.OCLOC.available(), "ocloc not installed");
    SplittableRandom r = new SplittableRandom(8);
    int[] in = new int[600];
    for (int k = 0; k < in.length; k++) {
      in[k] = r.nextInt();
    }
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve("blocks"),
            "blocks",
            SOURCE,
            GLOBAL,
            LOCAL,
            List.of("in"),
            List.of(in),
            OUT);
    assertArrayEquals(expected(in, 16), c.runInterpreted(FrontEnd.OCLOC), "interpreter");
    for (Target t : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        assertArrayEquals(
            expected(in, simd),
            c.runCompiled(scratch, t, simd, Optional.of(FrontEnd.OCLOC)),
            t + " SIMD" + simd);
      }
    }
  }

  private static int[] expected(int[] in, int simd) {
    int[] out = new int[OUT];
    for (int g = 0; g < GLOBAL; g++) {
      int local = g % LOCAL;
      int base = g / LOCAL * LOCAL + local / simd * simd;
      int lane = local % simd;
      int x = in[2 * base + lane];
      int y = in[2 * base + simd + lane];
      out[base + lane] = x * 3 + y + in[base + 300 + lane];
      out[1024 + 2 * base + lane] = y;
      out[1024 + 2 * base + simd + lane] = x ^ 5;
    }
    return out;
  }
}
