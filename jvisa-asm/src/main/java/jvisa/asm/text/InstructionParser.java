package jvisa.asm.text;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.isa.Format;
import jvisa.asm.isa.OperandSpec;
import jvisa.asm.isa.SuffixException;
import jvisa.asm.isa.SuffixSlot;
import jvisa.asm.isa.Suffixes;
import jvisa.asm.model.ExecSpec;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.PredControl;
import jvisa.asm.model.Predicate;
import jvisa.asm.model.SourcePos;

/**
 * Reads one instruction: predicate, mnemonic and dotted suffixes, execution size, and operands of
 * any form (which operands an opcode takes is the verifier's business). Suffixes follow the table:
 * typed, in their slots, after the execution size only where the slot is written there.
 */
final class InstructionParser {
  private static final int NO_MASK = 0x100;

  private final TokenCursor in;
  private final OperandParser operands;

  InstructionParser(TokenCursor in, OperandParser operands) {
    this.in = in;
    this.operands = operands;
  }

  /**
   * {@code .file "name"} and {@code .loc N}, the directive spellings of the FILE and LOC
   * instructions.
   */
  Instruction directiveForm(Opcode op, int d) {
    SourcePos pos = new SourcePos(in.line(d), in.col(d) - 1);
    String mnemonic = Opcode.intelSpelling(op.mnemonic());
    return new Instruction(
        op, mnemonic, List.of(), false, null, null, operandsToLineEnd(op, true), pos);
  }

  Instruction instruction() {
    SourcePos pos = in.pos();
    Predicate pred = null;
    if (in.at('(')) {
      pred = predicate();
    }
    int mn = in.expectIdent("an instruction");
    String written = in.text(mn);
    Opcode op = Opcode.forMnemonic(written);
    if (op == null) {
      throw in.errorAt(mn, "unknown instruction '" + written + "'");
    }
    String mnemonic = Opcode.intelSpelling(written);
    List<String> suffixes = new ArrayList<>();
    int dot = mnemonic.indexOf('.');
    if (dot > 0) {
      suffixes.add(mnemonic.substring(dot + 1));
      mnemonic = mnemonic.substring(0, dot);
    }
    boolean sat = suffixes(suffixes);
    if (in.at('.') && in.isIdent(in.peek(1), "sat") && !in.spaceBefore(in.peek(1))) {
      in.next();
      in.next();
      sat = true;
    }
    ExecSpec exec = execSpecIfPresent();
    int beforeExecSize = suffixes.size();
    if (exec != null) {
      sat |= suffixes(suffixes);
    }
    int afterExecSize = suffixes.size() - beforeExecSize;
    mnemonic = op.withSuffixesInMnemonic(mnemonic, suffixes);
    List<Operand> operands = operandsToLineEnd(op, exec != null);
    Instruction insn = new Instruction(op, mnemonic, suffixes, sat, pred, exec, operands, pos);
    return withCanonicalSuffixes(insn, mn, Math.min(afterExecSize, suffixes.size()));
  }

  /**
   * Reads the suffixes as the table's typed values: an unknown one is a located error, and each
   * keeps the spelling Intel's assembler reads ({@code cmp.GE} becomes {@code cmp.ge}).
   */
  private Instruction withCanonicalSuffixes(
      Instruction insn, int mnemonicToken, int afterExecSize) {
    Format format = insn.opcode().format(insn);
    Suffixes typed;
    try {
      typed = format.matchSuffixes(insn.suffixes());
    } catch (SuffixException e) {
      throw in.errorAt(mnemonicToken, insn.mnemonic() + " " + e.getMessage());
    }
    List<SuffixSlot> slots = typed.filledSlots();
    for (int k = insn.suffixes().size() - afterExecSize; k < insn.suffixes().size(); k++) {
      if (!slots.get(k).afterExecSize()) {
        throw in.errorAt(
            mnemonicToken,
            insn.mnemonic() + " '." + insn.suffixes().get(k) + "' goes before the execution size");
      }
    }
    List<String> canonical = typed.texts(insn.suffixes());
    if (canonical.equals(insn.suffixes())) {
      return insn;
    }
    return new Instruction(
        insn.opcode(),
        insn.mnemonic(),
        canonical,
        insn.saturate(),
        insn.predicate(),
        insn.exec(),
        insn.operands(),
        insn.pos());
  }

  private List<Operand> operandsToLineEnd(Opcode op, boolean execGiven) {
    List<Operand> ops = new ArrayList<>();
    while (!in.atLineEnd()) {
      int first = in.peek();
      Operand o = operands.operand();
      if (ops.isEmpty() && !execGiven && looksLikeExecSize(o)) {
        throw in.errorAt(first, "malformed execution size: expected (M1..M8[_NM], size) or (size)");
      }
      ops.add(positioned(op, ops.size(), o));
      in.accept(',');
    }
    return ops;
  }

  /**
   * Whether an indirect operand written {@code r[A0(0),0]<1>:d} is a destination depends on where
   * it stands: the table says which positions are destinations.
   */
  private static Operand positioned(Opcode op, int index, Operand o) {
    if (!(o instanceof IndirectOperand r) || !(op.format() instanceof Format f)) {
      return o;
    }
    OperandSpec spec = f.operand(index);
    boolean dst = spec != null && spec.isDestination();
    if (spec == null || r.destination() == dst) {
      return o;
    }
    return new IndirectOperand(
        r.modifier(),
        r.addrVar(),
        r.addrElem(),
        r.immOffset(),
        r.vstride(),
        r.width(),
        r.hstride(),
        r.type(),
        dst,
        r.pos());
  }

