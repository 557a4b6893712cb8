package jvisa.cc.analysis;

import static jvisa.cc.ir.Build.br;
import static jvisa.cc.ir.Build.condbr;
import static jvisa.cc.ir.Build.kernel;
import static jvisa.cc.ir.Build.ret;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Type;
import org.junit.jupiter.api.Test;

class DominatorTreeTest {
  /** entry -> (left | right) -> join -> exit. */
  private static Block[] diamond(Function f) {
    Block entry = f.addBlock("entry");
    Block left = f.addBlock("left");
    Block right = f.addBlock("right");
    Block join = f.addBlock("join");
    condbr(entry, f.arguments().get(0), left, right);
    br(left, join);
    br(right, join);
    ret(join);
    f.rebuildCfg();
    return new Block[] {entry, left, right, join};
  }

  @Test
  void diamondDominatorsAndFrontiers() {
    Function f = kernel(Type.I1);
    Block[] b = diamond(f);
    DominatorTree dom = DominatorTree.dominators(f);
    assertNull(dom.idom(b[0]));
    assertEquals(b[0], dom.idom(b[1]));
    assertEquals(b[0], dom.idom(b[3]));
    assertTrue(dom.dominates(b[0], b[3]));
    assertFalse(dom.dominates(b[1], b[3]));
    assertEquals(Set.of(b[3]), dom.frontier(b[1]));
    assertEquals(Set.of(), dom.frontier(b[0]));
  }

  @Test
  void diamondPostDominatorsAndControlDependence() {
    Function f = kernel(Type.I1);
    Block[] b = diamond(f);
    DominatorTree post = DominatorTree.postDominators(f);
    assertEquals(b[3], post.idom(b[0]));
    assertEquals(b[3], post.idom(b[1]));
    assertNull(post.idom(b[3]), "the join's post-dominator is the virtual exit");
    assertTrue(post.dominates(b[3], b[0]));
    assertFalse(post.dominates(b[1], b[0]));
    assertEquals(Set.of(b[0]), post.frontier(b[1]), "left is control dependent on entry");
  }

  @Test
  void loopsAreNaturalAndReducible() {
    Function f = kernel(Type.I1);
    Block entry = f.addBlock("entry");
    Block header = f.addBlock("header");
    Block body = f.addBlock("body");
    Block exit = f.addBlock("exit");
    br(entry, header);
    condbr(header, f.arguments().get(0), body, exit);
    br(body, header);
    ret(exit);
    f.rebuildCfg();
    Loops loops = Loops.of(f, DominatorTree.dominators(f));
    assertEquals(1, loops.loops().size());
    Loops.Loop loop = loops.loops().get(0);
    assertEquals(header, loop.header());
    assertEquals(Set.of(header, body), loop.blocks());
    assertEquals(Set.of(exit), loop.exits());
    assertTrue(loops.reducible());
  }

  @Test
  void twoEntryCycleIsIrreducible() {
    Function f = kernel(Type.I1);
    Block entry = f.addBlock("entry");
    Block a = f.addBlock("a");
    Block b = f.addBlock("b");
    Block exit = f.addBlock("exit");
    condbr(entry, f.arguments().get(0), a, b);
    condbr(a, f.arguments().get(0), b, exit);
    condbr(b, f.arguments().get(0), a, exit);
    ret(exit);
    f.rebuildCfg();
    Loops loops = Loops.of(f, DominatorTree.dominators(f));
    assertFalse(loops.reducible());
    assertEquals(1, loops.irreducibleEdges().size());
    assertTrue(loops.loops().isEmpty(), "no block of the cycle dominates the other");
  }
}
