package jvisa.cc.analysis;

import static jvisa.cc.ir.Build.br;
import static jvisa.cc.ir.Build.builtIn;
import static jvisa.cc.ir.Build.condbr;
import static jvisa.cc.ir.Build.global;
import static jvisa.cc.ir.Build.i32;
import static jvisa.cc.ir.Build.kernel;
import static jvisa.cc.ir.Build.load;
import static jvisa.cc.ir.Build.op;
import static jvisa.cc.ir.Build.phi;
import static jvisa.cc.ir.Build.ret;
import static jvisa.cc.ir.Build.store;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.BuiltIn;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import org.junit.jupiter.api.Test;

/** The uniformity analysis on hand-written IR where the answer is known. */
class UniformityTest {
  /** {@code if (cond) x = 1; else x = 2; out[0] = x;} with cond computed by {@code condition}. */
  private static Function diamond(java.util.function.BiFunction<Function, Block, Instr> condition) {
    Function f = kernel(global(Type.I32), Type.I32);
    Block entry = f.addBlock("entry");
    Block left = f.addBlock("left");
    Block right = f.addBlock("right");
    Block join = f.addBlock("join");
    condbr(entry, condition.apply(f, entry), left, right);
    br(left, join);
    br(right, join);
    Instr x = phi(join, Type.I32);
    x.addIncoming(i32(1), left);
    x.addIncoming(i32(2), right);
    store(join, f.arguments().get(0), x);
    ret(join);
    return f;
  }

  @Test
  void localIdComparisonIsDivergentAndSoIsTheJoinPhi() {
    Function f =
        diamond(
            (fn, b) ->
                op(b, Op.ULT, Type.I1, builtIn(b, BuiltIn.LOCAL_ID, 0), Constant.of(Type.I64, 4)));
    Uniformity u = Uniformity.analyze(f);
    assertFalse(u.isUniformBranch(f.entry()));
    assertTrue(
        u.isDivergent(f.blocks().get(3).phis().get(0)), "sync dependence on the divergent branch");
  }

  @Test
  void kernelArgumentComparisonIsUniform() {
    Function f = diamond((fn, b) -> op(b, Op.SGT, Type.I1, fn.arguments().get(1), i32(4)));
    Uniformity u = Uniformity.analyze(f);
    assertTrue(u.isUniformBranch(f.entry()));
    assertTrue(u.isUniform(f.blocks().get(3).phis().get(0)));
  }

  @Test
  void groupIdsSizesAndUniformLoadsAreUniform() {
    Function f =
        diamond(
            (fn, b) -> {
              Instr group = builtIn(b, BuiltIn.GROUP_ID, 0);
              Instr size = builtIn(b, BuiltIn.LOCAL_SIZE, 0);
              Instr idx = op(b, Op.IMUL, Type.I64, group, size);
              Instr p =
                  b.append(
                      new Instr(Op.GEP, global(Type.I32), List.of(fn.arguments().get(0), idx))
                          .withAttribute(Type.I32));
              return op(b, Op.IEQ, Type.I1, load(b, p), i32(0));
            });
    assertTrue(Uniformity.analyze(f).isUniformBranch(f.entry()));
  }

  @Test
  void loadThroughDivergentAddressAndAtomicResultsAreDivergent() {
    Function f =
        diamond(
            (fn, b) -> {
              Instr gid = builtIn(b, BuiltIn.GLOBAL_ID, 0);
              Instr p =
                  b.append(
                      new Instr(Op.GEP, global(Type.I32), List.of(fn.arguments().get(0), gid))
                          .withAttribute(Type.I32));
              Instr old =
                  b.append(
                      new Instr(Op.ATOMIC, Type.I32, List.of(fn.arguments().get(0), i32(1)))
                          .withAttribute(jvisa.cc.ir.AtomicKind.IADD));
              return op(b, Op.IEQ, Type.I1, load(b, p), old);
            });
    Uniformity u = Uniformity.analyze(f);
    assertFalse(u.isUniformBranch(f.entry()));
    Instr atomic =
        f.entry().instructions().stream()
            .filter(i -> i.op() == Op.ATOMIC)
            .findFirst()
            .orElseThrow();
    assertTrue(u.isDivergent(atomic));
  }

