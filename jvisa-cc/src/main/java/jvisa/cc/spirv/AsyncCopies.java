package jvisa.cc.spirv;

import java.util.List;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.BuiltIn;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * async_work_group_copy and async_work_group_strided_copy (OpGroupAsyncCopy) as a copy loop every
 * work-item runs over the elements its local linear ID selects (id, id + work-group size, ...), the
 * stride applied to the side that is not {@code __local}; the copy is complete when the loop ends,
 * so the event is a word nothing reads, and wait_group_events (OpGroupWaitEvents) is a work-group
 * barrier fencing both memories, which makes every work-item's part visible to the others.
 */
final class AsyncCopies {
  /** Workgroup and CrossWorkgroup memory, sequentially consistent. */
  static final long WAIT_SEMANTICS = 0x310;

  /** The block translation continues in and the copy's event. */
  record Lowered(Block join, Value event) {}

  private final Function function;
  private Block block;

  AsyncCopies(Function function) {
    this.function = function;
  }

  Lowered lower(Block at, Value dst, Value src, Value count, Value stride, Value event) {
    block = at;
    Type element = ((Type.Pointer) dst.type()).pointee();
    boolean toLocal = ((Type.Pointer) dst.type()).space() == AddressSpace.LOCAL;
    Value n = wide(count);
    Value step = wide(stride);
    Value first = builtIn(BuiltIn.LOCAL_LINEAR_ID, 0);
    Value items = builtIn(BuiltIn.LOCAL_SIZE, 0);
    for (int d = 1; d < 3; d++) {
      items = append(new Instr(Op.IMUL, Type.I64, List.of(items, builtIn(BuiltIn.LOCAL_SIZE, d))));
    }
    Block entry = block;
    Block header = function.addBlock("async.copy");
    Block body = function.addBlock("async.copy.body");
    Block exit = function.addBlock("async.copy.end");
    append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(header));
    block = header;
    Instr k = append(new Instr(Op.PHI, Type.I64, List.of()));
    Value more = append(new Instr(Op.ULT, Type.I1, List.of(k, n)));
    append(new Instr(Op.CONDBR, Type.VOID, List.of(more)).withTargets(body, exit));
    block = body;
    Value strided = append(new Instr(Op.IMUL, Type.I64, List.of(k, step)));
    Value from = element(src, element, toLocal ? strided : k);
    Value v = append(new Instr(Op.LOAD, element, List.of(from)));
    append(
        new Instr(Op.STORE, Type.VOID, List.of(element(dst, element, toLocal ? k : strided), v)));
    Value next = append(new Instr(Op.IADD, Type.I64, List.of(k, items)));
    append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(header));
    k.addIncoming(first, entry);
    k.addIncoming(next, body);
    block = exit;
    return new Lowered(exit, event instanceof Constant ? Constant.of(Type.I32, 0) : event);
  }

  private Value element(Value base, Type element, Value index) {
    return append(new Instr(Op.GEP, base.type(), List.of(base, index)).withAttribute(element));
  }

  private Value builtIn(BuiltIn b, int dimension) {
    return append(
        new Instr(Op.BUILTIN, Type.I64, List.of()).withAttribute(b).withLiterals(dimension));
  }

  private Value wide(Value v) {
    if (v.type().equals(Type.I64)) {
      return v;
    }
    return append(new Instr(Op.ZEXT, Type.I64, List.of(v)).withLiterals(-1, 0));
  }

  private Instr append(Instr i) {
    return block.append(i);
  }
}
