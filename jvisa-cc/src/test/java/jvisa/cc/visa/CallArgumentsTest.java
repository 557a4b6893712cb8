package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import jvisa.cc.KernelCompiler;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchResult;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Bools passed to and returned from called functions, divergent and uniform, and work-item
 * functions read in a function called from a called function, as subroutines and as stack calls
 * (where the work-item state travels with each call), on both targets at SIMD 8, 16 and 32;
 * expected values computed here.
 */
class CallArgumentsTest {
  private static final int GLOBAL = 256;
  private static final int LOCAL = 32;
  private static final int LIMIT = 40;

  /** The launcher's global offset, always 0. */
  private static final int OFFSET = 0;

  private static final String KERNEL =
      """
      __attribute__((noinline)) bool pick(bool odd, int v) { return odd ? v > 10 : v < -10; }
      __attribute__((noinline)) int where(int v) {
        return v + (int)get_global_id(0) * 3 + (int)get_local_id(0) * 5 + (int)get_group_id(0) * 7
            + (int)get_global_size(0) * 11 + (int)get_local_size(0) * 13
            + (int)get_num_groups(0) * 17 + (int)get_global_offset(0) * 19
            + (int)get_work_dim() * 23;
      }
      __attribute__((noinline)) int count(bool a, bool b, int v) {
        return (a ? 1 : 0) + (b ? 2 : 0) + where(v);
      }
      __kernel void bools(__global const int* in, __global int* out, int limit) {
        int i = get_global_id(0) - get_global_offset(0);
        int v = in[i];
        bool r = pick((v & 1) != 0, v);
        int c = count(r, limit > 30, v);
        if (i % 3 == 0) {
          c += count(i > limit, r, 1000);
        }
        out[i] = c;
      }
      """;

  @TempDir Path scratch;

  @ParameterizedTest
  @EnumSource(
      value = CallMode.class,
      names = {"SUBROUTINE", "STACKCALL"})
  void boolsAndWorkItemsCrossCalls(CallMode mode) throws IOException {
    assumeTrue(FrontEnd.OCLOC.available() || FrontEnd.CLANG.available(), "no OpenCL C front end");
    int[] in = new int[GLOBAL];
    int[] out = new int[GLOBAL];
    SplittableRandom random = new SplittableRandom(5);
    for (int i = 0; i < GLOBAL; i++) {
      int v = random.nextInt(-40, 41);
      in[i] = v;
      boolean r = (v & 1) != 0 ? v > 10 : v < -10;
      int c = (r ? 1 : 0) + 2 + where(v, i);
      if (i % 3 == 0) {
        c += (i > LIMIT ? 1 : 0) + (r ? 2 : 0) + where(1000, i);
      }
      out[i] = c;
    }
    Path dir =
        IntInOutCase.write(
            scratch.resolve("case"),
            KERNEL,
            "bools",
            GLOBAL,
            LOCAL,
            in,
            out,
            ", {\"name\": \"limit\", \"kind\": \"scalar\", \"type\": \"int\", \"value\": "
                + LIMIT
                + "}");
    CaseSpec spec = CaseSpec.load(dir);
    for (Target target : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        Path o = dir.resolve("out" + target + simd + mode);
        VariantSpec v =
            KernelCompiler.compileCase(
                spec, target, simd, mode, Addressing.STATELESS, Optional.empty(), o);
        LaunchResult r = KernelLauncher.launch(spec, v);
        String label = target + " SIMD" + simd + " " + mode;
        assertTrue(r.passed(), label + ": " + r.describe());
        List<Path> files = new ArrayList<>();
        for (String f : v.visaasm()) {
          files.add(o.resolve(f));
        }
        BackendKernelsTest.genxAccepts(scratch, files, target, label);
      }
    }
  }

  /** The kernel's {@code where}: each work-item value times its own prime. */
  private static int where(int v, int i) {
    int id = OFFSET + i;
    return v
        + id * 3
        + (i % LOCAL) * 5
        + (i / LOCAL) * 7
        + GLOBAL * 11
        + LOCAL * 13
        + (GLOBAL / LOCAL) * 17
        + OFFSET * 19
        + 23;
  }
}
