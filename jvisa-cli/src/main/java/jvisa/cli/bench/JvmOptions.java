package jvisa.cli.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The JVM options of jvisa processes, kept in {@code jvisa/cli/*.options} (one per line, {@code #}
 * comments), which the {@code ./jvisa} script reads too: {@link #JVM} for every process, {@link
 * #JIT} for the JVM's compilers (the script's default, the bench workers' always).
 */
public final class JvmOptions {
  public static final String JVM = "jvm.options";
  public static final String JIT = "jit.options";

  private JvmOptions() {}

  /** The options of {@code file}, in order. */
  public static List<String> of(String file) {
    try (InputStream in = JvmOptions.class.getResourceAsStream("/jvisa/cli/" + file)) {
      if (in == null) {
        throw new IllegalStateException("jvisa's jar has no " + file);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .map(String::strip)
          .filter(line -> !line.isEmpty() && !line.startsWith("#"))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
