package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.IntBinaryOperator;
import jvisa.cc.KernelCompiler;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.FindingLog;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchOptions;
import jvisa.ocl.launch.LaunchResult;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Private arrays too large for registers ({@code int t[64]} indexed by run-time values) in a
 * kernel, in a called function, in each level of a recursive function and behind a pointer handed
 * to a helper (inlined), to a recursive function or through a divergent function pointer (stack
 * calls: the array goes to memory even when small, the callee gets its address), in every call mode
 * that compiles them, on both targets at SIMD 8, 16 and 32, under the bounds and
 * uninitialised-value checks; expected values computed here in Java. With stack calls each
 * activation's arrays live in its frame on the stack, which the launch description sizes.
 */
class PrivateStackFramesTest {
  private static final int GLOBAL = 128;
  private static final int LOCAL = 32;

  private static final String KERNELS =
      """
      __attribute__((noinline)) int mix(int v, int k) { return v * 3 + k; }
      __attribute__((noinline)) int table_sum(int seed, int k) {
        int t[64];
        for (int j = 0; j < 64; j++) t[j] = seed * j + (j ^ k);
        int s = 0;
        for (int j = 0; j < 8; j++) s += t[(seed + j * k) & 63];
        return s;
      }
      __attribute__((noinline)) int depth(int n, int seed) {
        int t[64];
        for (int j = 0; j < 64; j++) t[j] = seed + j * n;
        int below = n > 0 ? depth(n - 1, seed * 5 + 1) : 0;
        return t[(seed + n) & 63] + below - t[(seed * 3) & 63];
      }
      __attribute__((noinline)) int through(int* p, int k) {
        int s = 0;
        for (int j = 0; j < 4; j++) {
          s += p[(k + j * 7) & 63];
          p[(k + j) & 63] = s;
        }
        return s + p[k & 63];
      }
      __attribute__((noinline)) int owner(int seed, int k) {
        int t[64];
        for (int j = 0; j < 64; j++) t[j] = seed - j * k;
        int r = through(t, seed);
        return r + t[(k * 5) & 63];
      }
      __attribute__((noinline)) int walk(int* p, int n) {
        if (n <= 0) return p[0];
        p[n & 63] += n;
        return p[n & 63] + walk(p, n - 1);
      }
      __attribute__((noinline)) int sum_down(int* p, int n) {
        if (n == 0) return p[0];
        return p[n] + sum_down(p, n - 1);
      }
      __attribute__((noinline)) int nest(int* up, int n, int seed) {
        int t[16];
        for (int j = 0; j < 16; j++) t[j] = up[(seed + j) & 15] + j * n;
        int r = n > 0 ? nest(t, n - 1, seed * 3 + 1) : 0;
        return r + t[(seed * 7) & 15] - up[n & 15];
      }
      __kernel void in_kernel(__global const int* in, __global int* out) {
        int i = get_global_id(0);
        int a[64];
        for (int j = 0; j < 64; j++) a[j] = in[i] * j + i;
        out[i] = mix(a[in[i] & 63], a[(i * 7) & 63]);
      }
      __kernel void in_callee(__global const int* in, __global int* out) {
        int i = get_global_id(0);
        out[i] = table_sum(in[i], i & 15);
      }
      __kernel void recursive(__global const int* in, __global int* out) {
        int i = get_global_id(0);
        int a[64];
        for (int j = 0; j < 64; j++) a[j] = i * j - in[i];
        out[i] = depth(in[i] & 7, i) + a[(in[i] * 5) & 63];
      }
      __kernel void pointer(__global const int* in, __global int* out) {
        int i = get_global_id(0);
        int a[64];
        for (int j = 0; j < 64; j++) a[j] = in[i] + j * i;
        int r = through(a, in[i]);
        out[i] = r + a[(i * 3) & 63];
      }
      __kernel void recursive_pointer(__global const int* in, __global int* out) {
        int i = get_global_id(0);
        int a[64];
        for (int j = 0; j < 64; j++) a[j] = in[i] + j * i;
        out[i] = walk(a, in[i] & 7) + a[(i * 5) & 63];
      }
      __kernel void argument_index(__global const int* in, __global int* out) {
        int i = get_global_id(0);
        int a[8];
        for (int j = 0; j < 8; j++) a[j] = in[i] * j + i;
        out[i] = sum_down(a, in[i] & 7);
      }
      __kernel void nested_pointers(__global const int* in, __global int* out) {
        int i = get_global_id(0);
        int a[16];
        for (int j = 0; j < 16; j++) a[j] = in[i] + j;
        out[i] = nest(a, in[i] & 7, i) + a[i & 15];
      }
      __kernel void pointer_in_callee(__global const int* in, __global int* out) {
        int i = get_global_id(0);
        out[i] = owner(in[i], i & 7);
      }
      """;

