package jvisa.ocl.corpus;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import jvisa.asm.io.InputFiles;

/**
 * Reads and checks {@code case.json} with Jackson's tree model; every complaint names the field's
 * path.
 */
final class CaseJsonReader {

  /** Most work-items of one work-group (the device limit of Intel GPUs). */
  static final long MAX_WORK_GROUP_SIZE = 1024;

  private final Path file;

  private CaseJsonReader(Path file) {
    this.file = file;
  }

  static CaseSpec read(Path file, Path directory, long maxBytes) {
    JsonNode root;
    try {
      root = JsonTree.read(InputFiles.read(file, maxBytes));
    } catch (JsonProcessingException e) {
      String where =
          e.getLocation() == null
              ? ""
              : " (line "
                  + e.getLocation().getLineNr()
                  + ", column "
                  + e.getLocation().getColumnNr()
                  + ")";
      throw new CaseFormatException(
          file + ": not valid JSON" + where + ": " + e.getOriginalMessage(), e);
    } catch (IOException | RuntimeException e) {
      throw new CaseFormatException(file + ": cannot read: " + e.getMessage(), e);
    }
    return new CaseJsonReader(file).caseSpec(root, directory);
  }

  private CaseFormatException error(String path, String what) {
    return new CaseFormatException(file + ": " + path + ": " + what);
  }

  private CaseSpec caseSpec(JsonNode root, Path directory) {
    requireObject(root, "(top level)");
    String kernel = string(root, "kernel", "kernel");
    List<Long> global = sizes(root, "global");
    List<Long> local = sizes(root, "local");
    if (local.size() != global.size()) {
      throw error("local", local.size() + " dimensions, but global has " + global.size());
    }
    long groupSize = 1;
    for (long l : local) {
      groupSize *= l;
      if (groupSize > MAX_WORK_GROUP_SIZE) {
        throw error(
            "local",
            local
                + " makes work-groups of more than "
                + MAX_WORK_GROUP_SIZE
                + " work-items, the most a work-group can have");
      }
    }
    String buildOptions =
        root.has("build_options") ? string(root, "build_options", "build_options") : "";
    List<ArgSpec> args = new ArrayList<>();
    Set<String> argNames = new HashSet<>();
    JsonNode argArray = array(root, "args", "args");
    for (int i = 0; i < argArray.size(); i++) {
      ArgSpec a = arg(argArray.get(i), "args[" + i + "]");
      if (!argNames.add(a.name())) {
        throw error("args[" + i + "].name", "duplicate argument name '" + a.name() + "'");
      }
      args.add(a);
    }
    CompareRule compare = root.has("compare") ? compare(root.get("compare")) : CompareRule.DEFAULT;
    List<VariantSpec> variants = new ArrayList<>();
    Set<String> variantNames = new HashSet<>();
    JsonNode variantArray = array(root, "variants", "variants");
    for (int i = 0; i < variantArray.size(); i++) {
      VariantSpec v = variant(variantArray.get(i), "variants[" + i + "]");
      if (!variantNames.add(v.name())) {
        throw error("variants[" + i + "].name", "duplicate variant name '" + v.name() + "'");
      }
      variants.add(v);
    }
    List<SkippedVariant> skipped = new ArrayList<>();
    if (root.has("skipped_variants")) {
      JsonNode s = array(root, "skipped_variants", "skipped_variants");
      for (int i = 0; i < s.size(); i++) {
        String path = "skipped_variants[" + i + "]";
        requireObject(s.get(i), path);
        skipped.add(
            new SkippedVariant(
                string(s.get(i), "name", path + ".name"),
                s.get(i).has("why") ? string(s.get(i), "why", path + ".why") : ""));
      }
    }
    return new CaseSpec(
        directory, kernel, global, local, buildOptions, args, compare, variants, skipped);
  }

