package jvisa.cli.ocl;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jvisa.ocl.corpus.ElementType;
import jvisa.ocl.corpus.VectorType;

/**
 * NumPy's {@code .npy} format for little-endian arrays (one-dimensional, or values by components
 * for vectors): the magic {@code \x93NUMPY}, a version, a header length, a Python dict literal
 * ({@code descr}, {@code fortran_order}, {@code shape}) padded so the data starts on a 64-byte
 * boundary, then the raw elements.
 */
public final class Npy {
  private static final byte[] MAGIC = {(byte) 0x93, 'N', 'U', 'M', 'P', 'Y'};
  private static final int ALIGNMENT = 64;
  private static final Pattern DESCR = Pattern.compile("'descr'\\s*:\\s*'([^']*)'");
  private static final Pattern FORTRAN = Pattern.compile("'fortran_order'\\s*:\\s*(True|False)");
  private static final Pattern SHAPE = Pattern.compile("'shape'\\s*:\\s*\\(([^)]*)\\)");

  private Npy() {}

  /** NumPy's type code of an element type, e.g. {@code <i4} for int, {@code |u1} for uchar. */
  public static String descr(ElementType type) {
    String kind = type.isFloating() ? "f" : type.isSigned() ? "i" : "u";
    return (type.size() == 1 ? "|" : "<") + kind + type.size();
  }

  /** A {@code .npy} file (version 1.0) holding the raw little-endian elements {@code data}. */
  public static byte[] write(ElementType type, byte[] data) {
    return write(VectorType.scalar(type), data);
  }

  /**
   * A {@code .npy} file (version 1.0) holding the buffer {@code memory} of values of {@code type}:
   * shape {@code (N,)} for scalars, {@code (N, width)} for vectors (3-component vectors without
   * their padding).
   */
  public static byte[] write(VectorType type, byte[] memory) {
    ElementType element = type.element();
    byte[] data = VectorLayout.strip(type, memory);
    long values = data.length / (element.size() * type.width());
    String shape = type.isVector() ? values + ", " + type.width() : values + ",";
    String dict =
        String.format(
            Locale.ROOT,
            "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }",
            descr(element),
            shape);
    int unpadded = MAGIC.length + 2 + 2 + dict.length() + 1;
    int padding = (ALIGNMENT - unpadded % ALIGNMENT) % ALIGNMENT;
    String header = dict + " ".repeat(padding) + "\n";
    byte[] h = header.getBytes(StandardCharsets.ISO_8859_1);
    byte[] out = new byte[MAGIC.length + 4 + h.length + data.length];
    System.arraycopy(MAGIC, 0, out, 0, MAGIC.length);
    out[6] = 1;
    out[7] = 0;
    out[8] = (byte) h.length;
    out[9] = (byte) (h.length >>> 8);
    System.arraycopy(h, 0, out, 10, h.length);
    System.arraycopy(data, 0, out, 10 + h.length, data.length);
    return out;
  }

  /**
   * The raw elements of a {@code .npy} file, checked to be a C-ordered array of {@code type} (any
   * shape: its elements are taken in order).
   *
   * @throws IllegalArgumentException saying what is wrong with the file
   */
  public static byte[] read(byte[] file, ElementType type) {
    if (file.length < 10 || !java.util.Arrays.equals(file, 0, 6, MAGIC, 0, 6)) {
      throw new IllegalArgumentException("not a .npy file (no \\x93NUMPY magic)");
    }
    int major = file[6];
    int headerLength;
    int start;
    if (major == 1) {
      headerLength = (file[8] & 0xFF) | (file[9] & 0xFF) << 8;
      start = 10;
    } else if (major == 2 || major == 3) {
      if (file.length < 12) {
        throw new IllegalArgumentException("truncated .npy header");
      }
      headerLength =
          (file[8] & 0xFF) | (file[9] & 0xFF) << 8 | (file[10] & 0xFF) << 16 | file[11] << 24;
      start = 12;
    } else {
      throw new IllegalArgumentException(".npy version " + major + " is not supported");
    }
    if (headerLength < 0 || start + headerLength > file.length) {
      throw new IllegalArgumentException("truncated .npy header");
    }
    String header = new String(file, start, headerLength, StandardCharsets.ISO_8859_1);
    String descr = group(DESCR, header, "descr");
    String expected = descr(type);
    boolean sameType =
        descr.equals(expected)
            || type.size() == 1 && descr.substring(1).equals(expected.substring(1));
    if (!sameType) {
      throw new IllegalArgumentException(
          "the .npy elements are '" + descr + "', not " + type.clName() + " ('" + expected + "')");
    }
    if (group(FORTRAN, header, "fortran_order").equals("True")) {
      throw new IllegalArgumentException("Fortran-ordered .npy arrays are not supported");
    }
    long elements = 1;
    for (String dim : group(SHAPE, header, "shape").split(",", -1)) {
      if (!dim.isBlank()) {
        try {
          elements = Math.multiplyExact(elements, Long.parseLong(dim.trim()));
        } catch (NumberFormatException | ArithmeticException e) {
          throw new IllegalArgumentException("bad .npy shape dimension '" + dim.trim() + "'");
        }
      }
    }
    int dataStart = start + headerLength;
    long bytes = elements * type.size();
    if (file.length - dataStart != bytes) {
      throw new IllegalArgumentException(
          "the .npy header says "
              + elements
              + " elements ("
              + bytes
              + " bytes), the file holds "
              + (file.length - dataStart)
              + " bytes of data");
    }
    return java.util.Arrays.copyOfRange(file, dataStart, file.length);
  }

  private static String group(Pattern p, String header, String key) {
    Matcher m = p.matcher(header);
    if (!m.find()) {
      throw new IllegalArgumentException("the .npy header has no '" + key + "'");
    }
    return m.group(1);
  }
}
