package jvisa.cc.visa;

import java.util.List;
import java.util.Map;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * {@code __local} and private pointers stored to or loaded from memory: in memory every pointer
 * takes the IR's 8 bytes, in registers these are 32-bit offsets, so a store writes the offset
 * zero-extended ({@code ptrtoint} to i64) and a load reads 8 bytes and keeps the low 32 ({@code
 * inttoptr}).
 */
final class PointerValuesInMemory {
  private PointerValuesInMemory() {}

  static void run(Function f) {
    for (Block b : f.blocks()) {
      for (Instr i : List.copyOf(b.instructions())) {
        if (i.op() == Op.LOAD && isNarrow(i.type())) {
          Instr wide = new Instr(Op.LOAD, Type.I64, List.of(i.operand(0)));
          wide.withLiterals(i.literals()).withAttribute(i.attribute());
          Instr narrow = new Instr(Op.INTTOPTR, i.type(), List.of(wide));
          int at = b.instructions().indexOf(i);
          b.insert(at, wide);
          b.insert(at + 1, narrow);
          b.remove(i);
          f.replaceUses(Map.of(i, narrow));
        } else if (i.op() == Op.STORE && isNarrow(i.operand(1).type())) {
          Value v = i.operand(1);
          Instr wide = new Instr(Op.PTRTOINT, Type.I64, List.of(v));
          b.insert(b.instructions().indexOf(i), wide);
          i.setOperand(1, wide);
        }
      }
    }
  }

  private static boolean isNarrow(Type t) {
    return t instanceof Type.Pointer p
        && (p.space() == AddressSpace.LOCAL || p.space() == AddressSpace.PRIVATE);
  }
}
