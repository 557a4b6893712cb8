package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.List;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Value;

/**
 * Out of SSA: at the end of each predecessor, the phis of its successor get their incoming values
 * as one parallel copy, written as moves ordered so that no move overwrites a value a later one
 * still reads; a cycle (a swap) goes through a temporary. The CFG has no critical edge into a block
 * with phis ({@link CfgPrep}), so the moves run only for the channels taking that edge.
 */
final class PhiCopies {
  private final Code code;

  /**
   * The copies of {@code f}'s phis; binds the incoming values it coalesces ({@link PhiCoalescing}).
   */
  PhiCopies(Code code, Function f) {
    this.code = code;
    PhiCoalescing.bind(f, code);
  }

  /** One pending move: phi {@code dst} gets {@code src} (a value, or a temporary holding one). */
  private static final class Move {
    final Instr dst;
    Value src;
    Object held;

    Move(Instr dst, Value src) {
      this.dst = dst;
      this.src = src;
    }
  }

  void emit(Block from) {
    for (Block to : from.succs()) {
      List<Move> pending = new ArrayList<>();
      for (Instr phi : to.phis()) {
        Value v = phi.incoming(from);
        if (v != null && v != phi && !coalesced(phi, v)) {
          pending.add(new Move(phi, v));
        }
      }
      sequentialize(pending);
    }
  }

  /** Whether {@code v} already lives in {@code phi}'s variable, so the move would be a no-op. */
  private boolean coalesced(Instr phi, Value v) {
    return !VarTable.isBoolean(phi)
        && code.vars.has(phi)
        && code.vars.has(v)
        && code.operand(v) == code.operand(phi);
  }

  private void sequentialize(List<Move> pending) {
    while (!pending.isEmpty()) {
      Move ready = null;
      for (Move m : pending) {
        if (pending.stream().noneMatch(o -> o != m && o.held == null && o.src == m.dst)) {
          ready = m;
          break;
        }
      }
      if (ready == null) {
        Move m = pending.get(0);
        Object saved = save(m.dst);
        for (Move o : pending) {
          if (o.held == null && o.src == m.dst) {
            o.held = saved;
          }
        }
        continue;
      }
      pending.remove(ready);
      copy(ready);
    }
  }

  /** Copies a phi's current value into a temporary; returns the temporary. */
  private Object save(Instr phi) {
    if (VarTable.isBoolean(phi)) {
      String p = code.vars.tempPredicate();
      String from = code.vars.predicate(phi);
      for (Code.Lanes l : code.predicateLanes(phi)) {
        code.op("or", l, p, from, from);
      }
      return p;
    }
    String t = VisaTypes.unsigned(phi.type());
    Var tmp = code.vars.temp(t, code.isWide(phi));
    for (Code.Lanes l : code.lanesOf(phi)) {
      code.op("mov", l, tmp.dst(t, l.half()), code.src(phi, t, l.half()));
    }
    return tmp;
  }

  private void copy(Move m) {
    if (VarTable.isBoolean(m.dst)) {
      String to = code.vars.predicate(m.dst);
      String from = m.held != null ? (String) m.held : code.predicate(m.src);
      for (Code.Lanes l : code.predicateLanes(m.dst)) {
        code.op("or", l, to, from, from);
      }
      return;
    }
    String t = VisaTypes.unsigned(m.dst.type());
    Var to = code.var(m.dst);
    Operand from = m.held != null ? (Var) m.held : code.operand(m.src);
    for (Code.Lanes l : code.lanesOf(m.dst)) {
      code.op("mov", l, to.dst(t, l.half()), from.src(t, l.half()));
    }
  }
}
