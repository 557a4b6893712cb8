package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import jvisa.cc.CompileError;
import jvisa.cc.KernelCompiler;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Generic pointers whose address space is decided at run time (clang-15, OpenCL C 2.0): tagged as
 * IGC tags them, accesses dispatched on the tag per channel or, for a pointer every channel shares,
 * per work-group; {@code to_global}/{@code to_local}/{@code to_private} testing the tag; {@code
 * &array[0]} of {@code __local} and private arrays not null; {@code __local} and private pointers
 * loaded from memory. Compared with the IR interpreter on both targets at SIMD 8, 16 and 32, every
 * kernel accepted by GenX_IR.
 */
class RuntimeGenericPointersTest {
  private static final int GLOBAL = 64;
  private static final int LOCAL = 32;

  /** Global, local or private per work-item, loads, stores, atomics, vload4/vstore4, casts. */
  private static final String DIVERGENT =
      """
      int *pick(int k, global int *g, local int *t, int *p) {
        return k == 0 ? (int *)g : k == 1 ? (int *)t : p;
      }

      kernel void divergent(global const int *in, global int *out) {
        local int tile[32 * 4];
        int priv[4];
        size_t i = get_global_id(0), l = get_local_id(0);
        global int *o = out + 16 * i;
        for (int j = 0; j < 4; j++) {
          tile[l * 4 + j] = in[i] + j;
          priv[j] = in[i] * 3 - j;
          o[8 + j] = in[i] ^ j;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        int k = in[i] & 3;
        if (k == 3) {
          k = (int)(l % 3);
        }
        int *p = pick(k, o + 8, tile + l * 4, priv);
        o[0] = *p + p[2];
        p[1] = (int)i * 7;
        o[1] = atomic_fetch_add_explicit((volatile atomic_int *)p, 5, memory_order_relaxed);
        int4 v = vload4(0, p);
        o[2] = v.x * 1000 + v.y * 100 + v.z * 10 + v.w;
        vstore4(v + 1, 0, p);
        o[3] = (to_global(p) != 0) + 2 * (to_local(p) != 0) + 4 * (to_private(p) != 0);
        int *q = (k & 1) ? (int *)tile : (int *)priv;
        o[4] = (to_local(q) == 0) + 2 * (to_private(q) == 0) + 4 * (q == 0);
        o[5] = p[0] + p[1] + p[2] + p[3];
        barrier(CLK_LOCAL_MEM_FENCE);
        o[6] = tile[l * 4] + tile[l * 4 + 3] + priv[0] + priv[3];
        o[7] = (to_local(q) == tile) + 2 * (to_private(q) == priv) + 4 * (p == q) + 8 * get_fence(p);
      }
      """;

  /** One space per work-group: every channel takes the same path. */
  private static final String UNIFORM =
      """
      kernel void uniform(global const int *in, global int *out) {
        local int tile[32];
        int priv[32];
        size_t i = get_global_id(0), l = get_local_id(0);
        global int *area = out + 4 * 64 + 32 * get_group_id(0);
        area[l] = in[i] * 5;
        tile[l] = in[i] * 2;
        for (int j = 0; j < 32; j++) {
          priv[j] = in[(i + j) % 64] - j;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        uint g = get_group_id(0) + in[0] % 2;
        int *p = g % 3 == 0 ? (int *)area
            : g % 3 == 1 ? (int *)tile : (int *)priv;
        out[4 * i] = p[l] + p[(l + 5) % 32];
        out[4 * i + 1] = (to_private(p) == 0) + 2 * (to_local(p) == 0) + 4 * (to_global(p) == 0);
        barrier(CLK_LOCAL_MEM_FENCE);
        if (to_global(p) == 0) {
          p[l] = (int)i;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        int4 v = vload4(l / 4, p);
        out[4 * i + 2] = v.x + v.y * 3 + v.z * 5 + v.w * 7;
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        out[4 * i + 3] = atomic_fetch_add_explicit((volatile atomic_int *)(p + l), 3,
            memory_order_relaxed) ^ tile[l];
      }
      """;

