package jvisa.cc.interp;

import static jvisa.cc.ir.Build.global;
import static jvisa.cc.ir.Build.kernel;
import static jvisa.cc.ir.Build.load;
import static jvisa.cc.ir.Build.op;
import static jvisa.cc.ir.Build.ret;
import static jvisa.cc.ir.Build.store;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.GlobalVariable;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.IrPrinter;
import jvisa.cc.ir.IrVerifier;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import org.junit.jupiter.api.Test;

/** Function addresses and indirect calls in the IR: verifier, printer and interpreter. */
class IndirectCallInterpreterTest {
  private static final Type.Pointer FN = new Type.Pointer(AddressSpace.GENERIC, Type.VOID);

  /** i32 NAME(i32 a) { return a * factor; } */
  private static Function times(Module m, String name, int factor) {
    Function f = new Function(name, Type.I32);
    f.addArgument(Type.I32, "a");
    Block b = f.addBlock("entry");
    ret(b, op(b, Op.IMUL, Type.I32, f.arguments().get(0), Constant.of(Type.I32, factor)));
    m.functions().add(f);
    return f;
  }

  /**
   * out[0] = table[in[0]](7) through a __constant table of two function addresses and null, out[1]
   * = select(in[0] == 0, @triple, @double)(5).
   */
  private static Module module() {
    Module m = new Module();
    Function k = kernel(global(Type.I32), global(Type.I32));
    m.functions().add(k);
    Function twice = times(m, "twice", 2);
    Function thrice = times(m, "thrice", 3);
    Type.Array tableType = new Type.Array(FN, 3);
    GlobalVariable table =
        new GlobalVariable(
            new Type.Pointer(AddressSpace.CONSTANT, tableType),
            "table",
            Constant.composite(
                tableType,
                List.of(
                    Constant.function(FN, twice),
                    Constant.function(FN, thrice),
                    Constant.zero(FN))));
    m.globals().add(table);
    Block b = k.addBlock("entry");
    Instr which = load(b, k.arguments().get(0));
    Instr index = op(b, Op.ZEXT, Type.I64, which);
    Instr slot =
        b.append(
            new Instr(
                    Op.GEP,
                    new Type.Pointer(AddressSpace.CONSTANT, FN),
                    List.of(table, Constant.of(Type.I64, 0), index))
                .withAttribute(tableType));
    Instr callee = load(b, slot);
    Instr first = op(b, Op.ICALL, Type.I32, callee, Constant.of(Type.I32, 7));
    store(b, k.arguments().get(1), first);
    Instr zero = op(b, Op.IEQ, Type.I1, which, Constant.of(Type.I32, 0));
    Instr chosen =
        op(b, Op.SELECT, FN, zero, Constant.function(FN, thrice), Constant.function(FN, twice));
    Instr second = op(b, Op.ICALL, Type.I32, chosen, Constant.of(Type.I32, 5));
    Instr at1 =
        b.append(
            new Instr(
                    Op.GEP,
                    global(Type.I32),
                    List.of(k.arguments().get(1), Constant.of(Type.I64, 1)))
                .withAttribute(Type.I32));
    store(b, at1, second);
    ret(b);
    return m;
  }

  private static int[] run(Module m, int which) {
    byte[] in = ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt(which).array();
    byte[] out = new byte[8];
    Interpreter.run(
        m,
        "k",
        NdRange.of(new long[] {1}, new long[] {1}),
        List.of(new KernelArg.Buffer(in), new KernelArg.Buffer(out)),
        1000);
    ByteBuffer r = ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN);
    return new int[] {r.getInt(), r.getInt()};
  }

  @Test
  void indirectCallsRunTheAddressedFunction() {
    Module m = module();
    assertEquals(List.of(), IrVerifier.verify(m));
    assertArrayEquals(new int[] {14, 15}, run(m, 0));
    assertArrayEquals(new int[] {21, 10}, run(m, 1));
  }

  @Test
  void printerNamesFunctionAddresses() {
    String text = IrPrinter.print(module());
    assertTrue(text.contains("{@twice, @thrice, null}"), text);
    assertTrue(text.contains("icall i32 %"), text);
    assertTrue(text.contains("@thrice, void generic* @twice"), text);
  }

  @Test
  void callThroughNullIsALocatedError() {
    Module m = module();
    ExecutionError e = assertThrows(ExecutionError.class, () -> run(m, 2));
    assertTrue(e.getMessage().startsWith("k: entry: "), e.getMessage());
    assertTrue(e.getMessage().contains("which is no function's address"), e.getMessage());
  }

  @Test
  void verifierChecksTheCalleeAndAKnownTargetsSignature() {
    Module m = new Module();
    Function k = kernel(Type.I32);
    m.functions().add(k);
    Function twice = times(m, "twice", 2);
    Block b = k.addBlock("entry");
    op(b, Op.ICALL, Type.I32, k.arguments().get(0), Constant.of(Type.I32, 1));
    op(b, Op.ICALL, Type.I64, Constant.function(FN, twice), Constant.of(Type.I32, 1));
    op(b, Op.ICALL, Type.I32, Constant.function(FN, twice), Constant.of(Type.I64, 1));
    ret(b);
    List<String> problems = IrVerifier.verify(m);
    assertEquals(3, problems.size(), problems.toString());
    assertTrue(
        problems.get(0).contains("indirect call through a i32, not a pointer"),
        problems.toString());
    assertTrue(
        problems.get(1).contains("call does not match @twice's signature"), problems.toString());
    assertTrue(
        problems.get(2).contains("argument 0 is a i64, @twice takes i32"), problems.toString());
  }
}
