package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
 * Private pointers chosen between the function's own private arrays (a select, a phi of a loop, one
 * kept in a private structure, one passed to a called function), which {@link PrivateLayout} puts
 * in memory and addresses by their offset in the frame: compared with the IR interpreter on both
 * targets, SIMD 8/16/32, every call mode, through ocloc (OpenCL C 1.2: private pointers) and
 * clang-15 (OpenCL C 2.0: generic pointers {@code InferAddressSpaces} makes private); and private
 * pointers loaded from memory.
 */
class ChosenPrivatePointersTest {
  private static final int GLOBAL = 64;
  private static final int LOCAL = 32;

  private static final String SOURCE =
      """
      typedef struct { int *p; int n; } Pick;

      __attribute__((noinline)) int sum(int *p, int n) {
        int s = 0;
        for (int j = 0; j < n; j++) {
          s += p[j];
        }
        return s;
      }

      kernel void chosen(global const int *in, global int *out) {
        int a[8], b[8];
        size_t i = get_global_id(0);
        int x = in[i];
        for (int j = 0; j < 8; j++) {
          a[j] = in[(i + j) % 64] + j;
          b[j] = x * j - 3;
        }
        int *p = (x & 8) ? a : b;
        Pick pick;
        pick.p = (x & 16) ? b : a;
        pick.n = x & 7;
        int *q = a;
        for (int j = 0; j < (x & 3); j++) {
          q = q == a ? b : a;
        }
        q[x & 7] += 100;
        out[4 * i] = p[x & 7];
        out[4 * i + 1] = pick.p[pick.n];
        out[4 * i + 2] = q[(x + 1) & 7] + a[x & 7];
        out[4 * i + 3] = sum((x & 32) ? a : b, (x >> 8) & 7);
      }
      """;

  @TempDir Path scratch;

  static List<Arguments> cases() {
    List<Arguments> out = new ArrayList<>();
    for (CallMode mode : CallMode.values()) {
      out.add(Arguments.of(FrontEnd.OCLOC, mode));
      out.add(Arguments.of(FrontEnd.CLANG, mode));
    }
    return out;
  }

  @ParameterizedTest
  @MethodSource("cases")
  void chosenPointersMatchTheInterpreter(FrontEnd frontEnd, CallMode mode) throws IOException {
    assumeTrue(frontEnd.available(), frontEnd + " not installed");
    SplittableRandom r = new SplittableRandom(7);
    int[] in = new int[GLOBAL];
    for (int k = 0; k < GLOBAL; k++) {
      in[k] = r.nextInt(-5000, 5000);
    }
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve("chosen-" + frontEnd + "-" + mode),
            "chosen",
            SOURCE,
            GLOBAL,
            LOCAL,
            List.of("in"),
            List.of(in),
            4 * GLOBAL);
    int[] expected = c.runInterpreted(frontEnd);
    for (Target t : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        assertArrayEquals(
            expected,
            c.runCompiled(scratch, t, simd, mode, Optional.of(frontEnd)),
            t + " SIMD" + simd + " " + mode + " " + frontEnd);
      }
    }
  }

  /**
   * A private pointer stored in a private table and loaded back at a run-time index: its arrays are
   * in memory ({@link PrivateLayout}), the loaded offset addresses the frame.
   */
  @ParameterizedTest
  @MethodSource("cases")
  void aPointerLoadedFromMemoryMatchesTheInterpreter(FrontEnd frontEnd, CallMode mode)
      throws IOException {
    assumeTrue(frontEnd.available(), frontEnd + " not installed");
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve("loaded-" + frontEnd + "-" + mode),
            "loaded",
            """
            kernel void loaded(global const int *in, global int *out) {
              int a[8], b[8];
              private int *table[2];
              size_t i = get_global_id(0);
              for (int j = 0; j < 8; j++) {
                a[j] = in[(i + j) % 64];
                b[j] = -in[(i + 2 * j) % 64];
              }
              table[0] = a;
              table[1] = b;
              private int *p = table[in[i] & 1];
              p[(in[i] >> 1) & 7] += 1000;
              out[2 * i] = p[in[i] & 7] + (p == 0);
              out[2 * i + 1] = a[in[i] & 7] - b[(in[i] >> 1) & 7];
            }
            """,
            GLOBAL,
            LOCAL,
            List.of("in"),
            List.of(new SplittableRandom(3).ints(GLOBAL, -5000, 5000).toArray()),
            2 * GLOBAL);
    int[] expected = c.runInterpreted(frontEnd);
    for (Target t : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        assertArrayEquals(
            expected,
            c.runCompiled(scratch, t, simd, mode, Optional.of(frontEnd)),
            "loaded " + t + " SIMD" + simd + " " + mode + " " + frontEnd);
      }
    }
  }
}
