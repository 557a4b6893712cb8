package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import jvisa.cc.KernelCompiler;
import jvisa.machine.core.InstructionInfo;
import jvisa.machine.core.ProfileData;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchInstruments;
import jvisa.ocl.launch.LaunchOptions;
import jvisa.ocl.launch.LaunchResult;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A divergent indirect call runs each distinct target once per hardware thread, with exactly the
 * channels that chose it; a uniform one is a single {@code ifcall} without the loop. Counted in the
 * launcher's profile: the kernel's predicated {@code ifcall} executions and each callee's entries.
 */
class IndirectCallsTest {
  private static final int ITEMS = 128;
  private static final int[] MULTIPLIERS = {3, 5, 7, 11};

  @TempDir Path scratch;

  private static final String KERNEL =
      "// front_ends: clang\n"
          + "#pragma OPENCL EXTENSION __cl_clang_function_pointers : enable\n"
          + "typedef uint (*op_t)(uint);\n"
          + "__attribute__((noinline)) uint op0(uint a) { return a * 3u; }\n"
          + "__attribute__((noinline)) uint op1(uint a) { return a * 5u; }\n"
          + "__attribute__((noinline)) uint op2(uint a) { return a * 7u; }\n"
          + "__attribute__((noinline)) uint op3(uint a) { return a * 11u; }\n"
          + "__constant op_t ops[4] = {op0, op1, op2, op3};\n"
          + "__kernel void pick(__global const uint* sel, __global uint* out, uint u) {\n"
          + "  uint i = get_global_id(0);\n"
          + "  out[i] = ops[sel[i] % 4u](i) + ops[u % 4u](1u);\n"
          + "}\n";

  /** Per work-item target: 1 to 4 distinct ones per group of 8, in varying orders. */
  private static int[] selections() {
    int[] sel = new int[ITEMS];
    for (int i = 0; i < ITEMS; i++) {
      int kinds = 1 + (i / 8) % 4;
      sel[i] = (i * 5 + i / 8) % kinds;
    }
    return sel;
  }

  @ParameterizedTest
  @ValueSource(ints = {8, 16, 32})
  void divergentCallRunsEachTargetOncePerThread(int simd) throws IOException {
    assumeTrue(FrontEnd.CLANG.available(), "function pointers need clang-15 + llvm-spirv-15");
    int uniform = 2;
    int[] sel = selections();
    CaseSpec spec = writeCase(sel, uniform);
    Path out = scratch.resolve("out" + simd);
    VariantSpec v =
        KernelCompiler.compileCase(
            spec, Target.TGLLP, simd, CallMode.STACKCALL, Optional.of(FrontEnd.CLANG), out);
    LaunchInstruments profiled = LaunchInstruments.none().withProfile();
    LaunchResult r = KernelLauncher.launch(spec, v, LaunchOptions.defaults(), profiled);
    assertTrue(r.passed(), r.describe());

    Map<Integer, Integer> threadsCalling = new HashMap<>();
    long distinctPerThread = 0;
    for (int first = 0; first < ITEMS; first += simd) {
      Set<Integer> targets = new HashSet<>();
      for (int i = first; i < first + simd; i++) {
        targets.add(sel[i]);
      }
      distinctPerThread += targets.size();
      targets.forEach(t -> threadsCalling.merge(t, 1, Integer::sum));
    }
    threadsCalling.merge(uniform, ITEMS / simd, Integer::sum);

    ProfileData profile = profiled.profile().orElseThrow();
    ProfileData.FunctionProfile kernel = profile.functions().get(0);
    long predicatedCalls = 0;
    long plainCalls = 0;
    for (InstructionInfo insn : kernel.listing().instructions()) {
      if (insn.text().contains("ifcall")) {
        if (insn.text().startsWith("(")) {
          predicatedCalls += kernel.count(insn.pc());
        } else {
          plainCalls += kernel.count(insn.pc());
        }
      }
    }
    assertEquals(distinctPerThread, predicatedCalls, "divergent ifcall executions");
    assertEquals(ITEMS / simd, plainCalls, "uniform ifcall executions");
    assertTrue(distinctPerThread > ITEMS / simd, "the selections diverge");
    for (ProfileData.FunctionProfile f :
        profile.functions().subList(1, profile.functions().size())) {
      int target = f.listing().name().charAt(2) - '0';
      assertEquals((long) threadsCalling.getOrDefault(target, 0), f.count(0), f.listing().name());
    }
    String visa = Files.readString(out.resolve(KernelCompiler.VISA_FILE));
    assertTrue(visa.contains("fbl (M1_NM, 1)"), visa);
    assertTrue(visa.contains("faddr op3 "), visa);
  }

  private CaseSpec writeCase(int[] sel, int uniform) throws IOException {
    Path dir = scratch.resolve("case");
    Files.createDirectories(dir.resolve("in"));
    Files.createDirectories(dir.resolve("expected"));
    Files.writeString(dir.resolve("kernel.cl"), KERNEL);
    int[] expected = new int[ITEMS];
    for (int i = 0; i < ITEMS; i++) {
      expected[i] = i * MULTIPLIERS[sel[i]] + MULTIPLIERS[uniform];
    }
    Files.write(dir.resolve("in/sel.bin"), LittleEndianFiles.bytes(sel));
    Files.write(dir.resolve("in/out.bin"), new byte[4 * ITEMS]);
    Files.write(dir.resolve("expected/out.bin"), LittleEndianFiles.bytes(expected));
    Files.writeString(
        dir.resolve("case.json"),
        "{\"kernel\": \"pick\", \"global\": ["
            + ITEMS
            + "], \"local\": [32], \"args\": ["
            + "{\"name\": \"sel\", \"kind\": \"global\", \"type\": \"uint\", \"count\": "
            + ITEMS
            + ", \"input\": \"in/sel.bin\"},"
            + "{\"name\": \"out\", \"kind\": \"global\", \"type\": \"uint\", \"count\": "
            + ITEMS
            + ", \"output\": true, \"input\": \"in/out.bin\", \"expected\":"
            + " \"expected/out.bin\"},"
            + "{\"name\": \"u\", \"kind\": \"scalar\", \"type\": \"uint\", \"value\": "
            + uniform
            + "}], \"compare\": {\"ulp\": 0}, \"variants\": []}");
    return CaseSpec.load(dir);
  }
}
