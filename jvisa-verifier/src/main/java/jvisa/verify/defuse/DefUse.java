package jvisa.verify.defuse;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jvisa.asm.isa.Format;
import jvisa.asm.isa.OperandSpec;
import jvisa.asm.isa.PayloadSize;
import jvisa.asm.isa.Role;
import jvisa.asm.isa.Suffixes;
import jvisa.asm.model.AddressOfOperand;
import jvisa.asm.model.AddressOperand;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.InputDecl;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.StateOperand;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Unit;
import jvisa.asm.model.VarClass;
import jvisa.verify.Symbols;

/**
 * The def/use view of one unit's instructions, derived from the roles of the instruction table
 * ({@link jvisa.asm.model.Opcode#format}): operands whose role reads are read, those whose role
 * writes are written, labels, functions, constants and unused payloads are neither. Beyond the
 * operands themselves:
 *
 * <ul>
 *   <li>the predicate of a predicated instruction is read;
 *   <li>{@code r[A0(0),...]} reads {@code A0}; as a destination it may write every variable whose
 *       address the unit takes ({@code &V}), so it writes all of them;
 *   <li>an LSC address {@code bti(S)[A]:a32} reads its surface and its address registers;
 *   <li>{@code %null} is nothing; an alias is the bytes of its root at the alias offset.
 * </ul>
 *
 * <p>Bytes: a region covers its elements from the first to the last the execution size reaches (a
 * destination the table gives a size, such as madw's, covers that many bytes from its start); a
 * payload starts at its offset and covers the table's payload size, or runs to the end of the
 * variable when the size is unknown. Predicate, address, surface and sampler variables are always
 * accessed whole.
 */
public final class DefUse {
  private final Unit unit;
  private final Symbols symbols;
  private final List<Declaration> addressTaken;

  public DefUse(Unit unit) {
    this(unit, new Symbols(unit));
  }

  public DefUse(Unit unit, Symbols symbols) {
    this.unit = unit;
    this.symbols = symbols;
    this.addressTaken = addressTakenRoots();
  }

  /**
   * The variables written before the first instruction: the {@code .input} payload (pre-defined
   * ones aside).
   */
  public List<Access> writtenAtEntry() {
    List<Access> out = new ArrayList<>();
    for (InputDecl i : unit.inputs()) {
      add(out, i.name(), 0, i.size(), i.pos());
    }
    return out;
  }

  /** Whether a variable is one of the pre-defined ones, which hold their values from the start. */
  public static boolean isPredefined(Declaration root) {
    return Symbols.isPredefined(root.name());
  }

  public Effects effects(Instruction in) {
    List<Access> reads = new ArrayList<>();
    List<Access> writes = new ArrayList<>();
    if (in.predicate() != null) {
      SourcePos at = in.predicate().pos() != null ? in.predicate().pos() : in.pos();
      add(reads, in.predicate().var(), 0, RegionBytes.UNKNOWN, at);
    }
    Format format = formatOf(in);
    if (format == null) {
      return new Effects(reads, writes);
    }
    Suffixes suffixes = suffixesOf(format, in);
    for (int i = 0; i < in.operands().size(); i++) {
      OperandSpec spec = format.operand(i);
      if (spec == null) {
        continue;
      }
      Role role = spec.role();
      Operand o = in.operand(i);
      long payload = payloadBytes(spec, in, suffixes, o);
      if (role.writes()) {
        written(in, o, payload, reads, writes);
      } else if (role.reads()) {
        read(in, o, payload, reads);
      }
    }
    return new Effects(reads, writes);
  }

  private void read(Instruction in, Operand o, long payload, List<Access> reads) {
    if (o instanceof SrcRegion r) {
      Declaration d = symbols.lookup(r.var());
      int bytes = elementBytes(d);
      long size = bytes == 0 ? RegionBytes.UNKNOWN : RegionBytes.size(r, in.execSize(), bytes);
      add(reads, r.var(), RegionBytes.start(r.row(), r.col(), bytes), size, r.pos());
    } else if (o instanceof LscAddress a) {
      if (a.surface() != null) {
        read(in, a.surface(), RegionBytes.UNKNOWN, reads);
      }
      for (Operand reg : a.regs()) {
        read(in, reg, payload, reads);
      }
    } else if (o instanceof OperandList l) {
      for (Operand item : l.items()) {
        read(in, item, RegionBytes.UNKNOWN, reads);
      }
    } else {
      named(o, payload, reads, reads);
    }
  }

