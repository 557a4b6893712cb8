package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every variant of the project's own kernels ({@code testkernels/}) matches its PoCL reference. */
class TestKernelsLaunchTest {

  static Path testKernels() {
    return Path.of(System.getProperty("jvisa.projectRoot", "..")).resolve("testkernels");
  }

  static Stream<Arguments> variants() throws IOException {
    List<Arguments> out = new ArrayList<>();
    try (Stream<Path> dirs = Files.list(testKernels())) {
      for (Path dir : dirs.filter(d -> Files.isRegularFile(d.resolve(CaseSpec.FILE_NAME))).sorted().toList()) {
        CaseSpec spec = CaseSpec.load(dir);
        for (VariantSpec v : spec.variants()) {
          out.add(Arguments.of(spec.directory().getFileName() + " " + v.name(), spec, v));
        }
      }
    }
    assertFalse(out.isEmpty(), "no case.json under " + testKernels());
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("variants")
  void variantMatchesReference(String name, CaseSpec spec, VariantSpec variant) {
    LaunchResult r = KernelLauncher.launch(spec, variant);
    assertTrue(r.passed(), r.describe());

    RunStats s = r.stats();
    assertTrue(s.instructions() > 0 && s.threads() > 0 && s.workGroups() > 0, r.describe());
    assertTrue(s.activeChannels() > 0 && s.activeChannels() <= s.dispatchedChannels(), r.describe());
    assertTrue(s.dispatchedChannels() <= s.instructions() * variant.simd(), r.describe());
    assertTrue(s.wallNanos() > 0, r.describe());
    List<String> outputs = spec.outputs().stream().map(ArgSpec::name).toList();
    assertEquals(outputs, List.copyOf(r.outputBytes().keySet()));
    for (ArgSpec a : spec.outputs()) {
      assertEquals(a.byteSize(), r.outputBytes().get(a.name()).length, a.name());
    }
  }
}
