package jvisa.asm.isa;

/**
 * Another spelling of an opcode: a variant the instruction keeps ({@code raw_sendc}, {@code sample_b}), or a
 * synonym rewritten to the spelling Intel's assembler reads ({@code svm_gather4_scaled} to
 * {@code svm_gather4scaled}).
 *
 * @param intel the spelling to keep, or null to keep what was written
 */
public record Spelling(String written, String intel) {
  public static Spelling variant(String written) {
    return new Spelling(written, null);
  }

  public static Spelling[] variants(String... written) {
    Spelling[] s = new Spelling[written.length];
    for (int i = 0; i < written.length; i++) {
      s[i] = variant(written[i]);
    }
    return s;
  }

  public static Spelling synonym(String written, String intel) {
    return new Spelling(written, intel);
  }
}
