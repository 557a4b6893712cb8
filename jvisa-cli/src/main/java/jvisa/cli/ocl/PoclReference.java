package jvisa.cli.ocl;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import jvisa.asm.io.FileTrees;

/**
 * Runs a kernel on PoCL through the project's {@code pocl_reference.py} (a resource of this jar,
 * written to a temporary folder) with {@code /usr/bin/python3} and pyopencl, or the interpreter
 * {@code JVISA_PYTHON} names.
 */
public final class PoclReference {
  private static final int UNAVAILABLE = 3;
  private static final long TIMEOUT_SECONDS = 600;
  private static final String SCRIPT = "pocl_reference.py";

  /**
   * The reference's final buffers, or why there are none.
   *
   * @param buffers each global buffer's final bytes by argument name (empty when skipped or failed)
   * @param skipped why PoCL could not be used (null when it ran)
   * @param failed why PoCL could not build or run the kernel (null when it ran)
   */
  /**
   * What the reference run gave.
   *
   * @param printed what the kernel's printf calls printed on PoCL (its process's stdout)
   */
  public record Outcome(
      Map<String, byte[]> buffers, String skipped, String failed, String printed) {
    Outcome(Map<String, byte[]> buffers, String skipped, String failed) {
      this(buffers, skipped, failed, "");
    }
  }

  private PoclReference() {}

  /** Runs {@code kernel} of {@code source} with these arguments and initial buffer contents. */
  public static Outcome run(
      Path source,
      String kernel,
      String buildOptions,
      List<Long> global,
      List<Long> local,
      List<KernelArg> args,
      Map<String, byte[]> inputs,
      Map<String, byte[]> scalars) {
    return run(
        System.getenv().getOrDefault("JVISA_PYTHON", "/usr/bin/python3"),
        source,
        kernel,
        buildOptions,
        global,
        local,
        args,
        inputs,
        scalars);
  }

  /** {@link #run} with this Python interpreter. */
  static Outcome run(
      String python,
      Path source,
      String kernel,
      String buildOptions,
      List<Long> global,
      List<Long> local,
      List<KernelArg> args,
      Map<String, byte[]> inputs,
      Map<String, byte[]> scalars) {
    if (source.getFileName().toString().endsWith(".spv")) {
      return new Outcome(
          Map.of(), "the PoCL reference needs the OpenCL C source, not SPIR-V", null);
    }
    if (!Files.isExecutable(Path.of(python))) {
      return new Outcome(Map.of(), python + " is not installed", null);
    }
    Path work = null;
    try {
      work = Files.createTempDirectory("jvisa-pocl-");
      Path script = work.resolve(SCRIPT);
      try (InputStream in = PoclReference.class.getResourceAsStream(SCRIPT)) {
        if (in == null) {
          return new Outcome(Map.of(), null, SCRIPT + " is missing from the jar");
        }
        Files.copy(in, script);
      }
      ObjectMapper mapper = new ObjectMapper();
      ObjectNode req = mapper.createObjectNode();
      req.put("source", source.toAbsolutePath().toString());
      req.put("kernel", kernel);
      req.put("build_options", buildOptions);
      global.forEach(req.putArray("global")::add);
      local.forEach(req.putArray("local")::add);
      req.put("out_dir", work.toString());
      ArrayNode list = req.putArray("args");
      for (KernelArg a : args) {
        ObjectNode o = list.addObject().put("name", a.name());
        if (a instanceof KernelArg.Global) {
          Path in = work.resolve("in-" + list.size() + ".bin");
          Files.write(in, inputs.get(a.name()));
          o.put("kind", "global").put("input", in.toString());
        } else if (a instanceof KernelArg.Scalar) {
          o.put("kind", "scalar").put("bytes", HexFormat.of().formatHex(scalars.get(a.name())));
        } else {
          o.put("kind", "local").put("bytes", ((KernelArg.Local) a).byteSize());
        }
      }
      Path request = work.resolve("request.json");
      mapper.writeValue(request.toFile(), req);
      Path log = work.resolve("log.txt");
      Path printed = work.resolve("stdout.txt");
      Process p =
          new ProcessBuilder(python, script.toString(), request.toString())
              .redirectError(log.toFile())
              .redirectOutput(printed.toFile())
              .start();
      if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return new Outcome(Map.of(), null, "PoCL did not finish within " + TIMEOUT_SECONDS + " s");
      }
      String message = Files.readString(log, StandardCharsets.UTF_8).strip();
      if (p.exitValue() == UNAVAILABLE) {
        return new Outcome(Map.of(), message, null);
      }
      if (p.exitValue() != 0) {
        return new Outcome(Map.of(), null, message.isEmpty() ? "exit " + p.exitValue() : message);
      }
      Map<String, byte[]> out = new LinkedHashMap<>();
      for (KernelArg a : args) {
        if (a instanceof KernelArg.Global) {
          out.put(a.name(), Files.readAllBytes(work.resolve(a.name() + ".bin")));
        }
      }
      return new Outcome(out, null, null, Files.readString(printed, StandardCharsets.ISO_8859_1));
    } catch (IOException e) {
      return new Outcome(Map.of(), null, "cannot run the PoCL reference: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Outcome(Map.of(), null, "interrupted");
    } finally {
      FileTrees.deleteQuietly(work);
    }
  }
}
