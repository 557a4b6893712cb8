package jvisa.cc.visa;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.cc.CompileError;
import jvisa.cc.analysis.PointerOrigins;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Accesses through generic pointers whose address space is decided at run time (the ones {@code
 * InferAddressSpaces} left generic): each load, store and atomic becomes a branch on the pointer's
 * tag ({@link GenericTags}) to one copy of the access per space it may point into, through the
 * pointer cast to that space, joined by a phi. The branch is divergent only where the pointer is,
 * so a pointer every channel shares takes one path. Spaces: those the pointer's origins name, all
 * of global, local and private for an origin naming none (an argument, a loaded pointer); private
 * only when some private array's address becomes generic in the compiled code ({@code
 * privateReachable}), which {@link PrivateLayout} then keeps in memory.
 */
final class GenericAccesses {
  private final Function function;
  private final boolean privateReachable;
  private final boolean stackCalls;
  private int blocks;

  private GenericAccesses(Function function, boolean privateReachable, boolean stackCalls) {
    this.function = function;
    this.privateReachable = privateReachable;
    this.stackCalls = stackCalls;
  }

  /**
   * Lowers {@code f}'s accesses through run-time generic pointers. {@code privateReachable}: some
   * function compiled with it casts a private pointer to generic; {@code stackCalls}: functions are
   * compiled as stack calls (whose private frames differ per activation).
   */
  static void run(Function f, boolean privateReachable, boolean stackCalls) {
    GenericAccesses g = new GenericAccesses(f, privateReachable, stackCalls);
    List<Instr> accesses = new ArrayList<>();
    for (Instr i : f.instructions()) {
      if ((i.op() == Op.LOAD || i.op() == Op.STORE || i.op() == Op.ATOMIC)
          && isGeneric(i.operand(0).type())) {
        accesses.add(i);
      }
    }
    for (Instr i : accesses) {
      g.lower(i);
    }
    if (!accesses.isEmpty()) {
      f.rebuildCfg();
    }
  }

  /** Whether any of {@code functions} casts a private pointer to a generic one. */
  static boolean castsPrivateToGeneric(List<Function> functions) {
    for (Function f : functions) {
      for (Instr i : f.instructions()) {
        if (i.op() == Op.PTRCAST
            && isGeneric(i.type())
            && i.operand(0).type() instanceof Type.Pointer p
            && p.space() == AddressSpace.PRIVATE) {
          return true;
        }
      }
    }
    return false;
  }

  static boolean isGeneric(Type t) {
    return t instanceof Type.Pointer p && p.space() == AddressSpace.GENERIC;
  }

  private Set<AddressSpace> spaces(Value pointer) {
    PointerOrigins o = PointerOrigins.of(pointer);
    EnumSet<AddressSpace> s = EnumSet.noneOf(AddressSpace.class);
    for (AddressSpace a : o.spaces()) {
      s.add(a == AddressSpace.CONSTANT ? AddressSpace.GLOBAL : a);
    }
    if (o.hasOpaqueOrigin()) {
      s.add(AddressSpace.GLOBAL);
      s.add(AddressSpace.LOCAL);
      if (privateReachable) {
        s.add(AddressSpace.PRIVATE);
      }
    }
    if (s.contains(AddressSpace.PRIVATE)
        && stackCalls
        && (o.hasOpaqueOrigin() || !ownPrivateArrays(pointer))) {
      throw new CompileError(
          "unsupported by the vISA backend: access through a generic pointer that may point into"
              + " private memory of another function, decided at run time, with --calls stackcall"
              + " (a stack-called function's private frame is not the caller's), in function '"
              + function.name()
              + "': "
              + o.ambiguity()
              + "; compile with --calls inline or subroutine");
    }
    if (s.isEmpty()) {
      s.add(AddressSpace.GLOBAL);
    }
    return s;
  }