  /**
   * Pointers loaded from memory: {@code __local} ones from a private array and from {@code __local}
   * memory, private ones from a private array, generic ones from a private table; and {@code
   * &array[0]} compared with null.
   */
  private static final String LOADED =
      """
      kernel void loaded(global const int *in, global int *out) {
        local int tile[32];
        local int other[32];
        local int *local slots[32];
        int a[4], b[4];
        size_t i = get_global_id(0), l = get_local_id(0);
        tile[l] = in[i];
        other[l] = -in[i];
        for (int j = 0; j < 4; j++) {
          a[j] = in[(i + j) % 64] + j;
          b[j] = in[(i + 3 * j) % 64] * 5;
        }
        local int *table[2] = {tile, other};
        slots[l] = (in[i] & 2) ? tile + l : other;
        barrier(CLK_LOCAL_MEM_FENCE);
        local int *t = table[in[i] & 1];
        out[8 * i] = t[l] + t[(l + 1) % 32];
        out[8 * i + 1] = (t == 0) + 2 * (table[0] == 0) + 4 * (&tile[0] == 0);
        local int *s = slots[(l + 7) % 32];
        out[8 * i + 2] = *s + (s == 0);
        private int *pp[2] = {a, b};
        private int *x = pp[(in[i] >> 2) & 1];
        out[8 * i + 3] = x[0] * 7 + x[3] + (x == 0) * 1000;
        x[1] = (int)l;
        out[8 * i + 4] = a[1] + b[1];
        int *g[3] = {(int *)(in + i), (int *)tile, (int *)a};
        int *y = g[in[i] % 3 < 0 ? -(in[i] % 3) : in[i] % 3];
        out[8 * i + 5] = *y + (y == 0);
        local int *z = in[i] > 0 ? tile : other;
        out[8 * i + 6] = (z == 0) + 2 * ((int *)z == 0) + 4 * (to_local((int *)z) == 0)
            + 8 * ((uint)(size_t)z == 0) + 16 * ((uint)(size_t)(int *)z == 0);
        int *w = in[i] > 0 ? a : b;
        out[8 * i + 7] = (w == 0) + 2 * (to_private(w) == 0) + 4 * (to_local(w) == 0);
      }
      """;

  /** A function taking a generic pointer the calls decide at run time, in every call mode. */
  private static final String CALLED =
      """
      __attribute__((noinline)) int sum(int *p, int n) {
        int s = 0;
        for (int j = 0; j < n; j++) {
          s += p[j] * (j + 1);
        }
        p[0] = s;
        return s + (to_local(p) != 0);
      }

      kernel void called(global const int *in, global int *out) {
        local int tile[32 * 4];
        size_t i = get_global_id(0), l = get_local_id(0);
        for (int j = 0; j < 4; j++) {
          tile[4 * l + j] = in[i] + j;
          out[4 * i + j] = in[i] * j;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        int *p = (in[i] & 1) ? (int *)(tile + 4 * l) : (int *)(out + 4 * i);
        int s = sum(p, 4);
        out[4 * i + 1] = s;
        out[4 * i + 2] = tile[4 * l];
      }
      """;

  private static final String OWN_FRAME =
      """
      int walk(global const int *p, int n) { return n <= 0 ? p[0] : p[n] ^ walk(p, n - 1); }

      kernel void own(global const int *in, global int *out) {
        size_t i = get_global_id(0);
        int a[4] = {in[i], in[(i + 1) % 64], in[(i + 2) % 64], -in[i]};
        int *p = in[i] & 1 ? (int *)out + i : (int *)a;
        out[i] = in[i] * 3;
        out[i] = p[in[i] & 3 & (in[i] & 1 ? 0 : 3)] + walk(in + i % 60, in[i] & 3);
      }
      """;

  @TempDir Path scratch;

  private static int[] randomWords(long seed, int n) {
    SplittableRandom r = new SplittableRandom(seed);
    int[] w = new int[n];
    for (int k = 0; k < n; k++) {
      w[k] = r.nextInt(-1000, 1000);
    }
    return w;
  }

