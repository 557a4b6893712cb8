package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import jvisa.cc.CompileError;
import jvisa.cc.KernelCompiler;
import jvisa.corpus.Corpora;
import jvisa.corpus.CorpusAssumptions;
import jvisa.ocl.abi.CosWriter;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchResult;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Kernels compiled by our backend run on the launcher (verified first) for both targets and every
 * SIMD width and match PoCL's results; their {@code .cos} reads back as the metadata written; and
 * GenX_IR, where installed, accepts every kernel we write.
 */
class BackendKernelsTest {
  private static final int[] WIDTHS = {8, 16, 32};

  @TempDir Path scratch;

  private static CaseSpec testkernel(String name) {
    return CaseSpec.load(CorpusAssumptions.available(Corpora.TESTKERNELS).caseDirectory(name));
  }

  private static final List<String> OWN_KERNELS =
      List.of(
          "vadd_int",
          "divergent_loops",
          "mandelbrot",
          "calls_modes",
          "atomics_mix",
          "int_division",
          "long_division",
          "slm_barrier_reverse",
          "float_explog",
          "float_math",
          "float_exact",
          "float_pow",
          "float_atomics",
          "subgroup_mix",
          "printf_mix");

  private static final List<String> SHARED_KERNELS =
      List.of(
          "collatz",
          "splitmix64",
          "local_reduce",
          "wg_scan",
          "transpose_tiled",
          "bitonic_local",
          "sgemm_tiled",
          "crc32",
          "local_hist",
          "radix_pass",
          "bfs_csr",
          "kmeans_assign",
          "nbody",
          "ndrange3d",
          "half_pack",
          "branch_nest",
          "global_atomics",
          "mem_vectors",
          "calls_divergent",
          "int32_ops",
          "int8_16_ops",
          "conv2d_5x5",
          "black_scholes",
          "gather_lut",
          "bytecode_vm",
          "sg_reduce",
          "sg_butterfly",
          "int64_ops",
          "float_transcend",
          "float_round_fma");

  static List<String> ownKernels() {
    return OWN_KERNELS;
  }

  static List<String> sharedKernels() {
    return SHARED_KERNELS;
  }

  @ParameterizedTest
  @MethodSource("ownKernels")
  void ownKernelsPassEverywhere(String name) throws IOException {
    compileAndRun(testkernel(name), Addressing.STATELESS);
  }

  @ParameterizedTest
  @MethodSource("sharedKernels")
  void sharedCorpusKernelsPassEverywhere(String name) throws IOException {
    compileAndRun(shared(name), Addressing.STATELESS);
  }

  @ParameterizedTest
  @ValueSource(strings = {"calls_divergent", "splitmix64", "calls_modes", "printf_mix"})
  void kernelsWithCallsPassAsSubroutinesAndStackCalls(String name) throws IOException {
    CaseSpec spec =
        name.equals("calls_modes") || name.equals("printf_mix")
            ? testkernel(name)
            : CaseSpec.load(CorpusAssumptions.available(Corpora.SHARED).caseDirectory(name));
    compileAndRun(spec, List.of(Target.values()), CallMode.SUBROUTINE);
    compileAndRun(spec, List.of(Target.values()), CallMode.STACKCALL);
  }

  @Test
  void recursionPassesAsStackCalls() throws IOException {
    compileAndRun(testkernel("recursion"), List.of(Target.values()), CallMode.STACKCALL);
  }

  @Test
  void functionPointersPassAsStackCalls() throws IOException {
    assumeTrue(FrontEnd.CLANG.available(), "function pointers need clang-15 + llvm-spirv-15");
    compileAndRun(
        testkernel("function_pointers"),
        List.of(Target.values()),
        CallMode.STACKCALL,
        Addressing.STATELESS,
        Optional.of(FrontEnd.CLANG));
  }

