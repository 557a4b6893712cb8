package jvisa.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import jvisa.asm.isa.AtomicOperation;
import jvisa.asm.isa.CacheHint;
import jvisa.asm.isa.Cond;
import jvisa.asm.isa.ExecRule;
import jvisa.asm.isa.FenceOp;
import jvisa.asm.isa.FenceScope;
import jvisa.asm.isa.Form;
import jvisa.asm.isa.Format;
import jvisa.asm.isa.OperandSpec;
import jvisa.asm.isa.Role;
import jvisa.asm.isa.Sfid;
import jvisa.asm.isa.SuffixKind;
import jvisa.asm.isa.SuffixSlot;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;

/**
 * Random, parsable vISA kernels built from the instruction table: each instruction is a random
 * {@link Opcode} row whose operands are written in forms, types and regions its {@link Format}
 * allows (and sometimes ones it does not), on a fixed set of declared variables of every type, with
 * labels, jumps, gotos, a subroutine, predicates and messages on a declared surface. Most programs
 * are rejected by the verifier; those it accepts go to the machine.
 */
final class ProgramGenerator {
  private static final Type[] TYPES = {
    Type.B, Type.UB, Type.W, Type.UW, Type.D, Type.UD, Type.Q, Type.UQ, Type.F, Type.HF, Type.DF
  };
  private static final int[] ELEMENTS = {64, 64, 128, 128, 32, 16, 8, 1, 3};
  private static final String[] SRC_REGIONS = {
    "<0;1,0>",
    "<1;1,0>",
    "<8;8,1>",
    "<16;8,2>",
    "<2;1,0>",
    "<4;4,1>",
    "<0;4,1>",
    "<16;16,1>",
    "<1;0,1>"
  };
  private static final String[] DST_REGIONS = {"<1>", "<1>", "<2>", "<4>", "<0>"};
  private static final List<String> SUFFIX_WORDS = suffixWords();
  private static final Opcode[] OPCODES = Opcode.values();
  private static final Map<SuffixKind<?>, List<String>> SPELLINGS = new ConcurrentHashMap<>();
  private static final String[] LABELS = {"L0", "L1", "L2", "L3"};

  private final Random random;
  private final int[] elements = new int[TYPES.length];
  private int simd;
  private int execSize;

  ProgramGenerator(Random random) {
    this.random = random;
  }

  /** One kernel (and, in the same unit, one subroutine) as text. */
  String kernel() {
    return kernel(text -> true);
  }

  /**
   * One kernel grown an instruction at a time: a candidate instruction is kept when {@code keep}
   * accepts the kernel with it (a few candidates are tried per place), so that most kernels pass a
   * verifier while every instruction is still random.
   */
  String kernel(Predicate<String> keep) {
    simd = new int[] {1, 8, 16, 32}[random.nextInt(4)];
    StringBuilder b = new StringBuilder(".version 4.1\n.kernel \"fuzz\"\n");
    for (int i = 0; i < TYPES.length; i++) {
      elements[i] = TYPES[i] == Type.UD ? 64 : ELEMENTS[random.nextInt(ELEMENTS.length)];
      String t = TYPES[i].text();
      b.append(".decl G")
          .append(t)
          .append(" v_type=G type=")
          .append(t)
          .append(" num_elts=")
          .append(elements[i])
          .append(" align=")
          .append(random.nextBoolean() ? "hword" : "GRF")
          .append('\n');
    }
    b.append(".decl AD v_type=G type=d num_elts=8 align=hword alias=<Gud, ")
        .append(4 * random.nextInt(3))
        .append(">\n");
    b.append(".decl P1 v_type=P num_elts=32\n");
    b.append(".decl P2 v_type=P num_elts=").append(random.nextInt(8) == 0 ? 1 : 32).append('\n');
    b.append(".decl A0 v_type=A num_elts=").append(1 + random.nextInt(4)).append('\n');
    b.append(".decl T6 v_type=T num_elts=1\n");
    b.append(".decl S1 v_type=S num_elts=1\n");
    if (random.nextInt(3) == 0 && elements[4] <= 32) {
      b.append(".input Gd offset=32 size=").append(4 * elements[4]).append('\n');
    }
    b.append(".funcdecl \"helper\"\n");
    b.append(".kernel_attr SimdSize=").append(Math.max(8, simd)).append('\n');
    String header = b.toString();
    List<String> main = new ArrayList<>();
    List<String> sub = new ArrayList<>();
    int placed = 0;
    int count = 1 + random.nextInt(24);
    for (int i = 0; i < count; i++) {
      boolean inKernel = random.nextInt(5) != 0;
      if (inKernel && random.nextInt(6) == 0 && placed < LABELS.length) {
        main.add(LABELS[placed++] + ":");
      }
      List<String> body = inKernel ? main : sub;
      for (int tries = 0; tries < 4; tries++) {
        body.add("    " + instruction(inKernel));
        if (keep.test(assemble(header, main, placed, sub))) {
          break;
        }
        body.remove(body.size() - 1);
      }
    }
    return assemble(header, main, placed, sub);
  }

