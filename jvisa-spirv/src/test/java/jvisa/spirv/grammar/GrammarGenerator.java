package jvisa.spirv.grammar;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes {@code GeneratedGrammar.java} from the official SPIR-V grammar files (package
 * spirv-headers).
 *
 * <p>Run from the project root: {@code java -cp ... jvisa.spirv.grammar.GrammarGenerator
 * [GRAMMAR_DIR [OUT_FILE]]}; {@code GeneratedGrammarIsCurrentTest} does the same in memory and
 * fails when the committed file differs.
 */
public final class GrammarGenerator {
  /** Where Debian's spirv-headers installs the grammar. */
  public static final Path DEFAULT_GRAMMAR_DIR = Path.of("/usr/include/spirv/unified1");

  public static final String CORE_FILE = "spirv.core.grammar.json";
  public static final String OPENCL_FILE = "extinst.opencl.std.100.grammar.json";

  /** The extended set's import name, which the grammar file does not hold. */
  public static final String OPENCL_SET_NAME = "OpenCL.std";

  /** The generated file, relative to the module folder. */
  public static final Path GENERATED_FILE =
      Path.of("src/main/java/jvisa/spirv/grammar/GeneratedGrammar.java");

  private static final int STATEMENTS_PER_METHOD = 200;
  private static final int WIDTH = 120;

  private GrammarGenerator() {}

  public static void main(String[] args) throws IOException {
    Path dir = args.length > 0 ? Path.of(args[0]) : DEFAULT_GRAMMAR_DIR;
    Path out = args.length > 1 ? Path.of(args[1]) : Path.of("jvisa-spirv").resolve(GENERATED_FILE);
    Files.writeString(out, generate(dir));
    System.out.println("wrote " + out);
  }

  /** The Java source generated from the grammar files in {@code dir}. */
  public static String generate(Path dir) throws IOException {
    ObjectMapper json = new ObjectMapper();
    JsonNode core = json.readTree(dir.resolve(CORE_FILE).toFile());
    JsonNode opencl = json.readTree(dir.resolve(OPENCL_FILE).toFile());
    List<String> statements = new ArrayList<>();
    statements.add(
        String.format(
            "b.core(%d, %d, %d, 0x%08x);",
            core.get("major_version").asInt(),
            core.get("minor_version").asInt(),
            core.get("revision").asInt(),
            Long.decode(core.get("magic_number").asText())));
    for (JsonNode kind : core.get("operand_kinds")) {
      statements.add(kindStatement(kind));
      boolean bits = kind.get("category").asText().equals("BitEnum");
      for (JsonNode e : kind.path("enumerants")) {
        int value = value(e.get("value"));
        List<String> args =
            new ArrayList<>(
                List.of(
                    quote(e.get("enumerant").asText()),
                    bits ? String.format("0x%x", value) : Integer.toString(value)));
        args.addAll(references(e.path("parameters")));
        statements.add(call("b.e", args));
      }
    }
    for (JsonNode inst : core.get("instructions")) {
      List<String> args =
          new ArrayList<>(
              List.of(
                  inst.get("opcode").asText(),
                  quote(inst.get("opname").asText()),
                  quote(inst.get("class").asText())));
      args.addAll(references(inst.path("operands")));
      statements.add(call("b.op", args));
    }
    statements.add(
        call(
            "b.extInstSet",
            List.of(
                quote(OPENCL_SET_NAME),
                opencl.get("version").asText(),
                opencl.get("revision").asText())));
    for (JsonNode inst : opencl.get("instructions")) {
      List<String> args =
          new ArrayList<>(List.of(inst.get("opcode").asText(), quote(inst.get("opname").asText())));
      args.addAll(references(inst.path("operands")));
      statements.add(call("b.x", args));
    }
    return source(
        statements,
        String.format(
            "%s (SPIR-V %d.%d revision %d) and %s (version %d revision %d)",
            CORE_FILE,
            core.get("major_version").asInt(),
            core.get("minor_version").asInt(),
            core.get("revision").asInt(),
            OPENCL_FILE,
            opencl.get("version").asInt(),
            opencl.get("revision").asInt()));
  }

  private static String kindStatement(JsonNode kind) {
    String category =
        switch (kind.get("category").asText()) {
          case "BitEnum" -> "BIT_ENUM";
          case "ValueEnum" -> "VALUE_ENUM";
          case "Id" -> "ID";
          case "Literal" -> "LITERAL";
          case "Composite" -> "COMPOSITE";
          default ->
              throw new IllegalArgumentException(
                  "unknown operand category " + kind.get("category"));
        };
    List<String> args =
        new ArrayList<>(List.of(quote(kind.get("kind").asText()), "OperandCategory." + category));
    for (JsonNode base : kind.path("bases")) {
      args.add(quote(base.asText()));
    }
    return call("b.kind", args);
  }

  private static int value(JsonNode value) {
    return value.isNumber() ? value.asInt() : (int) (long) Long.decode(value.asText());
  }

  private static List<String> references(JsonNode operands) {
    List<String> refs = new ArrayList<>();
    for (JsonNode o : operands) {
      refs.add(quote(o.get("kind").asText() + o.path("quantifier").asText("")));
    }
    return refs;
  }

  private static String quote(String s) {
    return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }

  /** {@code name(a, b, ...);}, wrapped at the column limit with a 8-space continuation indent. */
  private static String call(String name, List<String> args) {
    StringBuilder text = new StringBuilder(name).append('(');
    int lineStart = 0;
    for (int i = 0; i < args.size(); i++) {
      String piece = args.get(i) + (i + 1 < args.size() ? ", " : ");");
      if (4 + text.length() - lineStart + piece.stripTrailing().length() > WIDTH) {
        int trimmed = text.length();
        while (text.charAt(trimmed - 1) == ' ') {
          trimmed--;
        }
        text.setLength(trimmed);
        text.append("\n        ");
        lineStart = text.length() - 8 - 4;
      }
      text.append(piece);
    }
    return text.toString();
  }

  private static String source(List<String> statements, String origin) {
    StringBuilder s = new StringBuilder();
    s.append(
        "// GENERATED by jvisa.spirv.grammar.GrammarGenerator (jvisa-spirv/src/test/java): do not edit.\n");
    s.append(
        "// From the official SPIR-V grammar (package spirv-headers, /usr/include/spirv/unified1):\n");
    s.append("// ").append(origin).append(".\n");
    s.append("package jvisa.spirv.grammar;\n\n");
    s.append(
        "/** The SPIR-V grammar as {@link GrammarBuilder} statements; see the header for its origin. */\n");
    s.append("final class GeneratedGrammar {\n");
    s.append("  private GeneratedGrammar() {}\n\n");
    int parts = (statements.size() + STATEMENTS_PER_METHOD - 1) / STATEMENTS_PER_METHOD;
    s.append("  static void define(GrammarBuilder b) {\n");
    for (int p = 0; p < parts; p++) {
      s.append("    part").append(p).append("(b);\n");
    }
    s.append("  }\n");
    for (int p = 0; p < parts; p++) {
      s.append("\n  private static void part").append(p).append("(GrammarBuilder b) {\n");
      for (String st :
          statements.subList(
              p * STATEMENTS_PER_METHOD,
              Math.min(statements.size(), (p + 1) * STATEMENTS_PER_METHOD))) {
        s.append("    ").append(st.replace("\n", "\n    ")).append('\n');
      }
      s.append("  }\n");
    }
    s.append("}\n");
    return s.toString();
  }
}
