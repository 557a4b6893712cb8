package jvisa.cc.pass;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jvisa.cc.CompileError;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.BuiltIn;
import jvisa.cc.ir.Collective;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Scope;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Work-group collectives lowered to sub-group ones and {@code __local} memory: each sub-group's
 * channel 0 stores its sub-group's reduction in its slot of {@link Module#collectiveBuffer()}, a
 * barrier, then every work-item combines the slots it needs in sub-group order (all of them for a
 * reduction, those of the sub-groups before its own for a scan, which then combines that prefix
 * with its sub-group's scan), and a second barrier frees the slots for the next collective. A
 * broadcast stores the chosen work-item's value in slot 0. any/all reduce 0/1 words by or/and.
 * Every work-item of the work-group reaches a work-group function (OpenCL requires it), so channel
 * 0 of every sub-group is active.
 */
public final class WorkGroupCollectives {
  private static final long LOCAL_BARRIER_SEMANTICS = 0x110;

  private final Module module;
  private final Function function;
  private Block block;

  private WorkGroupCollectives(Module module, Function function) {
    this.module = module;
    this.function = function;
  }

  /** Lowers every work-group collective of {@code module}; returns how many. */
  public static int run(Module module) {
    int lowered = 0;
    for (Function f : module.functions()) {
      List<Instr> found = new ArrayList<>();
      for (Instr i : f.instructions()) {
        if (i.op() == Op.COLLECTIVE && ((Collective) i.attribute()).scope() == Scope.WORK_GROUP) {
          found.add(i);
        }
      }
      for (Instr i : found) {
        new WorkGroupCollectives(module, f).lower(i);
        lowered++;
      }
      if (!found.isEmpty()) {
        f.rebuildCfg();
      }
    }
    return lowered;
  }

  /**
   * Replaces {@code i} by its lowering: the instructions after it move to the block the lowering
   * ends in, and the phis of their successors follow them.
   */
  private void lower(Instr i) {
    Block at = i.block();
    List<Instr> instructions = at.instructions();
    int index = instructions.indexOf(i);
    List<Instr> tail = new ArrayList<>(instructions.subList(index + 1, instructions.size()));
    at.removeAll(tail);
    at.remove(i);
    block = at;
    Value result = lowered((Collective) i.attribute(), i.type(), i.operands());
    for (Instr t : tail) {
      block.append(t);
    }
    if (block != at) {
      for (Block succ : tail.get(tail.size() - 1).targets()) {
        for (Instr phi : succ.phis()) {
          Value v = phi.incoming(at);
          if (v != null) {
            phi.removeIncoming(at);
            phi.addIncoming(v, block);
          }
        }
      }
    }
    function.replaceUses(Map.of(i, result));
  }

  private Value lowered(Collective c, Type type, List<Value> operands) {
    if (!type.isScalar() || type.size() > 8) {
      throw new CompileError("work-group collective of " + type);
    }
    return switch (c.kind()) {
      case REDUCE -> reduce(c.combine(), operands.get(0));
      case INCLUSIVE_SCAN, EXCLUSIVE_SCAN -> scan(c, operands.get(0));
      case ANY, ALL -> anyAll(c.kind() == Collective.Kind.ANY, operands.get(0));
      case BROADCAST -> broadcast(operands.get(0), operands.subList(1, operands.size()));
      default -> throw new CompileError("work-group collective " + c);
    };
  }

  private Value reduce(Collective.Combine combine, Value v) {
    publishPartial(combine, v);
    Value all = fold(combine, v.type(), builtIn(BuiltIn.NUM_SUB_GROUPS));
    barrier();
    return all;
  }

  private Value scan(Collective c, Value v) {
    Value own = subGroup(c.kind(), c.combine(), v);
    publishPartial(c.combine(), v);
    Value id = builtIn(BuiltIn.SUB_GROUP_ID);
    Value before = fold(c.combine(), v.type(), id);
    Value first = append(new Instr(Op.IEQ, Type.I1, List.of(id, Constant.of(Type.I32, 0))));
    Value combined = combine(c.combine(), before, own);
    Value r = append(new Instr(Op.SELECT, v.type(), List.of(first, own, combined)));
    barrier();
    return r;
  }

  private Value anyAll(boolean any, Value predicate) {
    Value word =
        append(
            new Instr(
                Op.SELECT,
                Type.I32,
                List.of(predicate, Constant.of(Type.I32, 1), Constant.of(Type.I32, 0))));
    Value r = reduce(any ? Collective.Combine.OR : Collective.Combine.AND, word);
    return append(new Instr(Op.INE, Type.I1, List.of(r, Constant.of(Type.I32, 0))));
  }

  /** The value of the work-item whose local id (1 to 3 components) is {@code id}. */
  private Value broadcast(Value v, List<Value> id) {
    Value chosen = toI64(component(id, 0));
    Value stride = Constant.of(Type.I64, 1);
    for (int d = 1; d < 3; d++) {
      stride = append(new Instr(Op.IMUL, Type.I64, List.of(stride, toI64(localSize(d - 1)))));
      Value part = append(new Instr(Op.IMUL, Type.I64, List.of(toI64(component(id, d)), stride)));
      chosen = append(new Instr(Op.IADD, Type.I64, List.of(chosen, part)));
    }
    Value mine =
        toI64(
            append(
                new Instr(Op.BUILTIN, Type.I64, List.of())
                    .withAttribute(BuiltIn.LOCAL_LINEAR_ID)
                    .withLiterals(0)));
    Value isMine = append(new Instr(Op.IEQ, Type.I1, List.of(mine, chosen)));
    storeIf(isMine, v, Constant.of(Type.I32, 0));
    barrier();
    Value r =
        append(new Instr(Op.LOAD, v.type(), List.of(slot(v.type(), Constant.of(Type.I32, 0)))));
    barrier();
    return r;
  }

  private Value component(List<Value> id, int d) {
    if (id.size() == 1 && id.get(0).type() instanceof Type.Vector vec) {
      return d < vec.count()
          ? append(new Instr(Op.EXTRACT, vec.element(), List.of(id.get(0))).withLiterals(d))
          : Constant.of(Type.I64, 0);
    }
    return d < id.size() ? id.get(d) : Constant.of(Type.I64, 0);
  }

  private Value localSize(int d) {
    return append(
        new Instr(Op.BUILTIN, Type.I64, List.of())
            .withAttribute(BuiltIn.LOCAL_SIZE)
            .withLiterals(d));
  }

  /** Channel 0 of each sub-group stores the sub-group's reduction of v in its slot; a barrier. */
  private void publishPartial(Collective.Combine combine, Value v) {
    Value partial = subGroup(Collective.Kind.REDUCE, combine, v);
    Value lane = builtIn(BuiltIn.SUB_GROUP_LOCAL_ID);
    Value first = append(new Instr(Op.IEQ, Type.I1, List.of(lane, Constant.of(Type.I32, 0))));
    storeIf(first, partial, builtIn(BuiltIn.SUB_GROUP_ID));
    barrier();
  }

  /**
   * Slots 0 to count - 1 combined in order, starting from slot 0 (the caller ignores the value when
   * count is 0).
   */
  private Value fold(Collective.Combine combine, Type type, Value count) {
    Value first = append(new Instr(Op.LOAD, type, List.of(slot(type, Constant.of(Type.I32, 0)))));
    Block entry = block;
    Block header = function.addBlock("wg.fold");
    Block body = function.addBlock("wg.fold.body");
    Block exit = function.addBlock("wg.fold.end");
    append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(header));
    block = header;
    Instr k = append(new Instr(Op.PHI, Type.I32, List.of()));
    Instr acc = append(new Instr(Op.PHI, type, List.of()));
    Value more = append(new Instr(Op.SLT, Type.I1, List.of(k, count)));
    append(new Instr(Op.CONDBR, Type.VOID, List.of(more)).withTargets(body, exit));
    block = body;
    Value next = append(new Instr(Op.LOAD, type, List.of(slot(type, k))));
    Value combined = combine(combine, acc, next);
    Value k1 = append(new Instr(Op.IADD, Type.I32, List.of(k, Constant.of(Type.I32, 1))));
    append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(header));
    k.addIncoming(Constant.of(Type.I32, 1), entry);
    k.addIncoming(k1, body);
    acc.addIncoming(first, entry);
    acc.addIncoming(combined, body);
    block = exit;
    return acc;
  }

  private void storeIf(Value condition, Value v, Value slotIndex) {
    Block store = function.addBlock("wg.store");
    Block join = function.addBlock("wg.stored");
    append(new Instr(Op.CONDBR, Type.VOID, List.of(condition)).withTargets(store, join));
    block = store;
    append(new Instr(Op.STORE, Type.VOID, List.of(slot(v.type(), slotIndex), v)));
    append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(join));
    block = join;
  }

  private Value slot(Type type, Value index) {
    Type.Pointer p = new Type.Pointer(AddressSpace.LOCAL, type);
    Value slots =
        append(
            new Instr(
                Op.PTRCAST,
                new Type.Pointer(AddressSpace.LOCAL, Type.I64),
                List.of(module.collectiveBuffer())));
    Value at =
        append(
            new Instr(Op.GEP, slots.type(), List.of(slots, toI64(index))).withAttribute(Type.I64));
    return append(new Instr(Op.PTRCAST, p, List.of(at)));
  }

  private Value subGroup(Collective.Kind kind, Collective.Combine combine, Value v) {
    return append(
        new Instr(Op.COLLECTIVE, v.type(), List.of(v))
            .withAttribute(new Collective(kind, Scope.SUB_GROUP, combine)));
  }

  private Value combine(Collective.Combine combine, Value a, Value b) {
    Type t = a.type();
    return switch (combine) {
      case IADD -> append(new Instr(Op.IADD, t, List.of(a, b)));
      case IMUL -> append(new Instr(Op.IMUL, t, List.of(a, b)));
      case FADD -> append(new Instr(Op.FADD, t, List.of(a, b)));
      case FMUL -> append(new Instr(Op.FMUL, t, List.of(a, b)));
      case AND -> append(new Instr(Op.AND, t, List.of(a, b)));
      case OR -> append(new Instr(Op.OR, t, List.of(a, b)));
      case XOR -> append(new Instr(Op.XOR, t, List.of(a, b)));
      case SMIN -> math(MathFn.S_MIN, a, b);
      case SMAX -> math(MathFn.S_MAX, a, b);
      case UMIN -> math(MathFn.U_MIN, a, b);
      case UMAX -> math(MathFn.U_MAX, a, b);
      case FMIN -> math(MathFn.FMIN, a, b);
      case FMAX -> math(MathFn.FMAX, a, b);
      case NONE -> throw new CompileError("work-group collective without a combining operation");
    };
  }

  private Value math(MathFn fn, Value a, Value b) {
    return append(new Instr(Op.MATH, a.type(), List.of(a, b)).withAttribute(fn));
  }

  private Value builtIn(BuiltIn b) {
    return append(new Instr(Op.BUILTIN, Type.I32, List.of()).withAttribute(b).withLiterals(0));
  }

  private Value toI64(Value v) {
    if (v.type().equals(Type.I64)) {
      return v;
    }
    return append(new Instr(Op.ZEXT, Type.I64, List.of(v)).withLiterals(-1, 0));
  }

  private void barrier() {
    append(
        new Instr(Op.BARRIER, Type.VOID, List.of())
            .withLiterals(Scope.WORK_GROUP.ordinal(), LOCAL_BARRIER_SEMANTICS));
  }

  private Instr append(Instr i) {
    return block.append(i);
  }
}
