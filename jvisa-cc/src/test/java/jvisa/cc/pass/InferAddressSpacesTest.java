package jvisa.cc.pass;

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
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.cc.analysis.PointerOrigins;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.IrVerifier;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;
import org.junit.jupiter.api.Test;

class InferAddressSpacesTest {
  private static final Type.Pointer GENERIC_INT = new Type.Pointer(AddressSpace.GENERIC, Type.I32);
  private static final Type.Pointer LOCAL_INT = new Type.Pointer(AddressSpace.LOCAL, Type.I32);

  private static Instr toGeneric(Block b, Value p) {
    return op(b, Op.PTRCAST, GENERIC_INT, p).withLiterals(-1, 0);
  }

  private static Instr gep(Block b, Value base, Value index) {
    return op(b, Op.GEP, base.type(), base, index).withAttribute(Type.I32);
  }

  private static void verifies(Function f) {
    assertEquals(List.of(), IrVerifier.verify(f));
  }

  private static AddressSpace space(Value v) {
    return ((Type.Pointer) v.type()).space();
  }

  @Test
  void aCastFromGlobalThroughGepAndPhiBecomesGlobal() {
    Function f = kernel(global(Type.I32));
    Block entry = f.addBlock("entry");
    Block left = f.addBlock("left");
    Block join = f.addBlock("join");
    Instr g = toGeneric(entry, f.arguments().get(0));
    Instr far = gep(entry, g, i32(4));
    condbr(entry, Constant.ofBool(true), left, join);
    Instr near = gep(left, g, i32(1));
    br(left, join);
    Instr p = phi(join, GENERIC_INT);
    p.addIncoming(far, entry);
    p.addIncoming(near, left);
    Instr value = load(join, p);
    ret(join);
    f.rebuildCfg();
    assertEquals(4, InferAddressSpaces.run(f));
    assertEquals(AddressSpace.GLOBAL, space(value.operand(0)));
    assertEquals(AddressSpace.GLOBAL, space(far));
    assertTrue(f.instructions().stream().noneMatch(i -> i.op() == Op.PTRCAST), "casts folded");
    verifies(f);
  }

  @Test
  void pointersJoiningTwoSpacesStayGenericAndSaySo() {
    Function f = kernel(global(Type.I32), LOCAL_INT, Type.I1);
    Block entry = f.addBlock("entry");
    Instr a = toGeneric(entry, f.arguments().get(0));
    Instr b = toGeneric(entry, f.arguments().get(1));
    Instr chosen = op(entry, Op.SELECT, GENERIC_INT, f.arguments().get(2), a, b);
    load(entry, chosen);
    ret(entry);
    f.rebuildCfg();
    InferAddressSpaces.run(f);
    assertEquals(AddressSpace.GENERIC, space(chosen));
    assertNull(PointerOrigins.of(chosen).single());
    assertTrue(
        PointerOrigins.of(chosen).ambiguity().contains("global or local"),
        PointerOrigins.of(chosen).ambiguity());
    verifies(f);
  }

  @Test
  void aCastToAnotherSpaceIsNullAndToItsOwnSpaceIsThePointer() {
    Function f = kernel(global(Type.I32), global(Type.I32));
    Block entry = f.addBlock("entry");
    Instr g = toGeneric(entry, f.arguments().get(0));
    Instr asLocal = op(entry, Op.PTRCAST, LOCAL_INT, g).withLiterals(-1, 0);
    Instr asGlobal = op(entry, Op.PTRCAST, global(Type.I32), g).withLiterals(-1, 0);
    Instr isNull = op(entry, Op.IEQ, Type.I1, asLocal, Constant.zero(LOCAL_INT));
    Instr stored = store(entry, asGlobal, op(entry, Op.ZEXT, Type.I32, isNull));
    ret(entry);
    f.rebuildCfg();
    InferAddressSpaces.run(f);
    assertTrue(isNull.operand(0) instanceof Constant c && c.kind() == Constant.Kind.NULL);
    assertEquals(f.arguments().get(0), stored.operand(0));
    verifies(f);
  }

  @Test
  void aPointerStoredAsAValueIsCastBackToGeneric() {
    Type.Pointer slot = new Type.Pointer(AddressSpace.GLOBAL, GENERIC_INT);
    Function f = kernel(global(Type.I32), slot);
    Block entry = f.addBlock("entry");
    Instr g = toGeneric(entry, f.arguments().get(0));
    Instr at = gep(entry, g, i32(2));
    Instr stored = store(entry, f.arguments().get(1), at);
    Instr loaded = load(entry, at);
    ret(entry);
    f.rebuildCfg();
    InferAddressSpaces.run(f);
    assertEquals(AddressSpace.GLOBAL, space(loaded.operand(0)));
    assertEquals(AddressSpace.GENERIC, space(stored.operand(1)));
    assertTrue(stored.operand(1) instanceof Instr c && c.op() == Op.PTRCAST && c.operand(0) == at);
    verifies(f);
  }

  @Test
  void anArgumentOfAFunctionNamesItselfAsTheOrigin() {
    Function f = new Function("callee", Type.VOID);
    f.addArgument(GENERIC_INT, "p");
    Block entry = f.addBlock("entry");
    Instr at = gep(entry, f.arguments().get(0), i32(1));
    load(entry, at);
    ret(entry);
    f.rebuildCfg();
    assertEquals(0, InferAddressSpaces.run(f));
    assertTrue(PointerOrigins.of(at).ambiguity().contains("argument p"));
  }
}
