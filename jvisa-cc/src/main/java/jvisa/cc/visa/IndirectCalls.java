package jvisa.cc.visa;

import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Value;

/**
 * Indirect calls ({@code ifcall}), stack calls only. A uniform callee address is one {@code
 * ifcall}. A divergent one calls each distinct target once with only the channels that chose it:
 * starting from the active channels, the loop takes the first remaining channel's address ({@code
 * fbl}, then an indirect register read), predicates the channels whose address equals it, calls
 * under that predicate, and removes those channels, until none remain.
 */
final class IndirectCalls {
  private final Code code;
  private final Calls calls;

  IndirectCalls(Code code, Calls calls) {
    this.code = code;
    this.calls = calls;
  }

  void call(Instr i) {
    CallSignature s = CallSignature.ofIndirect(i, code.simd);
    String sizes = " " + calls.argumentRegisters(s) + " " + s.registers(s.results());
    Value callee = i.operand(0);
    if (!code.isWide(callee)) {
      calls.passArguments(i, s, 1);
      code.line("ifcall (M1, " + code.simd + ") " + code.src(callee, "uq", 0) + sizes);
      calls.receiveResults(i, s, "");
      return;
    }
    Var addresses = code.var(callee);
    Code.Lanes once = new Code.Lanes("M1_NM", 1, 0);
    Var remaining = code.vars.temp("ud", false);
    code.op("mov", once, remaining.dst("ud", 0), channelsEqual(null, addresses));
    String loop = code.freshLabel("icall");
    code.label(loop);
    Var lane = code.vars.temp("ud", false);
    code.op("fbl", once, lane.dst("ud", 0), remaining.src("ud", 0));
    Var offset = code.vars.temp("uw", false);
    code.op("shl", once, offset.dst("uw", 0), lane.src("ud", 0), "0x3:ud");
    String a = code.vars.address(1);
    code.op("addr_add", once, a + "(0)<1>", "&" + addresses.name, offset.src("uw", 0));
    Var target = code.vars.temp("uq", false);
    code.op("mov", once, target.dst("uq", 0), "r[" + a + "(0),0]<0;1,0>:uq");
    String chosen = channelsEqual(target.src("uq", 0), addresses);
    calls.passArguments(i, s, 1);
    code.line("(" + chosen + ") ifcall (M1, " + code.simd + ") " + target.src("uq", 0) + sizes);
    calls.receiveResults(i, s, "(" + chosen + ") ");
    Var called = code.vars.temp("ud", false);
    code.op("mov", once, called.dst("ud", 0), chosen);
    code.op("xor", once, remaining.dst("ud", 0), remaining.src("ud", 0), called.src("ud", 0));
    String more = code.vars.tempPredicate();
    code.op("cmp.ne", once, more, remaining.src("ud", 0), "0x0:ud");
    code.line("(" + more + ") jmp " + once.exec() + " " + loop);
  }

  /**
   * A predicate of the active channels whose address equals scalar {@code value} (null: every
   * active channel); the others are cleared first, as a compare leaves disabled channels' bits.
   */
  private String channelsEqual(String value, Var addresses) {
    String p = code.vars.tempPredicate();
    code.op("setp", new Code.Lanes("M1_NM", code.simd, 0), p, "0x0:ud");
    for (Code.Lanes l : code.lanes(true)) {
      String own = addresses.src("uq", l.half());
      code.op("cmp.eq", l, p, own, value == null ? own : value);
    }
    return p;
  }
}
