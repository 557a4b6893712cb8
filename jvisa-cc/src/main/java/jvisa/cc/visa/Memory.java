package jvisa.cc.visa;

import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Loads and stores, one message per SIMD16 half ({@link Messages} writes them): global and constant
 * memory through 64-bit addresses, {@code __local} memory through 32-bit SLM offsets. Values of 1
 * or 2 bytes travel in 32-bit slots. A uniform load runs NoMask on 8 channels with one address and
 * keeps channel 0.
 */
final class Memory {
  private static final int UNIFORM_LOAD_CHANNELS = 8;

  private final Code code;
  private final Messages messages;

  Memory(Code code) {
    this.code = code;
    this.messages = new Messages(code);
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

  private int checkedSize(Type data) {
    if (!data.isScalar() || data.equals(Type.I1)) {
      throw code.unsupported("load or store of " + data);
    }
    return (int) data.size();
  }

  private void load(Instr i) {
    boolean slm = Messages.isSlm(code, i.operand(0));
    int bytes = checkedSize(i.type());
    String addressType = slm ? "ud" : "uq";
    String slot = Messages.slotType(bytes);
    String type = VisaTypes.integer(bytes, false);
    Var dst = code.var(i);
    if (!code.isWide(i)) {
      Var address = code.vars.temp(addressType, UNIFORM_LOAD_CHANNELS);
      Var data = code.vars.temp(slot, UNIFORM_LOAD_CHANNELS);
      Code.Lanes nm = new Code.Lanes("M1_NM", UNIFORM_LOAD_CHANNELS, 0);
      code.op("mov", nm, address.dst(addressType, 0), code.src(i.operand(0), addressType, 0));
      messages.access(false, slm, nm, address, data, bytes);
      code.op("mov", new Code.Lanes("M1_NM", 1, 0), dst.dst(type, 0), data.scalar(slot, 0));
      return;
    }
    Var address = code.widened(i.operand(0), addressType);
    Var data = bytes >= 4 ? dst : code.vars.temp("ud", true);
    for (Code.Lanes l : code.lanes(true)) {
      messages.access(false, slm, l, half(address, l), half(data, l), bytes);
    }
    if (data != dst) {
      for (Code.Lanes l : code.lanes(true)) {
        code.op("mov", l, dst.dst(type, l.half()), data.src("ud", l.half()));
      }
    }
  }

  private void store(Instr i) {
    Value value = i.operand(1);
    boolean slm = Messages.isSlm(code, i.operand(0));
    int bytes = checkedSize(value.type());
    Var address = code.widened(i.operand(0), slm ? "ud" : "uq");
    Var data;
    if (bytes >= 4) {
      data = code.widened(value, Messages.slotType(bytes));
    } else {
      data = code.vars.temp("ud", true);
      String type = VisaTypes.integer(bytes, false);
      for (Code.Lanes l : code.lanes(true)) {
        code.op("mov", l, data.dst("ud", l.half()), code.src(value, type, l.half()));
      }
    }
    for (Code.Lanes l : code.lanes(true)) {
      messages.access(true, slm, l, half(address, l), half(data, l), bytes);
    }
  }

  private Var half(Var v, Code.Lanes l) {
    return l.half() == 0 ? v : code.vars.upperHalf(v);
  }
}
