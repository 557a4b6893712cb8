package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * Sub-group results that depend on the sub-group size, which no reference OpenCL here can give:
 * 64-bit reductions and scans inside a divergent branch (only the active work-items take part, in
 * channel order) and the sub-group ids and sizes, with a last sub-group of each work-group only
 * partly filled at SIMD32. The expected values are computed here for each SIMD width, written as a
 * case folder and compared by the launcher.
 */
class BackendSubGroupsTest {
  private static final int GLOBAL = 96;
  private static final int LOCAL = 48;
  private static final String KERNEL =
      """
      __kernel void sg64(__global const ulong* in, __global ulong* out, __global uint* ids) {
        int i = get_global_id(0);
        ulong w = in[i];
        ulong r = 0, s = 0, e = 0;
        long m = 0;
        if (w % 3 != 0) {
          r = sub_group_reduce_add(w);
          s = sub_group_scan_inclusive_add(w);
          e = sub_group_scan_exclusive_max(w);
          m = sub_group_reduce_min((long)w - 1000000000000L);
        }
        out[4 * i] = r;
        out[4 * i + 1] = s;
        out[4 * i + 2] = e;
        out[4 * i + 3] = (ulong)m;
        ids[4 * i] = get_sub_group_id();
        ids[4 * i + 1] = get_sub_group_size();
        ids[4 * i + 2] = get_num_sub_groups();
        ids[4 * i + 3] = get_sub_group_local_id();
      }
      """;

  @TempDir Path scratch;

  @ParameterizedTest
  @EnumSource(Target.class)
  void divergentReductionsScansAndIdsMatchPerSubGroup(Target target) throws IOException {
    assumeTrue(FrontEnd.OCLOC.available() || FrontEnd.CLANG.available(), "no OpenCL C front end");
    long[] in = new long[GLOBAL];
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < GLOBAL; i++) {
      in[i] = random.nextLong(1L << 50);
    }
    for (int simd : new int[] {8, 16, 32}) {
      Path dir = caseFolder(in, simd);
      CaseSpec spec = CaseSpec.load(dir);
      VariantSpec v =
          KernelCompiler.compileCase(
              spec, target, simd, Optional.empty(), dir.resolve("out" + target));
      LaunchResult r = KernelLauncher.launch(spec, v);
      assertTrue(r.passed(), target + " SIMD" + simd + ": " + r.describe());
    }
  }

  private Path caseFolder(long[] in, int simd) throws IOException {
    long[] out = new long[4 * GLOBAL];
    int[] ids = new int[4 * GLOBAL];
    for (int group = 0; group < GLOBAL / LOCAL; group++) {
      for (int first = 0; first < LOCAL; first += simd) {
        int size = Math.min(simd, LOCAL - first);
        long sum = 0;
        long min = Long.MAX_VALUE;
        for (int k = 0; k < size; k++) {
          long w = in[group * LOCAL + first + k];
          if (Long.remainderUnsigned(w, 3) != 0) {
            sum += w;
            min = Math.min(min, w - 1_000_000_000_000L);
          }
        }
        long running = 0;
        long max = 0;
        for (int k = 0; k < size; k++) {
          int i = group * LOCAL + first + k;
          long w = in[i];
          if (Long.remainderUnsigned(w, 3) != 0) {
            out[4 * i + 2] = max;
            running += w;
            max = Math.max(max, w);
            out[4 * i] = sum;
            out[4 * i + 1] = running;
            out[4 * i + 3] = min;
          }
          ids[4 * i] = first / simd;
          ids[4 * i + 1] = size;
          ids[4 * i + 2] = (LOCAL + simd - 1) / simd;
          ids[4 * i + 3] = k;
        }
      }
    }
    Path dir = Files.createDirectories(scratch.resolve("simd" + simd));
    Files.writeString(dir.resolve("kernel.cl"), KERNEL);
    Files.createDirectories(dir.resolve("in"));
    Files.createDirectories(dir.resolve("expected"));
    LittleEndianFiles.write(dir.resolve("in/in.bin"), in);
    LittleEndianFiles.write(dir.resolve("in/out.bin"), new long[out.length]);
    LittleEndianFiles.write(dir.resolve("in/ids.bin"), new int[ids.length]);
    LittleEndianFiles.write(dir.resolve("expected/out.bin"), out);
    LittleEndianFiles.write(dir.resolve("expected/ids.bin"), ids);
    Files.writeString(
        dir.resolve("case.json"),
        """
        {"kernel": "sg64", "global": [%d], "local": [%d],
         "args": [
          {"name": "in", "kind": "global", "type": "ulong", "count": %d, "input": "in/in.bin"},
          {"name": "out", "kind": "global", "type": "ulong", "count": %d, "output": true,
           "input": "in/out.bin", "expected": "expected/out.bin"},
          {"name": "ids", "kind": "global", "type": "uint", "count": %d, "output": true,
           "input": "in/ids.bin", "expected": "expected/ids.bin"}],
         "variants": [], "compare": {}}
        """
            .formatted(GLOBAL, LOCAL, GLOBAL, out.length, ids.length));
    return dir;
  }
}
