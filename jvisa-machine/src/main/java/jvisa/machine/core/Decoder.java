package jvisa.machine.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LabelStmt;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.StateOperand;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Unit;

/** Decodes a unit once into executable instructions; messages go to a pluggable decoder. */
final class Decoder {
  private final Unit unit;
  private final RegisterLayout layout;
  private final OperandDecoder ops;
  private final ExtensionDecoder extension;
  private final Map<String, Integer> labels = new HashMap<>();

  Decoder(Unit unit, ExtensionDecoder extension) {
    this.unit = unit;
    this.layout = new RegisterLayout(unit);
    this.ops = new OperandDecoder(layout);
    this.extension = extension;
  }

  DecodedFunction decode() {
    List<Instruction> insns = new ArrayList<>();
    for (Statement s : unit.body()) {
      if (s instanceof LabelStmt l) {
        labels.put(l.name(), insns.size());
      } else if (s instanceof Instruction i) {
        insns.add(i);
      }
    }
    Exec[] code = new Exec[insns.size()];
    for (int pc = 0; pc < code.length; pc++) {
      code[pc] = decode(insns.get(pc), pc);
    }
    return new DecodedFunction(
        unit, layout, code, Map.copyOf(labels), JoinPoints.of(code), 0, new JitSlot());
  }

  private int label(Instruction insn, Operand o) {
    if (!(o instanceof NameOperand n) || !labels.containsKey(n.name())) {
      throw new DecodeException(
          insn,
          "branch target '"
              + jvisa.asm.text.VisaPrinter.operand(o)
              + "' is not a label of this function");
    }
    return labels.get(n.name());
  }

  /** The label index of a branch's target operand. */
  private int target(Instruction insn) {
    return label(insn, new TableOperands(insn, layout).operand("target"));
  }

