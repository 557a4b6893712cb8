package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * as_typen between types of different component counts ({@link VectorBitcasts}), and 3-component
 * variables the front ends store as 4 components: each kernel reinterprets random input words and
 * writes every resulting component's bits, compared with the IR interpreter's words, through both
 * front ends, on both targets at SIMD 8, 16 and 32.
 */
class VectorBitcastsTest {
  private static final int GLOBAL = 64;
  private static final int LOCAL = 32;
  private static final int OUT_WORDS = 16;

  private static final String SOURCE =
      """
      kernel void split64(global const uint *in, global uint *out) {
        size_t i = get_global_id(0);
        ulong q = ((ulong)in[4 * i + 1] << 32) | in[4 * i];
        uint2 d = as_uint2(q);
        ushort4 h = as_ushort4(q);
        uchar8 b = as_uchar8(q);
        float2 f = as_float2(q);
        global uint *o = out + 16 * i;
        o[0] = d.x; o[1] = d.y;
        o[2] = h.x | ((uint)h.w << 16); o[3] = h.y | ((uint)h.z << 16);
        o[4] = b.s0 | (b.s3 << 8) | (b.s5 << 16) | ((uint)b.s7 << 24);
        o[5] = as_uint(f.y); o[6] = as_uint(f.x);
        o[7] = as_uint(as_float(in[4 * i + 2])) ^ 1;
      }

      kernel void join(global const uint *in, global uint *out) {
        size_t i = get_global_id(0);
        uint4 w = (uint4)(in[4 * i], in[4 * i + 1], in[4 * i + 2], in[4 * i + 3]);
        ulong a = as_ulong(w.xy);
        long2 b = as_long2(w);
        uint u = as_uint(as_uchar4(w.z).wzyx);
        uint s = as_uint(as_ushort2(w.w).yx);
        ushort2 p = as_ushort2(as_float(w.x));
        char16 c = as_char16(as_int4(w));
        short8 e = as_short8(w);
        global uint *o = out + 16 * i;
        o[0] = (uint)a; o[1] = (uint)(a >> 32);
        o[2] = (uint)(b.y >> 7); o[3] = (uint)(b.x >> 40);
        o[4] = u; o[5] = s; o[6] = p.x * 3u + p.y;
        o[7] = (uchar)c.s0 | ((uchar)c.s5 << 8) | ((uchar)c.sA << 16) | ((uint)(uchar)c.sF << 24);
        o[8] = (ushort)e.s1 | ((uint)(ushort)e.s6 << 16);
        o[9] = as_uint(as_float(as_uchar4(w.y)));
        o[10] = (uint)as_ulong(as_float2(a)) ^ (uint)(as_ulong(as_uint2(b.x)) >> 32);
      }

      kernel void three(global const uint *in, global uint *out) {
        size_t i = get_global_id(0);
        uint4 w = (uint4)(in[4 * i], in[4 * i + 1], in[4 * i + 2], in[4 * i + 3]);
        int3 t = as_int3(as_float4(w));
        float3 f = as_float3(w);
        uint4 back = as_uint4(t);
        int3 v = t;
        v.y += 5;
        global uint *o = out + 16 * i;
        o[0] = t.x; o[1] = t.y; o[2] = t.z;
        o[3] = as_uint(f.z); o[4] = back.x ^ back.z; o[5] = v.x + v.y + v.z;
      }
      """;

  @TempDir Path scratch;

  static List<Arguments> cases() {
    List<Arguments> out = new ArrayList<>();
    for (String kernel : List.of("split64", "join", "three")) {
      for (FrontEnd fe : List.of(FrontEnd.OCLOC, FrontEnd.CLANG)) {
        out.add(Arguments.of(kernel, fe));
      }
    }
    return out;
  }

  @ParameterizedTest
  @MethodSource("cases")
  void bitcastsMatchTheInterpreter(String kernel, FrontEnd frontEnd) throws IOException {
    assumeTrue(frontEnd.available(), frontEnd + " not installed");
    SplittableRandom r = new SplittableRandom(kernel.hashCode());
    int[] in = new int[4 * GLOBAL];
    for (int k = 0; k < in.length; k++) {
      in[k] = r.nextInt();
    }
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve(kernel + "-" + frontEnd),
            kernel,
            SOURCE,
            GLOBAL,
            LOCAL,
            List.of("in"),
            List.of(in),
            OUT_WORDS * GLOBAL);
    int[] expected = c.runInterpreted(frontEnd);
    // Component 0 holds the lowest bytes: every kernel's first two words are its first two inputs.
    assertEquals(in[0], expected[0], "interpreter");
    assertEquals(in[1], expected[1], "interpreter");
    for (Target t : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        assertArrayEquals(
            expected,
            c.runCompiled(scratch, t, simd, Optional.of(frontEnd)),
            kernel + " " + t + " SIMD" + simd + " " + frontEnd);
      }
    }
  }
}