  @ParameterizedTest
  @EnumSource(
      value = CallMode.class,
      names = {"INLINE", "SUBROUTINE"})
  void functionPointersAreRefusedWithoutStackCallsNamingTheCall(CallMode mode) {
    assumeTrue(FrontEnd.CLANG.available(), "function pointers need clang-15 + llvm-spirv-15");
    CompileError e =
        assertThrows(
            CompileError.class,
            () ->
                KernelCompiler.compileCase(
                    testkernel("function_pointers"),
                    Target.TGLLP,
                    16,
                    mode,
                    Optional.of(FrontEnd.CLANG),
                    scratch.resolve("fp" + mode)));
    assertTrue(e.getMessage().contains("indirect call '%"), e.getMessage());
    assertTrue(e.getMessage().contains("only with --calls stackcall"), e.getMessage());
  }

  @ParameterizedTest
  @EnumSource(
      value = CallMode.class,
      names = {"INLINE", "SUBROUTINE"})
  void recursionIsRefusedWithoutStackCallsNamingTheFunction(CallMode mode) {
    CompileError e =
        assertThrows(
            CompileError.class,
            () ->
                KernelCompiler.compileCase(
                    testkernel("recursion"),
                    Target.TGLLP,
                    16,
                    mode,
                    Optional.empty(),
                    scratch.resolve("rec" + mode)));
    assertTrue(e.getMessage().contains("function 'fib' is recursive"), e.getMessage());
    assertTrue(e.getMessage().contains("--calls stackcall"), e.getMessage());
  }

  @Test
  void workItemFunctionsInStackCalledFunctionsTravelWithTheCall() throws IOException {
    assumeTrue(FrontEnd.OCLOC.available() || FrontEnd.CLANG.available(), "no OpenCL C front end");
    Path source = scratch.resolve("gid.cl");
    Files.writeString(
        source,
        "__attribute__((noinline)) uint id_plus(uint v) { return v + (uint)get_global_id(0); }\n"
            + "__kernel void gid(__global uint* o) { o[get_global_id(0)] = id_plus(3u); }\n");
    VisaBackend.Compiled sub =
        KernelCompiler.compile(
            source,
            new KernelCompiler.Options(
                Target.DG2, 16, null, Optional.empty(), "", CallMode.SUBROUTINE),
            scratch.resolve("gid-sub"));
    assertTrue(sub.visaasm().contains("call (M1, 16) id_plus_0"), sub.visaasm());
    VisaBackend.Compiled stack =
        KernelCompiler.compile(
            source,
            new KernelCompiler.Options(
                Target.DG2, 16, null, Optional.empty(), "", CallMode.STACKCALL),
            scratch.resolve("gid-stack"));
    // v (16 dwords: 2 registers), then the work-item state; the result takes 2 registers.
    int state = WorkItemPassing.registers(16);
    assertEquals(3 + 2, state, "local IDs x, y, z (a register each) and the dword block");
    assertTrue(
        stack.visaasm().contains("fcall (M1, 16) id_plus " + (2 + state) + " 2"), stack.visaasm());
    String function = stack.functionFiles().values().iterator().next();
    assertTrue(function.contains(".kernel_attr ArgSize=" + (2 + state)), function);
  }

