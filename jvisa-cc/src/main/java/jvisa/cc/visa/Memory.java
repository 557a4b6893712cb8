package jvisa.cc.visa;

import java.util.HashSet;
import java.util.Set;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Loads and stores, one message per SIMD16 half ({@link Messages} writes them): global and constant
 * memory through 64-bit addresses or, compiled stateful, their surfaces ({@link BufferSurfaces}),
 * {@code __local} memory through 32-bit SLM offsets, private arrays in registers or private memory
 * ({@link PrivateArrays}), {@code __constant} tables in registers ({@link ConstantTables}). Values
 * of 1 or 2 bytes travel in 32-bit slots. A uniform load runs NoMask on 8 channels with one address
 * and keeps channel 0.
 */
final class Memory {
  private static final int UNIFORM_LOAD_CHANNELS = 8;

  private final Code code;
  private final Messages messages;
  private final MemoryPlaces places;
  private final VectorAccess vectorAccess;
  private final AddressArithmetic addressArithmetic;
  private final Set<Instr> covered = new HashSet<>();

  /** How one access reaches memory: SLM, a surface (bti at least 0), stateless, private frame. */
  private record Route(boolean slm, int bti, boolean privateFrame) {
    String addressType() {
      return slm || bti >= 0 ? "ud" : "uq";
    }
  }

  Memory(Code code, MemoryPlaces places) {
    this.code = code;
    this.messages = new Messages(code);
    this.places = places;
    this.vectorAccess = new VectorAccess(code);
    this.addressArithmetic = new AddressArithmetic(code);
  }

  boolean select(Instr i) {
    if (covered.remove(i)) {
      return true;
    }
    switch (i.op()) {
      case LOAD -> load(i);
      case STORE -> store(i);
      case GEP -> addressArithmetic.gep(i);
      case ALLOCA -> places.privates().alloca(i);
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

  private Route route(Value pointer, int bytes) {
    if (PrivateArrays.isPrivate(pointer)) {
      return new Route(false, -1, true);
    }
    boolean slm = Messages.isSlm(code, pointer);
    return new Route(slm, slm ? -1 : places.surfaces().bindingTableIndex(pointer, bytes), false);
  }

  /** Lanes {@code l} of {@code address} for {@code pointer} along route {@code r}. */
  private void address(Value pointer, Route r, Var address, Code.Lanes l) {
    if (r.bti() >= 0) {
      places.surfaces().offsets(pointer, address, l);
    } else {
      String t = r.addressType();
      code.op("mov", l, address.dst(t, l.half()), code.src(pointer, t, l.half()));
    }
  }

  private Var wideAddress(Value pointer, Route r) {
    if (r.privateFrame()) {
      return places.privates().memoryAddress(pointer);
    }
    if (r.bti() < 0) {
      return code.widened(pointer, r.addressType());
    }
    Var a = code.vars.temp("ud", true);
    for (Code.Lanes l : code.lanes(true)) {
      address(pointer, r, a, l);
    }
    return a;
  }

  private void send(boolean store, Route r, Code.Lanes l, Var address, Var data, int bytes) {
    if (r.bti() >= 0) {
      messages.accessSurface(store, r.bti(), l, address, data, bytes);
    } else {
      messages.access(store, r.slm(), l, address, data, bytes);
    }
  }

  private boolean inRegisters(Value pointer) {
    return PrivateArrays.isPrivate(pointer) && places.privates().inRegisters(pointer)
        || places.tables().handles(pointer);
  }

  private void load(Instr i) {
    Value pointer = i.operand(0);
    int bytes = checkedSize(i.type());
    String type = VisaTypes.integer(bytes, false);
    if (inRegisters(pointer)) {
      if (PrivateArrays.isPrivate(pointer)) {
        places.privates().load(i, type);
      } else {
        places.tables().load(i, type);
      }
      return;
    }
    Route r = route(pointer, bytes);
    if (!r.privateFrame() && r.bti() < 0 && vectorAccess.emit(i, r.slm(), covered)) {
      return;
    }
    String slot = Messages.slotType(bytes);
    Var dst = code.var(i);
    if (!code.isWide(i)) {
      Var address = code.vars.temp(r.addressType(), UNIFORM_LOAD_CHANNELS);
      Var data = code.vars.temp(slot, UNIFORM_LOAD_CHANNELS);
      Code.Lanes nm = new Code.Lanes("M1_NM", UNIFORM_LOAD_CHANNELS, 0);
      address(pointer, r, address, nm);
      send(false, r, nm, address, data, bytes);
      code.op("mov", new Code.Lanes("M1_NM", 1, 0), dst.dst(type, 0), data.scalar(slot, 0));
      return;
    }
    Var address = wideAddress(pointer, r);
    Var data = bytes >= 4 ? dst : code.vars.temp("ud", true);
    for (Code.Lanes l : code.lanes(true)) {
      send(false, r, l, half(address, l), half(data, l), bytes);
    }
    if (data != dst) {
      for (Code.Lanes l : code.lanes(true)) {
        code.op("mov", l, dst.dst(type, l.half()), data.src("ud", l.half()));
      }
    }
  }

  private void store(Instr i) {
    Value pointer = i.operand(0);
    Value value = i.operand(1);
    int bytes = checkedSize(value.type());
    if (PrivateArrays.isPrivate(pointer) && places.privates().inRegisters(pointer)) {
      places.privates().store(i, VisaTypes.integer(bytes, false));
      return;
    }
    if (places.tables().handles(pointer)) {
      throw code.unsupported("store into a __constant table");
    }
    Route r = route(pointer, bytes);
    if (!r.privateFrame() && r.bti() < 0 && vectorAccess.emitStore(i, r.slm(), covered)) {
      return;
    }
    Var address = wideAddress(pointer, r);
    Var data;
    if (bytes >= 4 && code.operand(value) instanceof Var v && v.wide) {
      data = code.vars.retyped(v, Messages.slotType(bytes));
    } else if (bytes >= 4) {
      data = code.widened(value, Messages.slotType(bytes));
    } else {
      data = code.vars.temp("ud", true);
      String type = VisaTypes.integer(bytes, false);
      for (Code.Lanes l : code.lanes(true)) {
        code.op("mov", l, data.dst("ud", l.half()), code.src(value, type, l.half()));
      }
    }
    for (Code.Lanes l : code.lanes(true)) {
      send(true, r, l, half(address, l), half(data, l), bytes);
    }
  }

  private Var half(Var v, Code.Lanes l) {
    return l.half() == 0 ? v : code.vars.upperHalf(v);
  }
}
