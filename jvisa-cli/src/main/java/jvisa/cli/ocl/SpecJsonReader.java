package jvisa.cli.ocl;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvisa.asm.io.InputFiles;
import jvisa.ocl.corpus.CompareRule;
import jvisa.ocl.corpus.JsonTree;
import jvisa.ocl.corpus.VectorType;

/**
 * Reads the hand-written corpus spec ({@code spec.json}: {@code kernel}, {@code global}, {@code
 * local}, {@code args}, optional {@code build_options}, {@code compare}, {@code seed}) as a {@link
 * LaunchSpec}. Argument inits: {@code "zero"}, {@code {"fill": V}}, {@code {"iota": START}}, {@code
 * {"random_int": [LO, HI]}}, {@code {"random_float": [LO, HI]}}, {@code {"permutation": true}}, or
 * an {@code "input"} file (relative to the spec's folder). Every complaint names the field.
 */
public final class SpecJsonReader {
  private final Path file;

  private SpecJsonReader(Path file) {
    this.file = file;
  }

  /**
   * Reads {@code file}.
   *
   * @throws IllegalArgumentException naming the file and field when it is unreadable or malformed
   */
  public static LaunchSpec read(Path file, long maxBytes) {
    JsonNode root;
    try {
      root = JsonTree.read(InputFiles.read(file, maxBytes));
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException(file + ": cannot read: " + e.getMessage());
    }
    return new SpecJsonReader(file).spec(root);
  }

  private LaunchSpec spec(JsonNode root) {
    if (!root.isObject()) {
      throw error("(top level)", "not a JSON object");
    }
    List<KernelArg> args = new ArrayList<>();
    JsonNode array = root.path("args");
    if (!array.isArray()) {
      throw error("args", "missing or not an array");
    }
    for (int i = 0; i < array.size(); i++) {
      args.add(arg(array.get(i), "args[" + i + "]"));
    }
    CompareRule compare = CompareRule.DEFAULT;
    if (root.has("compare")) {
      JsonNode c = root.get("compare");
      try {
        compare =
            new CompareRule(
                c.path("ulp").asInt(CompareRule.DEFAULT.ulp()),
                c.path("mismatch_fraction").asDouble(CompareRule.DEFAULT.mismatchFraction()));
      } catch (IllegalArgumentException e) {
        throw error("compare", e.getMessage());
      }
    }
    return new LaunchSpec(
        root.has("kernel") ? text(root, "kernel", "kernel") : null,
        sizes(root, "global"),
        root.has("local") ? sizes(root, "local") : List.of(),
        args,
        root.has("build_options") ? text(root, "build_options", "build_options") : null,
        compare,
        root.has("seed") ? root.get("seed").asLong() : null);
  }

  private KernelArg arg(JsonNode a, String path) {
    if (!a.isObject()) {
      throw error(path, "not an object");
    }
    String name = text(a, "name", path + ".name");
    String kind = text(a, "kind", path + ".kind");
    VectorType type =
        VectorType.ofClName(text(a, "type", path + ".type"))
            .orElseThrow(
                () ->
                    error(
                        path + ".type",
                        "unknown type (an element type, or a vector of one with 2, 3, 4, 8 or 16"
                            + " components)"));
    return switch (kind) {
      case "scalar" -> value(name, type, a.get("value"), path + ".value");
      case "local" -> new KernelArg.Local(name, type.element(), type.width(), count(a, path));
      case "global" ->
          new KernelArg.Global(
              name,
              type.element(),
              type.width(),
              count(a, path),
              init(a, path),
              a.path("output").asBoolean(false));
      default -> throw error(path + ".kind", "'" + kind + "' is not global, scalar or local");
    };
  }

  /** A number (every component of a vector), or an array of one number per component. */
  private KernelArg.Scalar value(String name, VectorType type, JsonNode v, String path) {
    if (v == null || !v.isArray()) {
      return KernelArg.Scalar.broadcast(name, type, decimal(v, path));
    }
    if (v.size() != type.width()) {
      throw error(path, "a " + type.clName() + " takes " + type.width() + " values");
    }
    List<BigDecimal> values = new ArrayList<>();
    for (int i = 0; i < v.size(); i++) {
      values.add(decimal(v.get(i), path + "[" + i + "]"));
    }
    return new KernelArg.Scalar(name, type.element(), type.width(), values);
  }

  private BufferInit init(JsonNode a, String path) {
    if (a.has("input")) {
      return new BufferInit.File(dir().resolve(text(a, "input", path + ".input")));
    }
    JsonNode init = a.path("init");
    if (init.isMissingNode() || init.isTextual() && init.asText().equals("zero")) {
      return new BufferInit.Zero();
    }
    if (!init.isObject() || init.size() != 1) {
      throw error(path + ".init", "expected \"zero\" or an object with one key");
    }
    String how = init.fieldNames().next();
    JsonNode p = init.get(how);
    String where = path + ".init." + how;
    return switch (how) {
      case "fill" -> new BufferInit.Fill(decimal(p, where));
      case "iota" -> new BufferInit.Iota(p.asLong(0));
      case "permutation" -> new BufferInit.Permutation();
      case "random_int", "random_float" -> {
        if (!p.isArray() || p.size() != 2) {
          throw error(where, "expected [LO, HI]");
        }
        yield new BufferInit.Random(
            decimal(p.get(0), where + "[0]"), decimal(p.get(1), where + "[1]"));
      }
      default -> throw error(path + ".init", "unknown init '" + how + "'");
    };
  }

  private Path dir() {
    Path parent = file.toAbsolutePath().getParent();
    return parent == null ? Path.of(".") : parent;
  }

  private long count(JsonNode a, String path) {
    JsonNode c = a.get("count");
    if (c == null || !c.canConvertToLong() || c.asLong() < 1) {
      throw error(path + ".count", "missing or not a positive integer");
    }
    return c.asLong();
  }

  private List<Long> sizes(JsonNode root, String key) {
    JsonNode s = root.get(key);
    if (s == null || !s.isArray() || s.isEmpty() || s.size() > 3) {
      throw error(key, "expected an array of 1 to 3 sizes");
    }
    List<Long> out = new ArrayList<>();
    for (JsonNode n : s) {
      if (!n.canConvertToLong() || n.asLong() < 1) {
        throw error(key, "sizes must be positive integers");
      }
      out.add(n.asLong());
    }
    return out;
  }

  private BigDecimal decimal(JsonNode n, String path) {
    if (n == null || !n.isNumber()) {
      throw error(path, "missing or not a number");
    }
    return n.decimalValue();
  }

  private String text(JsonNode n, String key, String path) {
    JsonNode v = n.get(key);
    if (v == null || !v.isTextual()) {
      throw error(path, "missing or not a string");
    }
    return v.asText();
  }

  private IllegalArgumentException error(String path, String what) {
    return new IllegalArgumentException(file + ": " + path + ": " + what);
  }
}
