package jvisa.machine.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;

/**
 * The .visaasm text that runs one opcode with one typing over every region and mask shape, and
 * which source elements and channels each of its instructions uses. Sources are S0..S3 (32 elements
 * each), instruction v writes R{v} (and Q{v} for cmp's predicate form).
 */
final class AluProgram {
  static final int ELEMENTS = 32;

  /** Execution mask of the thread: the (M1, 16) and (M9, 8) shapes see it partly enabled. */
  static final int THREAD_MASK = 0xb7d5;

  /** P1 enables these channels of the predicated shape; for sel it chooses between the sources. */
  static final int P1 = 0x6a3c;

  /** One region and mask shape. */
  enum Shape {
    CONTIGUOUS_8(8, true, 0),
    CONTIGUOUS_16(16, false, 0),
    STRIDED(8, true, 0),
    BROADCAST(8, true, 0),
    SCALAR(1, true, 0),
    PREDICATED_OFFSET(8, false, 8),
    IMMEDIATE(8, true, 0),
    /**
     * Every operand through address register A0: source k from A0(k), the destination from A0(4).
     */
    INDIRECT(8, true, 0);

    final int execSize;
    final boolean noMask;
    final int channelOffset;

    Shape(int execSize, boolean noMask, int channelOffset) {
      this.execSize = execSize;
      this.noMask = noMask;
      this.channelOffset = channelOffset;
    }

    /** The element of source k that channel i reads. */
    int srcElement(int k, int i) {
      return switch (this) {
        case CONTIGUOUS_8, CONTIGUOUS_16, IMMEDIATE -> i;
        case STRIDED -> 2 * i + k % 2;
        case BROADCAST -> k == 0 ? 3 : i;
        case SCALAR -> 5 + k;
        case PREDICATED_OFFSET -> 2 + k + i;
        case INDIRECT -> INDIRECT_FIRST + i;
      };
    }

    /** The destination element channel i writes. */
    int dstElement(int i) {
      return this == STRIDED ? 2 * i : i;
    }

    boolean predicated() {
      return this == PREDICATED_OFFSET;
    }

    /** Whether channel i runs (sel: whether it is enabled; its predicate only chooses). */
    boolean enabled(int i, boolean predicateSelects) {
      int ch = i + channelOffset;
      boolean em = noMask || (THREAD_MASK >>> ch & 1) != 0;
      return em && (predicateSelects || !predicated() || (P1 >>> ch & 1) != 0);
    }
  }

  /** The first source element the indirect shape reads. */
  static final int INDIRECT_FIRST = 4;

  /** What IGC kernels set in %cr0: round to nearest even, F, DF and HF denormals kept. */
  static final int IGC_CR0 = 0x4c0;

  final Opcode op;
  final String suffix;
  final AluTypeCombos.Combo combo;
  final boolean sat;
  final long immediate;

  /** Source k's modifier (an immediate source takes none). */
  final List<SrcModifier> mods;

  /** The whole %cr0 value the program sets before its instructions. */
  final int cr0;

  AluProgram(Opcode op, String suffix, AluTypeCombos.Combo combo, boolean sat, long immediate) {
    this(op, suffix, combo, sat, immediate, noModifiers(combo), IGC_CR0);
  }

  static List<SrcModifier> noModifiers(AluTypeCombos.Combo combo) {
    return Collections.nCopies(combo.srcs().size(), SrcModifier.NONE);
  }

  AluProgram(
      Opcode op,
      String suffix,
      AluTypeCombos.Combo combo,
      boolean sat,
      long immediate,
      List<SrcModifier> mods,
      int cr0) {
    this.op = op;
    this.suffix = suffix;
    this.combo = combo;
    this.sat = sat;
    this.immediate = immediate;
    this.mods = mods;
    this.cr0 = cr0;
  }

  /** Whether source k of shape s is the immediate. */
  boolean immediateSource(Shape s, int k) {
    return s == Shape.IMMEDIATE && k == srcs().size() - 1;
  }

  /** The modifiers shape s's instruction carries. */
  List<SrcModifier> mods(Shape s) {
    List<SrcModifier> m = new ArrayList<>(mods);
    if (s == Shape.IMMEDIATE) {
      m.set(m.size() - 1, SrcModifier.NONE);
    }
    return m;
  }

  List<Type> srcs() {
    return combo.srcs();
  }

  /**
   * The shapes this opcode runs: madw's high dwords sit a register block after the low ones, so no
   * stride.
   */
  List<Shape> shapes() {
    List<Shape> all = new ArrayList<>(List.of(Shape.values()));
    if (op == Opcode.MADW) {
      all.remove(Shape.STRIDED);
    }
    if (dotProduct()) {
      all.remove(Shape.SCALAR);
    }
    if (op == Opcode.LINE) {
      all.remove(Shape.INDIRECT);
    }
    return all;
  }

  /** DP2, DP3, DP4, DPH: channels in groups of four, so no execution size 1. */
  boolean dotProduct() {
    return op == Opcode.DP2 || op == Opcode.DP3 || op == Opcode.DP4 || op == Opcode.DPH;
  }

  /** Whether the opcode writes a second destination (addc's carry, subb's borrow): C{v}. */
  boolean secondDestination() {
    return op.dsts() == 2;
  }

