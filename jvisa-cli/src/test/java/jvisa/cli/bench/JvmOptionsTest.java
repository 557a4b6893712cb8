package jvisa.cli.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import jvisa.corpus.ProjectRoot;
import jvisa.machine.core.Engine;
import org.junit.jupiter.api.Test;

/** The JVM options files that the ./jvisa script and the bench's worker processes share. */
class JvmOptionsTest {
  @Test
  void bothFilesHoldOnlyOptionsAndTheCompilerFileKeepsC1Alone() {
    List<String> jvm = JvmOptions.of(JvmOptions.JVM);
    List<String> jit = JvmOptions.of(JvmOptions.JIT);
    assertTrue(jvm.contains("-Xmx2g") && jvm.contains("-XX:+UseParallelGC"), jvm.toString());
    assertTrue(jit.contains("-XX:TieredStopAtLevel=1"), jit.toString());
    assertTrue(
        jit.stream()
            .anyMatch(o -> o.startsWith("-XX:CompileCommand=") && o.contains("JitFunction")),
        jit.toString());
    for (String option : jvm) {
      assertTrue(option.startsWith("-") && !option.contains(" "), option);
    }
    for (String option : jit) {
      assertTrue(option.startsWith("-") && !option.contains(" "), option);
    }
  }

  @Test
  void theJvisaScriptReadsTheSameFiles() throws IOException {
    String script = Files.readString(ProjectRoot.locate().resolve("jvisa"));
    assertTrue(script.contains("jvisa-cli/src/main/resources/jvisa/cli/"), script);
    assertTrue(script.contains(JvmOptions.JVM) && script.contains(JvmOptions.JIT), script);
  }

  @Test
  void benchWorkersStartWithTheseOptions() {
    List<String> command = new JvisaEngine("jvisa.cli.Main", Engine.JIT).command();
    assertTrue(command.containsAll(JvmOptions.of(JvmOptions.JVM)), command.toString());
    assertTrue(command.containsAll(JvmOptions.of(JvmOptions.JIT)), command.toString());
  }

  @Test
  void theWarmWorkerKeepsTheJvmsDefaultCompilers() {
    JvisaEngine jvisa = new JvisaEngine("jvisa.cli.Main", Engine.JIT);
    List<String> warm = jvisa.warmCommand();
    assertTrue(warm.containsAll(JvmOptions.of(JvmOptions.JVM)), warm.toString());
    for (String option : JvmOptions.of(JvmOptions.JIT)) {
      assertFalse(warm.contains(option), option);
    }
    List<String> first = jvisa.command();
    assertEquals(
        first.subList(first.size() - 5, first.size()), warm.subList(warm.size() - 5, warm.size()));
  }
}
