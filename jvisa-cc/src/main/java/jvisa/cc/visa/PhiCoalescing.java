package jvisa.cc.visa;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * SSA-deconstruction coalescing: a phi's incoming value that only the phi reads is computed
 * straight into the phi's variable when the phi is dead from that definition to the end of the
 * incoming edge, so the edge needs no copy ({@link PhiCopies} skips a move onto the same variable).
 * The definition may read the phi itself only when it is one instruction per SIMD16 half (it reads
 * its sources before it writes). A uniform phi is written NoMask, for every channel, so its value
 * must be defined in the predecessor itself; a wide one is written under the mask, which keeps the
 * channels on other paths.
 */
final class PhiCoalescing {
  private final Code code;
  private final IdentityHashMap<Value, List<Instr>> users = new IdentityHashMap<>();

  private PhiCoalescing(Code code) {
    this.code = code;
  }

  /** Binds each coalesced incoming value of {@code f}'s phis to its phi's variable. */
  static void bind(Function f, Code code) {
    new PhiCoalescing(code).run(f);
  }

  private void run(Function f) {
    for (Block b : f.blocks()) {
      for (Instr i : b.instructions()) {
        for (Value v : i.operands()) {
          users.computeIfAbsent(v, k -> new ArrayList<>()).add(i);
        }
      }
    }
    Set<Value> taken = new HashSet<>();
    for (Block header : f.blocks()) {
      for (Instr phi : header.phis()) {
        if (VarTable.isBoolean(phi) || code.vars.has(phi)) {
          continue;
        }
        for (Block pred : header.preds()) {
          if (phi.incoming(pred) instanceof Instr def
              && !taken.contains(def)
              && coalescible(phi, def, header, pred)) {
            taken.add(def);
            code.vars.bind(def, code.var(phi));
            break;
          }
        }
      }
    }
  }

  private boolean coalescible(Instr phi, Instr def, Block header, Block pred) {
    if (def == phi
        || def.op() == Op.PHI
        || code.vars.has(def)
        || code.isWide(def) != code.isWide(phi)
        || !VisaTypes.unsigned(def.type()).equals(VisaTypes.unsigned(phi.type()))
        || users.getOrDefault(def, List.of()).stream().anyMatch(u -> u != phi)
        || (!code.isWide(phi) && def.block() != pred)) {
      return false;
    }
    Block home = def.block();
    Set<Block> after = reachableAfter(home, header);
    int at = home.instructions().indexOf(def);
    for (Instr u : users.getOrDefault(phi, List.of())) {
      if (u == phi) {
        continue;
      }
      if (u.op() == Op.PHI) {
        for (Block from : u.block().preds()) {
          if (u.incoming(from) == phi && (from == home || after.contains(from))) {
            return false;
          }
        }
        continue;
      }
      Block where = u.block();
      if (after.contains(where)) {
        return false;
      }
      if (where == home) {
        int pos = home.instructions().indexOf(u);
        if (pos > at || (pos == at && !oneInstructionPerHalf(def))) {
          return false;
        }
      }
    }
    return true;
  }

  /** The blocks reachable from {@code from}'s successors without passing through {@code stop}. */
  private static Set<Block> reachableAfter(Block from, Block stop) {
    Set<Block> seen = new HashSet<>();
    Deque<Block> work = new ArrayDeque<>(from.succs());
    while (!work.isEmpty()) {
      Block b = work.pop();
      if (b == stop || !seen.add(b)) {
        continue;
      }
      work.addAll(b.succs());
    }
    return seen;
  }

  /** Operations selected as one instruction per half that reads all its sources first. */
  private static boolean oneInstructionPerHalf(Instr i) {
    return switch (i.op()) {
      case IADD, ISUB, FADD, FSUB, FMUL, AND, OR, XOR, SHL, LSHR, ASHR, INEG, FNEG, NOT -> true;
      case IMUL -> i.type().size() <= 4;
      case MATH ->
          i.type().equals(Type.F32) && (i.attribute() == MathFn.MAD || i.attribute() == MathFn.FMA);
      default -> false;
    };
  }
}