  /** {@code for (i = 0; i < bound; i++) acc += i; out[0] = acc;} */
  private static Function loop(boolean divergentBound) {
    Function f = kernel(global(Type.I32), Type.I32);
    Block entry = f.addBlock("entry");
    Block header = f.addBlock("header");
    Block body = f.addBlock("body");
    Block exit = f.addBlock("exit");
    Instr bound =
        divergentBound ? op(entry, Op.TRUNC, Type.I32, builtIn(entry, BuiltIn.GLOBAL_ID, 0)) : null;
    br(entry, header);
    Instr i = phi(header, Type.I32);
    Instr acc = phi(header, Type.I32);
    Instr more = op(header, Op.SLT, Type.I1, i, divergentBound ? bound : f.arguments().get(1));
    condbr(header, more, body, exit);
    Instr next = op(body, Op.IADD, Type.I32, i, i32(1));
    Instr sum = op(body, Op.IADD, Type.I32, acc, i);
    br(body, header);
    i.addIncoming(i32(0), entry);
    i.addIncoming(next, body);
    acc.addIncoming(i32(0), entry);
    acc.addIncoming(sum, body);
    Instr twice = op(exit, Op.IMUL, Type.I32, acc, i32(2));
    store(exit, f.arguments().get(0), twice);
    ret(exit);
    return f;
  }

  @Test
  void loopWithGlobalIdTripCountHasDivergentExitAndValues() {
    Function f = loop(true);
    Uniformity u = Uniformity.analyze(f);
    Block header = f.blocks().get(1);
    assertFalse(u.isUniformBranch(header), "the exit branch depends on the global id");
    assertTrue(u.isDivergent(header.phis().get(1)), "the accumulator differs per work-item");
    Instr twice = f.blocks().get(3).instructions().get(0);
    assertTrue(u.isDivergent(twice), "temporal divergence: used after a divergent exit");
  }

  @Test
  void loopWithArgumentTripCountIsUniform() {
    Function f = loop(false);
    Uniformity u = Uniformity.analyze(f);
    Block header = f.blocks().get(1);
    assertTrue(u.isUniformBranch(header));
    assertTrue(u.isUniform(header.phis().get(0)));
    assertTrue(u.isUniform(f.blocks().get(3).instructions().get(0)));
  }

  @Test
  void reductionResultIsUniformShuffleIsNot() {
    Function f =
        diamond(
            (fn, b) -> {
              Instr lid = op(b, Op.TRUNC, Type.I32, builtIn(b, BuiltIn.SUB_GROUP_LOCAL_ID, 0));
              Instr sum =
                  b.append(
                      new Instr(Op.COLLECTIVE, Type.I32, List.of(lid))
                          .withAttribute(
                              new jvisa.cc.ir.Collective(
                                  jvisa.cc.ir.Collective.Kind.REDUCE,
                                  jvisa.cc.ir.Scope.SUB_GROUP,
                                  jvisa.cc.ir.Collective.Combine.IADD)));
              return op(b, Op.SGT, Type.I1, sum, i32(4));
            });
    assertTrue(Uniformity.analyze(f).isUniformBranch(f.entry()));
    Function g =
        diamond(
            (fn, b) -> {
              Instr lid = op(b, Op.TRUNC, Type.I32, builtIn(b, BuiltIn.SUB_GROUP_LOCAL_ID, 0));
              Instr x =
                  b.append(
                      new Instr(Op.COLLECTIVE, Type.I32, List.of(fn.arguments().get(1), i32(1)))
                          .withAttribute(
                              new jvisa.cc.ir.Collective(
                                  jvisa.cc.ir.Collective.Kind.SHUFFLE_XOR,
                                  jvisa.cc.ir.Scope.SUB_GROUP,
                                  jvisa.cc.ir.Collective.Combine.NONE)));
              return op(b, Op.SGT, Type.I1, op(b, Op.IADD, Type.I32, x, lid), i32(4));
            });
    assertFalse(Uniformity.analyze(g).isUniformBranch(g.entry()));
  }

  @Test
  void uniformLoopInsideDivergentIfStaysUniform() {
    Function f = kernel(global(Type.I32), Type.I32);
    Block entry = f.addBlock("entry");
    Block then = f.addBlock("then");
    Block header = f.addBlock("header");
    Block body = f.addBlock("body");
    Block after = f.addBlock("after");
    Block join = f.addBlock("join");
    Instr lid = builtIn(entry, BuiltIn.LOCAL_ID, 0);
    condbr(entry, op(entry, Op.ULT, Type.I1, lid, Constant.of(Type.I64, 4)), then, join);
    br(then, header);
    Instr i = phi(header, Type.I32);
    condbr(header, op(header, Op.SLT, Type.I1, i, f.arguments().get(1)), body, after);
    Instr next = op(body, Op.IADD, Type.I32, i, i32(1));
    br(body, header);
    i.addIncoming(i32(0), then);
    i.addIncoming(next, body);
    br(after, join);
    Instr x = phi(join, Type.I32);
    x.addIncoming(i, after);
    x.addIncoming(i32(7), entry);
    store(join, f.arguments().get(0), x);
    ret(join);
    Uniformity u = Uniformity.analyze(f);
    assertFalse(u.isUniformBranch(entry));
    assertTrue(u.isUniformBranch(header), "the trip count is an argument");
    assertTrue(u.isUniform(i), "a loop entered from one side of the divergent branch only");
    assertTrue(u.isDivergent(x), "the join of the divergent branch");
  }
}
