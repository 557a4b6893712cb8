package jvisa.ocl.printf;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Map;
import java.util.Optional;

/**
 * Turns a printf buffer ({@link PrintfBuffer}) back into text as Intel's OpenCL runtime does: the
 * records in buffer order, each format string's conversions filled from the record's typed values
 * (a vector's components joined by commas), with C's formatting ({@link PrintfFormatter}).
 *
 * <p>Two choices differ from Intel's runtime: decoding stops at the first record that did not fit
 * (the runtime reads on into the zeroed tail), and the escapes IGC writes into the format strings
 * ({@code \n \t \\ \"} ...) become the characters the source meant (the runtime turns {@code \n}
 * back but prints {@code \t} as {@code t}); PoCL prints the same.
 */
public final class PrintfDecoder {

  /** The decoded text, and whether some call's record did not fit in the buffer. */
  public record Output(String text, boolean overflowed) {}

  private final ByteBuffer data;
  private final Map<Integer, String> strings;
  private final int end;
  private int at = PrintfBuffer.HEADER_BYTES;

  private PrintfDecoder(byte[] buffer, long written, Map<Integer, String> strings) {
    this.data = ByteBuffer.wrap(buffer).order(ByteOrder.LITTLE_ENDIAN);
    this.strings = strings;
    this.end = (int) Math.min(written, buffer.length);
  }

  /**
   * Decodes {@code buffer} (the printf buffer after the launch, from its start, at least as far as
   * {@code written} and the buffer reach) with the kernel's format and string-literal table ({@code
   * PATCH_TOKEN_STRING}: index to text as IGC wrote it).
   *
   * @param written the buffer's offset dword after the launch (unsigned)
   */
  public static Output decode(byte[] buffer, long written, Map<Integer, String> strings) {
    PrintfDecoder d = new PrintfDecoder(buffer, written, strings);
    StringBuilder out = new StringBuilder();
    boolean overflowed = written > PrintfBuffer.SIZE;
    while (d.at + 4 <= d.end) {
      int index = d.data.getInt(d.at);
      d.at += 4;
      if (index == PrintfBuffer.OVERFLOW) {
        overflowed = true;
        break;
      }
      String format = strings.get(index);
      if (format != null) {
        d.record(unescape(format), out);
      }
    }
    return new Output(out.toString(), overflowed);
  }

  /** Undoes IGC's escaping of a string literal in {@code PATCH_TOKEN_STRING}. */
  static String unescape(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\' || i + 1 == s.length()) {
        sb.append(c);
        continue;
      }
      char e = s.charAt(++i);
      sb.append(
          switch (e) {
            case 'n' -> '\n';
            case 't' -> '\t';
            case 'r' -> '\r';
            case 'a' -> '\u0007';
            case 'b' -> '\b';
            case 'f' -> '\f';
            case 'v' -> '\u000b';
            default -> e;
          });
    }
    return sb.toString();
  }

  private void record(String format, StringBuilder out) {
    for (int i = 0; i < format.length(); i++) {
      char c = format.charAt(i);
      if (c != '%') {
        out.append(c);
        continue;
      }
      if (i + 1 < format.length() && format.charAt(i + 1) == '%') {
        out.append('%');
        i++;
        continue;
      }
      int stop = i + 1;
      while (stop < format.length() && FormatSpec.CONVERSIONS.indexOf(format.charAt(stop)) < 0) {
        stop++;
      }
      if (stop == format.length()) {
        out.append(format, i, stop);
        return;
      }
      String piece = format.substring(i, stop + 1);
      Optional<FormatSpec> spec = FormatSpec.parse(piece);
      String text =
          spec.isPresent() && spec.get().conversion() == 's'
              ? stringArgument(spec.get())
              : argument(spec.orElse(null));
      out.append(spec.isPresent() ? text : piece);
      i = stop;
    }
  }

  private String stringArgument(FormatSpec spec) {
    int type = readInt();
    int index = readInt();
    boolean literal = type == PrintfBuffer.STRING || type == PrintfBuffer.POINTER;
    return PrintfFormatter.string(spec, literal ? unescapeOrNull(strings.get(index)) : null);
  }

  private static String unescapeOrNull(String s) {
    return s == null ? null : unescape(s);
  }

  /** Reads one typed argument and formats it; a null spec reads it and prints nothing. */
  private String argument(FormatSpec spec) {
    int type = readInt();
    int scalar = scalarOf(type);
    if (scalar == PrintfBuffer.INVALID) {
      return "";
    }
    if (scalar == type) {
      return spec == null ? skip(scalar) : value(spec, scalar);
    }
    int count = readInt();
    if (count < 0 || count > 16) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    FormatSpec element = spec == null ? null : spec.element();
    for (int k = 0; k < count; k++) {
      String text = element == null ? skip(scalar) : value(element, scalar);
      sb.append(k > 0 ? "," : "").append(text);
    }
    int size = sizeOf(scalar);
    if (size < 4) {
      at += (4 - size) * count;
    }
    return sb.toString();
  }

  private String skip(int scalar) {
    at += sizeOf(scalar);
    return "";
  }

  private String value(FormatSpec spec, int scalar) {
    return switch (scalar) {
      case PrintfBuffer.FLOAT -> PrintfFormatter.floating(spec, Float.intBitsToFloat(readInt()));
      case PrintfBuffer.DOUBLE ->
          PrintfFormatter.floating(spec, Double.longBitsToDouble(readLong()));
      case PrintfBuffer.BYTE -> PrintfFormatter.integer(spec, readByte());
      case PrintfBuffer.SHORT -> PrintfFormatter.integer(spec, readShort());
      case PrintfBuffer.INT -> PrintfFormatter.integer(spec, readInt());
      default -> PrintfFormatter.integer(spec, readLong());
    };
  }

  private static int scalarOf(int type) {
    return switch (type) {
      case PrintfBuffer.BYTE,
          PrintfBuffer.SHORT,
          PrintfBuffer.INT,
          PrintfBuffer.FLOAT,
          PrintfBuffer.LONG,
          PrintfBuffer.POINTER,
          PrintfBuffer.DOUBLE ->
          type;
      case PrintfBuffer.VECTOR_BYTE -> PrintfBuffer.BYTE;
      case PrintfBuffer.VECTOR_SHORT -> PrintfBuffer.SHORT;
      case PrintfBuffer.VECTOR_INT -> PrintfBuffer.INT;
      case PrintfBuffer.VECTOR_LONG -> PrintfBuffer.LONG;
      case PrintfBuffer.VECTOR_FLOAT -> PrintfBuffer.FLOAT;
      case PrintfBuffer.VECTOR_DOUBLE -> PrintfBuffer.DOUBLE;
      default -> PrintfBuffer.INVALID;
    };
  }

  private static int sizeOf(int scalar) {
    return switch (scalar) {
      case PrintfBuffer.BYTE -> 1;
      case PrintfBuffer.SHORT -> 2;
      case PrintfBuffer.INT, PrintfBuffer.FLOAT -> 4;
      default -> 8;
    };
  }

  private int readInt() {
    if (at + 4 > end) {
      at = end;
      return 0;
    }
    int v = data.getInt(at);
    at += 4;
    return v;
  }

  private long readLong() {
    if (at + 8 > end) {
      at = end;
      return 0;
    }
    long v = data.getLong(at);
    at += 8;
    return v;
  }

  private byte readByte() {
    if (at + 1 > end) {
      return 0;
    }
    return data.get(at++);
  }

  private short readShort() {
    if (at + 2 > end) {
      at = end;
      return 0;
    }
    short v = data.getShort(at);
    at += 2;
    return v;
  }
}
