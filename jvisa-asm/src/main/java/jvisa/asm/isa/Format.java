package jvisa.asm.isa;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Instruction;

/**
 * One instruction format: its operands in order, the suffixes it takes, its execution size rule,
 * whether floating-point operands must share the destination's type, and a rule across operands
 * (null for none).
 */
public record Format(
    List<OperandSpec> operands,
    List<SuffixSlot> suffixes,
    ExecRule exec,
    boolean sameFloat,
    boolean saturates,
    ShapeRule shape)
    implements InstructionFormat {

  public Format {
    operands = List.copyOf(operands);
    suffixes = List.copyOf(suffixes);
  }

  public Format(
      List<OperandSpec> operands,
      List<SuffixSlot> suffixes,
      ExecRule exec,
      boolean sameFloat,
      boolean saturates) {
    this(operands, suffixes, exec, sameFloat, saturates, null);
  }

  @Override
  public Format of(Instruction insn) {
    return this;
  }

  public Format withSuffixes(SuffixSlot... slots) {
    return new Format(operands, List.of(slots), exec, sameFloat, saturates, shape);
  }

  public Format withExec(ExecRule rule) {
    return new Format(operands, suffixes, rule, sameFloat, saturates, shape);
  }

  public Format saturating() {
    return new Format(operands, suffixes, exec, sameFloat, true, shape);
  }

  public Format withSameFloat() {
    return new Format(operands, suffixes, exec, true, saturates, shape);
  }

  public Format withShape(ShapeRule rule) {
    return new Format(operands, suffixes, exec, sameFloat, saturates, rule);
  }

  /** Whether the last operand may repeat (trailing sampler payloads). */
  public boolean variadic() {
    return !operands.isEmpty() && operands.get(operands.size() - 1).repeated();
  }

  /**
   * The spec of the operand at {@code index}, the repeated last one for any index past it; null if
   * none.
   */
  public OperandSpec operand(int index) {
    if (index < operands.size()) {
      return operands.get(index);
    }
    return variadic() ? operands.get(operands.size() - 1) : null;
  }

  /** The index of the first operand with that role, or -1. */
  public int indexOf(Role role) {
    for (int i = 0; i < operands.size(); i++) {
      if (operands.get(i).role() == role) {
        return i;
      }
    }
    return -1;
  }

  /** The index of the operand with that name, or -1. */
  public int indexOf(String name) {
    for (int i = 0; i < operands.size(); i++) {
      if (operands.get(i).name().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /** Whether {@code count} operands are the right number for this format. */
  public boolean acceptsCount(int count) {
    return count >= required() && (variadic() || count <= operands.size());
  }

  /** How many operands must be written: those before the first that may be left out or repeated. */
  public int required() {
    for (int i = 0; i < operands.size(); i++) {
      if (operands.get(i).optional() || operands.get(i).repeated()) {
        return i;
      }
    }
    return operands.size();
  }

  /** The number of destinations (operands in DST role): 2 for addc. */
  public int destinations() {
    int n = 0;
    for (OperandSpec o : operands) {
      n += o.role() == Role.DST ? 1 : 0;
    }
    return n;
  }

  /** Whether any suffix of this format is written after the execution size. */
  public boolean hasSuffixAfterExecSize() {
    for (SuffixSlot slot : suffixes) {
      if (slot.afterExecSize()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Matches written suffixes against the slots, in order, optional slots left out where needed.
   *
   * @throws SuffixException naming the first suffix that fits no slot, or the first missing one
   */
  public Suffixes matchSuffixes(List<String> written) {
    if (written.isEmpty() && suffixes.isEmpty()) {
      return Suffixes.NONE;
    }
    Object[] values = new Object[suffixes.size()];
    if (match(written, 0, 0, values)) {
      return new Suffixes(suffixes, values);
    }
    throw new SuffixException(explain(written));
  }

  private boolean match(List<String> written, int w, int s, Object[] values) {
    if (s == suffixes.size()) {
      return w == written.size();
    }
    SuffixSlot slot = suffixes.get(s);
    if (w < written.size()) {
      Object v = slot.kind().parse(written.get(w));
      if (v != null) {
        values[s] = v;
        if (match(written, w + 1, s + 1, values)) {
          return true;
        }
      }
    }
    values[s] = null;
    return slot.optional() && match(written, w, s + 1, values);
  }

  /**
   * Why no match: the first written suffix that no remaining slot accepts, else the missing slot.
   */
  private String explain(List<String> written) {
    int s = 0;
    for (String text : written) {
      int at = s;
      while (at < suffixes.size() && suffixes.get(at).kind().parse(text) == null) {
        if (!suffixes.get(at).optional()) {
          SuffixKind<?> k = suffixes.get(at).kind();
          return "'." + text + "' is not a " + k.name() + " (expected " + k.expected() + ")";
        }
        at++;
      }
      if (at == suffixes.size()) {
        return suffixes.isEmpty()
            ? "takes no suffix, found '." + text + "'"
            : "'." + text + "' is not allowed here";
      }
      s = at + 1;
    }
    List<String> missing = new ArrayList<>();
    for (int i = s; i < suffixes.size(); i++) {
      if (!suffixes.get(i).optional()) {
        missing.add(suffixes.get(i).kind().name() + " (" + suffixes.get(i).kind().expected() + ")");
      }
    }
    return "lacks its " + String.join(" and ", missing);
  }
}