  private void written(
      Instruction in, Operand o, long payload, List<Access> reads, List<Access> writes) {
    if (o instanceof DstRegion r) {
      Declaration d = symbols.lookup(r.var());
      int bytes = elementBytes(d);
      long size = payload >= 0 || bytes == 0 ? payload : RegionBytes.size(r, in.execSize(), bytes);
      add(writes, r.var(), RegionBytes.start(r.row(), r.col(), bytes), size, r.pos());
    } else if (o instanceof IndirectOperand ind) {
      add(reads, ind.addrVar(), 0, RegionBytes.UNKNOWN, ind.pos());
      for (Declaration d : addressTaken) {
        writes.add(new Access(d.name(), d, 0, size(d), ind.pos()));
      }
    } else {
      named(o, payload, reads, writes);
    }
  }

  /** The operand forms that name one variable directly, with a payload size where one applies. */
  private void named(Operand o, long payload, List<Access> reads, List<Access> to) {
    if (o instanceof IndirectOperand ind) {
      add(reads, ind.addrVar(), 0, RegionBytes.UNKNOWN, ind.pos());
    } else if (o instanceof RawOperand r) {
      add(to, r.var(), r.offset(), payload, r.pos());
    } else if (o instanceof LscData d) {
      add(to, d.var(), d.offset(), payload, d.pos());
    } else if (o instanceof NameOperand n) {
      add(to, n.name(), 0, payload, n.pos());
    } else if (o instanceof AddressOperand a) {
      add(to, a.var(), 0, RegionBytes.UNKNOWN, a.pos());
    } else if (o instanceof StateOperand s) {
      add(to, s.var(), 0, RegionBytes.UNKNOWN, s.pos());
    }
  }

  /**
   * Records an access of {@code size} bytes (-1: to the end) at {@code start} of the named
   * variable, as bytes of its root; names that are no variable ({@code %null}, labels, undeclared
   * names) and broken alias chains are nothing.
   */
  private void add(List<Access> to, String name, long start, long size, SourcePos pos) {
    if (name == null || name.equals("%null")) {
      return;
    }
    Declaration d = symbols.lookup(name);
    if (d == null) {
      return;
    }
    Declaration root = d;
    long begin = 0;
    long bytes = RegionBytes.UNKNOWN;
    if (d.varClass() == VarClass.GENERAL) {
      Symbols.Placement p = symbols.placement(d);
      if (p == null) {
        return;
      }
      root = p.root();
      begin = p.offset() + start;
      bytes = size;
    }
    long end = bytes < 0 ? size(root) : Math.min(size(root), begin + bytes);
    if (begin >= 0 && begin < end) {
      to.add(new Access(name, root, begin, end, pos));
    }
  }

  private static long size(Declaration root) {
    return Math.max(1, root.byteSize());
  }

  private static int elementBytes(Declaration d) {
    return d == null || d.type() == null ? 0 : d.type().size();
  }

  private long payloadBytes(OperandSpec spec, Instruction in, Suffixes suffixes, Operand o) {
    if (spec.size() == null || suffixes == null) {
      return RegionBytes.UNKNOWN;
    }
    String var = PayloadSize.variableOf(o);
    Declaration d = var == null ? null : symbols.lookup(var);
    try {
      return spec.size().bytes(in, suffixes, d == null ? null : d.type());
    } catch (RuntimeException e) {
      return RegionBytes.UNKNOWN;
    }
  }

  private static Format formatOf(Instruction in) {
    try {
      return in.opcode() == null ? null : in.opcode().format(in);
    } catch (RuntimeException e) {
      return null;
    }
  }

  private static Suffixes suffixesOf(Format format, Instruction in) {
    try {
      return format.matchSuffixes(in.suffixes());
    } catch (RuntimeException e) {
      return null;
    }
  }

  private List<Declaration> addressTakenRoots() {
    Set<Declaration> roots = new LinkedHashSet<>();
    for (Statement s : unit.body()) {
      if (s instanceof Instruction in) {
        for (Operand o : in.operands()) {
          if (o instanceof AddressOfOperand a) {
            Declaration d = symbols.lookup(a.var());
            Symbols.Placement p = symbols.placement(d);
            if (p != null) {
              roots.add(p.root());
            } else if (d != null) {
              roots.add(d);
            }
          }
        }
      }
    }
    return List.copyOf(roots);
  }
}