  private Exec decode(Instruction insn, int pc) {
    List<Operand> o = insn.operands();
    int n = insn.execSize();
    Opcode op = insn.opcode();
    try {
      switch (op) {
        case MOV:
          {
            TableOperands t = new TableOperands(insn, layout);
            int flags = ops.predicate(t.operand("src0"));
            Src src = flags >= 0 ? new Src.Flags(flags) : ops.src(insn, t.operand("src0"), n);
            return new MoveExecs.Mov(insn, pc, layout, ops.dst(insn, t.operand("dst"), n), src);
          }
        case SEL:
          {
            TableOperands t = new TableOperands(insn, layout);
            return new MoveExecs.Sel(
                insn,
                pc,
                layout,
                ops.dst(insn, t.operand("dst"), n),
                ops.src(insn, t.operand("src0"), n),
                ops.src(insn, t.operand("src1"), n));
          }
        case CMP:
          {
            TableOperands t = new TableOperands(insn, layout);
            int p = ops.predicate(t.operand("dst"));
            Dst d = p >= 0 ? null : ops.dst(insn, t.operand("dst"), n);
            return new MoveExecs.Cmp(
                insn,
                pc,
                layout,
                p,
                d,
                ops.src(insn, t.operand("src0"), n),
                ops.src(insn, t.operand("src1"), n));
          }
        case SETP:
          {
            TableOperands t = new TableOperands(insn, layout);
            int p = ops.predicate(t.operand("dst"));
            if (p < 0) {
              throw new DecodeException(insn, "setp needs a predicate destination");
            }
            Operand src = t.operand("src0");
            boolean scalar = src instanceof jvisa.asm.model.Immediate;
            return new MoveExecs.Setp(
                insn, pc, layout, p, ops.src(insn, src, scalar ? 1 : n), scalar);
          }
        case ADDR_ADD:
          {
            TableOperands t = new TableOperands(insn, layout);
            jvisa.asm.model.AddressOperand a = (jvisa.asm.model.AddressOperand) t.operand("dst");
            int base = layout.addressBase(a.var());
            if (base < 0) {
              throw new DecodeException(insn, "'" + a.var() + "' is not an address variable");
            }
            return new MoveExecs.AddrAdd(
                insn,
                pc,
                layout,
                base + a.elem(),
                1,
                ops.src(insn, t.operand("src0"), n),
                ops.src(insn, t.operand("src1"), n));
          }
        case MOVS:
          {
            TableOperands t = new TableOperands(insn, layout);
            Operand dst = t.operand("dst");
            String var = dst instanceof StateOperand s ? s.var() : ((NameOperand) dst).name();
            int slot = layout.stateIndex(var);
            if (slot < 0) {
              throw new DecodeException(insn, "'" + var + "' is not a surface or sampler variable");
            }
            return new MoveExecs.Movs(insn, pc, layout, slot, ops.src(insn, t.operand("src0"), 1));
          }
        case GOTO:
          return new ControlExecs.Goto(insn, pc, layout, target(insn));
        case JMP:
          return new ControlExecs.Jmp(insn, pc, layout, target(insn));
        case CALL:
          return new ControlExecs.Call(insn, pc, layout, target(insn));
        case RET:
          return new ControlExecs.Ret(insn, pc, layout);
        case FRET:
          return new ControlExecs.Fret(insn, pc, layout);
        case FCALL:
          return new ControlExecs.Fcall(
              insn,
              pc,
              layout,
              ((NameOperand) new TableOperands(insn, layout).operand("callee")).name());
        case PLANE:
          {
            TableOperands t = new TableOperands(insn, layout);
            return new PlaneExec(
                insn,
                pc,
                layout,
                ops.dst(insn, t.operand("dst"), n),
                ops.contiguous(insn, t.operand("src0"), 4),
                ops.contiguous(insn, t.operand("src1"), 32));
          }
        case FADDR:
          {
            TableOperands t = new TableOperands(insn, layout);
            return new ControlExecs.Faddr(
                insn,
                pc,
                layout,
                ((NameOperand) t.operand("function")).name(),
                ops.dst(insn, t.operand("dst"), 1));
          }
        case IFCALL:
          return new ControlExecs.Ifcall(
              insn,
              pc,
              layout,
              ops.src(insn, new TableOperands(insn, layout).operand("callee address"), 1));
        case SWITCHJMP:
          {
            TableOperands t = new TableOperands(insn, layout);
            OperandList l = (OperandList) t.operand("labels");
            int[] targets = new int[l.items().size()];
            for (int k = 0; k < targets.length; k++) {
              targets[k] = label(insn, l.items().get(k));
            }
            return new ControlExecs.SwitchJmp(
                insn, pc, layout, ops.src(insn, t.operand("index"), 1), targets);
          }
        case FILE:
        case LOC:
        case LIFETIME:
        case YIELD:
        case FENCE_SW:
          return new SimpleExecs.Nop(insn, pc, layout);
        default:
          break;
      }
      if (insn.opcode().isVectorAlu()) {
        return alu(insn, pc, o, n);
      }
      Exec e = extension == null ? null : extension.decode(insn, pc, this);
      if (e != null) {
        return e;
      }
      return new SimpleExecs.Unsupported(
          insn,
          pc,
          layout,
          "'"
              + insn.mnemonic()
              + "' needs memory or a thread group; run the kernel with 'jvisa run' to give it one");
    } catch (ClassCastException | IndexOutOfBoundsException e) {
      throw new DecodeException(insn, "unexpected operands for " + insn.mnemonic());
    }
  }

  private Exec alu(Instruction insn, int pc, List<Operand> o, int n) {
    Opcode op = insn.opcode();
    int pd = ops.predicate(o.get(0));
    if (pd >= 0 && op.opClass() == jvisa.asm.model.OpClass.LOGIC) {
      int a = ops.predicate(o.get(1));
      int b = o.size() > 2 ? ops.predicate(o.get(2)) : -1;
      if (a < 0 || (o.size() > 2 && b < 0)) {
        throw new DecodeException(insn, "logic on predicates needs predicate sources");
      }
      return new MoveExecs.PredLogic(insn, pc, layout, pd, a, b);
    }
    int dsts = op.dsts();
    Dst d = ops.dst(insn, o.get(0), n);
    Dst d2 = dsts > 1 ? ops.dst(insn, o.get(1), n) : null;
    Src[] s = new Src[o.size() - dsts];
    if (s.length != op.srcs()) {
      throw new DecodeException(
          insn, op.mnemonic() + " takes " + op.srcs() + " sources, not " + s.length);
    }
    for (int k = 0; k < s.length; k++) {
      s[k] = ops.src(insn, o.get(dsts + k), n);
    }
    if (op == Opcode.LINE) {
      s[0] = ops.contiguous(insn, o.get(dsts), 4);
    }
    return AluExec.decode(insn, pc, layout, d, d2, s);
  }

  OperandDecoder operands() {
    return ops;
  }

  static NumberOperand number(Operand o) {
    return (NumberOperand) o;
  }
}
