package jvisa.cc.ir;

import static jvisa.cc.ir.Build.br;
import static jvisa.cc.ir.Build.builtIn;
import static jvisa.cc.ir.Build.condbr;
import static jvisa.cc.ir.Build.global;
import static jvisa.cc.ir.Build.i32;
import static jvisa.cc.ir.Build.kernel;
import static jvisa.cc.ir.Build.op;
import static jvisa.cc.ir.Build.phi;
import static jvisa.cc.ir.Build.ret;
import static jvisa.cc.ir.Build.store;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class IrPrinterTest {
  @Test
  void printsBlocksPredecessorsPhisAndAttributes() {
    Function f = kernel(Type.I1, global(Type.I32));
    Block entry = f.addBlock("entry");
    Block left = f.addBlock("left");
    Block join = f.addBlock("join");
    builtIn(entry, BuiltIn.LOCAL_ID, 1);
    condbr(entry, f.arguments().get(0), left, join);
    Instr sum = op(left, Op.IADD, Type.I32, i32(-2), i32(3));
    br(left, join);
    Instr p = phi(join, Type.I32);
    p.addIncoming(sum, left);
    p.addIncoming(i32(0), entry);
    store(join, f.arguments().get(1), p);
    ret(join);
    f.rebuildCfg();
    assertEquals(
        """
        kernel void @k(i1 %0 "a0", i32 global* %1 "a1") {
        entry:
          %2 = builtin.local_id i64 #1
          condbr %0, left, join
        left:  ; preds: entry
          %3 = iadd i32 i32 -2, i32 3
          br join
        join:  ; preds: entry, left
          %4 = phi i32 [%3, left], [i32 0, entry]
          store %1, %4
          ret
        }
        """,
        IrPrinter.print(f));
  }
}
