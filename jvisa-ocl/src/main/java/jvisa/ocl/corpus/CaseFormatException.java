package jvisa.ocl.corpus;

/** A corpus case could not be read: the message names the file, the field and what was expected. */
public final class CaseFormatException extends RuntimeException {
  public CaseFormatException(String message) {
    super(message);
  }

  public CaseFormatException(String message, Throwable cause) {
    super(message, cause);
  }
}
