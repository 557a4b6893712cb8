package jvisa.cc.pass;

import static jvisa.cc.ir.Build.global;
import static jvisa.cc.ir.Build.i32;
import static jvisa.cc.ir.Build.kernel;
import static jvisa.cc.ir.Build.load;
import static jvisa.cc.ir.Build.op;
import static jvisa.cc.ir.Build.ret;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.IrVerifier;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;
import org.junit.jupiter.api.Test;

class ArgumentSpacesTest {
  private static final Type.Pointer GENERIC_INT = new Type.Pointer(AddressSpace.GENERIC, Type.I32);

  /** {@code callee(int *p)}: loads p[1]. */
  private static Function callee() {
    Function f = new Function("callee", Type.VOID);
    f.addArgument(GENERIC_INT, "p");
    Block entry = f.addBlock("entry");
    Instr at = op(entry, Op.GEP, GENERIC_INT, f.arguments().get(0), i32(1)).withAttribute(Type.I32);
    load(entry, at);
    ret(entry);
    f.rebuildCfg();
    return f;
  }

  private static void call(Block b, Function callee, Value pointer) {
    Instr generic = op(b, Op.PTRCAST, GENERIC_INT, pointer).withLiterals(-1, 0);
    op(b, Op.CALL, Type.VOID, generic).withAttribute(callee);
  }

  private static Module module(Function... functions) {
    Module m = new Module();
    m.functions().addAll(List.of(functions));
    return m;
  }

  @Test
  void aParameterEveryCallPassesOneSpaceTakesIt() {
    Function c = callee();
    Function k = kernel(global(Type.I32), global(Type.I32));
    Block entry = k.addBlock("entry");
    call(entry, c, k.arguments().get(0));
    call(entry, c, k.arguments().get(1));
    ret(entry);
    k.rebuildCfg();
    Module m = module(c, k);
    assertEquals(2, ArgumentSpaces.run(m).size());
    assertEquals(global(Type.I32), c.arguments().get(0).type());
    InferAddressSpaces.run(c);
    InferAddressSpaces.run(k);
    assertTrue(
        c.instructions().stream()
            .filter(i -> i.op() == Op.LOAD)
            .allMatch(i -> ((Type.Pointer) i.operand(0).type()).space() == AddressSpace.GLOBAL));
    assertEquals(List.of(), IrVerifier.verify(m));
  }

  @Test
  void aParameterPassedTwoSpacesStaysGeneric() {
    Function c = callee();
    Type.Pointer localInt = new Type.Pointer(AddressSpace.LOCAL, Type.I32);
    Function k = kernel(global(Type.I32), localInt);
    Block entry = k.addBlock("entry");
    call(entry, c, k.arguments().get(0));
    call(entry, c, k.arguments().get(1));
    ret(entry);
    k.rebuildCfg();
    assertTrue(ArgumentSpaces.run(module(c, k)).isEmpty());
    assertEquals(GENERIC_INT, c.arguments().get(0).type());
  }
}
