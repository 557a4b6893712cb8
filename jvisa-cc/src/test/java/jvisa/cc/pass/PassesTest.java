package jvisa.cc.pass;

import static jvisa.cc.ir.Build.alloca;
import static jvisa.cc.ir.Build.br;
import static jvisa.cc.ir.Build.condbr;
import static jvisa.cc.ir.Build.global;
import static jvisa.cc.ir.Build.i32;
import static jvisa.cc.ir.Build.kernel;
import static jvisa.cc.ir.Build.load;
import static jvisa.cc.ir.Build.op;
import static jvisa.cc.ir.Build.phi;
import static jvisa.cc.ir.Build.ret;
import static jvisa.cc.ir.Build.store;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.IrVerifier;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;
import org.junit.jupiter.api.Test;

/** Each pass on small hand-written IR. */
class PassesTest {
  private static long count(Function f, Op op) {
    return f.instructions().stream().filter(i -> i.op() == op).count();
  }

  private static void assertVerifies(Function f) {
    List<String> problems = IrVerifier.verify(f);
    assertTrue(problems.isEmpty(), String.join("\n", problems));
  }

  /** {@code x = cond ? 1 : 2} through a private variable, stored to out. */
  private static Function diamondThroughVariable() {
    Function f = kernel(Type.I1, global(Type.I32));
    Block entry = f.addBlock("entry");
    Block left = f.addBlock("left");
    Block right = f.addBlock("right");
    Block join = f.addBlock("join");
    Instr x = alloca(entry, Type.I32);
    condbr(entry, f.arguments().get(0), left, right);
    store(left, x, i32(1));
    br(left, join);
    store(right, x, i32(2));
    br(right, join);
    store(join, f.arguments().get(1), load(join, x));
    ret(join);
    f.rebuildCfg();
    return f;
  }

  @Test
  void mem2regPlacesPhiAtJoin() {
    Function f = diamondThroughVariable();
    assertEquals(1, Mem2Reg.run(f));
    assertVerifies(f);
    assertEquals(0, count(f, Op.ALLOCA));
    assertEquals(0, count(f, Op.LOAD));
    Block join = f.blocks().get(3);
    Instr p = join.phis().get(0);
    assertEquals(2, p.operands().size());
    Instr storeOut = join.instructions().get(1);
    assertSame(p, storeOut.operand(1));
  }

  @Test
  void mem2regReadsUndefBeforeAnyStore() {
    Function f = kernel(global(Type.I32));
    Block b = f.addBlock("entry");
    Instr x = alloca(b, Type.I32);
    store(b, f.arguments().get(0), load(b, x));
    ret(b);
    f.rebuildCfg();
    assertEquals(1, Mem2Reg.run(f));
    Value stored = f.entry().instructions().get(0).operand(1);
    assertTrue(stored instanceof Constant c && c.kind() == Constant.Kind.UNDEF);
  }

  @Test
  void mem2regLeavesEscapingVariable() {
    Function f = kernel(global(Type.I64));
    Block b = f.addBlock("entry");
    Instr x = alloca(b, Type.I32);
    op(b, Op.PTRTOINT, Type.I64, x);
    ret(b);
    f.rebuildCfg();
    assertEquals(0, Mem2Reg.run(f));
  }

  @Test
  void sroaSplitsConstantIndexedArrayThenMem2RegPromotes() {
    Function f = kernel(global(Type.I32));
    Block b = f.addBlock("entry");
    Type.Array arr = new Type.Array(Type.I32, 4);
    Instr a = alloca(b, arr);
    Type.Pointer pi = new Type.Pointer(jvisa.cc.ir.AddressSpace.PRIVATE, Type.I32);
    Instr e1 =
        b.append(
            new Instr(Op.GEP, pi, List.of(a, Constant.of(Type.I64, 0), Constant.of(Type.I64, 1)))
                .withAttribute(arr));
    Instr e3 =
        b.append(
            new Instr(Op.GEP, pi, List.of(a, Constant.of(Type.I64, 0), Constant.of(Type.I64, 3)))
                .withAttribute(arr));
    store(b, e1, i32(5));
    store(b, e3, i32(7));
    Instr sum = op(b, Op.IADD, Type.I32, load(b, e1), load(b, e3));
    store(b, f.arguments().get(0), sum);
    ret(b);
    f.rebuildCfg();
    assertEquals(1, Sroa.run(f));
    DeadCodeElimination.run(f);
    assertEquals(2, count(f, Op.ALLOCA), "one variable per accessed element");
    assertEquals(2, Mem2Reg.run(f));
    ConstantFolder.run(f);
    DeadCodeElimination.run(f);
    assertVerifies(f);
    Instr out = f.entry().instructions().get(0);
    assertEquals(Op.STORE, out.op());
    assertEquals(12, ((Constant) out.operand(1)).bits());
  }