  @Test
  void subroutinesShareTheKernelFileAndStackCallsGetFilesAndAStack() throws IOException {
    CaseSpec spec = testkernel("calls_modes");
    Path sub = scratch.resolve("sub");
    VariantSpec v =
        KernelCompiler.compileCase(
            spec, Target.TGLLP, 16, CallMode.SUBROUTINE, Optional.empty(), sub);
    assertEquals("subroutine", v.calls());
    assertEquals(List.of(KernelCompiler.VISA_FILE), v.visaasm());
    String visa = Files.readString(sub.resolve(KernelCompiler.VISA_FILE));
    assertTrue(visa.contains("call (M1, 16) mix_step_"), visa);
    assertTrue(visa.contains("ret (M1, 16)"), visa);
    assertTrue(
        KernelMetadata.fromCos(sub.resolve(KernelCompiler.COS_FILE)).privateMemory().isEmpty());
    Path stack = scratch.resolve("stack");
    VariantSpec s =
        KernelCompiler.compileCase(
            spec, Target.TGLLP, 16, CallMode.STACKCALL, Optional.empty(), stack);
    assertEquals("stackcall", s.calls());
    assertEquals(
        List.of(KernelCompiler.VISA_FILE, "func_0.visaasm", "func_1.visaasm"), s.visaasm());
    String kernel = Files.readString(stack.resolve(KernelCompiler.VISA_FILE));
    assertTrue(kernel.contains(".funcdecl \"mix_step\""), kernel);
    assertTrue(kernel.contains("alias=<%sp, 0>") && kernel.contains("alias=<%hw_id, 0>"), kernel);
    KernelMetadata meta = KernelMetadata.fromCos(stack.resolve(KernelCompiler.COS_FILE));
    assertEquals(
        StackFrames.FINALIZER_BYTES_PER_ITEM, // no private arrays: the finalizer's share alone
        meta.privateMemory().orElseThrow().perThreadPrivateMemorySize());
    assertTrue(meta.executionEnvironment().hasStackCalls());
  }

  private void compileAndRun(CaseSpec spec, List<Target> targets, CallMode calls)
      throws IOException {
    compileAndRun(spec, targets, calls, Addressing.STATELESS);
  }

  @ParameterizedTest
  @MethodSource("ownKernels")
  void ownKernelsPassStateful(String name) throws IOException {
    compileAndRun(testkernel(name), Addressing.STATEFUL);
  }

  @ParameterizedTest
  @MethodSource("sharedKernels")
  void sharedCorpusKernelsPassStateful(String name) throws IOException {
    compileAndRun(shared(name), Addressing.STATEFUL);
  }

  private static CaseSpec shared(String name) {
    return CaseSpec.load(CorpusAssumptions.available(Corpora.SHARED).caseDirectory(name));
  }

  private void compileAndRun(CaseSpec spec, Addressing addressing) throws IOException {
    compileAndRun(spec, List.of(Target.values()), CallMode.INLINE, addressing);
  }

  private void compileAndRun(
      CaseSpec spec, List<Target> targets, CallMode calls, Addressing addressing)
      throws IOException {
    compileAndRun(spec, targets, calls, addressing, Optional.empty());
  }

  private void compileAndRun(
      CaseSpec spec,
      List<Target> targets,
      CallMode calls,
      Addressing addressing,
      Optional<FrontEnd> frontEnd)
      throws IOException {
    for (Target t : targets) {
      for (int simd : WIDTHS) {
        Path out = scratch.resolve(t.cliName() + simd + calls.cliName() + addressing);
        VariantSpec v = KernelCompiler.compileCase(spec, t, simd, calls, addressing, frontEnd, out);
        String label = spec.kernel() + " " + v.name();
        LaunchResult r = KernelLauncher.launch(spec, v);
        assertTrue(r.passed(), label + ": " + r.describe());
        KernelMetadata meta = KernelMetadata.fromCos(out.resolve(KernelCompiler.COS_FILE));
        assertEquals(simd, meta.simdSize(), label);
        assertEquals(spec.args().size(), meta.argumentCount(), label);
        List<Path> files = new ArrayList<>();
        for (String f : v.visaasm()) {
          files.add(out.resolve(f));
        }
        genxAccepts(scratch, files, t, label);
      }
    }
  }