  /**
   * The unit: header, kernel body with the labels not yet placed at its end, then the subroutine.
   */
  private String assemble(String header, List<String> main, int placed, List<String> sub) {
    StringBuilder b = new StringBuilder(header).append(".function \"_main_0\"\n_main_0:\n");
    main.forEach(l -> b.append(l).append('\n'));
    for (int i = placed; i < LABELS.length; i++) {
      b.append(LABELS[i]).append(":\n");
    }
    b.append("    ret (M1, 1)\n.function \"sub_1\"\nsub_1:\n");
    sub.forEach(l -> b.append(l).append('\n'));
    return b.append("    ret (M1, ").append(simd).append(")\n").toString();
  }

  private String instruction(boolean inKernel) {
    return switch (random.nextInt(10)) {
      case 0 -> inKernel ? control() : fromTable(Opcode.MOV);
      default -> fromTable(OPCODES[random.nextInt(OPCODES.length)]);
    };
  }

  /** A jump, goto or subroutine call, often predicated, to a label or subroutine of the unit. */
  private String control() {
    String label = LABELS[random.nextInt(LABELS.length)];
    String pred = random.nextBoolean() ? "" : (random.nextBoolean() ? "(P1) " : "(!P1) ");
    return switch (random.nextInt(4)) {
      case 0 -> pred + "jmp (M1_NM, 1) " + label;
      case 1 -> pred + "goto (M1, " + simd + ") " + label;
      case 2 -> "call (M1, " + simd + ") sub_1";
      default ->
          "cmp.lt (M1, "
              + simd
              + ") P1 Gd(0,0)<0;1,0> 0x"
              + Integer.toHexString(random.nextInt(64))
              + ":d";
    };
  }

  /**
   * An instruction of {@code op} written after its format in the table; null operands where it has
   * none.
   */
  private String fromTable(Opcode op) {
    Format f;
    try {
      f = op.format().of(null);
    } catch (RuntimeException e) {
      return "mov (M1, " + simd + ") Gd(0,0)<1> 0x1:d";
    }
    StringBuilder b = new StringBuilder();
    execSize = 1;
    if (random.nextInt(5) == 0) {
      b.append(random.nextBoolean() ? "(P1) " : "(!P2) ");
    }
    b.append(op.mnemonic());
    for (SuffixSlot s : f.suffixes()) {
      if (!s.optional() || random.nextInt(3) == 0) {
        b.append('.').append(suffix(s));
      }
    }
    if (f.saturates() && random.nextInt(6) == 0) {
      b.append(".sat");
    }
    ExecRule exec = f.exec();
    if (exec.takesSize() && (!exec.optional() || random.nextBoolean())) {
      int n = exec.allows(simd) && random.nextInt(4) != 0 ? simd : 1 << random.nextInt(6);
      execSize = n;
      b.append(
          exec.allows(1 << 5) || exec.allows(16)
              ? " (M1" + (random.nextInt(5) == 0 ? "_NM" : "") + ", " + n + ")"
              : " (" + n + ")");
    }
    List<OperandSpec> operands = f.operands();
    for (int i = 0; i < operands.size(); i++) {
      b.append(' ').append(operand(operands.get(i)));
    }
    return b.toString();
  }

  private String suffix(SuffixSlot slot) {
    List<String> words = SPELLINGS.computeIfAbsent(slot.kind(), ProgramGenerator::spellingsOf);
    return words.isEmpty() || random.nextInt(50) == 0
        ? SUFFIX_WORDS.get(random.nextInt(SUFFIX_WORDS.size()))
        : words.get(random.nextInt(words.size()));
  }

  /** The candidate words the suffix kind reads. */
  private static List<String> spellingsOf(SuffixKind<?> kind) {
    List<String> accepted = new ArrayList<>();
    for (String w : SUFFIX_WORDS) {
      try {
        if (kind.parse(w) != null) {
          accepted.add(w);
        }
      } catch (RuntimeException e) {
        // not a spelling of this kind
      }
    }
    return accepted;
  }

