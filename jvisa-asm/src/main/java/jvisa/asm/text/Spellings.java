package jvisa.asm.text;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import jvisa.asm.model.Opcode;

/**
 * Other spellings of instructions (from the vISA spec and Intel's disassembler) and the spelling Intel's
 * assembler reads, which is what an instruction keeps, so that what jvisa prints Intel's tools read.
 */
final class Spellings {
  private static final Map<String, String> INTEL =
      Map.ofEntries(
          Map.entry("svm_gather4_scaled", "svm_gather4scaled"),
          Map.entry("svm_scatter4_scaled", "svm_scatter4scaled"),
          Map.entry("file", "FILE"),
          Map.entry("loc", "LOC"),
          Map.entry("rt_write", "rt_write_3d"),
          Map.entry("urb_write", "urb_write_3d"),
          Map.entry("cache_flush", "sampler_cache_flush"),
          Map.entry("samplr_cache_flush", "sampler_cache_flush"),
          Map.entry("nbarrier_signal", "nbarrier.signal"),
          Map.entry("nbarrier_wait", "nbarrier.wait"));

  private Spellings() {}

  /** The relation of cmp in lower case: the spec allows "EQ", Intel's assembler reads only "eq". */
  static void relationInLowerCase(Opcode op, List<String> suffixes) {
    if (op == Opcode.CMP && !suffixes.isEmpty()) {
      suffixes.set(0, suffixes.get(0).toLowerCase(Locale.ROOT));
    }
  }

  /** Intel's spelling of a mnemonic as written; it may carry a suffix ("nbarrier.signal"). */
  static String intel(String written) {
    return INTEL.getOrDefault(written, written);
  }

  /**
   * The mnemonic of a raw_sends whose suffixes say "eot": Intel's disassembler writes
   * {@code raw_sends.<sfid>.eot.<n0>.<n1>.<nd>}, its assembler reads {@code raw_sends_eot.<sfid>...}.
   * Removes the "eot" from the suffixes.
   */
  static String withEndOfThread(Opcode op, String mnemonic, List<String> suffixes) {
    if (op == Opcode.RAW_SENDS && !mnemonic.endsWith("_eot") && suffixes.remove("eot")) {
      return mnemonic + "_eot";
    }
    return mnemonic;
  }
}
