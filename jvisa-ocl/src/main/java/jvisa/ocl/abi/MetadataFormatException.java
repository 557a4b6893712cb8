package jvisa.ocl.abi;

/**
 * Kernel metadata could not be read: the message names the file, the place and what was expected.
 */
public final class MetadataFormatException extends RuntimeException {
  public MetadataFormatException(String message) {
    super(message);
  }

  public MetadataFormatException(String message, Throwable cause) {
    super(message, cause);
  }
}
