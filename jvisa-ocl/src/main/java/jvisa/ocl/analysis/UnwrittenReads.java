package jvisa.ocl.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.asm.model.AddressOfOperand;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.InputDecl;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.OpClass;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.Program;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Unit;
import jvisa.asm.model.VarClass;

/**
 * Finds general variables a program reads but never writes: per unit, every variable written by an
 * instruction's destination or a message's payload destination marks its root (the variable underneath its
 * aliases) as written; a read of a declared root that is not written, not an {@code .input} and not
 * pre-defined is reported. An indirect destination ({@code r[A0,0]}) may write any variable whose address
 * the unit takes, so those count as written too. Sources read through an address register are not followed,
 * and bookkeeping instructions ({@code lifetime}, {@code loc}, ...) neither read nor write.
 */
public final class UnwrittenReads {
  private UnwrittenReads() {}

  /** The findings of every unit, in unit order, each unit's in order of first read. */
  public static List<UnwrittenRead> find(Program program) {
    List<UnwrittenRead> out = new ArrayList<>();
    for (Unit u : program.units()) {
      out.addAll(find(u));
    }
    return out;
  }

  public static List<UnwrittenRead> find(Unit unit) {
    return new UnitScan(unit).findings();
  }

  /**
   * Whether the operand at {@code index} of a message instruction is the payload it writes: the data operand
   * before the address of an LSC message, the last operand of a legacy load, atomic or raw send. Sampler and
   * video messages, whose destination sits among many parameters, count as writing every operand (which can
   * only hide findings, never invent one).
   */
  static boolean isMessageDestination(Instruction in, int index) {
    List<Operand> ops = in.operands();
    Opcode op = in.opcode();
    if (op.opClass() == OpClass.LSC) {
      return ops.get(index) instanceof LscData && index < firstLscAddress(ops);
    }
    if (op.opClass() == OpClass.SAMPLER || op.opClass() == OpClass.VIDEO) {
      return op != Opcode.RT_WRITE && op != Opcode.URB_WRITE;
    }
    boolean lastIsDestination = switch (op) {
      case OWORD_LD, OWORD_LD_UNALIGNED, MEDIA_LD, GATHER, GATHER_SCALED, GATHER4_SCALED, GATHER4_TYPED,
          DWORD_ATOMIC, TYPED_ATOMIC, QW_GATHER, SVM_BLOCK_LD, SVM_GATHER, SVM_GATHER4_SCALED, SVM_ATOMIC,
          RAW_SEND, RAW_SENDS, FADDR -> true;
      default -> false;
    };
    return lastIsDestination && index == ops.size() - 1;
  }

  private static int firstLscAddress(List<Operand> ops) {
    for (int i = 0; i < ops.size(); i++) {
      if (ops.get(i) instanceof LscAddress) {
        return i;
      }
    }
    return ops.size();
  }

  /** The variable an operand names directly (not through an address register), or null. */
  static String variableOf(Operand o) {
    if (o instanceof DstRegion d) {
      return d.var();
    } else if (o instanceof SrcRegion s) {
      return s.var();
    } else if (o instanceof RawOperand r) {
      return r.var();
    } else if (o instanceof LscData l) {
      return l.var();
    } else if (o instanceof NameOperand n) {
      return n.name();
    }
    return null;
  }

  private static final class UnitScan {
    private final Unit unit;
    private final Map<String, Declaration> declarations = new HashMap<>();
    private final Set<String> inputs = new HashSet<>();
    private final Set<String> written = new HashSet<>();
    private final Set<String> addressTaken = new HashSet<>();
    private final Map<String, UnwrittenRead> reads = new LinkedHashMap<>();
    private boolean indirectWrite;

    UnitScan(Unit unit) {
      this.unit = unit;
      for (Declaration d : unit.declarations()) {
        declarations.put(d.name(), d);
      }
      for (InputDecl i : unit.inputs()) {
        inputs.add(root(i.name()));
      }
    }

    List<UnwrittenRead> findings() {
      List<Instruction> code = new ArrayList<>();
      for (Statement s : unit.body()) {
        if (s instanceof Instruction in && in.opcode().opClass() != OpClass.MISC) {
          code.add(in);
        }
      }
      for (Instruction in : code) {
        collectWrites(in);
      }
      if (indirectWrite) {
        written.addAll(addressTaken);
      }
      for (Instruction in : code) {
        List<Operand> ops = in.operands();
        for (int i = 0; i < ops.size(); i++) {
          if (!(ops.get(i) instanceof DstRegion) && !isMessageDestination(in, i)) {
            collectReads(in, ops.get(i));
          }
        }
      }
      return List.copyOf(reads.values());
    }

    private void collectWrites(Instruction in) {
      List<Operand> ops = in.operands();
      for (int i = 0; i < ops.size(); i++) {
        Operand o = ops.get(i);
        if (o instanceof IndirectOperand ind && ind.destination()) {
          indirectWrite = true;
        } else if (o instanceof AddressOfOperand a) {
          addressTaken.add(root(a.var()));
        } else if (o instanceof DstRegion || isMessageDestination(in, i)) {
          String v = variableOf(o);
          if (v != null) {
            written.add(root(v));
          }
        }
      }
    }

    private void collectReads(Instruction in, Operand o) {
      if (o instanceof OperandList l) {
        l.items().forEach(item -> collectReads(in, item));
      } else if (o instanceof LscAddress a) {
        if (a.surface() != null) {
          collectReads(in, a.surface());
        }
        a.regs().forEach(r -> collectReads(in, r));
      } else {
        String v = variableOf(o);
        if (v != null) {
          read(in, v);
        }
      }
    }

    private void read(Instruction in, String variable) {
      String root = root(variable);
      Declaration d = declarations.get(root);
      if (d == null || d.varClass() != VarClass.GENERAL || written.contains(root) || inputs.contains(root)) {
        return;
      }
      UnwrittenRead seen = reads.get(variable);
      reads.put(variable, seen == null
          ? new UnwrittenRead(unit.name(), variable, root, in.pos(), 1)
          : new UnwrittenRead(unit.name(), variable, root, seen.firstRead(), seen.reads() + 1));
    }

    /** The variable underneath a chain of aliases (itself when not an alias; undeclared names stay as they are). */
    private String root(String name) {
      String at = name;
      for (int hops = 0; hops <= declarations.size(); hops++) {
        Declaration d = declarations.get(at);
        if (d == null || !d.isAlias()) {
          return at;
        }
        at = d.aliasOf();
      }
      return at;
    }
  }
}
