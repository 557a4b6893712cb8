package jvisa.cc.spirv;

import java.util.ArrayList;
import java.util.List;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.BuiltIn;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Intel's sub-group block reads and writes (OpSubgroupBlockReadINTEL/WriteINTEL, from
 * cl_intel_subgroups' intel_sub_group_block_read/write and their _uc/_us/_ul and vector forms) as
 * per-work-item accesses: the sub-group's block starts at the (uniform) pointer, component k of
 * work-item i is element k * (maximum sub-group size) + i, as the extension lays the block out.
 */
final class SubgroupBlocks {
  private final Block block;

  SubgroupBlocks(Block block) {
    this.block = block;
  }

  Value read(Value pointer, Type result) {
    Type element = Type.scalarOf(result);
    List<Value> components = new ArrayList<>();
    for (int k = 0; k < Type.lanes(result); k++) {
      components.add(block.append(new Instr(Op.LOAD, element, List.of(at(pointer, element, k)))));
    }
    return components.size() == 1
        ? components.get(0)
        : block.append(new Instr(Op.CONSTRUCT, result, components));
  }

  void write(Value pointer, Value data) {
    Type element = Type.scalarOf(data.type());
    int n = Type.lanes(data.type());
    for (int k = 0; k < n; k++) {
      Value v =
          n == 1
              ? data
              : block.append(new Instr(Op.EXTRACT, element, List.of(data)).withLiterals(k));
      block.append(new Instr(Op.STORE, Type.VOID, List.of(at(pointer, element, k), v)));
    }
  }

  private Value at(Value pointer, Type element, int component) {
    Value lane = builtIn(BuiltIn.SUB_GROUP_LOCAL_ID);
    Value index = lane;
    if (component > 0) {
      Value size = builtIn(BuiltIn.SUB_GROUP_MAX_SIZE);
      Value before =
          block.append(
              new Instr(Op.IMUL, Type.I64, List.of(size, Constant.of(Type.I64, component))));
      index = block.append(new Instr(Op.IADD, Type.I64, List.of(before, lane)));
    }
    Type.Pointer typed = new Type.Pointer(((Type.Pointer) pointer.type()).space(), element);
    Value base =
        pointer.type().equals(typed)
            ? pointer
            : block.append(new Instr(Op.PTRCAST, typed, List.of(pointer)));
    return block.append(new Instr(Op.GEP, typed, List.of(base, index)).withAttribute(element));
  }

  private Value builtIn(BuiltIn b) {
    return block.append(
        new Instr(Op.BUILTIN, Type.I64, List.of()).withAttribute(b).withLiterals(0));
  }
}
