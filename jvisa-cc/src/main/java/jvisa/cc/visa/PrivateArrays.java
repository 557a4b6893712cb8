package jvisa.cc.visa;

import java.util.IdentityHashMap;
import java.util.Optional;
import java.util.Set;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Argument;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Private arrays and structures ({@code alloca}s the middle end kept): a private pointer is a
 * 32-bit byte offset, the same in every channel's copy: into its alloca for one in registers, into
 * the work-item's frame for one in memory (so a pointer chosen between arrays in memory, which
 * {@link PrivateLayout} puts there, is one too). Register-resident allocas ({@link PrivateLayout})
 * are read and written through address registers; the others live in private memory, where
 * work-item {@code c} owns the frame at {@code thread + c * frame}, reached by the stateless
 * messages of global memory: {@code thread} is {@code base + %hw_id * simd * frame} without stack
 * calls, the activation's frame on the stack with them ({@link StackFrames}). A private pointer
 * passed to a stack call is the low 32 bits of its address (its array is in memory, {@link
 * PrivateLayout}); the callee rebuilds the address from {@code %fp}, which lies in the same
 * hardware thread's slice, as {@code %fp + sext(pointer - low32(%fp))}.
 */
final class PrivateArrays {
  private final Code code;
  private final PrivateLayout layout;
  private final PointerRoots roots;
  private final Var privateBase;
  private final Var stackFrame;
  private final IndirectRegisters indirect;
  private final IdentityHashMap<Instr, Var> arrays = new IdentityHashMap<>();

  /** The root of a pointer into the frame whose array is not known ({@link #frameRelative}). */
  private static final Value FRAME = jvisa.cc.ir.Constant.of(jvisa.cc.ir.Type.I1, 0);

  private Var frames;

  /**
   * {@code privateBase}: the private memory's address input, null when the frame is empty or on the
   * stack; {@code stackFrame}: this activation's frame on the stack (a scalar read at entry), null
   * without stack calls.
   */
  PrivateArrays(
      Code code, PrivateLayout layout, PointerRoots roots, Var privateBase, Var stackFrame) {
    this.code = code;
    this.layout = layout;
    this.roots = roots;
    this.privateBase = privateBase;
    this.stackFrame = stackFrame;
    this.indirect = new IndirectRegisters(code);
  }

  static boolean isPrivate(Value pointer) {
    return pointer.type() instanceof Type.Pointer p && p.space() == AddressSpace.PRIVATE;
  }

  /** An alloca's value, an immediate: 0 in registers, its offset in the frame in memory. */
  void alloca(Instr i) {
    PrivateLayout.Placement p = layout.of(i);
    code.bindConstantAddress(i, p == null || p.inRegisters() ? 0 : p.offset());
  }

  /**
   * The alloca or (in a called function) the argument {@code pointer} points into; for a pointer
   * chosen between allocas in memory, one of them.
   */
  private Value rootOf(Value pointer) {
    if (frameRelative(pointer)) {
      return FRAME;
    }
    Optional<Value> one =
        roots.root(pointer).filter(r -> PointerRoots.isAlloca(r) || r instanceof Argument);
    if (one.isPresent()) {
      return one.get();
    }
    Optional<Set<Instr>> several = PointerRoots.allocas(pointer);
    if (several.isPresent()
        && !several.get().isEmpty()
        && several.get().stream()
            .allMatch(a -> layout.of(a) != null && !layout.of(a).inRegisters())) {
      return several.get().iterator().next();
    }
    throw code.unsupported(
        "private pointer whose array is not known: converted from an integer, or chosen between a"
            + " pointer argument and another array (pointers chosen between the function's own"
            + " private arrays, loaded from memory or cast from generic pointers are supported)");
  }

