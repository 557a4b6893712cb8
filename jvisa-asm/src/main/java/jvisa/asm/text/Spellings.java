package jvisa.asm.text;

import java.util.List;
import jvisa.asm.model.Opcode;

/**
 * The spelling an instruction keeps, the one Intel's assembler reads (from the table in {@link Opcode}), so
 * that what jvisa prints Intel's tools read.
 */
final class Spellings {
  private Spellings() {}

  /** Intel's spelling of a mnemonic as written; it may carry a suffix ("nbarrier.signal"). */
  static String intel(String written) {
    return Opcode.intelSpelling(written);
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
