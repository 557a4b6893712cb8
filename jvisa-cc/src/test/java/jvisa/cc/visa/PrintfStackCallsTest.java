package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jvisa.cc.KernelCompiler;
import jvisa.cc.corpus.CorpusKernels;
import jvisa.ocl.launch.LaunchResult;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * printf in functions the kernel reaches through calls: recursive stack calls (with a {@code
 * __constant} table in the constant buffer, so both buffer addresses travel with each call),
 * divergent calls through function pointers with a nested call, and a nested helper in every call
 * mode. The expected text is computed here from a model of SIMD execution, not from a run: a
 * thread's printf prints its active channels' records in channel order; a divergent call runs its
 * channels together, so a recursion prints level by level; a divergent indirect call runs each
 * distinct target once, in the order of the lowest remaining channel choosing it; hardware threads
 * run one after another in launch order. Every kernel is also accepted by GenX_IR and its outputs
 * equal the IR interpreter's.
 */
class PrintfStackCallsTest {
  private static final int GLOBAL = 96;
  private static final int LOCAL = 32;
  private static final int TABLE = 512;

  @TempDir Path scratch;

  private static int tableEntry(int k) {
    return k * 0x9E3779B1 ^ (k >>> 5);
  }

  private static String recursionSource() {
    StringBuilder s =
        new StringBuilder("// front_ends: clang\n__constant uint big[" + TABLE + "] = {");
    for (int k = 0; k < TABLE; k++) {
      s.append(k == 0 ? "" : ",").append(Integer.toUnsignedString(tableEntry(k))).append('u');
    }
    return s.append(
            """
            };
            __attribute__((noinline)) uint walk(uint id, uint n) {
              printf("down %u n=%u t=%u\\n", id, n, big[(id * 7u + n) % 512u]);
              if (n == 0u) return 1u;
              uint r = walk(id, n - 1u) + 1u;
              printf("up %u n=%u r=%u %s %ld\\n", id, n, r, "ok", (long)id * 100000000000L - 7000000000000L);
              return r;
            }
            __kernel void rec(__global const uint* in, __global uint* out) {
              uint i = get_global_id(0);
              out[i] = walk(i, in[i]);
            }
            """)
        .toString();
  }

  /** Each hardware thread's work-items in launch order (threads of a group run one by one). */
  private static List<List<Integer>> threads(int simd) {
    List<List<Integer>> out = new ArrayList<>();
    for (int first = 0; first < GLOBAL; first += simd) {
      List<Integer> items = new ArrayList<>();
      for (int i = first; i < first + simd; i++) {
        items.add(i);
      }
      out.add(items);
    }
    return out;
  }

  /** The text one call level of {@code walk} prints for the channels {@code items} running it. */
  private static void walk(List<Integer> items, int[] depth, int level, StringBuilder out) {
    for (int i : items) {
      int n = depth[i] - level;
      out.append("down ").append(i).append(" n=").append(n);
      out.append(" t=").append(Integer.toUnsignedString(tableEntry((i * 7 + n) % TABLE)));
      out.append('\n');
    }
    List<Integer> deeper = items.stream().filter(i -> depth[i] - level > 0).toList();
    if (deeper.isEmpty()) {
      return;
    }
    walk(deeper, depth, level + 1, out);
    for (int i : deeper) {
      int n = depth[i] - level;
      out.append("up ").append(i).append(" n=").append(n).append(" r=").append(n + 1);
      out.append(" ok ").append(i * 100000000000L - 7000000000000L).append('\n');
    }
  }

