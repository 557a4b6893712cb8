package jvisa.machine.message;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jvisa.asm.isa.AtomicOperation;
import jvisa.corpus.Corpora;
import jvisa.corpus.CorpusAssumptions;
import jvisa.machine.memory.PredefinedSurface;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every memory message IGC wrote in each corpus must be one this layer implements, and every suffix
 * and operand form on it must be accepted by this layer's parsers.
 */
class CorpusMessageFormsTest {
  private static final Set<String> IMPLEMENTED =
      Set.of(
          "oword_ld",
          "oword_ld_unaligned",
          "oword_st",
          "gather",
          "scatter",
          "gather_scaled",
          "scatter_scaled",
          "gather4_scaled",
          "scatter4_scaled",
          "qw_gather",
          "qw_scatter",
          "svm_block_ld",
          "svm_block_st",
          "svm_gather",
          "svm_scatter",
          "svm_gather4_scaled",
          "svm_scatter4_scaled",
          "svm_gather4scaled",
          "svm_scatter4scaled",
          "svm_atomic",
          "dword_atomic",
          "typed_atomic",
          "gather4_typed",
          "scatter4_typed",
          "media_ld",
          "media_st",
          "lsc_load",
          "lsc_store",
          "lsc_load_strided",
          "lsc_store_strided",
          "lsc_load_quad",
          "lsc_store_quad",
          "lsc_load_block2d",
          "lsc_store_block2d",
          "lsc_store_uncompressed",
          "lsc_atomic",
          "lsc_fence",
          "fence_global",
          "fence_local");

  private static final Pattern INSTRUCTION =
      Pattern.compile(
          "^\\s*(?:\\(!?\\w+(?:\\.\\w+)?\\)\\s*)?([a-z_0-9]+)((?:\\.\\w+)*)\\s*(.*?)\\s*(///.*)?$");
  private static final Pattern LSC_ADDRESS =
      Pattern.compile(
          "(flat|bti|bss|ss|arg)(\\((?:0x[0-9A-Fa-f]+|V\\d+)\\))?\\[(?:(0x[0-9a-fA-F]+)\\*)?"
              + "(V\\d+|%null)(?:\\.\\d+)?(?:[+-](0x[0-9a-fA-F]+))?\\]:(a\\w+)");
  private static final Pattern LSC_DATA = Pattern.compile("(?:V\\d+|%null)(?:\\.\\d+)?:(d\\w+)");

  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void everyMemoryMessageInTheCorpusIsUnderstood(Corpora corpus) throws IOException {
    List<Path> files = CorpusAssumptions.available(corpus).visaasmFiles();
    Set<String> seen = new TreeSet<>();
    for (Path file : files) {
      for (String line : Files.readAllLines(file)) {
        if (!mayBeMemoryMessage(line)) {
          continue;
        }
        Matcher m = INSTRUCTION.matcher(line);
        if (!m.matches() || line.trim().startsWith(".") || line.trim().startsWith("//")) {
          continue;
        }
        String mnemonic = m.group(1);
        String root = mnemonic.startsWith("lsc_atomic_") ? "lsc_atomic" : mnemonic;
        if (!isMemoryMessage(root)) {
          continue;
        }
        String where = file.getFileName() + ": " + line.trim();
        if (!IMPLEMENTED.contains(root)) {
          fail("not implemented: " + where);
        }
        checkForm(mnemonic, m.group(2), m.group(3), where);
        seen.add(root);
      }
    }
    assertTrue(
        seen.containsAll(Set.of("lsc_load", "lsc_atomic", "gather4_scaled", "svm_atomic")),
        "seen only " + seen);
  }

  private static boolean mayBeMemoryMessage(String line) {
    return line.contains("gather")
        || line.contains("scatter")
        || line.contains("oword")
        || line.contains("svm_")
        || line.contains("atomic")
        || line.contains("media_")
        || line.contains("lsc_")
        || line.contains("fence");
  }

  private static boolean isMemoryMessage(String root) {
    return root.contains("gather")
        || root.contains("scatter")
        || root.startsWith("oword")
        || root.startsWith("svm_")
        || root.contains("atomic")
        || root.startsWith("media_")
        || root.startsWith("lsc_")
        || root.startsWith("fence");
  }

  private static void checkForm(String mnemonic, String suffixes, String operands, String where) {
    String[] parts = suffixes.isEmpty() ? new String[0] : suffixes.substring(1).split("\\.");
    if (mnemonic.startsWith("lsc_")) {
      if (mnemonic.startsWith("lsc_atomic_")) {
        assertNotNull(AtomicOperation.fromLsc(mnemonic.substring("lsc_atomic_".length())), where);
      }
      if (!mnemonic.equals("lsc_fence")) {
        checkLscOperands(operands, where);
      }
      return;
    }
    switch (mnemonic) {
      case "gather4_scaled", "scatter4_scaled", "gather4_typed", "scatter4_typed" ->
          assertTrue(ChannelMask.count(ChannelMask.parseRgba(parts[0])) > 0, where);
      case "gather_scaled", "scatter_scaled", "gather", "scatter" ->
          assertTrue(Set.of("1", "2", "4").contains(parts[0]), where);
      case "svm_gather", "svm_scatter" -> {
        assertTrue(Set.of("1", "4", "8").contains(parts[0]), where);
        assertTrue(Set.of("1", "2", "4", "8").contains(parts[1]), where);
      }
      case "svm_atomic", "dword_atomic", "typed_atomic" -> {
        assertNotNull(AtomicOperation.fromLegacy(parts[0]), where);
        assertTrue(parts.length == 1 || Set.of("16", "64").contains(parts[1]), where);
      }
      default -> {}
    }
    Matcher surface = Pattern.compile("\\)\\s+(%\\w+|T\\d+)\\s").matcher(operands);
    if (surface.find() && surface.group(1).startsWith("%")) {
      assertNotNull(PredefinedSurface.byName(surface.group(1)), where);
    }
  }

  private static void checkLscOperands(String operands, String where) {
    Matcher address = LSC_ADDRESS.matcher(operands);
    assertTrue(address.find(), "no LSC address in " + where);
    LscAddressSize size = LscAddressSize.parse(address.group(6));
    long scale = address.group(3) == null ? 1 : Long.decode(address.group(3));
    Matcher data = LSC_DATA.matcher(operands);
    assertTrue(data.find(), "no LSC data operand in " + where);
    LscShape shape = LscShape.parse(data.group(1), size, scale, 0);
    if (shape.transposed()) {
      assertTrue(operands.contains(", 1)"), "transposed LSC message is not SIMD1: " + where);
    }
    assertTrue(Set.of("flat", "bti").contains(address.group(1)), "address model of " + where);
  }
}