  /**
   * GenX_IR exits 0 even after an error, so its output must hold no diagnostic. A kernel with stack
   * calls is its file and its functions' files, read as one program through a list file.
   */
  static void genxAccepts(Path scratch, List<Path> visa, Target t, String label)
      throws IOException {
    Optional<Path> genx = onPath("GenX_IR");
    if (genx.isEmpty()) {
      return;
    }
    Path dir = Files.createTempDirectory(scratch, "genx");
    List<String> command = new ArrayList<>(List.of(genx.get().toString()));
    if (visa.size() == 1) {
      Files.copy(visa.get(0), dir.resolve("k.visaasm"));
      command.add("k.visaasm");
    } else {
      StringBuilder list = new StringBuilder();
      for (Path f : visa) {
        Files.copy(f, dir.resolve(f.getFileName()));
        list.append(f.getFileName()).append('\n');
      }
      Files.writeString(dir.resolve("files.txt"), list.toString());
      command.addAll(List.of("-CISAbinary", "files.txt"));
    }
    command.addAll(List.of("-platform", t.platform()));
    Process p =
        new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    try {
      assertTrue(p.waitFor(120, TimeUnit.SECONDS), label + ": GenX_IR did not finish");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
    List<String> diagnostics = new ArrayList<>();
    boolean spilled = false;
    for (String line : output.lines().toList()) {
      spilled |= isSpillNote(line);
      if (!line.isBlank() && !line.contains(" -platform " + t.platform()) && !isSpillNote(line)) {
        diagnostics.add(line);
      }
    }
    assertEquals(List.of(), diagnostics, label + ": GenX_IR");
    if (!spilled) {
      // GenX_IR exits 1 when it had to spill registers, an .isa written all the same.
      assertEquals(0, p.exitValue(), label);
    }
    try (var written = Files.list(dir)) {
      assertTrue(
          written.anyMatch(f -> f.toString().endsWith(".isa")), label + ": GenX_IR wrote no .isa");
    }
  }

  /** GenX_IR's note that register allocation spilled, which is no diagnostic of the input. */
  private static boolean isSpillNote(String line) {
    String l = line.strip();
    return l.equals("[vISA Finalizer Messages]")
        || l.startsWith("Spill memory used = ")
        || l.startsWith("Compiling kernel with spill code may degrade performance.");
  }

  private static Optional<Path> onPath(String tool) {
    String path = System.getenv("PATH");
    if (path == null) {
      return Optional.empty();
    }
    for (String d : path.split(File.pathSeparator, -1)) {
      Path p = Path.of(d.isEmpty() ? "." : d, tool);
      if (Files.isExecutable(p)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  @Test
  void unsupportedOperationIsACompileErrorNamingIt() throws IOException {
    // ocloc compiles OpenCL C 1.2, where these pointers are private ones (clang's are generic)
    assumeTrue(FrontEnd.OCLOC.available(), "ocloc not installed");
    Path cl = scratch.resolve("integer_pointer.cl");
    Files.writeString(
        cl,
        """
        __kernel void k(__global const int* in, __global int* out) {
          int a[4];
          for (int j = 0; j < 4; j++) {
            a[j] = in[j];
          }
          int *p = (int *)((size_t)a + (in[1] & 4));
          out[get_global_id(0)] = p[in[0] & 1];
        }
        """);
    CompileError e =
        assertThrows(
            CompileError.class,
            () ->
                KernelCompiler.compile(
                    cl,
                    new KernelCompiler.Options(
                        Target.TGLLP, 16, null, Optional.of(FrontEnd.OCLOC), ""),
                    scratch.resolve("integer_pointer")));
    assertTrue(e.getMessage().contains("unsupported by the vISA backend"), e.getMessage());
    assertTrue(e.getMessage().contains("private pointer whose array is not known"), e.getMessage());
    assertTrue(e.getMessage().contains("converted from an integer"), e.getMessage());
  }

  @Test
  void subGroupShufflesUseIndirectAddressingAndReductionsTheExecutionMask() throws IOException {
    CaseSpec spec =
        CaseSpec.load(CorpusAssumptions.available(Corpora.SHARED).caseDirectory("sg_butterfly"));
    Path out = scratch.resolve("shuffles");
    KernelCompiler.compileCase(spec, Target.TGLLP, 16, Optional.empty(), out);
    String visa = Files.readString(out.resolve(KernelCompiler.VISA_FILE));
    assertTrue(visa.contains("addr_add (M1, 16)"), visa);
    assertTrue(visa.contains("r[A"), visa);
    assertTrue(visa.contains("0x76543210:v"), visa);
  }

  @Test
  void floatAtomicAddIsAMessageOnDg2GlobalAndARetryLoopElsewhere() throws IOException {
    CaseSpec spec = testkernel("float_atomics");
    for (Target t : Target.values()) {
      Path out = scratch.resolve("fadd" + t.cliName());
      KernelCompiler.compileCase(spec, t, 16, Optional.empty(), out);
      String visa = Files.readString(out.resolve(KernelCompiler.VISA_FILE));
      assertEquals(t == Target.DG2, visa.contains("lsc_atomic_fadd.ugm"), t.cliName());
      assertTrue(!visa.contains("lsc_atomic_fadd.slm"), t.cliName());
      String retry = t == Target.DG2 ? "lsc_atomic_icas.slm" : "svm_atomic.cmpxchg";
      assertTrue(visa.contains(retry), t.cliName());
      assertEquals(t == Target.TGLLP, visa.contains("dword_atomic.cmpxchg"), t.cliName());
    }
  }

  @Test
  void integerDivisionIsAnInstructionOnTgllpAndASequenceOnDg2() throws IOException {
    CaseSpec spec = testkernel("int_division");
    for (Target t : Target.values()) {
      Path out = scratch.resolve("div" + t.cliName());
      KernelCompiler.compileCase(spec, t, 16, Optional.empty(), out);
      String visa = Files.readString(out.resolve(KernelCompiler.VISA_FILE));
      boolean hasDiv = visa.lines().anyMatch(l -> l.strip().matches("(\\(\\S+\\) )?(div|mod) .*"));
      assertEquals(t == Target.TGLLP, hasDiv, t + ": integer div/mod instruction");
      assertEquals(t == Target.DG2, visa.contains("mulh"), t + ": reciprocal sequence");
    }
  }

  @Test
  void localVariablesGetSlmAndBarriersFenceItAsIgcDoes() throws IOException {
    CaseSpec spec =
        CaseSpec.load(CorpusAssumptions.available(Corpora.SHARED).caseDirectory("local_reduce"));
    for (Target t : Target.values()) {
      Path out = scratch.resolve("slm" + t.cliName());
      KernelCompiler.compileCase(spec, t, 16, Optional.empty(), out);
      KernelMetadata meta = KernelMetadata.fromCos(out.resolve(KernelCompiler.COS_FILE));
      assertEquals(2 * 128 * 4, meta.slmInlineSize(), "smax[128] and sf[128]");
      assertEquals(1, meta.executionEnvironment().hasBarriers());
      String visa = Files.readString(out.resolve(KernelCompiler.VISA_FILE));
      String fence = t == Target.DG2 ? "lsc_fence.slm.none.group" : "fence_local.E";
      assertTrue(visa.contains(fence + "\n    barrier\n"), visa);
      assertTrue(visa.contains(t == Target.DG2 ? "lsc_store.slm" : "scatter4_scaled.R"), visa);
    }
  }

  @Test
  void ourLaunchDescriptionRoundTripsThroughTheCosReader() throws IOException {
    Path out = scratch.resolve("rt");
    KernelCompiler.compileCase(testkernel("vadd_int"), Target.DG2, 32, Optional.empty(), out);
    KernelMetadata read = KernelMetadata.fromCos(out.resolve(KernelCompiler.COS_FILE));
    assertEquals(Files.readString(out.resolve(KernelCompiler.COS_FILE)), CosWriter.write(read));
    assertEquals(3, read.bufferArguments().size());
    assertEquals(3, read.threadPayload().localIdChannels());
  }
}
