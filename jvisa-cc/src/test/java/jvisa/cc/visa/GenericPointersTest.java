package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import jvisa.cc.CompileError;
import jvisa.cc.KernelCompiler;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Generic pointers of OpenCL C 2.0 (clang-15 -cl-std=CL2.0): vloadn/vstoren and the half forms,
 * whose built-ins take generic pointers, over global, local and private memory, and functions with
 * unqualified pointer parameters called with global, local and private pointers, in every call
 * mode; {@code InferAddressSpaces} gives every such pointer its one space. Compared with the IR
 * interpreter on both targets at SIMD 8, 16 and 32. Pointers whose space is decided at run time:
 * {@link RuntimeGenericPointersTest}.
 */
class GenericPointersTest {
  private static final int GLOBAL = 64;
  private static final int LOCAL = 32;

  private static final String VECTORS =
      """
      kernel void vectors(global const int *in, global int *out) {
        local int tile[32 * 16];
        int priv[16];
        size_t i = get_global_id(0), l = get_local_id(0);
        for (int j = 0; j < 16; j++) {
          tile[l * 16 + j] = in[i * 16 + j] ^ 5;
          priv[j] = in[(i * 16 + j * 7) % 1024] + j;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        int2 a = vload2(i, in);
        int3 b = vload3(l, tile);
        int4 c = vload4(i & 3, priv);
        int8 d = vload8(i, in + 3);
        int16 e = vload16(31 - l, tile);
        int4 f = vload4(1, tile + l * 16 + 2);
        global int *o = out + 48 * i;
        vstore2(a + 1, 0, o);
        vstore3(b * 3, 0, o + 2);
        vstore4(c - 2, 1, o + 1);
        vstore8(d ^ 9, 1, o);
        vstore16(e, 1, o + 1);
        vstore3(f.xyz, 0, priv + 1);
        vstore2(f.zw, 4, priv);
        barrier(CLK_LOCAL_MEM_FENCE);
        vstore4(f, l, tile);
        barrier(CLK_LOCAL_MEM_FENCE);
        o[33] = priv[1] + priv[3] + priv[8] + priv[9];
        o[34] = tile[(l * 4 + 5) & 127];
        int3 g = vload3(0, priv + 1);
        o[35] = g.x ^ g.y ^ g.z;
      }
      """;

  private static final String HALVES =
      """
      kernel void halves(global const int *in, global int *out) {
        global const half *h = (global const half *)in;
        local ushort tileBits[32 * 16];
        ushort privBits[8];
        local half *tile = (local half *)tileBits;
        half *priv = (half *)privBits;
        size_t i = get_global_id(0), l = get_local_id(0);
        float x = vload_half(i, h);
        float2 a = vload_half2(i, h + 1);
        float3 b = vload_half3(i, h);
        float4 c = vload_half4(i, h);
        float8 d = vload_half8(i, h + 8);
        float16 e = vload_half16(i, h);
        vstore_half16(e * 0.5f, l, tile);
        vstore_half4(c + 1.0f, 0, priv);
        vstore_half4(d.hi, 1, priv);
        barrier(CLK_LOCAL_MEM_FENCE);
        float8 t = vload_half8(1, tile + (31 - l) * 16);
        float8 p = vload_half8(0, priv);
        global half *o = (global half *)(out + 48 * i);
        vstore_half(x * 3.0f, 0, o);
        vstore_half2(a - 1.0f, 1, o);
        vstore_half3(b, 1, o + 1);
        vstore_half4(c * 2.0f, 2, o);
        vstore_half8(d, 2, o);
        vstore_half16(e + x, 2, o);
        vstore_half8(t, 6, o);
        vstore_half8(p, 7, o);
        out[48 * i + 32] = as_int(vload_half(l, tile) + vload_half(3, priv));
      }
      """;