  @Test
  void sroaKeepsDynamicallyIndexedArray() {
    Function f = kernel(Type.I64);
    Block b = f.addBlock("entry");
    Type.Array arr = new Type.Array(Type.I32, 4);
    Instr a = alloca(b, arr);
    Type.Pointer pi = new Type.Pointer(jvisa.cc.ir.AddressSpace.PRIVATE, Type.I32);
    Instr e =
        b.append(
            new Instr(Op.GEP, pi, List.of(a, Constant.of(Type.I64, 0), f.arguments().get(0)))
                .withAttribute(arr));
    store(b, e, i32(5));
    ret(b);
    f.rebuildCfg();
    assertEquals(0, Sroa.run(f));
  }

  @Test
  void constantFoldingUsesTheInterpreterSemantics() {
    Function f = kernel(global(Type.I32), Type.I32);
    Block b = f.addBlock("entry");
    Instr div = op(b, Op.SDIV, Type.I32, i32(-7), i32(2));
    Instr same = op(b, Op.IADD, Type.I32, f.arguments().get(1), i32(0));
    Instr sum = op(b, Op.IADD, Type.I32, div, same);
    store(b, f.arguments().get(0), sum);
    ret(b);
    f.rebuildCfg();
    assertEquals(2, ConstantFolder.run(f));
    Instr add = f.entry().instructions().get(0);
    assertEquals(-3, (int) ((Constant) add.operand(0)).bits(), "C division truncates toward zero");
    assertSame(f.arguments().get(1), add.operand(1), "x + 0 is x");
  }

  @Test
  void constantBranchFoldsAndDropsPhiEntry() {
    Function f = kernel(global(Type.I32));
    Block entry = f.addBlock("entry");
    Block left = f.addBlock("left");
    Block join = f.addBlock("join");
    condbr(entry, Constant.ofBool(false), left, join);
    br(left, join);
    Instr p = phi(join, Type.I32);
    p.addIncoming(i32(1), left);
    p.addIncoming(i32(2), entry);
    store(join, f.arguments().get(0), p);
    ret(join);
    f.rebuildCfg();
    ConstantFolder.run(f);
    DeadCodeElimination.run(f);
    assertEquals(2, f.blocks().size(), "left is unreachable and removed");
    ConstantFolder.run(f);
    assertVerifies(f);
    Instr st = f.instructions().stream().filter(i -> i.op() == Op.STORE).findFirst().orElseThrow();
    assertEquals(2, ((Constant) st.operand(1)).bits());
  }

  @Test
  void deadCodeKeepsEffectsAndDropsUnusedValues() {
    Function f = kernel(global(Type.I32), Type.I32);
    Block b = f.addBlock("entry");
    op(b, Op.IMUL, Type.I32, f.arguments().get(1), f.arguments().get(1));
    load(b, f.arguments().get(0));
    store(b, f.arguments().get(0), f.arguments().get(1));
    Instr onlyStored = alloca(b, Type.I32);
    store(b, onlyStored, i32(3));
    ret(b);
    f.rebuildCfg();
    assertEquals(4, DeadCodeElimination.run(f));
    assertEquals(List.of(Op.STORE, Op.RET), f.instructions().stream().map(Instr::op).toList());
  }

  @Test
  void cseReplacesDominatedDuplicatesOnly() {
    Function f = kernel(Type.I1, Type.I32, global(Type.I32));
    Value c = f.arguments().get(0);
    Value x = f.arguments().get(1);
    Value out = f.arguments().get(2);
    Block entry = f.addBlock("entry");
    Block left = f.addBlock("left");
    Block right = f.addBlock("right");
    Instr first = op(entry, Op.IMUL, Type.I32, x, i32(3));
    condbr(entry, c, left, right);
    Instr again = op(left, Op.IMUL, Type.I32, x, i32(3));
    store(left, out, again);
    Instr inLeft = op(left, Op.ISUB, Type.I32, x, i32(1));
    store(left, out, inLeft);
    ret(left);
    Instr inRight = op(right, Op.ISUB, Type.I32, x, i32(1));
    store(right, out, inRight);
    store(right, out, first);
    ret(right);
    f.rebuildCfg();
    assertEquals(1, CommonSubexpressions.run(f));
    assertSame(first, left.instructions().get(0).operand(1));
    assertEquals(
        1,
        right.instructions().stream().filter(i -> i.op() == Op.ISUB).count(),
        "siblings do not dominate each other");
  }

