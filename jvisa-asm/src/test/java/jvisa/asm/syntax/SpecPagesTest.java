package jvisa.asm.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import jvisa.asm.model.Opcode;
import jvisa.corpus.Corpora;
import jvisa.corpus.CorpusAssumptions;
import org.junit.jupiter.api.Test;

/**
 * Every instruction page of the vISA spec ({@code spec/visa/instructions/*.md}) maps to opcodes:
 * each mnemonic its "Text" section writes is one the parser knows, and every page's opcodes are
 * exercised by the syntax tests.
 */
class SpecPagesTest {
  /** Pages whose text form is not an instruction of the model, and what stands for them instead. */
  private static final Map<String, String> NOT_INSTRUCTIONS =
      Map.of(
          "LABEL", "a label is written 'name:' (LabelStmt)",
          "SUBROUTINE", "a subroutine starts at a label, after '.function \"name\"' (FunctionStmt)",
          "SVM", "the umbrella page of the SVM_* pages; it has no Text section");

  @Test
  void everyInstructionPageMapsToOpcodesTheSyntaxTestsExercise() throws IOException {
    Path dir = Corpora.SHARED.folder().getParent().resolve("spec/visa/instructions");
    CorpusAssumptions.folderPresent(dir, "vISA spec");
    Map<String, Set<Opcode>> pages = new TreeMap<>();
    List<String> problems = new ArrayList<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path p : s.filter(f -> f.toString().endsWith(".md")).sorted().toList()) {
        String page = p.getFileName().toString().replace(".md", "");
        List<String> mnemonics = mnemonics(Files.readString(p));
        if (NOT_INSTRUCTIONS.containsKey(page)) {
          mnemonics.forEach(
              m -> {
                if (Opcode.forMnemonic(m) != null) {
                  problems.add(page + ": listed as no instruction, but '" + m + "' is an opcode");
                }
              });
          continue;
        }
        Set<Opcode> ops = EnumSet.noneOf(Opcode.class);
        for (String m : mnemonics) {
          Opcode op = Opcode.forMnemonic(m);
          if (op == null) {
            problems.add(page + ": the parser does not know the mnemonic '" + m + "'");
          } else {
            ops.add(op);
          }
        }
        if (ops.isEmpty() && mnemonics.isEmpty()) {
          problems.add(page + ": no mnemonic found in its Text section");
        }
        pages.put(page, ops);
      }
    }
    Set<Opcode> exercised = SyntaxSuite.recordAll().opcodes;
    pages.forEach(
        (page, ops) ->
            ops.stream()
                .filter(op -> !exercised.contains(op))
                .forEach(
                    op -> problems.add(page + ": " + op + " is not exercised by a syntax test")));
    assertTrue(problems.isEmpty(), String.join("\n", problems));
    assertTrue(pages.size() >= 100, "instruction pages found: " + pages.size());
    assertEquals(EnumSet.of(Opcode.MIN, Opcode.MAX), pages.get("MIN_MAX"));
    assertEquals(
        EnumSet.of(Opcode.FENCE_GLOBAL, Opcode.FENCE_LOCAL, Opcode.FENCE_SW), pages.get("FENCE"));
    System.out.printf(
        "spec: %d instruction pages map to %d opcodes (%d pages are not instructions)%n",
        pages.size(), pages.values().stream().mapToInt(Set::size).sum(), NOT_INSTRUCTIONS.size());
  }

  /** The mnemonics of the Text section's code lines, lower-cased, with {a|b} and [x] expanded. */
  static List<String> mnemonics(String page) {
    int text = page.indexOf("## Text");
    if (text < 0) {
      return List.of();
    }
    int end = page.indexOf("\n## ", text + 1);
    String section = page.substring(text + "## Text".length(), end < 0 ? page.length() : end);
    List<String> result = new ArrayList<>();
    for (String line : section.split("\n", -1)) {
      String l = line.strip();
      if (l.isEmpty() || l.startsWith("```") || l.startsWith("//")) {
        continue;
      }
      l = l.replaceFirst("^\\[\\(<P>\\)\\]\\s*", "");
      String word = l.split("[\\s(]", 2)[0].replaceAll("\\[\\.[^\\]]*\\]", "");
      int dot = word.indexOf('.');
      word = dot >= 0 ? word.substring(0, dot) : word;
      for (String m : expand(word)) {
        if (!m.isEmpty() && !result.contains(m.toLowerCase(Locale.ROOT))) {
          result.add(m.toLowerCase(Locale.ROOT));
        }
      }
    }
    return result;
  }

  /** Expands the first "{a|b}" or "[x]" of a word, recursively. */
  private static List<String> expand(String word) {
    int brace = word.indexOf('{');
    int bracket = word.indexOf('[');
    if (brace < 0 && bracket < 0) {
      return List.of(word);
    }
    boolean alternatives = brace >= 0 && (bracket < 0 || brace < bracket);
    int open = alternatives ? brace : bracket;
    int close = word.indexOf(alternatives ? '}' : ']', open);
    if (close < 0) {
      return List.of(word);
    }
    String head = word.substring(0, open);
    String tail = word.substring(close + 1);
    List<String> choices =
        alternatives
            ? List.of(word.substring(open + 1, close).split("\\|"))
            : List.of("", word.substring(open + 1, close));
    Map<String, Boolean> out = new LinkedHashMap<>();
    for (String c : choices) {
      for (String rest : expand(tail)) {
        out.put(head + c + rest, true);
      }
    }
    return new ArrayList<>(out.keySet());
  }
}