  private static final String CALLS =
      """
      __attribute__((noinline)) int total(const int *p, int n) {
        int s = 0;
        for (int j = 0; j < n; j++) {
          s += p[j] * (j + 1);
        }
        return s;
      }

      __attribute__((noinline)) void bump(int *p, int v) {
        *p += v;
        p[1] ^= v;
      }

      int *pick(int *p, int k) { return p + (k & 3); }

      kernel void callers(global const int *in, global int *out) {
        local int tile[32 + 4];
        int priv[6];
        size_t i = get_global_id(0), l = get_local_id(0);
        tile[l] = in[i] * 3;
        if (l < 4) {
          tile[32 + l] = 0;
        }
        for (int j = 0; j < 6; j++) {
          priv[j] = in[(i + j) % 64] - j;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        global int *o = out + 8 * i;
        o[0] = total(in + (i & ~3), 4);
        o[1] = total(tile + (l & ~3), 4);
        o[2] = total(priv, 6);
        o[3] = in[i];
        o[4] = in[i] + 1;
        bump(o + 3, (int)i);
        bump(priv + 2, 7);
        o[5] = priv[2] + priv[3];
        o[6] = *pick(priv, in[i]) + *pick(tile + l, in[i]);
        barrier(CLK_LOCAL_MEM_FENCE);
        if ((l & 1) == 0) {
          bump(tile + l, 5);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        o[7] = tile[l] + total(pick(o, 1), 2);
      }
      """;

  private static final String RECURSIVE =
      """
      __attribute__((noinline)) uint nest(uint *up, uint n, uint seed) {
        uint t[8];
        for (uint j = 0; j < 8; j++) {
          t[j] = up[(seed + j) & 7u] + j * n;
        }
        uint r = n > 0 ? nest(t, n - 1, seed * 3u + 1u) : 0u;
        return r + t[(seed * 7u) & 7u] - up[n & 7u];
      }

      __attribute__((noinline)) uint walk(const uint *p, uint n) {
        return n == 0 ? p[0] : p[n] ^ walk(p + 1, n - 1) * 3u;
      }

      kernel void recursive(global const uint *in, global uint *out) {
        local uint tile[32 + 8];
        uint a[8];
        size_t i = get_global_id(0), l = get_local_id(0);
        uint x = in[i];
        tile[l] = x;
        if (l < 8) {
          tile[32 + l] = l;
        }
        for (uint j = 0; j < 8; j++) {
          a[j] = x + j * i;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        out[2 * i] = nest(a, (x >> 3) & 7u, i) + a[(x >> 12) & 7u];
        out[2 * i + 1] = walk(in + (i & 31), x & 7u) + tile[(l + x) & 31];
      }
      """;

  private static final String CASTS =
      """
      int where(int *p) {
        return (to_global(p) != 0) + 2 * (to_local(p) != 0) + 4 * (to_private(p) != 0);
      }

      kernel void casts(global const int *in, global int *out) {
        local int tile[33];
        int priv[3];
        size_t i = get_global_id(0), l = get_local_id(0);
        tile[l + 1] = in[i];
        priv[1] = in[i] + 1;
        priv[2] = 0;
        barrier(CLK_LOCAL_MEM_FENCE);
        out[4 * i] = where((int *)(in + i));
        out[4 * i + 1] = where(tile + 1 + l) + 8 * (to_global((int *)(tile + 1)) == 0);
        out[4 * i + 2] = where(priv + 1);
        out[4 * i + 3] = *to_local((int *)(tile + 1 + (l ^ 1))) - *to_private((int *)(priv + 1));
      }
      """;

  @TempDir Path scratch;

  private static int[] randomWords(long seed, int n) {
    SplittableRandom r = new SplittableRandom(seed);
    int[] w = new int[n];
    for (int k = 0; k < n; k++) {
      w[k] = r.nextInt(-100000, 100000);
    }
    return w;
  }

  /** Words of two finite halves each (no NaN or infinity, some subnormals). */
  private static int[] randomHalves(long seed, int n) {
    SplittableRandom r = new SplittableRandom(seed);
    int[] w = new int[n];
    for (int k = 0; k < n; k++) {
      int lo = r.nextInt(0x7800) | (r.nextBoolean() ? 0x8000 : 0);
      int hi = r.nextInt(0x7800) | (r.nextBoolean() ? 0x8000 : 0);
      w[k] = lo | hi << 16;
    }
    return w;
  }

  private void matchesTheInterpreter(
      String kernel, String source, int[] in, int outWords, CallMode mode) throws IOException {
    matchesTheInterpreter(kernel, source, in, outWords, mode, FrontEnd.CLANG);
  }