  /**
   * Whether {@code pointer} is an offset into the frame that no single array is known for: every
   * way back leads to an array in memory, to a generic pointer cast to private or to a pointer
   * loaded from memory (whose arrays {@link PrivateLayout} keeps in memory), and one of the latter.
   */
  private boolean frameRelative(Value pointer) {
    boolean opaque = false;
    java.util.Set<Value> seen =
        java.util.Collections.newSetFromMap(new IdentityHashMap<Value, Boolean>());
    java.util.ArrayDeque<Value> work = new java.util.ArrayDeque<>(java.util.List.of(pointer));
    while (!work.isEmpty()) {
      Value v = work.pop();
      if (!seen.add(v)) {
        continue;
      }
      if (!(v instanceof Instr i)) {
        return false;
      }
      switch (i.op()) {
        case ALLOCA -> {
          if (layout.of(i) == null || layout.of(i).inRegisters()) {
            return false;
          }
        }
        case GEP, BITCAST -> work.push(i.operand(0));
        case PTRCAST -> {
          if (GenericAccesses.isGeneric(i.operand(0).type())) {
            opaque = true;
          } else {
            work.push(i.operand(0));
          }
        }
        case INTTOPTR -> {
          if (!(i.operand(0) instanceof Instr load && load.op() == jvisa.cc.ir.Op.LOAD)) {
            return false;
          }
          opaque = true;
        }
        case SELECT -> {
          work.push(i.operand(1));
          work.push(i.operand(2));
        }
        case PHI -> i.operands().forEach(work::push);
        default -> {
          return false;
        }
      }
    }
    return opaque;
  }

  private Instr allocaOf(Value pointer) {
    return (Instr) rootOf(pointer);
  }

  /** Whether {@code pointer} points into a register-resident alloca. */
  boolean inRegisters(Value pointer) {
    return rootOf(pointer) instanceof Instr a && layout.of(a).inRegisters();
  }

  /**
   * What a stack call passes for private pointer {@code pointer}: the low 32 bits of each channel's
   * address (a pointer this function received is that already).
   */
  Var passed(Value pointer) {
    if (rootOf(pointer) instanceof Argument) {
      return code.widened(pointer, "ud");
    }
    Var low = code.vars.temp("ud", true);
    for (Code.Lanes l : code.lanes(true)) {
      int h = l.half();
      code.op("mov", l, low.dst("ud", h), frames().src("uq", h));
      code.op("add", l, low.dst("ud", h), low.src("ud", h), code.src(pointer, "ud", h));
    }
    return low;
  }

  private Var array(Instr alloca) {
    return arrays.computeIfAbsent(
        alloca, a -> code.vars.temp("ud", code.simd * layout.of(a).slot() / 4));
  }

  /**
   * Each channel's byte offset into the array's registers for lanes {@code l}: channel * slot +
   * pointer, less {@code correction} bytes per lane position in a group of {@code group}.
   */
  private Var offsets(Value pointer, int slot, int group, int correction, Code.Lanes l) {
    Var o = code.vars.temp("uw", true);
    Var lane = code.laneIndex();
    int h = l.half();
    code.op("mul", l, o.dst("uw", h), lane.src("uw", h), "0x" + Integer.toHexString(slot) + ":uw");
    Var p = code.vars.temp("uw", true);
    code.op("mov", l, p.dst("uw", h), code.src(pointer, "ud", h));
    code.op("add", l, o.dst("uw", h), o.src("uw", h), p.src("uw", h));
    if (correction != 0) {
      code.op("and", l, p.dst("uw", h), lane.src("uw", h), "0x" + (group - 1) + ":uw");
      code.op("mul", l, p.dst("uw", h), p.src("uw", h), "0x" + correction + ":uw");
      code.op("add", l, o.dst("uw", h), o.src("uw", h), "(-)" + p.src("uw", h));
    }
    return o;
  }

  void load(Instr i, String type) {
    Instr alloca = allocaOf(i.operand(0));
    int slot = layout.of(alloca).slot();
    for (Code.Lanes l : code.lanes(true)) {
      Var o = offsets(i.operand(0), slot, 1, 0, l);
      indirect.read(array(alloca), o, code.var(i), type, l);
    }
  }

