package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jvisa.cc.CompileError;
import jvisa.cc.analysis.DominatorTree;
import jvisa.cc.analysis.Loops;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;

/**
 * Shapes a kernel's CFG for code generation: refuses an irreducible CFG, gives every loop a single
 * latch (so all channels still in a loop go round it together through one backward goto) and splits
 * critical edges into blocks with phis (so phi copies run only for the channels taking that edge).
 */
public final class CfgPrep {

  private CfgPrep() {}

  public static void prepare(Function f) {
    f.rebuildCfg();
    Loops loops = Loops.of(f, DominatorTree.dominators(f));
    if (!loops.reducible()) {
      throw new CompileError(
          "kernel '"
              + f.name()
              + "' has an irreducible control flow graph (retreating edges "
              + loops.irreducibleEdges()
              + "), which the backend does not handle");
    }
    for (Loops.Loop loop : loops.loops()) {
      Set<Block> latches = new LinkedHashSet<>(loop.latches());
      if (latches.size() > 1) {
        mergeLatches(f, loop.header(), new ArrayList<>(latches));
      }
    }
    f.rebuildCfg();
    splitCriticalEdges(f);
    f.rebuildCfg();
  }

  private static void mergeLatches(Function f, Block header, List<Block> latches) {
    Block latch = f.addBlock(header.name() + ".latch");
    for (Instr phi : header.phis()) {
      Instr merged = new Instr(Op.PHI, phi.type(), List.of());
      for (Block l : latches) {
        merged.addIncoming(phi.incoming(l), l);
        phi.removeIncoming(l);
      }
      latch.append(merged);
      phi.addIncoming(merged, latch);
    }
    latch.append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(header));
    for (Block l : latches) {
      retarget(l.terminator(), header, latch);
    }
  }

  private static void splitCriticalEdges(Function f) {
    for (Block p : new ArrayList<>(f.blocks())) {
      if (p.succs().size() < 2) {
        continue;
      }
      for (Block s : new ArrayList<>(p.succs())) {
        if (s.phis().isEmpty()) {
          continue;
        }
        Block edge = f.addBlock(p.name() + ".to." + s.name());
        edge.append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(s));
        retarget(p.terminator(), s, edge);
        for (Instr phi : s.phis()) {
          List<Block> from = phi.targets();
          for (int i = 0; i < from.size(); i++) {
            if (from.get(i) == p) {
              from.set(i, edge);
            }
          }
        }
      }
    }
  }

  private static void retarget(Instr terminator, Block from, Block to) {
    List<Block> targets = terminator.targets();
    for (int i = 0; i < targets.size(); i++) {
      if (targets.get(i) == from) {
        targets.set(i, to);
      }
    }
  }
}
