package jvisa.asm.model;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The pre-defined variables of 4_visa_header.md (V0-V20 and the surfaces T0-T5) as implicit
 * declarations.
 */
public final class Predefined {
  private static final Map<String, Declaration> GENERAL = new LinkedHashMap<>();
  private static final Map<String, Declaration> SURFACES = new LinkedHashMap<>();

  static {
    general("%null", Type.UD, 1);
    general("%thread_x", Type.UW, 1);
    general("%thread_y", Type.UW, 1);
    general("%group_id_x", Type.UD, 1);
    general("%group_id_y", Type.UD, 1);
    general("%group_id_z", Type.UD, 1);
    general("%tsc", Type.UD, 5);
    general("%r0", Type.UD, 8);
    general("%arg", Type.UD, 256);
    general("%retval", Type.UD, 96);
    // IGC keeps 64-bit stack addresses in %sp and %fp (it aliases them as uq).
    general("%sp", Type.UQ, 1);
    general("%fp", Type.UQ, 1);
    general("%hw_id", Type.UD, 1);
    general("%sr0", Type.UD, 4);
    general("%cr0", Type.UD, 1);
    general("%ce0", Type.UD, 1);
    general("%dbg0", Type.UD, 2);
    general("%color", Type.UW, 1);
    general("%impl_arg_buf_ptr", Type.UQ, 1);
    general("%local_id_buf_ptr", Type.UQ, 1);
    general("%msg0", Type.UD, 8);
    surface("%slm", "T0");
    surface("T1", "T1");
    surface("T2", "T2");
    surface("TSS", "T3");
    surface("%bss", "T4");
    surface("%scratch", "T5");
  }

  private Predefined() {}

  private static void general(String name, Type type, int elements) {
    GENERAL.put(
        name,
        new Declaration(
            name,
            VarClass.GENERAL,
            type,
            elements,
            Align.HWORD,
            null,
            0,
            null,
            java.util.List.of(),
            SourcePos.NONE));
  }

  private static void surface(String name, String alias) {
    Declaration d =
        new Declaration(
            name,
            VarClass.SURFACE,
            null,
            1,
            null,
            null,
            0,
            null,
            java.util.List.of(),
            SourcePos.NONE);
    SURFACES.put(name, d);
    SURFACES.put(alias, d);
  }

  /** The pre-defined general variables in V-number order (V0 = %null ... V20 = %msg0). */
  public static Iterable<Declaration> generals() {
    return GENERAL.values();
  }

  /** The pre-defined declaration of that name (general or surface), or null. */
  public static Declaration lookup(String name) {
    Declaration d = GENERAL.get(name);
    return d != null ? d : SURFACES.get(name);
  }

  /** The V-number of a pre-defined general variable (0 for %null), or -1. */
  public static int generalIndex(String name) {
    int i = 0;
    for (String n : GENERAL.keySet()) {
      if (n.equals(name)) {
        return i;
      }
      i++;
    }
    return -1;
  }

  /** The binding-table index of a pre-defined surface name (T0..T5, %slm = T0), or -1. */
  public static int surfaceIndex(String name) {
    return switch (name) {
      case "%slm", "T0" -> 0;
      case "T1" -> 1;
      case "T2" -> 2;
      case "TSS", "T3" -> 3;
      case "%bss", "T4" -> 4;
      case "%scratch", "T5" -> 5;
      default -> -1;
    };
  }
}