  private List<Long> sizes(JsonNode root, String key) {
    JsonNode a = array(root, key, key);
    if (a.size() < 1 || a.size() > 3) {
      throw error(key, a.size() + " dimensions, expected 1 to 3");
    }
    List<Long> out = new ArrayList<>();
    for (int i = 0; i < a.size(); i++) {
      long v = integer(a.get(i), key + "[" + i + "]");
      if (v < 1 || v > 0xFFFFFFFFL) {
        throw error(key + "[" + i + "]", v + " is not a work size in 1..2^32-1");
      }
      out.add(v);
    }
    return out;
  }

  private ArgSpec arg(JsonNode node, String path) {
    requireObject(node, path);
    String name = string(node, "name", path + ".name");
    String kindText = string(node, "kind", path + ".kind");
    ArgKind kind = null;
    for (ArgKind k : ArgKind.values()) {
      if (k.jsonName().equals(kindText)) {
        kind = k;
      }
    }
    if (kind == null) {
      throw error(path + ".kind", "'" + kindText + "' is not global, scalar or local");
    }
    String typeText = string(node, "type", path + ".type");
    ElementType type =
        ElementType.ofClName(typeText)
            .orElseThrow(
                () ->
                    error(
                        path + ".type",
                        "'"
                            + typeText
                            + "' is not one of char uchar short ushort int uint long ulong float half"));
    long count = 1;
    if (kind != ArgKind.SCALAR) {
      count = integer(required(node, "count", path), path + ".count");
      if (count < 1 || count > Integer.MAX_VALUE / 8) {
        throw error(path + ".count", count + " elements is not a buffer size this runner accepts");
      }
    }
    boolean output = node.has("output") && bool(node.get("output"), path + ".output");
    if (output && kind != ArgKind.GLOBAL) {
      throw error(path + ".output", "only global buffers can be outputs");
    }
    Optional<String> input = optionalPath(node, "input", path);
    if (kind == ArgKind.GLOBAL && input.isEmpty()) {
      throw error(path, "a global buffer needs an 'input' file");
    }
    Optional<String> expected = optionalPath(node, "expected", path);
    if (output && expected.isEmpty()) {
      throw error(path, "an output buffer needs an 'expected' file");
    }
    Optional<BigDecimal> value = Optional.empty();
    if (kind == ArgKind.SCALAR) {
      JsonNode v = required(node, "value", path);
      if (!v.isNumber()) {
        throw error(path + ".value", "expected a number, found " + v.getNodeType());
      }
      value = Optional.of(v.decimalValue());
    }
    ArgSpec spec =
        new ArgSpec(name, kind, type, count, init(node, path), value, output, input, expected);
    if (kind == ArgKind.SCALAR) {
      try {
        spec.scalarBytes();
      } catch (IllegalArgumentException e) {
        throw error(path + ".value", e.getMessage());
      }
    }
    return spec;
  }

  private Optional<BufferInit> init(JsonNode node, String path) {
    if (!node.has("init")) {
      return Optional.empty();
    }
    JsonNode init = node.get("init");
    if (init.isTextual()) {
      return Optional.of(new BufferInit(init.asText(), NullNode.getInstance()));
    }
    if (init.isObject() && init.size() == 1) {
      Iterator<Map.Entry<String, JsonNode>> it = init.fields();
      Map.Entry<String, JsonNode> only = it.next();
      return Optional.of(new BufferInit(only.getKey(), only.getValue()));
    }
    throw error(path + ".init", "expected a string or an object with one key");
  }

  private Optional<String> optionalPath(JsonNode node, String key, String path) {
    if (!node.has(key)) {
      return Optional.empty();
    }
    return Optional.of(insidePath(string(node, key, path + "." + key), path + "." + key));
  }

  private String insidePath(String p, String path) {
    Path relative;
    try {
      relative = Path.of(p).normalize();
    } catch (RuntimeException e) {
      throw error(path, "'" + p + "' is not a file name: " + e.getMessage());
    }
    if (relative.isAbsolute() || relative.startsWith("..") || p.isBlank()) {
      throw error(path, "'" + p + "' must be a path inside the case folder");
    }
    return p;
  }