  /**
   * Element offset of madw's high dword of channel i from its low one: the next GRF-aligned block.
   */
  static int madwHighOffset(Shape s) {
    int bytes = s.execSize * 4;
    return (bytes + RegisterLayout.GRF_BYTES - 1)
        / RegisterLayout.GRF_BYTES
        * RegisterLayout.GRF_BYTES
        / 4;
  }

  /** sel reads its predicate as the choice, so every shape of it is predicated. */
  boolean predicateSelects() {
    return op == Opcode.SEL;
  }

  String text() {
    StringBuilder b = new StringBuilder(".version 4.1\n.kernel \"k\"\n");
    for (int k = 0; k < srcs().size(); k++) {
      decl(b, "S" + k, srcs().get(k));
    }
    for (Shape s : shapes()) {
      decl(b, "R" + s.ordinal(), combo.dst());
      if (secondDestination()) {
        decl(b, "C" + s.ordinal(), combo.dst());
      }
      if (op == Opcode.CMP) {
        b.append(".decl Q").append(s.ordinal()).append(" v_type=P num_elts=16\n");
      }
    }
    b.append(".decl P1 v_type=P num_elts=16\n");
    b.append(".decl A0 v_type=A num_elts=8\n");
    b.append(".function \"_main_0\"\n_main_0:\n");
    b.append("    and (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x0:ud\n");
    b.append("    or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x")
        .append(Integer.toHexString(cr0))
        .append(":ud\n");
    for (int k = 0; k < srcs().size(); k++) {
      b.append("    addr_add (M1_NM, 1) A0(")
          .append(k)
          .append(")<1> &S")
          .append(k)
          .append(" 0x")
          .append(Integer.toHexString(INDIRECT_FIRST * srcs().get(k).size()))
          .append(":uw\n");
    }
    if (shapes().contains(Shape.INDIRECT)) {
      b.append("    addr_add (M1_NM, 1) A0(4)<1> &R")
          .append(Shape.INDIRECT.ordinal())
          .append(" 0x0:uw\n");
    }
    if (secondDestination()) {
      b.append("    addr_add (M1_NM, 1) A0(5)<1> &C")
          .append(Shape.INDIRECT.ordinal())
          .append(" 0x0:uw\n");
    }
    for (Shape s : shapes()) {
      String dst = destination(s, "R", 4);
      if (secondDestination()) {
        dst += " " + destination(s, "C", 5);
      }
      b.append(instruction(s, dst));
      if (op == Opcode.CMP) {
        b.append(instruction(s, "Q" + s.ordinal()));
      }
    }
    return b.append("    ret (M1, 1)\n").toString();
  }

  private String destination(Shape s, String var, int addressElement) {
    return s == Shape.INDIRECT
        ? "r[A0(" + addressElement + "),0]<1>:" + combo.dst().text()
        : var + s.ordinal() + "(0,0)<" + (s == Shape.STRIDED ? 2 : 1) + ">";
  }

  private String instruction(Shape s, String dst) {
    StringBuilder b = new StringBuilder("    ");
    if (s.predicated() || predicateSelects()) {
      b.append("(P1) ");
    }
    b.append(op.mnemonic());
    if (suffix != null) {
      b.append('.').append(suffix);
    }
    if (sat) {
      b.append(".sat");
    }
    b.append(" (M")
        .append(s.channelOffset / 4 + 1)
        .append(s.noMask ? "_NM" : "")
        .append(", ")
        .append(s.execSize)
        .append(") ")
        .append(dst);
    for (int k = 0; k < srcs().size(); k++) {
      b.append(' ').append(source(s, k));
    }
    return b.append('\n').toString();
  }

  private String source(Shape s, int k) {
    Type t = srcs().get(k);
    if (immediateSource(s, k)) {
      return "0x" + Long.toHexString(immediate) + ":" + t.text();
    }
    String at =
        mods.get(k).text()
            + (s == Shape.INDIRECT ? "r[A0(" + k + "),0]" : at("S" + k, s.srcElement(k, 0), t));
    return switch (s) {
      case INDIRECT -> at + "<8;8,1>:" + t.text();
      case CONTIGUOUS_8, IMMEDIATE, PREDICATED_OFFSET -> at + "<8;8,1>";
      case CONTIGUOUS_16 -> at + "<16;16,1>";
      case STRIDED -> at + "<16;8,2>";
      case BROADCAST -> k == 0 ? at + "<0;1,0>" : at + "<8;8,1>";
      case SCALAR -> at + "<0;1,0>";
    };
  }

  /** {@code var(row,col)} of element e. */
  private static String at(String var, int e, Type t) {
    int byteOffset = e * t.size();
    return var
        + "("
        + byteOffset / RegisterLayout.GRF_BYTES
        + ","
        + byteOffset % RegisterLayout.GRF_BYTES / t.size()
        + ")";
  }

  private static void decl(StringBuilder b, String name, Type t) {
    b.append(".decl ")
        .append(name)
        .append(" v_type=G type=")
        .append(t.text())
        .append(" num_elts=")
        .append(ELEMENTS)
        .append(" align=hword\n");
  }
}
