package jvisa.asm.isa;

/**
 * Another spelling of an opcode: a variant the instruction keeps ({@code raw_sendc}, {@code
 * sample_b}), or a synonym rewritten to the spelling Intel's assembler reads ({@code
 * svm_gather4_scaled} to {@code svm_gather4scaled}).
 *
 * <p>A spelling may also be a dotted suffix that Intel's assembler reads as part of the mnemonic:
 * Intel's disassembler writes {@code raw_sends.15.eot.1.0.0}, its assembler reads {@code
 * raw_sends_eot.15.1.0.0}.
 *
 * @param written the mnemonic as written, or null for a suffix spelling
 * @param intel the spelling to keep, or null to keep what was written
 * @param suffix the suffix that joins the mnemonic as {@code _suffix}, or null
 */
public record Spelling(String written, String intel, String suffix) {
  public static Spelling variant(String written) {
    return new Spelling(written, null, null);
  }

  /**
   * A dotted suffix written into the mnemonic: {@code .eot} makes {@code raw_sends} {@code
   * raw_sends_eot}.
   */
  public static Spelling suffixInMnemonic(String suffix) {
    return new Spelling(null, null, suffix);
  }

  public static Spelling[] variants(String... written) {
    Spelling[] s = new Spelling[written.length];
    for (int i = 0; i < written.length; i++) {
      s[i] = variant(written[i]);
    }
    return s;
  }

  public static Spelling synonym(String written, String intel) {
    return new Spelling(written, intel, null);
  }
}
