package jvisa.cc.visa;

import jvisa.cc.CompileError;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Type;

/**
 * vISA element types of IR scalar types; {@code __local} pointers are 32-bit SLM offsets, private
 * ones 32-bit offsets into their array.
 */
final class VisaTypes {

  private VisaTypes() {}

  /** The integer type of {@code bytes} bytes, signed or not. */
  static String integer(int bytes, boolean signed) {
    String t =
        switch (bytes) {
          case 1 -> "b";
          case 2 -> "w";
          case 4 -> "d";
          case 8 -> "q";
          default -> throw new IllegalArgumentException("no integer of " + bytes + " bytes");
        };
    return signed ? t : "u" + t;
  }

  /** The type a value of {@code t} is read as: floats as themselves, integers as asked. */
  static String of(Type t, boolean signed) {
    if (t instanceof Type.Flt f) {
      return switch (f.bits()) {
        case 16 -> "hf";
        case 32 -> "f";
        default -> "df";
      };
    }
    if (t instanceof Type.Pointer p) {
      return p.space() == AddressSpace.LOCAL || p.space() == AddressSpace.PRIVATE ? "ud" : "uq";
    }
    if (t instanceof Type.Int i && i.bits() > 1) {
      return integer(i.bits() / 8, signed);
    }
    throw new CompileError("type " + t + " is not supported by the backend yet");
  }

  static String unsigned(Type t) {
    return of(t, false);
  }

  static String signed(Type t) {
    return of(t, true);
  }

  static int bytes(String type) {
    return switch (type) {
      case "b", "ub" -> 1;
      case "w", "uw", "hf" -> 2;
      case "d", "ud", "f" -> 4;
      default -> 8;
    };
  }

  static boolean isFloat(String type) {
    return type.equals("f") || type.equals("df") || type.equals("hf");
  }
}