  /** Reads dotted suffixes into the list; returns whether one of them was ".sat". */
  private boolean suffixes(List<String> into) {
    boolean sat = false;
    while (atSuffix()) {
      String s = suffix();
      if (s.equals("sat")) {
        sat = true;
      } else {
        into.add(s);
      }
    }
    return sat;
  }

  private boolean atSuffix() {
    int next = in.peek(1);
    return in.atAdjacent('.')
        && !in.spaceBefore(next)
        && (in.isIdent(next) || in.isInt(next) || in.isPunct(next, '<'));
  }

  /**
   * One dotted suffix after a mnemonic, without the dot: {@code eq}, {@code 16}, {@code 16-full}
   * (sample_unorm output formats) or {@code <RTI><A>} (render-target write options).
   */
  private String suffix() {
    in.next();
    if (in.at('<')) {
      StringBuilder sb = new StringBuilder();
      do {
        in.next();
        String option = in.text(in.expectIdent("a render-target write option such as RTI"));
        in.expect('>', "to close the option <" + option);
        sb.append('<').append(option).append('>');
      } while (in.atAdjacent('<'));
      return sb.toString();
    }
    String word = in.text(in.next());
    if (!atDashedWord()) {
      return word;
    }
    StringBuilder sb = new StringBuilder(word);
    while (atDashedWord()) {
      in.next();
      sb.append('-').append(in.text(in.next()));
    }
    return sb.toString();
  }

  private boolean atDashedWord() {
    int next = in.peek(1);
    return in.atAdjacent('-') && !in.spaceBefore(next) && (in.isIdent(next) || in.isInt(next));
  }

  private Predicate predicate() {
    int open = in.expect('(', "");
    boolean neg = in.accept('!');
    String var = in.text(in.expectIdent("a predicate variable"));
    PredControl ctrl = PredControl.NONE;
    if (in.atAdjacent('.')) {
      in.next();
      int c = in.expectIdent("any or all");
      ctrl =
          switch (in.text(c)) {
            case "any" -> PredControl.ANY;
            case "all" -> PredControl.ALL;
            default ->
                throw in.errorAt(
                    c, "expected .any or .all after the predicate, found '" + in.text(c) + "'");
          };
    }
    in.expect(')', "to close the predicate");
    return new Predicate(var, neg, ctrl, in.pos(open));
  }

  /**
   * The execution size after the mnemonic: {@code (M1, 16)}, {@code (M5_NM, 8)} or a bare {@code
   * (8)}.
   */
  private ExecSpec execSpecIfPresent() {
    if (!in.at('(')) {
      return null;
    }
    int a = in.peek(1);
    int b = in.peek(2);
    int c = in.peek(3);
    int d = in.peek(4);
    SourcePos pos = in.pos();
    if (in.isInt(a) && in.isPunct(b, ')')) {
      in.next();
      in.next();
      in.next();
      return new ExecSpec((int) in.intValue(a), 0, false, false, pos);
    }
    if (!in.isIdent(a) || !in.isPunct(b, ',')) {
      return null;
    }
    int mask = emask(a);
    if (!in.isInt(c)) {
      throw in.errorAt(
          c, "expected the execution size after '" + in.text(a) + ",', found " + in.describe(c));
    }
    if (!in.isPunct(d, ')')) {
      throw in.errorAt(
          d,
          "expected ')' to close the execution size ("
              + in.text(a)
              + ", "
              + in.text(c)
              + "), found "
              + in.describe(d));
    }
    for (int i = 0; i < 5; i++) {
      in.next();
    }
    return new ExecSpec((int) in.intValue(c), mask & 0xff, (mask & NO_MASK) != 0, true, pos);
  }

  /**
   * A list in the place of the execution size that would print like one, {@code (NAME, ...)} or
   * {@code (NUMBER)}, is a malformed execution size (no instruction's operands start that way).
   */
  private static boolean looksLikeExecSize(Operand o) {
    if (!(o instanceof OperandList l)) {
      return false;
    }
    List<Operand> items = l.items();
    return (items.size() == 1 && items.get(0) instanceof NumberOperand)
        || (items.size() >= 2 && items.get(0) instanceof NameOperand);
  }

  /** M1..M8 with optional _NM, or NoMask: the group, or'ed with {@link #NO_MASK}. */
  private int emask(int t) {
    String s = in.text(t);
    if (s.equals("NoMask")) {
      return NO_MASK;
    }
    boolean nm = s.endsWith("_NM");
    int coreLength = nm ? s.length() - 3 : s.length();
    if (coreLength == 2 && s.charAt(0) == 'M' && s.charAt(1) >= '1' && s.charAt(1) <= '8') {
      return (s.charAt(1) - '1') | (nm ? NO_MASK : 0);
    }
    throw in.errorAt(
        t, "invalid execution mask '" + s + "': expected M1..M8, M1_NM..M8_NM or NoMask");
  }
}
