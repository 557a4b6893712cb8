package jvisa.cc.visa;

import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Stateless global and constant memory through 64-bit addresses: svm_gather/svm_scatter on tgllp,
 * lsc_load/lsc_store .ugm on dg2, one message per SIMD16 half. Values of 1 or 2 bytes travel in
 * 32-bit slots. A uniform load runs NoMask on 8 channels with one address and keeps channel 0.
 */
final class Memory {
  private static final int UNIFORM_LOAD_CHANNELS = 8;

  private final Code code;

  Memory(Code code) {
    this.code = code;
  }

  boolean select(Instr i) {
    switch (i.op()) {
      case LOAD -> load(i);
      case STORE -> store(i);
      case GEP -> new AddressArithmetic(code).gep(i);
      default -> {
        return false;
      }
    }
    return true;
  }

  private int checkedSize(Value address, Type data) {
    if (!(address.type() instanceof Type.Pointer p)
        || (p.space() != AddressSpace.GLOBAL && p.space() != AddressSpace.CONSTANT)) {
      throw code.unsupported(
          "memory access through a "
              + (address.type() instanceof Type.Pointer p2 ? p2.space() + " " : "")
              + "pointer (only global and constant memory so far)");
    }
    if (!data.isScalar() || data.equals(Type.I1)) {
      throw code.unsupported("load or store of " + data);
    }
    return (int) data.size();
  }

  /** The data type a message moves for a value of {@code bytes}: dwords for the small ones. */
  private static String slotType(int bytes) {
    return bytes == 8 ? "uq" : "ud";
  }

  private void load(Instr i) {
    int bytes = checkedSize(i.operand(0), i.type());
    String slot = slotType(bytes);
    String type = VisaTypes.integer(bytes, false);
    Var dst = code.var(i);
    if (!code.isWide(i)) {
      Var address = code.vars.temp("uq", UNIFORM_LOAD_CHANNELS);
      Var data = code.vars.temp(slot, UNIFORM_LOAD_CHANNELS);
      Code.Lanes nm = new Code.Lanes("M1_NM", UNIFORM_LOAD_CHANNELS, 0);
      code.op("mov", nm, address.dst("uq", 0), code.src(i.operand(0), "uq", 0));
      message(false, nm, address, data, bytes);
      code.op("mov", new Code.Lanes("M1_NM", 1, 0), dst.dst(type, 0), data.scalar(slot, 0));
      return;
    }
    Var address = code.widened(i.operand(0), "uq");
    Var data = bytes >= 4 ? dst : code.vars.temp("ud", true);
    for (Code.Lanes l : code.lanes(true)) {
      message(false, l, half(address, l), half(data, l), bytes);
    }
    if (data != dst) {
      for (Code.Lanes l : code.lanes(true)) {
        code.op("mov", l, dst.dst(type, l.half()), data.src("ud", l.half()));
      }
    }
  }

  private void store(Instr i) {
    Value value = i.operand(1);
    int bytes = checkedSize(i.operand(0), value.type());
    Var address = code.widened(i.operand(0), "uq");
    Var data;
    if (bytes >= 4) {
      data = code.widened(value, slotType(bytes));
    } else {
      data = code.vars.temp("ud", true);
      String type = VisaTypes.integer(bytes, false);
      for (Code.Lanes l : code.lanes(true)) {
        code.op("mov", l, data.dst("ud", l.half()), code.src(value, type, l.half()));
      }
    }
    for (Code.Lanes l : code.lanes(true)) {
      message(true, l, half(address, l), half(data, l), bytes);
    }
  }

  private Var half(Var v, Code.Lanes l) {
    return l.half() == 0 ? v : code.vars.upperHalf(v);
  }

  private void message(boolean store, Code.Lanes l, Var address, Var data, int bytes) {
    String slot = slotType(bytes);
    if (code.target == Target.DG2) {
      String size =
          switch (bytes) {
            case 1 -> "d8c32";
            case 2 -> "d16c32";
            case 4 -> "d32";
            default -> "d64";
          };
      String flat = "flat[" + address.raw("uq") + "]:a64";
      String payload = data.raw(slot) + ":" + size;
      code.line(
          store
              ? "lsc_store.ugm.wb.wb " + l.exec() + " " + flat + " " + payload
              : "lsc_load.ugm.ca.ca " + l.exec() + " " + payload + " " + flat);
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
