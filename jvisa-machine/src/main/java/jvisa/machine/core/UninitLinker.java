package jvisa.machine.core;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import jvisa.asm.isa.Role;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;

/**
 * Decorates a decoded function's instructions with {@link UninitExec} at link time, deciding once
 * per instruction how its shadow moves (the operands' roles come from the instruction table).
 */
final class UninitLinker {
  /** Vector instructions whose channel i reads only channel i of each source. */
  private static final Set<Opcode> NOT_ELEMENTWISE =
      EnumSet.of(
          Opcode.LINE,
          Opcode.PLANE,
          Opcode.DP2,
          Opcode.DP3,
          Opcode.DP4,
          Opcode.DPH,
          Opcode.DPAS,
          Opcode.DPASW,
          Opcode.ADDC,
          Opcode.SUBB);

  private static final Set<Opcode> CONTROL =
      EnumSet.of(
          Opcode.GOTO,
          Opcode.JMP,
          Opcode.CALL,
          Opcode.RET,
          Opcode.FCALL,
          Opcode.FRET,
          Opcode.IFCALL,
          Opcode.SWITCHJMP);

  private UninitLinker() {}

  static void decorate(DecodedFunction fn) {
    Exec[] code = fn.code();
    RegisterLayout layout = fn.layout();
    OperandDecoder ops = new OperandDecoder(layout);
    for (int pc = 0; pc < code.length; pc++) {
      code[pc] = decorate(code[pc], layout, ops);
    }
  }

  private static Exec decorate(Exec e, RegisterLayout layout, OperandDecoder ops) {
    Instruction insn = e.insn;
    Opcode op = insn.opcode();
    int n = insn.execSize();
    try {
      if (CONTROL.contains(op)) {
        Src[] index = new Src[0];
        if (op == Opcode.SWITCHJMP) {
          index = new Src[] {ops.src(insn, new TableOperands(insn, layout).operand("index"), 1)};
        } else if (op == Opcode.IFCALL) {
          index =
              new Src[] {
                ops.src(insn, new TableOperands(insn, layout).operand("callee address"), 1)
              };
        }
        return new UninitExec(
            e, layout, UninitExec.Kind.CONTROL, index, new Dst[0], -1, new int[0][]);
      }
      if (e instanceof MessageExecs.Message) {
        return new UninitExec(
            e,
            layout,
            UninitExec.Kind.MESSAGE,
            new Src[0],
            new Dst[0],
            -1,
            new TableOperands(insn, layout).writtenPayloads());
      }
      if (e instanceof MoveExecs.PredLogic logic) {
        Src[] flags =
            logic.b >= 0
                ? new Src[] {new Src.Flags(logic.a), new Src.Flags(logic.b)}
                : new Src[] {new Src.Flags(logic.a)};
        return new UninitExec(
            e, layout, UninitExec.Kind.PREDICATE_LOGIC, flags, new Dst[0], logic.dst, new int[0][]);
      }
      boolean vector = op.isVectorAlu() && op.dsts() == 1 && !NOT_ELEMENTWISE.contains(op);
      if (vector || op == Opcode.MOV || op == Opcode.SEL || op == Opcode.CMP || op == Opcode.SETP) {
        return elementwise(e, insn, layout, ops, n);
      }
      return new UninitExec(
          e,
          layout,
          UninitExec.Kind.DEFINE,
          new Src[0],
          destinations(insn, ops, n),
          -1,
          new int[0][]);
    } catch (RuntimeException unsupported) {
      // an operand shape the shadow does not model: the instruction runs unchecked
      return e;
    }
  }

  private static Exec elementwise(
      Exec e, Instruction insn, RegisterLayout layout, OperandDecoder ops, int n) {
    List<Operand> o = insn.operands();
    var format = insn.opcode().format(insn);
    int predDst = -1;
    List<Dst> dsts = new ArrayList<>();
    List<Src> srcs = new ArrayList<>();
    for (int i = 0; i < o.size(); i++) {
      Role role = format.operand(i).role();
      Operand x = o.get(i);
      if (role == Role.DST) {
        int p = ops.predicate(x);
        if (p >= 0) {
          predDst = p;
        } else {
          dsts.add(ops.dst(insn, x, n));
        }
      } else if (role == Role.SRC) {
        int p = ops.predicate(x);
        srcs.add(p >= 0 ? new Src.Flags(p) : ops.src(insn, x, n));
      }
    }
    if (insn.opcode() == Opcode.MADW) {
      dsts.add(new HighHalf(dsts.get(0), ((n * 4 + 31) / 32) * 32));
    }
    if (comparesWithItself(insn, srcs)) {
      srcs.clear();
    }
    UninitExec.Kind kind =
        insn.opcode() == Opcode.SEL ? UninitExec.Kind.SELECT : UninitExec.Kind.ELEMENTWISE;
    return new UninitExec(
        e, layout, kind, srcs.toArray(new Src[0]), dsts.toArray(new Dst[0]), predDst, new int[0][]);
  }

  /**
   * An integer {@code cmp} of an operand with itself (IGC's idiom for "the enabled channels"): its
   * result does not depend on the value, so an undefined operand gives a defined predicate.
   */
  private static boolean comparesWithItself(Instruction insn, List<Src> srcs) {
    List<Operand> o = insn.operands();
    return insn.opcode() == Opcode.CMP
        && srcs.size() == 2
        && !srcs.get(0).type.isFloat()
        && o.get(o.size() - 1).equals(o.get(o.size() - 2));
  }

  /** The high 32 bits of a {@code madw} result: the destination shifted by a GRF-aligned block. */
  private static final class HighHalf extends Dst {
    private final Dst low;
    private final int shift;

    HighHalf(Dst low, int shift) {
      super(low.type);
      this.low = low;
      this.shift = shift;
    }

    @Override
    int offset(Frame f, int i) {
      int at = low.offset(f, i);
      return at < 0 ? at : at + shift;
    }

    @Override
    boolean hasFixedOffsets() {
      return low.hasFixedOffsets();
    }
  }

  private static Dst[] destinations(Instruction insn, OperandDecoder ops, int n) {
    List<Dst> out = new ArrayList<>();
    var format = insn.opcode().format(insn);
    for (int i = 0; i < insn.operands().size(); i++) {
      if (format.operand(i).role() == Role.DST && insn.operand(i) instanceof DstRegion) {
        out.add(ops.dst(insn, insn.operand(i), n));
      }
    }
    return out.toArray(new Dst[0]);
  }
}