  @ParameterizedTest
  @EnumSource(Target.class)
  void recursiveStackCallsPrintLevelByLevel(Target t) throws IOException {
    assumeTrue(FrontEnd.CLANG.available(), "needs clang-15 + llvm-spirv-15");
    int[] depth = new int[GLOBAL];
    int[] words = new int[GLOBAL];
    for (int i = 0; i < GLOBAL; i++) {
      depth[i] = (i * 37 + (i >> 3) * 11) % 5;
      words[i] = depth[i] + 1;
    }
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve("rec"),
            "rec",
            recursionSource(),
            GLOBAL,
            LOCAL,
            List.of("in"),
            List.of(depth),
            GLOBAL);
    assertArrayEquals(words, c.runInterpreted(FrontEnd.CLANG), "interpreter");
    for (int simd : new int[] {8, 16, 32}) {
      StringBuilder expected = new StringBuilder();
      for (List<Integer> items : threads(simd)) {
        walk(items, depth, 0, expected);
      }
      String label = t + " SIMD" + simd;
      LaunchResult r =
          c.launchCompiled(scratch, t, simd, CallMode.STACKCALL, Optional.of(FrontEnd.CLANG));
      assertEquals(expected.toString(), r.printfOutput(), label);
      assertArrayEquals(words, words(r), label);
    }
  }

  private static final String POINTERS =
      """
      // front_ends: clang
      #pragma OPENCL EXTENSION __cl_clang_function_pointers : enable
      typedef uint (*op_t)(uint, uint);
      __attribute__((noinline)) uint say_a(uint i, uint x) { printf("a %u\\n", i); return x + 1u; }
      __attribute__((noinline)) uint say_b(uint i, uint x) {
        printf("b %u x=%u\\n", i, x);
        return x * 3u;
      }
      __attribute__((noinline)) uint echo(uint i, uint k) { printf("echo %u.%u\\n", i, k); return k; }
      __attribute__((noinline)) uint say_c(uint i, uint x) {
        uint a = echo(i, 1u);
        uint b = echo(i, 2u);
        return a + b + x;
      }
      __constant op_t ops[3] = {say_a, say_b, say_c};
      __kernel void fp(__global const uint* sel, __global uint* out) {
        uint i = get_global_id(0);
        out[i] = ops[sel[i] % 3u](i, sel[i] >> 2);
      }
      """;

  @ParameterizedTest
  @EnumSource(Target.class)
  void divergentIndirectCallsPrintTargetByTarget(Target t) throws IOException {
    assumeTrue(FrontEnd.CLANG.available(), "function pointers need clang-15 + llvm-spirv-15");
    int[] sel = new int[GLOBAL];
    int[] words = new int[GLOBAL];
    for (int i = 0; i < GLOBAL; i++) {
      sel[i] = (i * 11 + (i >> 2) * 5) % 23 * 4 + (i * 7 + i / 6) % 3;
      int x = sel[i] >> 2;
      words[i] = new int[] {x + 1, x * 3, x + 3}[sel[i] % 3];
    }
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve("fp"),
            "fp",
            POINTERS,
            GLOBAL,
            LOCAL,
            List.of("sel"),
            List.of(sel),
            GLOBAL);
    assertArrayEquals(words, c.runInterpreted(FrontEnd.CLANG), "interpreter");
    for (int simd : new int[] {8, 16, 32}) {
      StringBuilder expected = new StringBuilder();
      int distinctTargets = 0;
      for (List<Integer> items : threads(simd)) {
        List<Integer> remaining = new ArrayList<>(items);
        while (!remaining.isEmpty()) {
          int target = sel[remaining.get(0)] % 3;
          List<Integer> chosen = remaining.stream().filter(i -> sel[i] % 3 == target).toList();
          remaining.removeAll(chosen);
          distinctTargets++;
          for (int pass = 0; pass < (target == 2 ? 2 : 1); pass++) {
            for (int i : chosen) {
              expected.append(
                  switch (target) {
                    case 0 -> "a " + i;
                    case 1 -> "b " + i + " x=" + (sel[i] >> 2);
                    default -> "echo " + i + "." + (pass + 1);
                  });
              expected.append('\n');
            }
          }
        }
      }
      assertTrue(distinctTargets > 2 * threads(simd).size(), "the targets diverge");
      String label = t + " SIMD" + simd;
      LaunchResult r =
          c.launchCompiled(scratch, t, simd, CallMode.STACKCALL, Optional.of(FrontEnd.CLANG));
      assertEquals(expected.toString(), r.printfOutput(), label);
      assertArrayEquals(words, words(r), label);
    }
  }

  private static final String NESTED =
      """
      __attribute__((noinline)) uint inner(uint i, uint k) {
        printf("inner %u k=%u\\n", i, k);
        return i + k;
      }
      __attribute__((noinline)) uint outer(uint i, uint x) {
        uint r = x;
        if (x & 1u) r += inner(i, x >> 2);
        printf("outer %u r=%u\\n", i, r);
        return r;
      }
      __kernel void nested(__global const uint* in, __global uint* out) {
        uint i = get_global_id(0);
        out[i] = (in[i] & 2u) ? outer(i, in[i]) : 7u;
      }
      """;

  @ParameterizedTest
  @EnumSource(Target.class)
  void aNestedHelperPrintsInEveryCallMode(Target t) throws IOException {
    assumeTrue(FrontEnd.CLANG.available(), "needs clang-15 + llvm-spirv-15");
    int[] in = new int[GLOBAL];
    int[] words = new int[GLOBAL];
    for (int i = 0; i < GLOBAL; i++) {
      in[i] = (i * 13 + (i >> 4)) % 29;
      words[i] = (in[i] & 2) == 0 ? 7 : in[i] + ((in[i] & 1) != 0 ? i + (in[i] >> 2) : 0);
    }
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve("nested"),
            "nested",
            NESTED,
            GLOBAL,
            LOCAL,
            List.of("in"),
            List.of(in),
            GLOBAL);
    assertArrayEquals(words, c.runInterpreted(FrontEnd.CLANG), "interpreter");
    for (int simd : new int[] {8, 16, 32}) {
      StringBuilder expected = new StringBuilder();
      for (List<Integer> items : threads(simd)) {
        List<Integer> callers = items.stream().filter(i -> (in[i] & 2) != 0).toList();
        for (int i : callers) {
          if ((in[i] & 1) != 0) {
            expected.append("inner ").append(i).append(" k=").append(in[i] >> 2).append('\n');
          }
        }
        for (int i : callers) {
          expected.append("outer ").append(i).append(" r=").append(words[i]).append('\n');
        }
      }
      for (CallMode calls : CallMode.values()) {
        String label = t + " SIMD" + simd + " " + calls;
        LaunchResult r = c.launchCompiled(scratch, t, simd, calls, Optional.of(FrontEnd.CLANG));
        assertEquals(expected.toString(), r.printfOutput(), label);
        assertArrayEquals(words, words(r), label);
      }
    }
  }

  /** The {@code ArgSize} of the one stack-called function of {@code source} at SIMD16. */
  private int argumentRegisters(String source, String name) throws IOException {
    Path file = scratch.resolve(name + ".cl");
    Files.writeString(file, source);
    VisaBackend.Compiled c =
        KernelCompiler.compile(
            file,
            new KernelCompiler.Options(
                Target.DG2,
                16,
                null,
                Optional.empty(),
                "",
                CallMode.STACKCALL,
                Addressing.STATELESS),
            scratch.resolve(name));
    String f = c.functionFiles().values().iterator().next();
    Matcher m = Pattern.compile("ArgSize=(\\d+)").matcher(f);
    assertTrue(m.find(), f);
    return Integer.parseInt(m.group(1));
  }

  @Test
  void onlyCallsIntoFunctionsThatPrintCarryTheAddress() throws IOException {
    assumeTrue(!CorpusKernels.availableFrontEnds().isEmpty(), "no OpenCL C front end");
    String kernel =
        "__kernel void k(__global uint* o) {\n"
            + "  uint i = get_global_id(0);\n  printf(\"k %u\\n\", i);\n  o[i] = f(o[i]);\n}\n";
    int quiet =
        argumentRegisters(
            "__attribute__((noinline)) uint f(uint x) { return x * 3u; }\n" + kernel, "quiet");
    int printing =
        argumentRegisters(
            "__attribute__((noinline)) uint f(uint x) { printf(\"f\\n\"); return x * 3u; }\n"
                + kernel,
            "printing");
    assertEquals(2, quiet, "one uint argument at SIMD16");
    assertEquals(quiet + 1, printing, "the register of buffer addresses");
  }

  private static int[] words(LaunchResult r) {
    ByteBuffer b = ByteBuffer.wrap(r.outputBytes().get("out")).order(ByteOrder.LITTLE_ENDIAN);
    int[] w = new int[GLOBAL];
    for (int i = 0; i < GLOBAL; i++) {
      w[i] = b.getInt();
    }
    return w;
  }
}