  /** A function pointer taking a private pointer (clang only: ocloc refuses function pointers). */
  private static final String FUNCTION_POINTERS =
      """
      // front_ends: clang
      #pragma OPENCL EXTENSION __cl_clang_function_pointers : enable
      __attribute__((noinline)) int sum_even(__private int* p, int k) {
        int s = 0;
        for (int j = 0; j < 8; j++) s += p[(k + 2 * j) & 31];
        p[k & 31] = s;
        return s;
      }
      __attribute__((noinline)) int sum_odd(__private int* p, int k) {
        int s = 0;
        for (int j = 0; j < 8; j++) s += p[(k + 2 * j + 1) & 31] * 3;
        p[(k + 1) & 31] = s;
        return s;
      }
      __kernel void function_pointer(__global const int* in, __global int* out) {
        int i = get_global_id(0);
        int a[32];
        for (int j = 0; j < 32; j++) a[j] = in[i] * j - i;
        int (*f)(__private int*, int) = (in[i] & 1) ? sum_odd : sum_even;
        int r = f(a, in[i]);
        out[i] = r + a[in[i] & 31] + a[(in[i] + 1) & 31];
      }
      """;

  @TempDir Path scratch;

  static List<Arguments> cases() {
    List<Arguments> out = new ArrayList<>();
    for (String kernel : List.of("in_kernel", "in_callee", "pointer", "pointer_in_callee")) {
      for (CallMode mode : CallMode.values()) {
        out.add(Arguments.of(kernel, mode));
      }
    }
    for (String recursive :
        List.of("recursive", "recursive_pointer", "nested_pointers", "argument_index")) {
      out.add(Arguments.of(recursive, CallMode.STACKCALL));
    }
    return out;
  }

  @ParameterizedTest
  @MethodSource("cases")
  void privateArraysComputeTheirValues(String kernel, CallMode mode) throws IOException {
    assumeTrue(FrontEnd.OCLOC.available() || FrontEnd.CLANG.available(), "no OpenCL C front end");
    check(KERNELS, kernel, mode);
  }

  /** A divergent function pointer: each target gets the address of the caller's array. */
  @Test
  void privatePointersPassThroughIndirectCalls() throws IOException {
    assumeTrue(FrontEnd.CLANG.available(), "no clang-15 front end");
    check(FUNCTION_POINTERS, "function_pointer", CallMode.STACKCALL);
  }

