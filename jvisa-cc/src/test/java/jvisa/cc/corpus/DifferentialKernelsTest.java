package jvisa.cc.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import jvisa.cc.CompileError;
import jvisa.cc.interp.ExecutionError;
import jvisa.cc.interp.Interpreter;
import jvisa.cc.interp.KernelArg;
import jvisa.cc.interp.NdRange;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Argument;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Type;
import jvisa.cc.pass.PassStats;
import jvisa.cc.pass.Pipeline;
import jvisa.cc.spirv.SpirvTranslator;
import jvisa.corpus.ProjectRoot;
import jvisa.spirv.SpirvReader;
import jvisa.spirv.frontend.FrontEnd;
import jvisa.spirv.frontend.KernelSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kernels without reference outputs (this module's own and jvisa-spirv's OpenCL C 1.2/2.0/3.0
 * ones): each kernel's IR runs on seeded inputs before and after the passes, and every buffer must
 * come out the same. Whatever the translator refuses must be refused with a message naming what.
 */
class DifferentialKernelsTest {
  private static final long BUDGET = 50_000_000L;

  @TempDir Path dir;

  private static Path resourceFolder(String name) throws URISyntaxException {
    return Path.of(DifferentialKernelsTest.class.getResource(name).toURI());
  }

  private static List<Path> sources() throws Exception {
    List<Path> out = new ArrayList<>();
    for (Path folder :
        List.of(
            resourceFolder("/jvisa/cc/kernels"),
            ProjectRoot.locate().resolve("jvisa-spirv/src/test/resources/jvisa/spirv/kernels"))) {
      if (Files.isDirectory(folder)) {
        try (Stream<Path> files = Files.list(folder)) {
          files.filter(f -> f.toString().endsWith(".cl")).sorted().forEach(out::add);
        }
      }
    }
    return out;
  }

  private static Optional<String> directive(String text, String key) {
    String prefix = "// " + key + ":";
    return text.lines()
        .takeWhile(l -> l.startsWith("//"))
        .filter(l -> l.startsWith(prefix))
        .map(l -> l.substring(prefix.length()).trim())
        .findFirst();
  }

  @Test
  void passesPreserveWhatEveryKernelComputes() throws Exception {
    assumeFalse(
        CorpusKernels.availableFrontEnds().isEmpty(), "no front end installed (ocloc, clang-15)");
    List<String> failures = new ArrayList<>();
    for (Path cl : sources()) {
      String text = Files.readString(cl);
      Set<FrontEnd> allowed = KernelSource.allowedFrontEnds(text);
      String name = cl.getFileName().toString().replace(".cl", "");
      KernelSource source =
          new KernelSource(
              name,
              cl,
              directive(text, "build_options").orElse(""),
              allowed,
              directive(text, "llvm_spirv_options").orElse(""));
      for (FrontEnd fe : CorpusKernels.availableFrontEnds()) {
        if (allowed.contains(fe)) {
          String result = check(source, fe);
          System.out.println(
              name + " [" + fe.name().toLowerCase(java.util.Locale.ROOT) + "]: " + result);
          if (result.startsWith("FAIL")) {
            failures.add(name + " [" + fe + "]: " + result);
          }
        }
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
  }

  private String check(KernelSource source, FrontEnd fe) throws IOException {
    byte[] spv = Files.readAllBytes(fe.compileUnder(source, dir));
    Module before;
    Module after;
    PassStats stats;
    try {
      before = SpirvTranslator.translate(SpirvReader.read(spv));
      after = SpirvTranslator.translate(SpirvReader.read(spv));
      stats = Pipeline.optimize(after);
    } catch (CompileError e) {
      boolean named = e.getMessage().startsWith("unsupported");
      return (named ? "refused: " : "FAIL unclear refusal: ") + e.getMessage();
    }
    StringBuilder out = new StringBuilder(stats.toString());
    if (stats.scalarAllocasLeft() > 0) {
      return "FAIL " + stats.scalarAllocasLeft() + " scalar allocas left: " + stats;
    }
    for (Function k : before.kernels()) {
      List<byte[]> a = buffers(k);
      List<byte[]> b = a.stream().map(x -> x == null ? null : x.clone()).toList();
      try {
        long s1 = Interpreter.run(before, k.name(), range(), args(k, a), BUDGET);
        long s2 =
            Interpreter.run(
                after, k.name(), range(), args(after.kernel(k.name()).orElseThrow(), b), BUDGET);
        out.append("; ")
            .append(k.name())
            .append(" ")
            .append(s1)
            .append(" -> ")
            .append(s2)
            .append(" steps");
      } catch (ExecutionError e) {
        return "FAIL " + k.name() + ": " + e.getMessage();
      }
      for (int i = 0; i < a.size(); i++) {
        if (!Arrays.equals(a.get(i), b.get(i))) {
          return "FAIL " + k.name() + ": buffer " + i + " differs after the passes";
        }
      }
    }
    return out.toString();
  }

  private static NdRange range() {
    return NdRange.of(new long[] {64}, new long[] {16});
  }

  /** Seeded contents for every buffer argument (null for the others). */
  private static List<byte[]> buffers(Function k) {
    Random random = new Random(k.name().hashCode());
    List<byte[]> out = new ArrayList<>();
    for (Argument a : k.arguments()) {
      if (a.type() instanceof Type.Pointer p && p.space() != AddressSpace.LOCAL) {
        byte[] b = new byte[8192];
        for (int i = 0; i < b.length; i++) {
          b[i] = (byte) (i % 4 == 0 ? random.nextInt(256) : i % 4 == 1 ? random.nextInt(4) : 0);
        }
        out.add(b);
      } else {
        out.add(null);
      }
    }
    return out;
  }

  private static List<KernelArg> args(Function k, List<byte[]> buffers) {
    List<KernelArg> out = new ArrayList<>();
    for (int i = 0; i < k.arguments().size(); i++) {
      Type t = k.arguments().get(i).type();
      if (buffers.get(i) != null) {
        out.add(new KernelArg.Buffer(buffers.get(i)));
      } else if (t instanceof Type.Pointer) {
        out.add(new KernelArg.Local(4096));
      } else {
        byte[] v = new byte[(int) t.size()];
        v[0] = 5;
        out.add(new KernelArg.Scalar(v));
      }
    }
    return out;
  }
}
