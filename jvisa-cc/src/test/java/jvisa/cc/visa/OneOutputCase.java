package jvisa.cc.visa;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import jvisa.cc.KernelCompiler;
import jvisa.cc.interp.Interpreter;
import jvisa.cc.interp.KernelArg;
import jvisa.cc.interp.NdRange;
import jvisa.cc.ir.Module;
import jvisa.cc.pass.Pipeline;
import jvisa.cc.spirv.SpirvTranslator;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchResult;
import jvisa.spirv.SpirvReader;
import jvisa.spirv.frontend.FrontEnd;
import jvisa.spirv.frontend.KernelSource;

/**
 * A one-dimensional test case of 32-bit input buffers and one 32-bit output buffer, written as a
 * corpus case folder: run on the machine after compiling for a target and SIMD width (its vISA
 * checked by GenX_IR), or on the IR interpreter after the middle end. Its expected output is a
 * placeholder: the tests judge the words themselves.
 */
final class OneOutputCase {
  private final Path dir;
  private final CaseSpec spec;
  private final String kernel;
  private final int global;
  private final int local;
  private final List<int[]> inputs;
  private final int outputWords;
  private final String buildOptions;

  /** {@code inputs} name the kernel's leading buffer arguments; the output is the last one. */
  OneOutputCase(
      Path dir,
      String kernel,
      String source,
      int global,
      int local,
      List<String> inputNames,
      List<int[]> inputs,
      int outputWords)
      throws IOException {
    this(dir, kernel, source, global, local, inputNames, inputs, outputWords, "");
  }

  /** As above, the source compiled with OpenCL build options {@code buildOptions}. */
  OneOutputCase(
      Path dir,
      String kernel,
      String source,
      int global,
      int local,
      List<String> inputNames,
      List<int[]> inputs,
      int outputWords,
      String buildOptions)
      throws IOException {
    this.buildOptions = buildOptions;
    this.dir = Files.createDirectories(dir);
    this.kernel = kernel;
    this.global = global;
    this.local = local;
    this.inputs = inputs;
    this.outputWords = outputWords;
    Files.writeString(dir.resolve("kernel.cl"), source);
    Files.createDirectories(dir.resolve("in"));
    StringBuilder args = new StringBuilder();
    for (int k = 0; k < inputs.size(); k++) {
      String name = inputNames.get(k);
      Files.write(dir.resolve("in/" + name + ".bin"), bytes(inputs.get(k)));
      args.append(
          """
          {"name": "%s", "kind": "global", "type": "uint", "count": %d, "input": "in/%s.bin"},
          """
              .formatted(name, inputs.get(k).length, name));
    }
    Files.write(dir.resolve("in/out.bin"), new byte[4 * outputWords]);
    Files.writeString(
        dir.resolve("case.json"),
        """
        {"kernel": "%s", "global": [%d], "local": [%d], "build_options": "%s",
         "args": [%s
          {"name": "out", "kind": "global", "type": "uint", "count": %d, "output": true,
           "input": "in/out.bin", "expected": "in/out.bin"}],
         "variants": [], "compare": {}}
        """
            .formatted(kernel, global, local, buildOptions, args, outputWords));
    this.spec = CaseSpec.load(dir);
  }

  /**
   * The launch of the kernel compiled with {@code calls} (the first installed front end), after
   * GenX_IR, where installed, accepted it.
   */
  LaunchResult launchCompiled(Path scratch, Target target, int simd, CallMode calls)
      throws IOException {
    return launchCompiled(scratch, target, simd, calls, Optional.empty());
  }

  /** As {@link #launchCompiled(Path, Target, int, CallMode)} through front end {@code frontEnd}. */
  LaunchResult launchCompiled(
      Path scratch, Target target, int simd, CallMode calls, Optional<FrontEnd> frontEnd)
      throws IOException {
    String label = target + "-" + simd + "-" + calls.cliName();
    Path out = dir.resolve("out-" + label);
    VariantSpec v =
        KernelCompiler.compileCase(spec, target, simd, calls, Addressing.STATELESS, frontEnd, out);
    List<Path> files = new ArrayList<>();
    for (String f : v.visaasm()) {
      files.add(out.resolve(f));
    }
    BackendKernelsTest.genxAccepts(scratch, files, target, kernel + " " + label);
    return KernelLauncher.launch(spec, v);
  }

  /** The output words the compiled kernel computes on the machine. */
  int[] runCompiled(Path scratch, Target target, int simd, Optional<FrontEnd> frontEnd)
      throws IOException {
    return runCompiled(scratch, target, simd, CallMode.INLINE, frontEnd);
  }

  /** As {@link #runCompiled(Path, Target, int, Optional)} with calls compiled as asked. */
  int[] runCompiled(
      Path scratch, Target target, int simd, CallMode calls, Optional<FrontEnd> frontEnd)
      throws IOException {
    String label = target + "-" + simd + "-" + calls + frontEnd.map(f -> "-" + f).orElse("");
    Path out = dir.resolve("out-" + label);
    VariantSpec v = KernelCompiler.compileCase(spec, target, simd, calls, frontEnd, out);
    List<Path> files = new ArrayList<>();
    for (String f : v.visaasm()) {
      files.add(out.resolve(f));
    }
    BackendKernelsTest.genxAccepts(scratch, files, target, kernel + " " + label);
    return words(KernelLauncher.launch(spec, v).outputBytes().get("out"));
  }

  /** The output words the IR interpreter computes after the middle end's passes. */
  int[] runInterpreted(FrontEnd frontEnd) throws IOException {
    KernelSource source =
        new KernelSource(kernel, dir.resolve("kernel.cl"), buildOptions, Set.of(frontEnd), "");
    byte[] spv = Files.readAllBytes(frontEnd.compileUnder(source, dir.resolve("interp")));
    Module module = SpirvTranslator.translate(SpirvReader.read(spv));
    Pipeline.optimize(module);
    List<KernelArg> args = new ArrayList<>();
    for (int[] in : inputs) {
      args.add(new KernelArg.Buffer(bytes(in)));
    }
    byte[] out = new byte[4 * outputWords];
    args.add(new KernelArg.Buffer(out));
    NdRange range = NdRange.of(new long[] {global}, new long[] {local});
    Interpreter.run(module, kernel, range, args, 500_000_000L);
    return words(out);
  }

  static int[] floatBits(float[] values) {
    int[] w = new int[values.length];
    for (int i = 0; i < w.length; i++) {
      w[i] = Float.floatToRawIntBits(values[i]);
    }
    return w;
  }

  private static byte[] bytes(int[] words) {
    ByteBuffer b = ByteBuffer.allocate(4 * words.length).order(ByteOrder.LITTLE_ENDIAN);
    for (int w : words) {
      b.putInt(w);
    }
    return b.array();
  }

  private static int[] words(byte[] bytes) {
    ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    int[] w = new int[bytes.length / 4];
    for (int i = 0; i < w.length; i++) {
      w[i] = b.getInt();
    }
    return w;
  }
}
