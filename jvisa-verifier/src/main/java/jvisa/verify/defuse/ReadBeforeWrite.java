package jvisa.verify.defuse;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.Diagnostic;
import jvisa.verify.Symbols;

/**
 * Reads of bytes no instruction has written, per unit, from the {@link DefUse} view. Written at
 * entry are the {@code .input} payload and the pre-defined variables; surfaces and samplers are not
 * considered.
 *
 * <ul>
 *   <li>{@code [unwritten-read]}: no instruction of the unit writes any byte the read covers;
 *   <li>{@code [read-before-write]}: some instruction writes those bytes, but on no path from the
 *       unit's entry to the read. In straight-line code this is a read that comes before the first
 *       write; across blocks it is a may-write data flow over {@link BasicBlocks}, whose edges
 *       include every path the code can take (and some it cannot), so a read is reported only when
 *       no path at all writes first. Reads in code no path reaches are not reported under this
 *       rule.
 * </ul>
 *
 * <p>The reads of an integer compared with itself ({@link SelfComparison}) do not count: the result
 * does not depend on the value. A read is reported only when none of its bytes is written (a read
 * overlapping any write is assumed fine), so widening a read or a write to unknown bytes can only
 * hide findings, never invent one.
 */
public final class ReadBeforeWrite {
  private final Unit unit;
  private final ByteSpace space = new ByteSpace();
  private final BasicBlocks blocks;
  private final Effects[][] effects;
  private final BitSet atEntry = new BitSet();
  private final BitSet everWritten = new BitSet();
  private final Map<String, UnwrittenRead> findings = new LinkedHashMap<>();

  private ReadBeforeWrite(Unit unit) {
    this.unit = unit;
    Symbols symbols = new Symbols(unit);
    DefUse view = new DefUse(unit, symbols);
    blocks = new BasicBlocks(unit);
    effects = new Effects[blocks.count()][];
    for (int b = 0; b < blocks.count(); b++) {
      List<Instruction> code = blocks.instructions(b);
      effects[b] = new Effects[code.size()];
      for (int i = 0; i < code.size(); i++) {
        effects[b][i] =
            withoutValueIndependentReads(view.effects(code.get(i)), code.get(i), symbols);
      }
    }
    view.writtenAtEntry().forEach(a -> space.mark(atEntry, a));
  }

  private static Effects withoutValueIndependentReads(Effects e, Instruction in, Symbols symbols) {
    String compared = SelfComparison.variable(in, symbols);
    if (compared == null) {
      return e;
    }
    return new Effects(
        e.reads().stream().filter(a -> !a.name().equals(compared)).toList(), e.writes());
  }

  /** The findings of every unit, unit by unit, each unit's in source order. */
  public static List<UnwrittenRead> find(Program program) {
    List<UnwrittenRead> out = new ArrayList<>();
    for (Unit u : program.units()) {
      out.addAll(find(u));
    }
    return out;
  }

  public static List<UnwrittenRead> find(Unit unit) {
    return new ReadBeforeWrite(unit).run();
  }

  /** The findings as warnings {@code file:line:col: [rule] message}. */
  public static List<Diagnostic> warnings(Program program) {
    return find(program).stream().map(UnwrittenRead::diagnostic).toList();
  }

  private List<UnwrittenRead> run() {
    everWritten.or(atEntry);
    BitSet[] written = new BitSet[blocks.count()];
    for (int b = 0; b < blocks.count(); b++) {
      written[b] = writesOf(b);
      everWritten.or(written[b]);
    }
    BitSet[] reaching = reachingWrites(written);
    for (int b = 0; b < blocks.count(); b++) {
      scan(b, reaching[b]);
    }
    List<UnwrittenRead> out = new ArrayList<>(findings.values());
    out.sort(
        Comparator.comparingInt((UnwrittenRead r) -> r.pos() == null ? 0 : r.pos().line())
            .thenComparingInt(r -> r.pos() == null ? 0 : r.pos().col()));
    return out;
  }

  private BitSet writesOf(int b) {
    BitSet bits = new BitSet();
    for (Effects e : effects[b]) {
      e.writes().forEach(a -> space.mark(bits, a));
    }
    return bits;
  }

  /**
   * For each block, the bytes some path from the entry may have written on arriving; null if
   * unreachable.
   */
  private BitSet[] reachingWrites(BitSet[] written) {
    BitSet[] in = new BitSet[blocks.count()];
    if (blocks.count() == 0) {
      return in;
    }
    in[0] = (BitSet) atEntry.clone();
    Deque<Integer> work = new ArrayDeque<>(List.of(0));
    while (!work.isEmpty()) {
      int b = work.pop();
      BitSet out = (BitSet) in[b].clone();
      out.or(written[b]);
      for (int s : blocks.successors(b)) {
        if (in[s] == null) {
          in[s] = (BitSet) out.clone();
          work.push(s);
        } else if (!covers(in[s], out)) {
          in[s].or(out);
          work.push(s);
        }
      }
    }
    return in;
  }

  private static boolean covers(BitSet have, BitSet more) {
    BitSet extra = (BitSet) more.clone();
    extra.andNot(have);
    return extra.isEmpty();
  }

  /**
   * Checks the reads of block {@code b} in order; {@code reaching} is null when no path reaches it.
   */
  private void scan(int b, BitSet reaching) {
    BitSet state = reaching == null ? null : (BitSet) reaching.clone();
    for (Effects e : effects[b]) {
      for (Access read : e.reads()) {
        if (!ByteSpace.tracked(read.root())) {
          continue;
        }
        if (!space.overlaps(everWritten, read)) {
          report(UnwrittenRead.Rule.NEVER_WRITTEN, read);
        } else if (state != null && !space.overlaps(state, read)) {
          report(UnwrittenRead.Rule.BEFORE_WRITE, read);
        }
      }
      if (state != null) {
        e.writes().forEach(a -> space.mark(state, a));
      }
    }
  }

  private void report(UnwrittenRead.Rule rule, Access read) {
    boolean whole = read.start() == 0 && read.end() >= Math.max(1, read.root().byteSize());
    findings.putIfAbsent(
        rule + " " + read.name(),
        new UnwrittenRead(
            rule,
            unit.file(),
            read.name(),
            read.root().name(),
            read.start(),
            read.end(),
            whole,
            read.pos()));
  }
}
