package jvisa.cc.pass;

import static jvisa.cc.ir.Build.br;
import static jvisa.cc.ir.Build.condbr;
import static jvisa.cc.ir.Build.global;
import static jvisa.cc.ir.Build.i32;
import static jvisa.cc.ir.Build.kernel;
import static jvisa.cc.ir.Build.op;
import static jvisa.cc.ir.Build.phi;
import static jvisa.cc.ir.Build.ret;
import static jvisa.cc.ir.Build.store;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.function.Supplier;
import jvisa.cc.interp.Interpreter;
import jvisa.cc.interp.KernelArg;
import jvisa.cc.interp.NdRange;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.IrVerifier;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;
import org.junit.jupiter.api.Test;

/** Loop-invariant code motion and full unrolling on hand-written loops, run before and after. */
class LoopPassesTest {

  /**
   * {@code acc = 0; for (i = start; i < bound; i = i STEP k) acc += i * i + a1 * a1; out[0] = acc}
   * with the loop test at the header; {@code bound} a constant or the argument a1.
   */
  private static Function countedLoop(long start, Op step, long k, Value bound) {
    Function f = kernel(global(Type.I32), Type.I32);
    Block entry = f.addBlock("entry");
    Block header = f.addBlock("header");
    Block body = f.addBlock("body");
    Block exit = f.addBlock("exit");
    br(entry, header);
    Instr i = phi(header, Type.I32);
    Instr acc = phi(header, Type.I32);
    Value b = bound == null ? f.arguments().get(1) : bound;
    Instr test = op(header, Op.SLT, Type.I1, i, b);
    condbr(header, test, body, exit);
    Instr square = op(body, Op.IMUL, Type.I32, i, i);
    Instr invariant = op(body, Op.IMUL, Type.I32, f.arguments().get(1), f.arguments().get(1));
    Instr sum = op(body, Op.IADD, Type.I32, acc, op(body, Op.IADD, Type.I32, square, invariant));
    Instr next = op(body, step, Type.I32, i, i32(k));
    br(body, header);
    i.addIncoming(i32(start), entry);
    i.addIncoming(next, body);
    acc.addIncoming(i32(0), entry);
    acc.addIncoming(sum, body);
    store(exit, f.arguments().get(0), acc);
    ret(exit);
    f.rebuildCfg();
    return f;
  }

  private static int run(Function f, int a1) {
    Module m = new Module();
    m.functions().add(f);
    byte[] out = new byte[4];
    Interpreter.run(
        m,
        "k",
        NdRange.of(new long[] {1}, new long[] {1}),
        List.of(
            new KernelArg.Buffer(out),
            new KernelArg.Scalar(
                ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(a1).array())),
        1_000_000);
    return ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN).getInt();
  }

  private static void assertVerifies(Function f) {
    List<String> problems = IrVerifier.verify(f);
    assertTrue(problems.isEmpty(), String.join("\n", problems));
  }

  private static long count(Function f, Op op) {
    return f.instructions().stream().filter(i -> i.op() == op).count();
  }

  private static void assertUnrolls(Supplier<Function> loop, int a1, int expected) {
    assertEquals(expected, run(loop.get(), a1));
    Function f = loop.get();
    assertEquals(1, LoopUnroller.run(f));
    assertVerifies(f);
    assertEquals(0, count(f, Op.PHI));
    assertEquals(0, count(f, Op.CONDBR));
    assertEquals(1, f.blocks().size(), "the copies are joined into one straight line");
    assertEquals(expected, run(f, a1));
  }

  @Test
  void unrollsAnAddCountedLoop() {
    assertUnrolls(() -> countedLoop(0, Op.IADD, 1, i32(5)), 3, 0 + 1 + 4 + 9 + 16 + 5 * 9);
  }

  @Test
  void unrollsAShiftCountedLoop() {
    int expected = 0;
    for (int i = 1; i < 256; i <<= 1) {
      expected += i * i + 4;
    }
    int e = expected;
    assertUnrolls(() -> countedLoop(1, Op.SHL, 1, i32(256)), 2, e);
  }

  @Test
  void unrollsALoopThatNeverRuns() {
    assertUnrolls(() -> countedLoop(7, Op.IADD, 1, i32(5)), 3, 0);
  }

  @Test
  void keepsLoopsWithTooManyTripsOrAVariableBound() {
    Function many = countedLoop(0, Op.IADD, 1, i32(LoopUnroller.MAX_TRIPS + 1));
    assertEquals(0, LoopUnroller.run(many));
    assertEquals(2, count(many, Op.PHI));
    Function variable = countedLoop(0, Op.IADD, 1, null);
    assertEquals(0, LoopUnroller.run(variable));
    assertEquals(2, count(variable, Op.PHI));
  }

  @Test
  void hoistsInvariantsToThePreheader() {
    Function f = countedLoop(0, Op.IADD, 1, null);
    int before = run(countedLoop(0, Op.IADD, 1, null), 9);
    assertEquals(1, LoopInvariantMotion.run(f));
    assertVerifies(f);
    Instr hoisted =
        f.instructions().stream()
            .filter(i -> i.op() == Op.IMUL && i.operand(0) == f.arguments().get(1))
            .findFirst()
            .orElseThrow();
    assertSame(f.entry(), hoisted.block());
    assertEquals(before, run(f, 9));
  }

  @Test
  void makesAPreheaderWhenTheLoopIsEnteredFromABranch() {
    Function f = countedLoop(0, Op.IADD, 1, null);
    Block entry = f.entry();
    Block skip = f.addBlock("skip");
    ret(skip);
    entry.remove(entry.terminator());
    Instr guard = op(entry, Op.SGT, Type.I1, f.arguments().get(1), i32(0));
    condbr(entry, guard, f.blocks().get(1), skip);
    f.rebuildCfg();
    assertEquals(1, LoopInvariantMotion.run(f));
    assertVerifies(f);
    Instr hoisted =
        f.instructions().stream()
            .filter(i -> i.op() == Op.IMUL && i.operand(0) == f.arguments().get(1))
            .findFirst()
            .orElseThrow();
    assertNotSame(entry, hoisted.block());
    assertEquals(List.of(entry), hoisted.block().preds());
    assertEquals(0 + 1 + 4 + 3 * (3 * 3), run(f, 3));
  }

  @Test
  void leavesDivisionByAVariableInTheLoop() {
    Function f = countedLoop(0, Op.IADD, 1, null);
    Block body = f.blocks().get(2);
    Instr div = new Instr(Op.SDIV, Type.I32, List.of(i32(100), f.arguments().get(1)));
    body.insert(0, div);
    assertEquals(1, LoopInvariantMotion.run(f));
    assertSame(body, div.block());
  }
}