  private void check(String source, String kernel, CallMode mode) throws IOException {
    int[] in = new int[GLOBAL];
    int[] out = new int[GLOBAL];
    SplittableRandom random = new SplittableRandom(kernel.hashCode());
    for (int i = 0; i < GLOBAL; i++) {
      in[i] = random.nextInt(-1000, 1001);
      out[i] = expected(kernel).applyAsInt(i, in[i]);
    }
    Path dir =
        IntInOutCase.write(scratch.resolve(kernel), source, kernel, GLOBAL, LOCAL, in, out, "");
    CaseSpec spec = CaseSpec.load(dir);
    for (Target target : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        String label = kernel + " " + target + " SIMD" + simd + " " + mode;
        Path o = dir.resolve("out" + target + simd);
        VariantSpec v =
            KernelCompiler.compileCase(
                spec, target, simd, mode, Addressing.STATELESS, Optional.empty(), o);
        FindingLog findings = new FindingLog();
        LaunchResult r =
            KernelLauncher.launch(
                spec,
                v,
                LaunchOptions.defaults()
                    .withChecks(EnumSet.of(CheckKind.BOUNDS, CheckKind.UNINIT), findings));
        assertTrue(r.passed(), label + ": " + r.describe());
        assertTrue(findings.isEmpty(), label + ": " + findings.report());
        List<Path> files = new ArrayList<>();
        for (String f : v.visaasm()) {
          files.add(o.resolve(f));
        }
        if (mode == CallMode.STACKCALL && !kernel.equals("pointer")) {
          assertEquals(
              expectedStack(kernel),
              KernelMetadata.fromCos(o.resolve(KernelCompiler.COS_FILE))
                  .privateMemory()
                  .orElseThrow()
                  .perThreadPrivateMemorySize(),
              label + ": stack bytes per work-item");
        }
        BackendKernelsTest.genxAccepts(scratch, files, target, label);
      }
    }
  }

  /**
   * The finalizer's 1024 bytes, plus 256 bytes per array frame: the kernel's, a called function's
   * once, a recursive one's {@link StackFrames#RECURSION_DEPTH} times; rounded up to a power of
   * two.
   */
  private static int expectedStack(String kernel) {
    int bytes =
        switch (kernel) {
          case "in_kernel", "in_callee", "pointer_in_callee", "recursive_pointer" -> 1024 + 256;
          case "function_pointer" -> 1024 + 128;
          case "recursive" -> 1024 + 256 + 256 * StackFrames.RECURSION_DEPTH;
          case "nested_pointers" -> 1024 + 64 + 64 * StackFrames.RECURSION_DEPTH;
          case "argument_index" -> 1024 + 32;
          default -> throw new IllegalArgumentException(kernel);
        };
    return Integer.highestOneBit(bytes - 1) * 2;
  }

  /** Each kernel's output for work-item {@code i} reading {@code v}, as Java computes it. */
  private static IntBinaryOperator expected(String kernel) {
    return switch (kernel) {
      case "in_kernel" ->
          (i, v) -> {
            int[] a = new int[64];
            for (int j = 0; j < 64; j++) {
              a[j] = v * j + i;
            }
            return a[v & 63] * 3 + a[(i * 7) & 63];
          };
      case "in_callee" -> (i, v) -> tableSum(v, i & 15);
      case "recursive" -> (i, v) -> depth(v & 7, i) + (i * ((v * 5) & 63) - v);
      case "pointer" ->
          (i, v) -> {
            int[] a = new int[64];
            for (int j = 0; j < 64; j++) {
              a[j] = v + j * i;
            }
            int r = through(a, v);
            return r + a[(i * 3) & 63];
          };
      case "recursive_pointer" ->
          (i, v) -> {
            int[] a = new int[64];
            for (int j = 0; j < 64; j++) {
              a[j] = v + j * i;
            }
            return walk(a, v & 7) + a[(i * 5) & 63];
          };
      case "argument_index" ->
          // the callee indexes with its own (divergent) argument: each channel's n, not channel 0's
          (i, v) -> {
            int s = 0;
            for (int j = 0; j <= (v & 7); j++) {
              s += v * j + i;
            }
            return s;
          };
      case "nested_pointers" ->
          (i, v) -> {
            int[] a = new int[16];
            for (int j = 0; j < 16; j++) {
              a[j] = v + j;
            }
            return nest(a, v & 7, i) + a[i & 15];
          };
      case "function_pointer" ->
          (i, v) -> {
            int[] a = new int[32];
            for (int j = 0; j < 32; j++) {
              a[j] = v * j - i;
            }
            int r = (v & 1) != 0 ? sumOdd(a, v) : sumEven(a, v);
            return r + a[v & 31] + a[(v + 1) & 31];
          };
      case "pointer_in_callee" ->
          (i, v) -> {
            int k = i & 7;
            int[] t = new int[64];
            for (int j = 0; j < 64; j++) {
              t[j] = v - j * k;
            }
            int r = through(t, v);
            return r + t[(k * 5) & 63];
          };
      default -> throw new IllegalArgumentException(kernel);
    };
  }

  private static int tableSum(int seed, int k) {
    int s = 0;
    for (int j = 0; j < 8; j++) {
      int at = (seed + j * k) & 63;
      s += seed * at + (at ^ k);
    }
    return s;
  }

  private static int depth(int n, int seed) {
    int below = n > 0 ? depth(n - 1, seed * 5 + 1) : 0;
    return seed + ((seed + n) & 63) * n + below - (seed + ((seed * 3) & 63) * n);
  }

  private static int sumEven(int[] p, int k) {
    int s = 0;
    for (int j = 0; j < 8; j++) {
      s += p[(k + 2 * j) & 31];
    }
    p[k & 31] = s;
    return s;
  }

  private static int sumOdd(int[] p, int k) {
    int s = 0;
    for (int j = 0; j < 8; j++) {
      s += p[(k + 2 * j + 1) & 31] * 3;
    }
    p[(k + 1) & 31] = s;
    return s;
  }

  private static int walk(int[] p, int n) {
    if (n <= 0) {
      return p[0];
    }
    p[n & 63] += n;
    return p[n & 63] + walk(p, n - 1);
  }

  private static int nest(int[] up, int n, int seed) {
    int[] t = new int[16];
    for (int j = 0; j < 16; j++) {
      t[j] = up[(seed + j) & 15] + j * n;
    }
    int r = n > 0 ? nest(t, n - 1, seed * 3 + 1) : 0;
    return r + t[(seed * 7) & 15] - up[n & 15];
  }

  private static int through(int[] p, int k) {
    int s = 0;
    for (int j = 0; j < 4; j++) {
      s += p[(k + j * 7) & 63];
      p[(k + j) & 63] = s;
    }
    return s + p[k & 63];
  }
}
