package jvisa.cc.visa;

import java.util.List;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;

/**
 * Work-item state for stack-called functions, which cannot read the kernel's payload: when any
 * function a kernel stack-calls reads a work-item function, every stack call carries, in {@code
 * %arg} right after its arguments, each channel's local IDs x, y, z (words, a register each from
 * SIMD16) and a block of {@link #STATE_DWORDS} dwords: global offset, local size, global size,
 * group count (3 each), work dimension and group ID x, y, z. A called function copies them at its
 * entry and passes them on with its own calls.
 */
final class WorkItemPassing {
  static final int STATE_DWORDS = 16;
  static final int GLOBAL_OFFSET = 0;
  static final int LOCAL_SIZE = 3;
  static final int GLOBAL_SIZE = 6;
  static final int GROUP_COUNT = 9;
  static final int WORK_DIM = 12;
  static final int GROUP_ID = 13;

  private WorkItemPassing() {}

  /** Whether stack calls carry the state: some stack-called function reads a work-item value. */
  static boolean needed(CallMode mode, List<Function> callees) {
    return mode == CallMode.STACKCALL
        && callees.stream()
            .flatMap(f -> f.blocks().stream())
            .flatMap(b -> b.instructions().stream())
            .map(Instr::op)
            .anyMatch(op -> op == Op.BUILTIN);
  }

  private static int idRegisters(int simd) {
    return (simd * 2 + CallSignature.GRF_BYTES - 1) / CallSignature.GRF_BYTES;
  }

  /** The registers the state takes in {@code %arg}. */
  static int registers(int simd) {
    return 3 * idRegisters(simd) + STATE_DWORDS * 4 / CallSignature.GRF_BYTES;
  }

  /** The local ID slots in {@code %arg} from register {@code first}. */
  static Var[] idSlots(Code code, int first) {
    Var[] ids = new Var[3];
    for (int d = 0; d < 3; d++) {
      int offset = (first + d * idRegisters(code.simd)) * CallSignature.GRF_BYTES;
      ids[d] = code.vars.passing("%arg", "uw", code.simd, offset);
    }
    return ids;
  }

  /** The dword block's slot in {@code %arg} from register {@code first}. */
  static Var blockSlot(Code code, int first) {
    int offset = (first + 3 * idRegisters(code.simd)) * CallSignature.GRF_BYTES;
    return code.vars.passing("%arg", "ud", STATE_DWORDS, offset);
  }

  /** Dword {@code k} of a block as a destination. */
  static String dword(Var block, int k) {
    return block.raw("ud") + "(" + k / 8 + "," + k % 8 + ")<1>";
  }

  /** At a called function's entry: copies the state passed from register {@code first}. */
  static WorkItems receive(Code code, int first) {
    Var[] slots = idSlots(code, first);
    Var[] ids = new Var[3];
    for (int d = 0; d < 3; d++) {
      ids[d] = code.vars.temp("uw", true);
      for (Code.Lanes l : code.lanes(true)) {
        code.op("mov", l, ids[d].dst("uw", l.half()), slots[d].src("uw", l.half()));
      }
    }
    Var slot = blockSlot(code, first);
    Var block = code.vars.temp("ud", STATE_DWORDS);
    Code.Lanes eight = new Code.Lanes("M1_NM", 8, 0);
    for (int k = 0; k < STATE_DWORDS; k += 8) {
      code.op("mov", eight, dword(block, k), slot.region("ud", k));
    }
    return WorkItems.received(code, ids, block);
  }
}