  private String operand(OperandSpec spec) {
    if (spec.nullable() && random.nextInt(4) == 0) {
      return "%null.0";
    }
    List<Form> forms = new ArrayList<>(spec.forms());
    forms.sort(null);
    Form form = forms.isEmpty() ? Form.GENERAL : forms.get(random.nextInt(forms.size()));
    int t = typeIndex(spec.types());
    String var = "G" + TYPES[t].text();
    boolean dst = spec.role() == Role.DST;
    return switch (form) {
      case GENERAL ->
          modifier(spec)
              + var
              + "("
              + row(t)
              + ","
              + column(t)
              + ")"
              + (dst ? pick(DST_REGIONS) : sourceRegion());
      case INDIRECT ->
          "r[A0(0),"
              + 4 * random.nextInt(8)
              + "]"
              + (dst ? "<1>" : pick(SRC_REGIONS))
              + ":"
              + TYPES[t].text();
      case IMMEDIATE -> immediate(TYPES[t]);
      case PREDICATE -> random.nextBoolean() ? "P1" : "P2";
      case ADDRESS -> "A0(" + random.nextInt(2) + ")" + (dst ? "<1>" : "<0;1,0>");
      case ADDRESS_OF -> "&" + var + (random.nextBoolean() ? "" : "+" + 4 * random.nextInt(16));
      case STATE -> random.nextInt(4) == 0 ? "%slm" : random.nextBoolean() ? "T6" : "S1";
      case RAW -> var + "." + 32 * random.nextInt(2);
      case NUMBER -> Integer.toString(new int[] {0, 1, 2, 4, 8, 16, 32}[random.nextInt(7)]);
      case LIST ->
          random.nextBoolean()
              ? "(" + pick(LABELS) + ", " + pick(LABELS) + ")"
              : "(" + (1 + random.nextInt(16)) + ", " + (1 + random.nextInt(8)) + ")";
      case LSC_DATA ->
          var + ":d" + (random.nextBoolean() ? "32" : "64") + (random.nextBoolean() ? "" : "x2");
      case LSC_ADDRESS ->
          (random.nextBoolean() ? "flat" : random.nextBoolean() ? "bti(0x1)" : "bss(T6)")
              + "[Gud]:a"
              + (random.nextBoolean() ? "32" : "64");
      case NAME ->
          spec.role() == Role.LABEL
              ? pick(LABELS)
              : spec.role() == Role.FUNCTION ? "helper" : "sub_1";
      case STRING -> "\"fuzz.cl\"";
    };
  }

  /** A region whose width fits the execution size, and now and then one that does not. */
  private String sourceRegion() {
    for (int tries = 0; tries < 6; tries++) {
      String region = pick(SRC_REGIONS);
      int width = Integer.parseInt(region.substring(region.indexOf(';') + 1, region.indexOf(',')));
      if (width <= execSize || random.nextInt(10) == 0) {
        return region;
      }
    }
    return "<0;1,0>";
  }

  private String modifier(OperandSpec spec) {
    if (spec.modifiers().isEmpty() || random.nextInt(4) != 0) {
      return "";
    }
    List<SrcModifier> m = new ArrayList<>(spec.modifiers());
    m.sort(null);
    return m.get(random.nextInt(m.size())).text();
  }

  private int typeIndex(Set<Type> allowed) {
    for (int tries = 0; tries < 8; tries++) {
      int i = random.nextInt(TYPES.length);
      if (allowed == null || allowed.contains(TYPES[i]) || random.nextInt(20) == 0) {
        return i;
      }
    }
    return random.nextInt(TYPES.length);
  }

  /** Mostly the first register of the variable, sometimes one past its end. */
  private int row(int t) {
    int rows = (elements[t] * TYPES[t].size() + 31) / 32;
    return random.nextInt(8) == 0 ? random.nextInt(rows + 1) : random.nextInt(Math.max(1, rows));
  }

  private int column(int t) {
    int perRow = 32 / TYPES[t].size();
    return random.nextInt(4) == 0 ? random.nextInt(perRow) : 0;
  }

  private String immediate(Type t) {
    long v =
        switch (random.nextInt(5)) {
          case 0 -> 0;
          case 1 -> 1;
          case 2 -> -1;
          case 3 -> random.nextInt(64);
          default -> random.nextLong();
        };
    long mask = t.size() == 8 ? -1L : (1L << (8 * t.size())) - 1;
    return "0x" + Long.toHexString(v & mask) + ":" + t.text();
  }

  private String pick(String[] options) {
    return options[random.nextInt(options.length)];
  }

  private static List<String> suffixWords() {
    List<String> words = new ArrayList<>();
    for (var values :
        List.of(
            Cond.values(),
            Sfid.values(),
            CacheHint.values(),
            FenceOp.values(),
            FenceScope.values())) {
      for (var v : values) {
        words.add(v.text());
      }
    }
    for (AtomicOperation a : AtomicOperation.values()) {
      if (a.legacyText() != null) {
        words.add(a.legacyText());
      }
    }
    for (int i = 1; i <= 64; i++) {
      words.add(Integer.toString(i));
    }
    for (int i = 0; i < 256; i += 7) {
      words.add(String.format("x%02x", i));
    }
    words.addAll(
        List.of(
            "R", "RG", "RGB", "RGBA", "GBA", "G", "B", "A", "RA", "GB", "x80", "xd8", "o", "u8",
            "s8", "bf", "hf", "tf32", "ugm", "slm", "ugml", "tgm", "a32", "a64", "d32", "d64",
            "signal", "wait", "start", "end", "f", "u4", "s4", "u2", "s2", "bf8", "hf8", "nosat"));
    return words;
  }
}