  /**
   * Whether every private pointer {@code generic} is cast from points into this function's own
   * arrays (through address steps, selects and phis).
   */
  private static boolean ownPrivateArrays(Value generic) {
    Set<Value> seen = Collections.newSetFromMap(new IdentityHashMap<Value, Boolean>());
    ArrayDeque<Value> work = new ArrayDeque<>(List.of(generic));
    while (!work.isEmpty()) {
      Value v = work.pop();
      if (!seen.add(v) || !(v instanceof Instr i)) {
        continue;
      }
      if (PrivateArrays.isPrivate(i)) {
        if (PointerRoots.allocas(i).isEmpty()) {
          return false;
        }
        continue;
      }
      switch (i.op()) {
        case PTRCAST, GEP, BITCAST -> work.push(i.operand(0));
        case SELECT -> {
          work.push(i.operand(1));
          work.push(i.operand(2));
        }
        case PHI -> i.operands().forEach(work::push);
        default -> {}
      }
    }
    return true;
  }

  /** Replaces {@code access} by a branch on its pointer's tag to one copy per space. */
  private void lower(Instr access) {
    Value pointer = access.operand(0);
    List<AddressSpace> spaces = new ArrayList<>(spaces(pointer));
    spaces.sort(Comparator.comparing(GenericAccesses::testOrder));
    Block from = access.block();
    Block join = split(from, access);
    Instr tag = GenericTags.tagOf(pointer, from, from.instructions().size());
    List<Instr> results = new ArrayList<>();
    List<Block> arms = new ArrayList<>();
    Block test = from;
    for (int k = 0; k < spaces.size(); k++) {
      AddressSpace s = spaces.get(k);
      Block arm = function.addBlock(from.name() + ".gas" + blocks++ + "." + s);
      if (k < spaces.size() - 1) {
        Block next = function.addBlock(from.name() + ".gas" + blocks++ + ".test");
        Instr is = test.append(GenericTags.isSpace(tag, s));
        test.append(new Instr(Op.CONDBR, Type.VOID, List.of(is)).withTargets(arm, next));
        test = next;
      } else {
        test.append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(arm));
      }
      Type.Pointer to = new Type.Pointer(s, ((Type.Pointer) pointer.type()).pointee());
      Instr cast = arm.append(new Instr(Op.PTRCAST, to, List.of(pointer)));
      List<Value> operands = new ArrayList<>(access.operands());
      operands.set(0, cast);
      Instr copy =
          new Instr(access.op(), access.type(), operands)
              .withLiterals(access.literals())
              .withAttribute(access.attribute());
      arm.append(copy);
      arm.append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(join));
      results.add(copy);
      arms.add(arm);
    }
    if (access.hasResult() && !access.type().equals(Type.VOID)) {
      Instr phi = new Instr(Op.PHI, access.type(), List.of());
      for (int k = 0; k < arms.size(); k++) {
        phi.addIncoming(results.get(k), arms.get(k));
      }
      join.insert(0, phi);
      function.replaceUses(Map.of(access, phi));
    }
  }

  /**
   * Moves what follows {@code at} in {@code b} (not {@code at} itself, which is dropped) into a new
   * block; the successors' phis name it instead of {@code b}.
   */
  private Block split(Block b, Instr at) {
    Block rest = function.addBlock(b.name() + ".gas" + blocks++ + ".join");
    List<Instr> all = new ArrayList<>(b.instructions());
    int index = all.indexOf(at);
    List<Instr> moved = all.subList(index + 1, all.size());
    b.removeAll(new ArrayList<>(all.subList(index, all.size())));
    for (Instr i : moved) {
      rest.append(i);
    }
    Instr t = rest.terminator();
    if (t != null) {
      for (Block s : t.targets()) {
        for (Instr phi : s.phis()) {
          List<Block> preds = phi.targets();
          for (int k = 0; k < preds.size(); k++) {
            if (preds.get(k) == b) {
              preds.set(k, rest);
            }
          }
        }
      }
    }
    return rest;
  }

  /** Local first, private next, global last: global takes what the tests before leave. */
  private static int testOrder(AddressSpace s) {
    return switch (s) {
      case LOCAL -> 0;
      case PRIVATE -> 1;
      default -> 2;
    };
  }
}
