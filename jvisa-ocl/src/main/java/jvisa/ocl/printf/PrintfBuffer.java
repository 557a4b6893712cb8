package jvisa.ocl.printf;

/**
 * The printf buffer protocol IGC compiles {@code printf} to and Intel's OpenCL runtime decodes.
 *
 * <p>The buffer is {@link #SIZE} bytes; its first dword is the offset where the next record goes,
 * {@link #HEADER_BYTES} before the launch. A call adds its record's size to that dword atomically
 * and, when the record fits in the buffer, writes at the old offset: the format string's index (a
 * {@code PATCH_TOKEN_STRING} of the kernel), then per argument a data-type dword ({@link #INT} ...)
 * and its value: {@code INT} and {@code FLOAT} 4 bytes (char and short arguments are promoted to
 * int, and float is not promoted to double), {@code LONG}, {@code DOUBLE} and {@code POINTER} 8,
 * {@code STRING} the 4-byte index of the string literal; a vector is its vector type, its component
 * count and 4 bytes per component (8 for long and double), char and short components packed at the
 * start of that space. A record that does not fit writes {@link #OVERFLOW} as its string index when
 * 4 bytes are left at its offset, and nothing else.
 */
public final class PrintfBuffer {
  /** Bytes of the printf buffer (the runtime's {@code printfBufferSize}, 4 MB). */
  public static final int SIZE = 4 * 1024 * 1024;

  /** The offset dword before the first record; also its initial value. */
  public static final int HEADER_BYTES = 4;

  /** The string index a call that did not fit writes. */
  public static final int OVERFLOW = -1;

  public static final int INVALID = 0;
  public static final int BYTE = 1;
  public static final int SHORT = 2;
  public static final int INT = 3;
  public static final int FLOAT = 4;
  public static final int STRING = 5;
  public static final int LONG = 6;
  public static final int POINTER = 7;
  public static final int DOUBLE = 8;
  public static final int VECTOR_BYTE = 9;
  public static final int VECTOR_SHORT = 10;
  public static final int VECTOR_INT = 11;
  public static final int VECTOR_LONG = 12;
  public static final int VECTOR_FLOAT = 13;
  public static final int VECTOR_DOUBLE = 14;

  private PrintfBuffer() {}

  /** The vector data type of the scalar type {@code scalar}, or {@link #INVALID}. */
  public static int vectorOf(int scalar) {
    return switch (scalar) {
      case BYTE -> VECTOR_BYTE;
      case SHORT -> VECTOR_SHORT;
      case INT -> VECTOR_INT;
      case LONG -> VECTOR_LONG;
      case FLOAT -> VECTOR_FLOAT;
      case DOUBLE -> VECTOR_DOUBLE;
      default -> INVALID;
    };
  }
}