  private void matchesTheInterpreter(
      String kernel, String source, int[] in, int outWords, CallMode mode, FrontEnd fe)
      throws IOException {
    assumeTrue(fe.available(), fe + " not installed");
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve(kernel + "-" + mode),
            kernel,
            source,
            GLOBAL,
            LOCAL,
            List.of("in"),
            List.of(in),
            outWords);
    int[] expected = c.runInterpreted(fe);
    for (Target t : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        assertArrayEquals(
            expected,
            c.runCompiled(scratch, t, simd, mode, Optional.of(fe)),
            kernel + " " + t + " SIMD" + simd + " " + mode);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"vectors", "halves"})
  void vectorLoadsAndStoresMatchTheInterpreter(String kernel) throws IOException {
    boolean halves = kernel.equals("halves");
    int[] in = halves ? randomHalves(11, 16 * GLOBAL + 8) : randomWords(5, 16 * GLOBAL + 16);
    matchesTheInterpreter(kernel, halves ? HALVES : VECTORS, in, 48 * GLOBAL, CallMode.INLINE);
  }

  /** to_global/to_local/to_private of pointers whose space is known: the pointer or null. */
  @org.junit.jupiter.api.Test
  void explicitCastsToASpaceMatchTheInterpreter() throws IOException {
    matchesTheInterpreter("casts", CASTS, randomWords(4, GLOBAL), 4 * GLOBAL, CallMode.INLINE);
  }

  static List<Arguments> callModes() {
    List<Arguments> out = new ArrayList<>();
    for (CallMode mode : CallMode.values()) {
      out.add(Arguments.of(mode));
    }
    return out;
  }

  @ParameterizedTest
  @MethodSource("callModes")
  void functionsTakingGenericPointersMatchTheInterpreter(CallMode mode) throws IOException {
    matchesTheInterpreter("callers", CALLS, randomWords(3, GLOBAL), 8 * GLOBAL, mode);
  }

  /**
   * Recursive functions stay stack calls: each generic parameter, passed one space by every call,
   * takes that space ({@code ArgumentSpaces}).
   */
  @org.junit.jupiter.api.Test
  void recursiveFunctionsTakingGenericPointersMatchTheInterpreter() throws IOException {
    matchesTheInterpreter(
        "recursive", RECURSIVE, randomWords(9, GLOBAL), 2 * GLOBAL, CallMode.STACKCALL);
  }

  /**
   * What stays refused: a stack-called function reaching private memory through a generic pointer
   * decided at run time (its frame is not the caller's). {@link RuntimeGenericPointersTest} runs
   * the rest.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "int walk(int *p, int n) { return n <= 0 ? p[0] : p[n] + walk(p, n - 1); }"
            + " kernel void k(global int *g, global int *out) { int a[4] = {g[0], g[1], g[2], g[3]};"
            + " int *p = g[4] ? (int *)g : (int *)a; out[0] = walk(p, g[5] & 3); }",
        "int walk(int *p, int n) { return n <= 0 ? p[0] : p[n] + walk(p + 1, n - 1); }"
            + " kernel void k(global int *g, global int *out) { int a[4] = {g[0], g[1], g[2], g[3]};"
            + " out[0] = walk(a, g[5] & 3) + walk((int *)g, 2); }"
      })
  void privateMemoryThroughRunTimeGenericPointersInStackCallsIsRefusedWithTheReason(String source)
      throws IOException {
    assumeTrue(FrontEnd.CLANG.available(), "clang-15 + llvm-spirv-15 not installed");
    Path file = scratch.resolve("k.cl");
    Files.writeString(file, source);
    KernelCompiler.Options o =
        new KernelCompiler.Options(
            Target.TGLLP, 16, null, Optional.of(FrontEnd.CLANG), "", CallMode.STACKCALL);
    CompileError e =
        assertThrows(
            CompileError.class, () -> KernelCompiler.compile(file, o, scratch.resolve("fe")));
    assertTrue(
        e.getMessage().contains("may point into private memory of another function")
            && e.getMessage().contains("--calls stackcall"),
        e.getMessage());
  }
}
