package jvisa.ocl.abi;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One block of a {@code .cos} dump (a patch token, a SURFACE_STATE or the kernel header) with its
 * {@code Field = value} lines; typed getters report a missing or malformed field with file and
 * line.
 */
final class CosBlock {

  private enum Kind {
    TOKEN,
    SURFACE_STATE,
    HEADER
  }

  private record Field(String value, int line) {}

  private final Kind kind;
  private final String name;
  final int id;
  final int size;
  final int line;
  private final String source;
  final List<Integer> dwords;
  private final Map<String, Field> fields = new LinkedHashMap<>();

  private CosBlock(
      Kind kind, String name, int id, int size, int line, String source, List<Integer> dwords) {
    this.kind = kind;
    this.name = name;
    this.id = id;
    this.size = size;
    this.line = line;
    this.source = source;
    this.dwords = dwords;
  }

  static CosBlock token(String name, int id, int size, int line, String source) {
    return new CosBlock(Kind.TOKEN, name, id, size, line, source, List.of());
  }

  static CosBlock surfaceState(List<Integer> dwords, int line, String source) {
    return new CosBlock(
        Kind.SURFACE_STATE, "SURFACE_STATE", -1, SurfaceState.SIZE_BYTES, line, source, dwords);
  }

  static CosBlock header(int line, String source) {
    return new CosBlock(Kind.HEADER, "Kernel Binary Header", -1, 0, line, source, List.of());
  }

  boolean isSurfaceState() {
    return kind == Kind.SURFACE_STATE;
  }

  PatchToken token() {
    return PatchToken.ofId(id);
  }

  /**
   * Keeps {@code Key = value} lines; decoded surface-state lines ({@code Key : value}) and others
   * are skipped.
   */
  void addLine(String line, int lineNo) {
    if (kind == Kind.SURFACE_STATE) {
      return;
    }
    int eq = line.indexOf('=');
    if (eq < 0) {
      return;
    }
    String key = line.substring(0, eq).strip();
    fields.putIfAbsent(key, new Field(line.substring(eq + 1).strip(), lineNo));
  }

  MetadataFormatException error(int atLine, String what) {
    return new MetadataFormatException(source + ":" + atLine + ": " + name + " " + what);
  }

  private Field field(String key) {
    Field f = fields.get(key);
    if (f == null) {
      throw error(line, "lacks the field '" + key + "'");
    }
    return f;
  }

  /** A decimal 32-bit field (signed or unsigned as printed), or true/false as 1/0. */
  int integer(String key) {
    Field f = field(key);
    String v = leadingWord(f.value);
    if (v.equals("true")) {
      return 1;
    }
    if (v.equals("false")) {
      return 0;
    }
    long n = parseDecimal(v, f, key);
    if (n < Integer.MIN_VALUE || n > 0xFFFFFFFFL) {
      throw error(f.line, "field '" + key + "' = " + v + " does not fit 32 bits");
    }
    return (int) n;
  }

  /**
   * A decimal field that must lie in {@code [min, max]}; the error gives the line, the value and
   * the range.
   */
  int inRange(String key, int min, int max) {
    Field f = field(key);
    String v = leadingWord(f.value);
    long n = parseDecimal(v, f, key);
    if (n < min || n > max) {
      throw error(
          f.line,
          "field '" + key + "' = " + v + " is out of range: it must be " + min + " to " + max);
    }
    return (int) n;
  }

  boolean flag(String key) {
    return integer(key) != 0;
  }

  /** A decimal 64-bit field printed signed. */
  long signedLong(String key) {
    Field f = field(key);
    return parseDecimal(leadingWord(f.value), f, key);
  }

  /** A decimal 64-bit field printed unsigned. */
  long unsignedLong(String key) {
    Field f = field(key);
    String v = leadingWord(f.value);
    try {
      return Long.parseUnsignedLong(v);
    } catch (NumberFormatException e) {
      throw error(f.line, "field '" + key + "' = '" + v + "' is not an unsigned decimal number");
    }
  }

  /** A hexadecimal 32-bit field printed without prefix. */
  int hex(String key) {
    Field f = field(key);
    String v = leadingWord(f.value);
    if (!v.matches("[0-9A-Fa-f]{1,8}")) {
      throw error(f.line, "field '" + key + "' = '" + v + "' is not 1 to 8 hex digits");
    }
    return Integer.parseUnsignedInt(v, 16);
  }

  /** The raw text of a field. */
  String text(String key) {
    return field(key).value;
  }

  /** The quoted part of a {@code size | value = "text"} field. */
  String quoted(String key) {
    Field f = field(key);
    int marker = f.value.indexOf("value = \"");
    int close = f.value.lastIndexOf('"');
    if (marker < 0 || close < marker + "value = \"".length()) {
      throw error(f.line, "field '" + key + "' lacks its value = \"...\" part");
    }
    return f.value.substring(marker + "value = \"".length(), close);
  }

  private long parseDecimal(String v, Field f, String key) {
    try {
      return Long.parseLong(v);
    } catch (NumberFormatException e) {
      throw error(f.line, "field '" + key + "' = '" + v + "' is not a decimal number");
    }
  }

  private static String leadingWord(String value) {
    int space = value.indexOf(' ');
    return space < 0 ? value : value.substring(0, space);
  }
}