  private int[] matchesTheInterpreter(String kernel, String source, int outWords, CallMode mode)
      throws IOException {
    assumeTrue(FrontEnd.CLANG.available(), "clang-15 + llvm-spirv-15 not installed");
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve(kernel + "-" + mode),
            kernel,
            source,
            GLOBAL,
            LOCAL,
            List.of("in"),
            List.of(randomWords(kernel.length(), GLOBAL)),
            outWords);
    int[] expected = c.runInterpreted(FrontEnd.CLANG);
    for (Target t : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        assertArrayEquals(
            expected,
            c.runCompiled(scratch, t, simd, mode, Optional.of(FrontEnd.CLANG)),
            kernel + " " + t + " SIMD" + simd + " " + mode);
      }
    }
    return expected;
  }

  @ParameterizedTest
  @EnumSource(
      value = CallMode.class,
      names = {"INLINE", "SUBROUTINE", "STACKCALL"})
  void aSpacePerWorkItemMatchesTheInterpreter(CallMode mode) throws IOException {
    int[] out = matchesTheInterpreter("divergent", DIVERGENT, 16 * GLOBAL, mode);
    for (int i = 0; i < GLOBAL; i++) {
      // exactly one of to_local(q) and to_private(q) is null, q itself never; &tile[0] included
      assertTrue(
          out[16 * i + 4] == 1 || out[16 * i + 4] == 2, "item " + i + ": " + out[16 * i + 4]);
    }
  }

  @Test
  void aSpacePerWorkGroupMatchesTheInterpreter() throws IOException {
    matchesTheInterpreter("uniform", UNIFORM, 5 * GLOBAL, CallMode.INLINE);
  }

  @Test
  void pointersLoadedFromMemoryMatchTheInterpreter() throws IOException {
    int[] out = matchesTheInterpreter("loaded", LOADED, 8 * GLOBAL, CallMode.INLINE);
    for (int i = 0; i < GLOBAL; i++) {
      // &tile[0], &a[0] and pointers to them are not null, in every form
      assertEquals(0, out[8 * i + 1] & 6, "item " + i);
      assertEquals(0, out[8 * i + 6], "item " + i);
      assertEquals(0, out[8 * i + 7] & 3, "item " + i);
    }
  }

  /** A subroutine reaching the kernel's private arrays through a generic parameter. */
  @ParameterizedTest
  @EnumSource(
      value = CallMode.class,
      names = {"INLINE", "SUBROUTINE"})
  void aFunctionReachingPrivateArraysAtRunTimeMatchesTheInterpreter(CallMode mode)
      throws IOException {
    matchesTheInterpreter(
        "called",
        CALLED
            .replace("(int *)(out + 4 * i)", "(int *)priv")
            .replace(
                "size_t i = get_global_id(0), l = get_local_id(0);",
                "size_t i = get_global_id(0), l = get_local_id(0);\n  int priv[4] = {1, 2, 3, 4};")
            .replace(
                "out[4 * i + 2] = tile[4 * l];", "out[4 * i + 2] = tile[4 * l] + priv[0] * 7;"),
        4 * GLOBAL,
        mode);
  }

  @ParameterizedTest
  @EnumSource(CallMode.class)
  void aFunctionDispatchingAtRunTimeMatchesTheInterpreter(CallMode mode) throws IOException {
    matchesTheInterpreter("called", CALLED, 4 * GLOBAL, mode);
  }

  /**
   * With stack calls a generic pointer into the kernel's own private arrays still works in the
   * kernel; a stack-called function receiving one, whose frame is not the caller's, is refused.
   */
  @Test
  void ownPrivateArraysThroughAGenericPointerWorkWithStackCalls() throws IOException {
    matchesTheInterpreter("own", OWN_FRAME, GLOBAL, CallMode.STACKCALL);
  }

  /** With stack calls a private frame is per activation: private through generic is refused. */
  @Test
  void privateMemoryThroughARunTimeGenericPointerIsRefusedWithStackCalls() throws IOException {
    assumeTrue(FrontEnd.CLANG.available(), "clang-15 + llvm-spirv-15 not installed");
    Path file = scratch.resolve("k.cl");
    Files.writeString(
        file,
        """
        int walk(int *p, int n) { return n <= 0 ? p[0] : p[n] + walk(p, n - 1); }
        kernel void k(global int *g, global int *out) {
          int a[4] = {g[0], g[1], g[4], g[5]};
          int *p = g[2] ? (int *)g : (int *)a;
          out[0] = walk(p, g[3] & 3);
        }
        """);
    KernelCompiler.Options o =
        new KernelCompiler.Options(
            Target.TGLLP, 16, null, Optional.of(FrontEnd.CLANG), "", CallMode.STACKCALL);
    CompileError e =
        assertThrows(
            CompileError.class, () -> KernelCompiler.compile(file, o, scratch.resolve("fe")));
    assertTrue(e.getMessage().contains("stackcall"), e.getMessage());
  }
}
