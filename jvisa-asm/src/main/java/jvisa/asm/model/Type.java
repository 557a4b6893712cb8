package jvisa.asm.model;

import java.util.Locale;

/** vISA element data types (2_datatypes.md), with their text names and sizes. */
public enum Type {
  UD("ud", 4, true, false, false),
  D("d", 4, true, true, false),
  UW("uw", 2, true, false, false),
  W("w", 2, true, true, false),
  UB("ub", 1, true, false, false),
  B("b", 1, true, true, false),
  DF("df", 8, false, true, true),
  F("f", 4, false, true, true),
  /** Packed vector of eight signed 4-bit integers (immediates only). */
  V("v", 4, true, true, false),
  /** Packed vector of four 8-bit restricted floats (immediates only). */
  VF("vf", 4, false, true, true),
  BOOL("bool", 1, true, false, false),
  UQ("uq", 8, true, false, false),
  /** Packed vector of eight unsigned 4-bit integers (immediates only). */
  UV("uv", 4, true, false, false),
  Q("q", 8, true, true, false),
  HF("hf", 2, false, true, true),
  BF("bf", 2, false, true, true);

  private final String text;
  private final int size;
  private final boolean integer;
  private final boolean signed;
  private final boolean floating;

  Type(String text, int size, boolean integer, boolean signed, boolean floating) {
    this.text = text;
    this.size = size;
    this.integer = integer;
    this.signed = signed;
    this.floating = floating;
  }

  /** The lower-case name used in .visaasm text ("ud", "hf", ...). */
  public String text() {
    return text;
  }

  /** Size of one element in bytes (4 for the packed vector types, which fill a dword). */
  public int size() {
    return size;
  }

  public boolean isInteger() {
    return integer;
  }

  public boolean isSigned() {
    return signed;
  }

  public boolean isFloat() {
    return floating;
  }

  /** True for V, UV and VF: immediates that pack several elements into one dword. */
  public boolean isPackedVector() {
    return this == V || this == UV || this == VF;
  }

  /** The type named by a .visaasm type token (either case), or null. */
  public static Type fromText(String name) {
    Type t = fromLowerCase(name);
    return t != null ? t : fromLowerCase(name.toLowerCase(Locale.ROOT));
  }

  private static Type fromLowerCase(String name) {
    return switch (name) {
      case "ud" -> UD;
      case "d" -> D;
      case "uw" -> UW;
      case "w" -> W;
      case "ub" -> UB;
      case "b" -> B;
      case "df" -> DF;
      case "f" -> F;
      case "v" -> V;
      case "vf" -> VF;
      case "bool" -> BOOL;
      case "uq" -> UQ;
      case "uv" -> UV;
      case "q" -> Q;
      case "hf" -> HF;
      case "bf", "bf16" -> BF;
      case "half" -> HF;
      default -> null;
    };
  }
}
