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
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * OpenCL C 2.0's work-group functions (reductions, inclusive and exclusive scans, broadcast, any,
 * all; int, uint, float and long), lowered to sub-group functions and {@code __local} memory by
 * {@code WorkGroupCollectives}: the IR interpreter's words after the passes against values computed
 * here, and the machine's after compiling for both targets at SIMD 8, 16 and 32 against the
 * interpreter's, with work-groups of 40 work-items (a partial last sub-group) and of 64.
 */
class WorkGroupCollectivesTest {
  private static final int OUT_WORDS = 12;

  private static final String SOURCE =
      """
      kernel void wg(global const uint *in, global uint *out) {
        int g = get_global_id(0);
        int v = (int)in[g];
        global uint *o = out + 12 * g;
        o[0] = work_group_reduce_add(v);
        o[1] = work_group_reduce_min(v);
        o[2] = work_group_reduce_max((uint)v);
        o[3] = work_group_scan_inclusive_add(v);
        o[4] = work_group_scan_exclusive_max(v);
        o[5] = work_group_scan_inclusive_min((uint)v);
        o[6] = work_group_broadcast(v, 7);
        o[7] = work_group_any(v > 90);
        o[8] = work_group_all(v > -95);
        o[9] = as_uint(work_group_reduce_add((float)(v & 15)));
        o[10] = as_uint(work_group_scan_exclusive_add((float)(v & 7)));
        long w = work_group_scan_inclusive_add((long)v * 1000000007L);
        o[11] = (uint)(w >> 7);
      }
      """;

  private static final String CALLED =
      """
      __attribute__((noinline)) int combined(int v) {
        return work_group_reduce_add(v) * 3 + work_group_scan_exclusive_add(v)
            + (int)get_local_linear_id() * 1000 + (int)get_global_linear_id() * 100000;
      }

      kernel void wg_call(global const uint *in, global uint *out) {
        int g = get_global_id(0);
        out[g] = combined((int)in[g]);
      }
      """;

  @TempDir Path scratch;

  /** The collectives' buffer and the linear IDs reached from subroutines and stack calls. */
  @ParameterizedTest
  @ValueSource(strings = {"SUBROUTINE", "STACKCALL"})
  void collectivesInCalledFunctions(String mode) throws IOException {
    FrontEnd frontEnd = FrontEnd.OCLOC;
    assumeTrue(frontEnd.available(), frontEnd + " not installed");
    CallMode calls = CallMode.valueOf(mode);
    int local = 40;
    int global = 3 * local;
    int[] in = new int[global];
    for (int k = 0; k < global; k++) {
      in[k] = 7 * k % 23 - 11;
    }
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve("call-" + mode),
            "wg_call",
            CALLED,
            global,
            local,
            List.of("in"),
            List.of(in),
            global,
            "-cl-std=CL2.0");
    int[] interpreted = c.runInterpreted(frontEnd);
    for (int g = 0; g < global; g++) {
      int start = g / local * local;
      int sum = 0;
      int before = 0;
      for (int k = start; k < start + local; k++) {
        sum += in[k];
        before += k < g ? in[k] : 0;
      }
      assertEquals(sum * 3 + before + (g - start) * 1000 + g * 100000, interpreted[g], "item " + g);
    }
    for (Target t : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        assertArrayEquals(
            interpreted,
            c.runCompiled(scratch, t, simd, calls, Optional.of(frontEnd)),
            t + " SIMD" + simd + " " + mode);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {40, 64})
  void collectivesMatchTheirDefinitions(int local) throws IOException {
    FrontEnd frontEnd = FrontEnd.OCLOC;
    assumeTrue(frontEnd.available(), frontEnd + " not installed");
    int global = 3 * local;
    SplittableRandom r = new SplittableRandom(local);
    int[] in = new int[global];
    for (int k = 0; k < global; k++) {
      in[k] = r.nextInt(-100, 100);
    }
    OneOutputCase c =
        new OneOutputCase(
            scratch.resolve("wg-" + local),
            "wg",
            SOURCE,
            global,
            local,
            List.of("in"),
            List.of(in),
            OUT_WORDS * global,
            "-cl-std=CL2.0");
    int[] interpreted = c.runInterpreted(frontEnd);
    int[] want = expected(in, local);
    for (int k = 0; k < want.length; k++) {
      String where = "word " + k % OUT_WORDS + " of work-item " + k / OUT_WORDS;
      if (k % OUT_WORDS == 10) {
        assertEquals(
            Float.intBitsToFloat(want[k]), Float.intBitsToFloat(interpreted[k]), 0f, where);
      } else {
        assertEquals(want[k], interpreted[k], where);
      }
    }
    for (Target t : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        assertArrayEquals(
            interpreted,
            c.runCompiled(scratch, t, simd, Optional.of(frontEnd)),
            t + " SIMD" + simd + ", work-groups of " + local);
      }
    }
  }

  private static int[] expected(int[] in, int local) {
    int[] w = new int[OUT_WORDS * in.length];
    for (int start = 0; start < in.length; start += local) {
      int sum = 0;
      int min = Integer.MAX_VALUE;
      int umax = 0;
      boolean any = false;
      boolean all = true;
      float fsum = 0;
      for (int k = start; k < start + local; k++) {
        sum += in[k];
        min = Math.min(min, in[k]);
        umax = Integer.compareUnsigned(umax, in[k]) >= 0 ? umax : in[k];
        any |= in[k] > 90;
        all &= in[k] > -95;
        fsum += in[k] & 15;
      }
      int scan = 0;
      int exclusiveMax = Integer.MIN_VALUE;
      int umin = -1;
      float fscan = 0;
      long lscan = 0;
      for (int k = start; k < start + local; k++) {
        int v = in[k];
        int[] o = new int[OUT_WORDS];
        scan += v;
        umin = Integer.compareUnsigned(umin, v) <= 0 ? umin : v;
        lscan += v * 1000000007L;
        o[0] = sum;
        o[1] = min;
        o[2] = umax;
        o[3] = scan;
        o[4] = exclusiveMax;
        o[5] = umin;
        o[6] = in[start + 7];
        o[7] = any ? 1 : 0;
        o[8] = all ? 1 : 0;
        o[9] = Float.floatToRawIntBits(fsum);
        o[10] = Float.floatToRawIntBits(fscan);
        o[11] = (int) (lscan >> 7);
        System.arraycopy(o, 0, w, OUT_WORDS * k, OUT_WORDS);
        exclusiveMax = Math.max(exclusiveMax, v);
        fscan += v & 7;
      }
    }
    return w;
  }
}
