package jvisa.machine.debug;

import java.util.Arrays;
import jvisa.asm.isa.Format;
import jvisa.asm.isa.OperandSpec;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.Type;
import jvisa.asm.model.VarClass;
import jvisa.machine.core.RegisterLayout;
import jvisa.machine.core.ThreadView;
import jvisa.machine.core.ValueText;

/**
 * Stops the run when an instruction writes a variable (in any thread, in every function that has a
 * variable of that name): when the instruction names it (or a variable sharing its bytes) as a
 * destination with a channel enabled, or when its value changed (indirect writes).
 */
final class Watch {
  final int id;
  final String var;

  /** Per function index and pc: 1 writes the variable, 0 does not, -1 not yet worked out. */
  private final byte[][] writers;

  private byte[] before;
  private int predicateBefore;
  private boolean enabledBefore;
  private boolean tracking;

  Watch(int id, String var, int functions) {
    this.id = id;
    this.var = var;
    this.writers = new byte[functions][];
  }

  /** Checks that the current function of {@code view} has the variable. */
  static void check(String var, ThreadView view) {
    Declaration d = view.layout().declaration(var);
    if (d == null
        || (d.varClass() != VarClass.GENERAL && d.varClass() != VarClass.PREDICATE)
        || (d.varClass() == VarClass.GENERAL && view.layout().offsetOf(var) < 0)) {
      throw new DebugException(
          "no general or predicate variable '" + var + "' in '" + view.functionName() + "'");
    }
  }

  /** Remembers the value before the instruction at {@code view.pc()}. */
  void before(ThreadView view) {
    RegisterLayout l = view.layout();
    Declaration d = l.declaration(var);
    tracking =
        d != null && (d.varClass() == VarClass.GENERAL || d.varClass() == VarClass.PREDICATE);
    if (!tracking) {
      return;
    }
    int p = l.predicateIndex(var);
    if (p >= 0) {
      predicateBefore = view.predicate(p);
    } else if (l.offsetOf(var) >= 0) {
      before = view.registers(l.offsetOf(var), (int) d.byteSize());
    } else {
      tracking = false;
      return;
    }
    enabledBefore = view.instructionChannels() != 0 && writes(view);
  }

  /** After the instruction: the report of the write, or null when it did not write the variable. */
  String after(ThreadView view) {
    if (!tracking) {
      return null;
    }
    tracking = false;
    RegisterLayout l = view.layout();
    int p = l.predicateIndex(var);
    if (p >= 0) {
      int now = view.predicate(p);
      if (now == predicateBefore && !enabledBefore) {
        return null;
      }
      return var
          + ": "
          + ChannelText.both(predicateBefore)
          + " -> "
          + ChannelText.both(now)
          + " (changed "
          + ChannelText.list(now ^ predicateBefore)
          + ")";
    }
    Declaration d = l.declaration(var);
    byte[] now = view.registers(l.offsetOf(var), (int) d.byteSize());
    if (Arrays.equals(now, before) && !enabledBefore) {
      return null;
    }
    Type t = d.type();
    StringBuilder s = new StringBuilder(var).append(':').append(t.text());
    int changed = 0;
    for (int i = 0; i < d.numElements(); i++) {
      long a = element(before, i, t);
      long b = element(now, i, t);
      if (a != b) {
        changed++;
        s.append("\n  ")
            .append(d.numElements() == Integer.bitCount(view.dispatchMask()) ? "ch " : "el ")
            .append(i)
            .append(": ")
            .append(ValueText.format(a, t))
            .append(" -> ")
            .append(ValueText.format(b, t));
      }
    }
    if (changed == 0) {
      s.append(" written, value unchanged");
    }
    return s.toString();
  }

  private static long element(byte[] bytes, int i, Type t) {
    return jvisa.machine.core.Grf.readInt(bytes, i * t.size(), t);
  }

  private boolean writes(ThreadView view) {
    int fn = view.functionIndex();
    if (writers[fn] == null) {
      writers[fn] = new byte[view.functionLength()];
      Arrays.fill(writers[fn], (byte) -1);
    }
    int pc = view.pc();
    if (writers[fn][pc] < 0) {
      writers[fn][pc] = (byte) (names(view.instruction(), view.layout()) ? 1 : 0);
    }
    return writers[fn][pc] == 1;
  }

  /** Whether {@code insn} names the variable, or one sharing its bytes, as an operand it writes. */
  private boolean names(Instruction insn, RegisterLayout l) {
    Format format;
    try {
      format = insn.opcode().format(insn);
    } catch (RuntimeException e) {
      return false;
    }
    for (int i = 0; i < insn.operands().size(); i++) {
      OperandSpec spec = format.operand(i);
      if (spec != null && spec.role().writes() && overlaps(written(insn.operand(i)), l)) {
        return true;
      }
    }
    return false;
  }

  private static String written(Operand o) {
    if (o instanceof DstRegion r) {
      return r.var();
    }
    if (o instanceof NameOperand n) {
      return n.name();
    }
    if (o instanceof RawOperand r) {
      return r.var();
    }
    if (o instanceof LscData d) {
      return d.var();
    }
    return null;
  }

  private boolean overlaps(String name, RegisterLayout l) {
    if (name == null) {
      return false;
    }
    if (name.equals(var)) {
      return true;
    }
    int a = l.offsetOf(name);
    int b = l.offsetOf(var);
    Declaration da = l.declaration(name);
    Declaration db = l.declaration(var);
    if (a < 0 || b < 0 || da == null || db == null || name.equals("%null")) {
      return false;
    }
    return a < b + db.byteSize() && b < a + da.byteSize();
  }
}
