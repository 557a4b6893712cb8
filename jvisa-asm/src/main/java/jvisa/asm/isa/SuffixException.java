package jvisa.asm.isa;

/** The suffixes written on an instruction do not fit its format; the message says how. */
public final class SuffixException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public SuffixException(String message) {
    super(message, null, false, false);
  }
}