  @Test
  void inlinerMergesReturnsIntoPhiAndKeepsRecursion() {
    Module m = new Module();
    Function callee = new Function("pick", Type.I32);
    callee.addArgument(Type.I1, "c");
    Block ce = callee.addBlock("entry");
    Block ca = callee.addBlock("a");
    Block cb = callee.addBlock("b");
    condbr(ce, callee.arguments().get(0), ca, cb);
    ret(ca, i32(10));
    ret(cb, i32(20));
    Function rec = new Function("rec", Type.VOID);
    Block re = rec.addBlock("entry");
    re.append(new Instr(Op.CALL, Type.VOID, List.of()).withAttribute(rec));
    ret(re);
    Function k = kernel(Type.I1, global(Type.I32));
    Block kb = k.addBlock("entry");
    Instr call =
        kb.append(
            new Instr(Op.CALL, Type.I32, List.of(k.arguments().get(0))).withAttribute(callee));
    store(kb, k.arguments().get(1), call);
    kb.append(new Instr(Op.CALL, Type.VOID, List.of()).withAttribute(rec));
    ret(kb);
    m.functions().addAll(List.of(callee, rec, k));
    assertEquals(1, Inliner.run(m));
    assertTrue(IrVerifier.verify(m).isEmpty(), String.join("\n", IrVerifier.verify(m)));
    assertEquals(
        List.of(rec, k), m.functions(), "the inlined function is dropped, the recursive one stays");
    assertEquals(1, count(k, Op.CALL));
    assertEquals(1, count(k, Op.PHI));
  }

  @Test
  void booleanFoldingKeepsWidenedBooleansBoolean() {
    Function f = kernel(Type.I32, Type.I32, global(Type.I32));
    Block b = f.addBlock("entry");
    Value x = f.arguments().get(0);
    Value y = f.arguments().get(1);
    Instr a = op(b, Op.SLT, Type.I1, x, i32(0));
    Instr c = op(b, Op.SGT, Type.I1, y, i32(0));
    Instr za = op(b, Op.ZEXT, Type.I32, a);
    Instr zc = op(b, Op.ZEXT, Type.I32, c);
    Instr same = op(b, Op.IEQ, Type.I1, za, zc);
    Instr asChar =
        op(b, Op.SELECT, Type.I8, same, Constant.of(Type.I8, 1), Constant.of(Type.I8, 0));
    Instr back =
        op(
            b,
            Op.INE,
            Type.I1,
            op(b, Op.AND, Type.I8, asChar, Constant.of(Type.I8, 1)),
            Constant.of(Type.I8, 0));
    Instr set = op(b, Op.INE, Type.I1, op(b, Op.SEXT, Type.I32, back), i32(0));
    Instr mixed = op(b, Op.INE, Type.I1, za, op(b, Op.SEXT, Type.I32, c));
    Instr both = op(b, Op.AND, Type.I1, set, mixed);
    store(b, f.arguments().get(2), op(b, Op.ZEXT, Type.I32, both));
    ret(b);
    f.rebuildCfg();
    assertEquals(3, BooleanFolding.run(f));
    ConstantFolder.run(f);
    DeadCodeElimination.run(f);
    assertVerifies(f);
    assertEquals(1, count(f, Op.IEQ) + count(f, Op.INE), "zext vs sext stays a compare");
    assertEquals(0, count(f, Op.SELECT), "the bool stored as a char is read back as the bool");
    assertEquals(1, count(f, Op.XOR));
    assertEquals(1, count(f, Op.NOT));
    Instr and = f.instructions().stream().filter(i -> i.op() == Op.AND).findFirst().orElseThrow();
    assertEquals(Op.NOT, ((Instr) and.operand(0)).op(), "ext(!(a ^ c)) != 0 is !(a ^ c)");
  }
}