  private CompareRule compare(JsonNode node) {
    requireObject(node, "compare");
    int ulp = CompareRule.DEFAULT.ulp();
    double fraction = CompareRule.DEFAULT.mismatchFraction();
    if (node.has("ulp")) {
      long u = integer(node.get("ulp"), "compare.ulp");
      if (u < 0 || u > Integer.MAX_VALUE) {
        throw error("compare.ulp", u + " is not a non-negative 32-bit count");
      }
      ulp = (int) u;
    }
    if (node.has("mismatch_fraction")) {
      JsonNode f = node.get("mismatch_fraction");
      if (!f.isNumber() || f.doubleValue() < 0 || f.doubleValue() > 1) {
        throw error("compare.mismatch_fraction", "expected a number in [0, 1], found " + f);
      }
      fraction = f.doubleValue();
    }
    return new CompareRule(ulp, fraction);
  }

  private VariantSpec variant(JsonNode node, String path) {
    requireObject(node, path);
    String name = string(node, "name", path + ".name");
    if (name.contains("/") || name.contains("\\") || name.equals("..") || name.equals(".")) {
      throw error(path + ".name", "'" + name + "' must be a plain folder name");
    }
    long simd = integer(required(node, "simd", path), path + ".simd");
    if (simd != 8 && simd != 16 && simd != 32) {
      throw error(path + ".simd", simd + " is not 8, 16 or 32");
    }
    JsonNode files = array(node, "visaasm", path + ".visaasm");
    if (files.isEmpty()) {
      throw error(path + ".visaasm", "lists no file");
    }
    List<String> visaasm = new ArrayList<>();
    for (int i = 0; i < files.size(); i++) {
      JsonNode f = files.get(i);
      if (!f.isTextual()) {
        throw error(path + ".visaasm[" + i + "]", "expected a file name");
      }
      String file = insidePath(f.asText(), path + ".visaasm[" + i + "]");
      if (!visaasm.contains(file)) {
        visaasm.add(file);
      }
    }
    return new VariantSpec(
        name,
        string(node, "target", path + ".target"),
        (int) simd,
        string(node, "calls", path + ".calls"),
        visaasm,
        insidePath(string(node, "cos", path + ".cos"), path + ".cos"),
        insidePath(string(node, "bin", path + ".bin"), path + ".bin"),
        optionalPath(node, "dir", path).orElse(VariantSpec.defaultDir(name)));
  }

  private void requireObject(JsonNode node, String path) {
    if (node == null || !node.isObject()) {
      throw error(path, "expected an object");
    }
  }

  private JsonNode required(JsonNode obj, String key, String path) {
    JsonNode v = obj.get(key);
    if (v == null || v.isNull()) {
      throw error(path, "missing '" + key + "'");
    }
    return v;
  }

  private String string(JsonNode obj, String key, String path) {
    JsonNode v = obj.get(key);
    if (v == null || !v.isTextual()) {
      throw error(path, v == null ? "missing" : "expected a string, found " + v.getNodeType());
    }
    if (v.asText().isEmpty() && !key.equals("build_options")) {
      throw error(path, "is empty");
    }
    return v.asText();
  }

  private JsonNode array(JsonNode obj, String key, String path) {
    JsonNode v = obj.get(key);
    if (v == null || !v.isArray()) {
      throw error(path, v == null ? "missing" : "expected an array, found " + v.getNodeType());
    }
    return v;
  }

  private long integer(JsonNode v, String path) {
    if (v == null || !v.isIntegralNumber() || !v.canConvertToLong()) {
      throw error(path, "expected an integer, found " + v);
    }
    return v.longValue();
  }

  private boolean bool(JsonNode v, String path) {
    if (!v.isBoolean()) {
      throw error(path, "expected true or false, found " + v);
    }
    return v.booleanValue();
  }
}
