package jvisa.cc.visa;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import jvisa.cc.CompileError;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;

/**
 * Where the private arrays and structures the middle end could not promote live. In the order the
 * code declares them, each stays in registers while the registers they take (size rounded up to 8
 * bytes, times the SIMD width) stay within {@link #REGISTER_BUDGET} bytes; the others go to private
 * memory, one frame per work-item. One layout covers a kernel, a kernel with the subroutines it
 * calls (none of them recursive, so each alloca has one place), or one stack-called function (its
 * frame on the stack, {@link StackFrames}). An alloca a pointer into which is passed to a call goes
 * to memory whatever its size: the callee reaches it by address; so does one a pointer chosen
 * between several allocas (a select, a phi) may point into: such a pointer is an offset into the
 * frame ({@link PrivateArrays}); and so does one whose address the code observes (cast to generic,
 * stored, converted to an integer, compared), where the frame then starts after {@link #NULL_GUARD}
 * free bytes so that no array's address is null.
 */
final class PrivateLayout {
  /** Register bytes per thread that private arrays may take: 32 of the 128 GRFs. */
  static final int REGISTER_BUDGET = 1024;

  /**
   * Bytes left free at the start of a frame whose arrays' addresses can be observed, so that no
   * array lies at offset 0, the null private pointer.
   */
  static final int NULL_GUARD = 8;

  /** Largest private-memory frame per work-item. */
  static final int MAX_FRAME = 64 * 1024;

  /**
   * One alloca's place: in registers ({@code slot} bytes per channel, channel after channel), or at
   * {@code offset} of each work-item's private-memory frame.
   */
  record Placement(boolean inRegisters, int slot, int offset) {}

  private final IdentityHashMap<Instr, Placement> placements = new IdentityHashMap<>();
  private final int frameBytes;

  private PrivateLayout(List<Function> functions, int simd) {
    int registers = 0;
    boolean anyObserved = false;
    for (Function f : functions) {
      anyObserved |= !observed(f).isEmpty();
    }
    int frame = anyObserved ? NULL_GUARD : 0;
    for (Function f : functions) {
      Set<Instr> passed = passedToCalls(f);
      passed.addAll(chosenBetween(f));
      passed.addAll(observed(f));
      for (Block b : f.blocks()) {
        for (Instr i : b.instructions()) {
          if (i.op() != Op.ALLOCA) {
            continue;
          }
          int slot = (int) Math.max(8, (i.allocatedType().size() + 7) / 8 * 8);
          if (!passed.contains(i) && registers + slot * simd <= REGISTER_BUDGET) {
            placements.put(i, new Placement(true, slot, 0));
            registers += slot * simd;
          } else {
            placements.put(i, new Placement(false, slot, frame));
            frame += slot;
          }
        }
      }
    }
    if (frame > MAX_FRAME) {
      throw new CompileError(
          (functions.get(0).isKernel() ? "kernel '" : "function '")
              + functions.get(0).name()
              + "' needs "
              + frame
              + " bytes of private memory per work-item, more than the "
              + MAX_FRAME
              + " supported");
    }
    this.frameBytes = frame;
  }

  /** The allocas of {@code f} that a call receives a pointer into. */
  private static Set<Instr> passedToCalls(Function f) {
    PointerRoots roots = new PointerRoots();
    Set<Instr> out = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (Instr i : f.instructions()) {
      if (i.op() == Op.CALL || i.op() == Op.ICALL) {
        for (jvisa.cc.ir.Value v : i.operands()) {
          if (PrivateArrays.isPrivate(v)) {
            roots.root(v).filter(PointerRoots::isAlloca).ifPresent(r -> out.add((Instr) r));
          }
        }
      }
    }
    return out;
  }

  /**
   * The allocas of {@code f} whose addresses the code can observe as values: cast to generic
   * pointers, stored to memory, converted to integers or compared.
   */
  private static Set<Instr> observed(Function f) {
    Set<Instr> out = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (Instr i : f.instructions()) {
      if (i.op() == Op.PTRCAST && GenericAccesses.isGeneric(i.type())
          || i.op() == Op.PTRTOINT
          || i.op().isCompare()) {
        i.operands().forEach(v -> addAllocas(v, out));
      } else if (i.op() == Op.STORE) {
        addAllocas(i.operand(1), out);
      }
    }
    return out;
  }

  /** Adds the allocas private pointer {@code v} may point into (through address steps). */
  private static void addAllocas(jvisa.cc.ir.Value v, Set<Instr> out) {
    if (!PrivateArrays.isPrivate(v)) {
      return;
    }
    Set<jvisa.cc.ir.Value> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    java.util.ArrayDeque<jvisa.cc.ir.Value> work = new java.util.ArrayDeque<>(List.of(v));
    while (!work.isEmpty()) {
      if (!(work.pop() instanceof Instr i) || !seen.add(i)) {
        continue;
      }
      switch (i.op()) {
        case ALLOCA -> out.add(i);
        case GEP, BITCAST, PTRCAST -> work.push(i.operand(0));
        case SELECT -> {
          work.push(i.operand(1));
          work.push(i.operand(2));
        }
        case PHI -> i.operands().forEach(work::push);
        default -> {}
      }
    }
  }

  /** The allocas of {@code f} that a private pointer chosen between several of them reaches. */
  private static Set<Instr> chosenBetween(Function f) {
    Set<Instr> out = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (Instr i : f.instructions()) {
      if (PrivateArrays.isPrivate(i) && (i.op() == Op.SELECT || i.op() == Op.PHI)) {
        PointerRoots.allocas(i).filter(s -> s.size() > 1).ifPresent(out::addAll);
      }
    }
    return out;
  }

  /** The layout of one function's allocas. */
  static PrivateLayout of(Function function, int simd) {
    return new PrivateLayout(List.of(function), simd);
  }

  /** One layout for the allocas of {@code functions}, none of which runs twice at once. */
  static PrivateLayout of(List<Function> functions, int simd) {
    return new PrivateLayout(functions, simd);
  }

  Placement of(Instr alloca) {
    return placements.get(alloca);
  }

  /** Bytes of private memory each work-item needs (0: every private array is in registers). */
  int frameBytes() {
    return frameBytes;
  }
}