  void store(Instr i, String type) {
    Instr alloca = allocaOf(i.operand(0));
    int slot = layout.of(alloca).slot();
    int bytes = VisaTypes.bytes(type);
    int group = bytes == 8 ? 4 : 8;
    for (Code.Lanes l : code.lanes(true)) {
      Var o = offsets(i.operand(0), slot, group, bytes, l);
      indirect.write(array(alloca), o, code.operand(i.operand(1)), type, l);
    }
  }

  /** The 64-bit address of a pointer into a memory-resident alloca, per channel. */
  Var memoryAddress(Value pointer) {
    if (rootOf(pointer) instanceof Argument) {
      return receivedAddress(pointer);
    }
    Var a = code.vars.temp("uq", true);
    for (Code.Lanes l : code.lanes(true)) {
      int h = l.half();
      code.op("mov", l, a.dst("uq", h), code.src(pointer, "ud", h));
      code.op("add", l, a.dst("uq", h), a.src("uq", h), frames().src("uq", h));
    }
    return a;
  }

  /** The address of a pointer this function received: %fp + sext(pointer - low32(%fp)). */
  private Var receivedAddress(Value pointer) {
    if (stackFrame == null) {
      throw new IllegalStateException("a private pointer argument outside a stack-called function");
    }
    Var low = code.vars.temp("ud", false);
    Code.Lanes one = new Code.Lanes("M1_NM", 1, 0);
    code.op("mov", one, low.dst("ud", 0), stackFrame.src("uq", 0));
    Var distance = code.vars.temp("d", true);
    Var a = code.vars.temp("uq", true);
    for (Code.Lanes l : code.lanes(true)) {
      int h = l.half();
      code.op("add", l, distance.dst("d", h), code.src(pointer, "d", h), "(-)" + low.src("d", 0));
      code.op("mov", l, a.dst("q", h), distance.src("d", h));
      code.op("add", l, a.dst("uq", h), a.src("uq", h), stackFrame.src("uq", 0));
    }
    return a;
  }

  /** Each channel's frame address, computed once at the function's entry. */
  private Var frames() {
    if (frames == null) {
      if (privateBase == null && stackFrame == null) {
        throw code.unsupported(
            "a private pointer into memory (cast from a generic pointer or loaded) in a function"
                + " whose private arrays all live in registers");
      }
      int frame = layout.frameBytes();
      Var f = code.vars.temp("uq", true);
      Var lane = code.laneIndex();
      code.atEntry(
          () -> {
            Var thread = stackFrame != null ? stackFrame : threadFrames(frame);
            Var channel = code.vars.temp("ud", true);
            for (Code.Lanes l : code.allChannels()) {
              int h = l.half();
              code.op(
                  "mul",
                  l,
                  channel.dst("ud", h),
                  lane.src("uw", h),
                  "0x" + Integer.toHexString(frame) + ":ud");
              code.op("mov", l, f.dst("uq", h), channel.src("ud", h));
              code.op("add", l, f.dst("uq", h), f.src("uq", h), thread.src("uq", 0));
            }
          });
      frames = f;
    }
    return frames;
  }

  /** The kernel's hardware thread's frames without stack calls: base + %hw_id * simd * frame. */
  private Var threadFrames(int frame) {
    Var hwId = code.vars.alias("HwId", "ud", 1, "%hw_id", 0, false);
    Var product = code.vars.temp("ud", false);
    Var thread = code.vars.temp("uq", false);
    Code.Lanes one = new Code.Lanes("M1_NM", 1, 0);
    code.op(
        "mul",
        one,
        product.dst("ud", 0),
        hwId.src("ud", 0),
        "0x" + Integer.toHexString(frame * code.simd) + ":ud");
    code.op("mov", one, thread.dst("uq", 0), product.src("ud", 0));
    code.op("add", one, thread.dst("uq", 0), thread.src("uq", 0), privateBase.src("uq", 0));
    return thread;
  }
}
