package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import jvisa.cc.corpus.CorpusKernels;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * shuffle and shuffle2 with constant masks (some with bits above the ones that count) and masks
 * read from memory (random words), on float4, uint4 and uchar8 operands (the uchar ones read as
 * such: a bitcast between vectors of different element sizes is not scalarized yet), results of 2
 * to 16 components: every result word must be the component the mask's low bits pick.
 */
class ShuffleKernelsTest {
  private static final int GLOBAL = 512;
  private static final int LOCAL = 32;
  private static final int SLOTS = 34;

  private static final String KERNEL =
      """
      __kernel void shuffles(__global const uint4* x, __global const uint4* y,
                             __global const uint4* m, __global const uchar8* xc,
                             __global const uchar16* mc, __global uint* out) {
        int i = get_global_id(0);
        uint4 u = x[i], v = y[i], mask = m[i];
        float4 a = as_float4(u), b = as_float4(v);
        __global uint* o = out + 34 * i;
        uint4 r0 = as_uint4(shuffle(a, (uint4)(3, 2, 1, 0)));
        uint4 r1 = as_uint4(shuffle2(a, b, (uint4)(7, 0, 5, 2)));
        uint4 r2 = as_uint4(shuffle(a, mask));
        uint4 r3 = as_uint4(shuffle2(a, b, mask));
        uint2 r4 = as_uint2(shuffle(a, mask.zw));
        uint8 r5 = shuffle2(u, v, (uint8)(mask, mask >> 3));
        uchar16 r6 = shuffle2(xc[2 * i], xc[2 * i + 1], mc[i]);
        uint4 r7 = shuffle(u, (uint4)(0x10005, 6, 0xffffffff, 1));
        o[0] = r0.x; o[1] = r0.y; o[2] = r0.z; o[3] = r0.w;
        o[4] = r1.x; o[5] = r1.y; o[6] = r1.z; o[7] = r1.w;
        o[8] = r2.x; o[9] = r2.y; o[10] = r2.z; o[11] = r2.w;
        o[12] = r3.x; o[13] = r3.y; o[14] = r3.z; o[15] = r3.w;
        o[16] = r4.x; o[17] = r4.y;
        o[18] = r5.s0; o[19] = r5.s1; o[20] = r5.s2; o[21] = r5.s3;
        o[22] = r5.s4; o[23] = r5.s5; o[24] = r5.s6; o[25] = r5.s7;
        o[26] = r6.s0 | r6.s1 << 8 | r6.s2 << 16 | (uint)r6.s3 << 24;
        o[27] = r6.s4 | r6.s5 << 8 | r6.s6 << 16 | (uint)r6.s7 << 24;
        o[28] = r6.s8 | r6.s9 << 8 | r6.sa << 16 | (uint)r6.sb << 24;
        o[29] = r6.sc | r6.sd << 8 | r6.se << 16 | (uint)r6.sf << 24;
        o[30] = r7.x; o[31] = r7.y; o[32] = r7.z; o[33] = r7.w;
      }
      """;

  @TempDir Path scratch;

  @ParameterizedTest
  @EnumSource(Target.class)
  void compiledShufflesPickTheMaskedComponents(Target target) throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    int[][] in = inputs();
    OneOutputCase c = shuffleCase(in);
    int[] expected = expected(in);
    for (FrontEnd fe : CorpusKernels.availableFrontEnds()) {
      for (int simd : new int[] {8, 16, 32}) {
        if (simd != 16 && fe != CorpusKernels.availableFrontEnds().get(0)) {
          continue;
        }
        int[] got = c.runCompiled(scratch, target, simd, Optional.of(fe));
        assertWords(expected, got, target + " SIMD" + simd + " " + fe);
      }
    }
  }

  @Test
  void interpretedShufflesPickTheMaskedComponents() throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    int[][] in = inputs();
    int[] got = shuffleCase(in).runInterpreted(CorpusKernels.availableFrontEnds().get(0));
    assertWords(expected(in), got, "interpreter");
  }

  private OneOutputCase shuffleCase(int[][] in) throws IOException {
    return new OneOutputCase(
        scratch.resolve("shuffles"),
        "shuffles",
        KERNEL,
        GLOBAL,
        LOCAL,
        List.of("x", "y", "m", "xc", "mc"),
        List.of(in[0], in[1], in[2], in[0], in[2]),
        SLOTS * GLOBAL);
  }

  private static void assertWords(int[] expected, int[] got, String label) {
    for (int w = 0; w < expected.length; w++) {
      int item = w / SLOTS;
      assertEquals(
          expected[w], got[w], label + ": item " + item + " word " + (w % SLOTS) + " differs");
    }
  }

  private static int[][] inputs() {
    SplittableRandom random = new SplittableRandom(5);
    int[][] in = new int[3][4 * GLOBAL];
    for (int[] buffer : in) {
      for (int k = 0; k < buffer.length; k++) {
        buffer[k] = random.nextInt();
      }
    }
    return in;
  }

  /** What each work-item writes, from OpenCL's definition (mask bits that number the inputs). */
  private static int[] expected(int[][] in) {
    int[] out = new int[SLOTS * GLOBAL];
    for (int i = 0; i < GLOBAL; i++) {
      int[] u = slice(in[0], 4 * i, 4);
      int[] v = slice(in[1], 4 * i, 4);
      int[] m = slice(in[2], 4 * i, 4);
      int[] uv = concat(u, v);
      int[] words = new int[SLOTS];
      int n = 0;
      for (int k : new int[] {3, 2, 1, 0}) {
        words[n++] = u[k];
      }
      for (int k : new int[] {7, 0, 5, 2}) {
        words[n++] = uv[k];
      }
      for (int k = 0; k < 4; k++) {
        words[n++] = u[m[k] & 3];
      }
      for (int k = 0; k < 4; k++) {
        words[n++] = uv[m[k] & 7];
      }
      for (int k = 2; k < 4; k++) {
        words[n++] = u[m[k] & 3];
      }
      for (int k = 0; k < 8; k++) {
        words[n++] = uv[(k < 4 ? m[k] : m[k - 4] >>> 3) & 7];
      }
      byte[] bytes = bytes(u);
      byte[] picked = new byte[16];
      byte[] maskBytes = bytes(m);
      for (int k = 0; k < 16; k++) {
        picked[k] = bytes[maskBytes[k] & 15];
      }
      for (int k = 0; k < 4; k++) {
        words[n++] = word(picked, 4 * k);
      }
      for (long k : new long[] {0x10005L, 6, 0xffffffffL, 1}) {
        words[n++] = u[(int) (k & 3)];
      }
      System.arraycopy(words, 0, out, SLOTS * i, SLOTS);
    }
    return out;
  }

  private static int[] slice(int[] a, int from, int count) {
    int[] r = new int[count];
    System.arraycopy(a, from, r, 0, count);
    return r;
  }

  private static int[] concat(int[] a, int[] b) {
    int[] r = new int[a.length + b.length];
    System.arraycopy(a, 0, r, 0, a.length);
    System.arraycopy(b, 0, r, a.length, b.length);
    return r;
  }

  /** Little-endian bytes of words. */
  private static byte[] bytes(int[] words) {
    byte[] r = new byte[4 * words.length];
    for (int k = 0; k < r.length; k++) {
      r[k] = (byte) (words[k / 4] >>> (8 * (k % 4)));
    }
    return r;
  }

  private static int word(byte[] b, int at) {
    return (b[at] & 0xff)
        | (b[at + 1] & 0xff) << 8
        | (b[at + 2] & 0xff) << 16
        | (b[at + 3] & 0xff) << 24;
  }
}
