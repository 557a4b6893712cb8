package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Before selection, after {@link Scalarize}: OpenCL.std functions the backend computes through
 * other IR operations. Half functions other than those vISA has at half precision are computed in
 * float and rounded to half once (a float result is within a small fraction of a half ulp of the
 * exact value, far inside OpenCL's half bounds); mad_sat of 32-bit integers in 64-bit arithmetic,
 * which holds the exact value, clamped; of 64-bit integers from the 128-bit sum hi:lo of mul_hi,
 * the low product and the addend, saturated when hi is not the sign extension of lo (signed) or not
 * zero (unsigned).
 */
final class MathLowering {
  /** Half functions vISA computes at half precision (or exactly). */
  private static final Set<MathFn> HALF_DIRECT =
      EnumSet.of(
          MathFn.FABS,
          MathFn.MAD,
          MathFn.FMA,
          MathFn.FLOOR,
          MathFn.CEIL,
          MathFn.TRUNC,
          MathFn.RINT,
          MathFn.FMAX,
          MathFn.FMIN,
          MathFn.FMAX_COMMON,
          MathFn.FMIN_COMMON,
          MathFn.BITSELECT,
          MathFn.SELECT);

  private final Block block;
  private final Instr at;

  private MathLowering(Block block, Instr at) {
    this.block = block;
    this.at = at;
  }

  static void run(Function f) {
    IdentityHashMap<Value, Value> replaced = new IdentityHashMap<>();
    for (Block b : f.blocks()) {
      for (Instr i : new ArrayList<>(b.instructions())) {
        if (i.op() != Op.MATH) {
          continue;
        }
        Value r = new MathLowering(b, i).lowered();
        if (r != null) {
          replaced.put(i, r);
          b.remove(i);
        }
      }
    }
    f.replaceUses(replaced);
  }

  private Value lowered() {
    MathFn fn = (MathFn) at.attribute();
    if (fn.memory() != MathFn.Memory.NONE || !at.type().isScalar()) {
      return null;
    }
    if ((fn == MathFn.S_MAD_SAT || fn == MathFn.U_MAD_SAT) && at.type().size() >= 4) {
      boolean signed = fn == MathFn.S_MAD_SAT;
      return at.type().size() == 4 ? madSat32(signed) : madSat64(signed);
    }
    if (involvesHalf() && !HALF_DIRECT.contains(fn)) {
      return inFloat(fn);
    }
    return null;
  }

  private boolean involvesHalf() {
    if (at.type().equals(Type.F16)) {
      return true;
    }
    for (Value v : at.operands()) {
      if (v.type().equals(Type.F16)) {
        return true;
      }
    }
    return false;
  }

  private Value inFloat(MathFn fn) {
    List<Value> operands = new ArrayList<>();
    for (Value v : at.operands()) {
      operands.add(v.type().equals(Type.F16) ? convert(Op.FPEXT, Type.F32, v) : v);
    }
    Type result = at.type().equals(Type.F16) ? Type.F32 : at.type();
    Value r =
        emit(new Instr(Op.MATH, result, operands).withAttribute(fn).withLiterals(at.literals()));
    return result == at.type() ? r : convert(Op.FPTRUNC, Type.F16, r);
  }

  private Value madSat32(boolean signed) {
    Op extend = signed ? Op.SEXT : Op.ZEXT;
    Value a = convert(extend, Type.I64, at.operand(0));
    Value b = convert(extend, Type.I64, at.operand(1));
    Value c = convert(extend, Type.I64, at.operand(2));
    Value sum = op(Op.IADD, op(Op.IMUL, a, b), c);
    Value clamped;
    if (signed) {
      Value low = i64(Integer.MIN_VALUE);
      Value high = i64(Integer.MAX_VALUE);
      Value atLeast = select(test(Op.SLT, sum, low), low, sum);
      clamped = select(test(Op.SGT, atLeast, high), high, atLeast);
    } else {
      Value high = i64(0xffffffffL);
      clamped = select(test(Op.UGT, sum, high), high, sum);
    }
    return convert(Op.TRUNC, Type.I32, clamped);
  }

  private Value madSat64(boolean signed) {
    Value a = at.operand(0);
    Value b = at.operand(1);
    Value c = at.operand(2);
    Value high =
        emit(
            new Instr(Op.MATH, Type.I64, List.of(a, b))
                .withAttribute(signed ? MathFn.S_MUL_HI : MathFn.U_MUL_HI));
    Value low = op(Op.IMUL, a, b);
    Value sum = op(Op.IADD, low, c);
    Value carry = convert(Op.ZEXT, Type.I64, test(Op.ULT, sum, low));
    if (!signed) {
      Value over = op(Op.OR, high, carry);
      return select(test(Op.INE, over, i64(0)), i64(-1), sum);
    }
    Value top = op(Op.IADD, op(Op.IADD, high, op(Op.ASHR, c, i64(63))), carry);
    Value fits = test(Op.IEQ, top, op(Op.ASHR, sum, i64(63)));
    Value bound = select(test(Op.SLT, top, i64(0)), i64(Long.MIN_VALUE), i64(Long.MAX_VALUE));
    return select(fits, sum, bound);
  }

  private static Value i64(long v) {
    return Constant.of(Type.I64, v);
  }

  private Value op(Op op, Value a, Value b) {
    return emit(new Instr(op, a.type(), List.of(a, b)));
  }

  private Value test(Op op, Value a, Value b) {
    return emit(new Instr(op, Type.I1, List.of(a, b)));
  }

  private Value select(Value condition, Value ifTrue, Value ifFalse) {
    return emit(new Instr(Op.SELECT, ifTrue.type(), List.of(condition, ifTrue, ifFalse)));
  }

  private Value convert(Op op, Type to, Value v) {
    return emit(new Instr(op, to, List.of(v)).withLiterals(-1, 0));
  }

  private Instr emit(Instr i) {
    return block.insert(block.instructions().indexOf(at), i);
  }
}
