package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jvisa.cc.CompileError;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Type;

/**
 * A called function's arguments and result as the scalar components passed (a vector is its
 * components in order), each one element per channel, and where each lies in a stack call's {@code
 * %arg} or {@code %retval}: every component starts on a register (32 bytes). A bool is a word
 * holding 0 or 1, made from its predicate by the sender and turned back into one by the receiver.
 */
record CallSignature(List<String> arguments, List<String> results, int simd) {
  static final int GRF_BYTES = 32;

  /** How a bool travels: 0 or 1 in a word per channel. */
  static final String BOOL = "uw";

  /** {@code %arg}'s size: 32 registers. */
  static final int ARG_REGISTERS = 32;

  /** {@code %retval}'s size: 12 registers. */
  static final int RETVAL_REGISTERS = 12;

  static CallSignature of(Function f, int simd) {
    return of(
        "function '" + f.name() + "'",
        f.arguments().stream().map(a -> a.type()).toList(),
        f.returnType(),
        simd);
  }

  /** An indirect call's signature: its operands after the callee's address, its result. */
  static CallSignature ofIndirect(Instr call, int simd) {
    List<Type> args = new ArrayList<>();
    for (int k = 1; k < call.operands().size(); k++) {
      args.add(call.operand(k).type());
    }
    return of("indirect call '" + call.toString().strip() + "'", args, call.type(), simd);
  }

  private static CallSignature of(String what, List<Type> argTypes, Type result, int simd) {
    List<String> args = new ArrayList<>();
    for (Type a : argTypes) {
      args.addAll(components(a));
    }
    List<String> results = result.equals(Type.VOID) ? List.of() : components(result);
    CallSignature s = new CallSignature(args, results, simd);
    if (s.registers(args) > ARG_REGISTERS || s.registers(results) > RETVAL_REGISTERS) {
      throw new CompileError(
          what
              + " passes more than a call can carry in registers ("
              + ARG_REGISTERS
              + " for arguments, "
              + RETVAL_REGISTERS
              + " for the result, at SIMD"
              + simd
              + ")");
    }
    return s;
  }

  private static List<String> components(Type t) {
    if (t.equals(Type.I1)) {
      return List.of(BOOL);
    }
    if (t instanceof Type.Vector v) {
      return Collections.nCopies(v.count(), VisaTypes.unsigned(v.element()));
    }
    return List.of(VisaTypes.unsigned(t));
  }

  /** Registers one component of {@code type} takes. */
  int registersOf(String type) {
    return (simd * VisaTypes.bytes(type) + GRF_BYTES - 1) / GRF_BYTES;
  }

  int registers(List<String> types) {
    return types.stream().mapToInt(this::registersOf).sum();
  }

  /** Byte offset of component {@code k} of {@code types} in {@code %arg} or {@code %retval}. */
  int offset(List<String> types, int k) {
    return GRF_BYTES * registers(types.subList(0, k));
  }
}
