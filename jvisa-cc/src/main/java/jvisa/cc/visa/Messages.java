package jvisa.cc.visa;

import jvisa.cc.analysis.PointerOrigins;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * The data-port messages that move one value per channel, as IGC writes them: on tgllp
 * svm_gather/svm_scatter for 64-bit addresses and gather(4)_scaled/scatter(4)_scaled on {@code
 * %slm} or a buffer's surface; on dg2 lsc_load/lsc_store on .ugm (a64, or a32 with a binding-table
 * index) or .slm (a32).
 */
final class Messages {
  private final Code code;
  private final LscPayloads payloads;

  Messages(Code code) {
    this.code = code;
    this.payloads = new LscPayloads(code);
  }

  /** Whether {@code address} points into SLM; refuses spaces without messages. */
  static boolean isSlm(Code code, Value address) {
    if (!(address.type() instanceof Type.Pointer p)
        || (p.space() != AddressSpace.GLOBAL
            && p.space() != AddressSpace.CONSTANT
            && p.space() != AddressSpace.LOCAL)) {
      if (address.type() instanceof Type.Pointer g && g.space() == AddressSpace.GENERIC) {
        throw code.unsupported(
            "memory access through a generic pointer that no tag dispatch resolved (loads, stores"
                + " and atomics are dispatched on the pointer's tag): "
                + PointerOrigins.of(address).ambiguity());
      }
      throw code.unsupported(
          "memory access through a "
              + (address.type() instanceof Type.Pointer p2 ? p2.space() + " " : "")
              + "pointer (global, constant and local memory so far)");
    }
    return p.space() == AddressSpace.LOCAL;
  }

  /** The data type a message moves for a value of {@code bytes}: dwords for the small ones. */
  static String slotType(int bytes) {
    return bytes == 8 ? "uq" : "ud";
  }

  /** LSC's data size of a value of {@code bytes} in one slot. */
  static String lscSize(int bytes) {
    return switch (bytes) {
      case 1 -> "d8c32";
      case 2 -> "d16c32";
      case 4 -> "d32";
      default -> "d64";
    };
  }

  /**
   * A load or store of {@code bytes} per channel at {@code offsets} (ud) into the surface at
   * binding-table index {@code bti}: on tgllp the legacy dataport's scaled messages on a surface
   * variable, on dg2 LSC with {@code bti(...)} addressing.
   */
  void accessSurface(boolean store, int bti, Code.Lanes l, Var offsets, Var data, int bytes) {
    String slot = slotType(bytes);
    String index = "0x" + Integer.toHexString(bti);
    if (code.target == Target.DG2) {
      String at = "bti(" + index + ")[" + offsets.raw("ud") + "]:a32";
      lsc(store, ".ugm", l, at, data, slot, bytes);
      return;
    }
    if (bytes == 8) {
      throw new IllegalArgumentException("tgllp reaches 64-bit values statelessly");
    }
    String surface = code.surface();
    code.op("movs", new Code.Lanes("M1_NM", 1, 0), surface + "(0)", index + ":ud");
    code.line(
        scaledOpcode(store, bytes)
            + " "
            + l.exec()
            + " "
            + surface
            + " 0x0:ud "
            + offsets.raw("ud")
            + ".0 "
            + data.raw(slot)
            + ".0");
  }

  private void lsc(
      boolean store, String surface, Code.Lanes l, String at, Var data, String slot, int bytes) {
    String size = ":" + lscSize(bytes);
    if (store) {
      String payload = payloads.source(l, data, slot) + size;
      code.line("lsc_store" + surface + ".wb.wb " + l.exec() + " " + at + " " + payload);
      return;
    }
    Var written = payloads.destination(l, data, slot);
    code.line(
        "lsc_load" + surface + ".ca.ca " + l.exec() + " " + written.raw(slot) + size + " " + at);
    payloads.finish(l, data, written, slot);
  }

  /**
   * A 64-bit SLM access on tgllp, whose scaled messages move dwords: {@code gather4_scaled.RG}
   * reads each channel's low and high dword (the low ones of all channels first, then the high
   * ones), which the channels' qwords are interleaved from; a store de-interleaves the same way.
   */
  private void slmQwords(boolean store, Code.Lanes l, Var address, Var data) {
    Var planes = code.vars.temp("ud", 2 * l.size());
    String low = element(planes, 0) + "<1;1,0>";
    String high = element(planes, l.size()) + "<1;1,0>";
    String message =
        (store ? "scatter4_scaled.RG " : "gather4_scaled.RG ")
            + l.exec()
            + " %slm 0x0:ud "
            + address.raw("ud")
            + ".0 "
            + planes.raw("ud")
            + ".0";
    if (store) {
      code.op("mov", l, element(planes, 0) + "<1>", element(data, 0) + "<2;1,0>");
      code.op("mov", l, element(planes, l.size()) + "<1>", element(data, 1) + "<2;1,0>");
      code.line(message);
      return;
    }
    code.line(message);
    code.op("mov", l, element(data, 0) + "<2>", low);
    code.op("mov", l, element(data, 1) + "<2>", high);
  }

  /** Dword {@code k} of {@code v} (from its first register) as an operand's base. */
  private static String element(Var v, int k) {
    return v.raw("ud") + "(" + k / 8 + "," + k % 8 + ")";
  }

  private static String scaledOpcode(boolean store, int bytes) {
    return bytes == 4
        ? (store ? "scatter4_scaled.R" : "gather4_scaled.R")
        : (store ? "scatter_scaled." : "gather_scaled.") + bytes;
  }

  /** A load or store of {@code bytes} per channel at {@code address} (uq, or ud SLM offsets). */
  void access(boolean store, boolean slm, Code.Lanes l, Var address, Var data, int bytes) {
    String slot = slotType(bytes);
    if (code.target == Target.DG2) {
      String addressType = slm ? "ud" : "uq";
      String flat =
          "flat[" + payloads.source(l, address, addressType) + "]:" + (slm ? "a32" : "a64");
      lsc(store, slm ? ".slm" : ".ugm", l, flat, data, slot, bytes);
      return;
    }
    if (slm) {
      if (bytes == 8) {
        slmQwords(store, l, address, data);
        return;
      }
      code.line(
          scaledOpcode(store, bytes)
              + " "
              + l.exec()
              + " %slm 0x0:ud "
              + address.raw("ud")
              + ".0 "
              + data.raw(slot)
              + ".0");
      return;
    }
    String blocks =
        switch (bytes) {
          case 1 -> "1.1";
          case 2 -> "1.2";
          case 4 -> "4.1";
          default -> "8.1";
        };
    code.line(
        (store ? "svm_scatter." : "svm_gather.")
            + blocks
            + " "
            + l.exec()
            + " "
            + address.raw("uq")
            + ".0 "
            + data.raw(slot)
            + ".0");
  }
}
