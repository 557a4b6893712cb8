package jvisa.cc.interp;

import static jvisa.cc.ir.Build.builtIn;
import static jvisa.cc.ir.Build.global;
import static jvisa.cc.ir.Build.kernel;
import static jvisa.cc.ir.Build.load;
import static jvisa.cc.ir.Build.op;
import static jvisa.cc.ir.Build.ret;
import static jvisa.cc.ir.Build.store;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.BuiltIn;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.GlobalVariable;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Scope;
import jvisa.cc.ir.Type;
import org.junit.jupiter.api.Test;

class InterpreterTest {
  private static Instr elementPointer(
      Block b, jvisa.cc.ir.Value base, jvisa.cc.ir.Value index, Type.Pointer type) {
    return b.append(new Instr(Op.GEP, type, List.of(base, index)).withAttribute(type.pointee()));
  }

  /**
   * out[lid] = tmp[size - 1 - lid] after tmp[lid] = in[gid] and a barrier: needs work-group
   * stepping.
   */
  @Test
  void barrierOrdersLocalMemoryAcrossWorkItems() {
    Module m = new Module();
    GlobalVariable tmp =
        new GlobalVariable(
            new Type.Pointer(AddressSpace.LOCAL, new Type.Array(Type.I8, 4)), "tmp", null);
    m.globals().add(tmp);
    Function f = kernel(global(Type.I8), global(Type.I8));
    m.functions().add(f);
    Block b = f.addBlock("entry");
    Instr gid = builtIn(b, BuiltIn.GLOBAL_ID, 0);
    Instr lid = builtIn(b, BuiltIn.LOCAL_ID, 0);
    Type.Pointer local = new Type.Pointer(AddressSpace.LOCAL, Type.I8);
    Instr base = op(b, Op.PTRCAST, local, tmp);
    store(
        b,
        elementPointer(b, base, lid, local),
        load(b, elementPointer(b, f.arguments().get(0), gid, global(Type.I8))));
    b.append(new Instr(Op.BARRIER, Type.VOID, List.of()).withLiterals(Scope.WORK_GROUP.ordinal()));
    Instr mirror = op(b, Op.ISUB, Type.I64, Constant.of(Type.I64, 3), lid);
    store(
        b,
        elementPointer(b, f.arguments().get(1), gid, global(Type.I8)),
        load(b, elementPointer(b, base, mirror, local)));
    ret(b);
    byte[] in = {1, 2, 3, 4, 5, 6, 7, 8};
    byte[] out = new byte[8];
    Interpreter.run(
        m,
        "k",
        NdRange.of(new long[] {8}, new long[] {4}),
        List.of(new KernelArg.Buffer(in), new KernelArg.Buffer(out)),
        10_000);
    assertArrayEquals(new byte[] {4, 3, 2, 1, 8, 7, 6, 5}, out);
  }

  /**
   * The address of offset 0 of a {@code __local} and of a private array is not null, not even in
   * its low 32 bits ({@code (uint)(uintptr_t)&array[0]}), as in the compiled code.
   */
  @Test
  void offsetZeroOfLocalAndPrivateArraysIsNotNullInAnyForm() {
    Module m = new Module();
    GlobalVariable tile =
        new GlobalVariable(
            new Type.Pointer(AddressSpace.LOCAL, new Type.Array(Type.I32, 4)), "tile", null);
    m.globals().add(tile);
    Function f = kernel(global(Type.I32));
    m.functions().add(f);
    Block b = f.addBlock("entry");
    Instr priv =
        b.append(
            new Instr(Op.ALLOCA, new Type.Pointer(AddressSpace.PRIVATE, Type.I32), List.of())
                .withAttribute(new Type.Array(Type.I32, 4)));
    jvisa.cc.ir.Value[] pointers = {
      op(b, Op.PTRCAST, new Type.Pointer(AddressSpace.LOCAL, Type.I32), tile), priv
    };
    for (int k = 0; k < pointers.length; k++) {
      Instr bits = op(b, Op.PTRTOINT, Type.I64, pointers[k]);
      Instr low = op(b, Op.TRUNC, Type.I32, bits);
      Instr isNull = op(b, Op.IEQ, Type.I1, low, Constant.of(Type.I32, 0));
      Instr word = op(b, Op.ZEXT, Type.I32, isNull);
      store(
          b,
          elementPointer(b, f.arguments().get(0), Constant.of(Type.I64, k), global(Type.I32)),
          word);
    }
    ret(b);
    byte[] out = {9, 9, 9, 9, 9, 9, 9, 9};
    Interpreter.run(
        m,
        "k",
        NdRange.of(new long[] {1}, new long[] {1}),
        List.of(new KernelArg.Buffer(out)),
        10_000);
    assertArrayEquals(new byte[8], out);
  }

  @Test
  void outOfBoundsAccessIsALocatedError() {
    Module m = new Module();
    Function f = kernel(global(Type.I32));
    m.functions().add(f);
    Block b = f.addBlock("entry");
    store(
        b,
        elementPointer(b, f.arguments().get(0), Constant.of(Type.I64, 2), global(Type.I32)),
        Constant.of(Type.I32, 1));
    ret(b);
    ExecutionError e =
        assertThrows(
            ExecutionError.class,
            () ->
                Interpreter.run(
                    m,
                    "k",
                    NdRange.of(new long[] {1}, new long[] {1}),
                    List.of(new KernelArg.Buffer(new byte[8])),
                    100));
    assertTrue(e.getMessage().startsWith("k: entry: store"), e.getMessage());
    assertTrue(e.getMessage().contains("outside its 8-byte region"), e.getMessage());
  }

  @Test
  void endlessLoopStopsAtTheStepBudget() {
    Module m = new Module();
    Function f = kernel();
    m.functions().add(f);
    Block b = f.addBlock("entry");
    b.append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(b));
    ExecutionError e =
        assertThrows(
            ExecutionError.class,
            () ->
                Interpreter.run(
                    m, "k", NdRange.of(new long[] {1}, new long[] {1}), List.of(), 1000));
    assertTrue(e.getMessage().contains("step budget"), e.getMessage());
  }
}
