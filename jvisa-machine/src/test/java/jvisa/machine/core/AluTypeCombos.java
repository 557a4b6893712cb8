package jvisa.machine.core;

import static jvisa.asm.model.Type.B;
import static jvisa.asm.model.Type.D;
import static jvisa.asm.model.Type.DF;
import static jvisa.asm.model.Type.F;
import static jvisa.asm.model.Type.HF;
import static jvisa.asm.model.Type.Q;
import static jvisa.asm.model.Type.UB;
import static jvisa.asm.model.Type.UD;
import static jvisa.asm.model.Type.UQ;
import static jvisa.asm.model.Type.UW;
import static jvisa.asm.model.Type.W;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Type;

/** The destination and source types each ALU opcode allows. */
final class AluTypeCombos {
  private AluTypeCombos() {}

  /** One allowed typing of an instruction: its destination type and one type per source. */
  record Combo(Type dst, List<Type> srcs) {}

  private static final Set<Type> INT = EnumSet.of(B, UB, W, UW, D, UD, Q, UQ);
  private static final Set<Type> INT32 = EnumSet.of(B, UB, W, UW, D, UD);
  private static final Set<Type> DWORD = EnumSet.of(D, UD);
  private static final Set<Type> DW_W = EnumSet.of(D, UD, W, UW);
  private static final Set<Type> FLOATS = EnumSet.of(F, HF, DF);

  /**
   * Every typing the rules allow for {@code op}: each source type drawn independently; for
   * arithmetic, float operands share the destination's type (F and HF may mix).
   */
  // replaced by the instruction table
  static List<Combo> allowed(Opcode op) {
    // The sets of jvisa-verifier's OpcodeTypes (package-private there), for the opcodes tested here.
    return switch (op) {
      case ADD -> arith(op, union(INT, FLOATS));
      case ADD3 -> arith(op, DW_W);
      case AVG -> arith(op, INT32);
      case MUL, MAD -> arith(op, union(INT32, FLOATS));
      case MULH -> arith(op, DWORD);
      case LRP, FRC, RNDD, RNDU, RNDE, RNDZ -> arith(op, EnumSet.of(F));
      case LZD -> plain(op, EnumSet.of(UD), INT32);
      case AND, OR, XOR, NOT, SHL, SHR, ASR -> plain(op, INT, INT);
      case ROL, ROR -> plain(op, DW_W, DW_W);
      case CBIT -> plain(op, EnumSet.of(UD), EnumSet.of(UB, UW, UD));
      case FBH, BFREV -> plain(op, EnumSet.of(UD), DWORD);
      case FBL -> plain(op, EnumSet.of(UD), EnumSet.of(UD, UW));
      case BFE, BFI -> plain(op, DWORD, DWORD);
      case BFN -> plain(op, DW_W, DW_W);
      case LOG, EXP, SIN, COS, POW, RSQRT -> arith(op, EnumSet.of(F, HF));
      case INV, SQRT -> arith(op, FLOATS);
      case SQRTM, DIVM -> arith(op, EnumSet.of(F, DF));
      case DIV -> arith(op, union(INT32, FLOATS));
      case MOD -> arith(op, INT32);
      case MOV -> plain(op, union(INT, FLOATS), union(INT, FLOATS));
      case SEL, MIN, MAX, CMP -> plain(op, union(INT, FLOATS), union(INT, FLOATS));
      default -> throw new IllegalArgumentException(op + " has no type rule here");
    };
  }

  private static List<Combo> arith(Opcode op, Set<Type> types) {
    List<Combo> out = new ArrayList<>();
    for (Combo c : plain(op, types, types)) {
      if (c.srcs().stream().allMatch(s -> sameFloat(c.dst(), s))) {
        out.add(c);
      }
    }
    return out;
  }

  private static List<Combo> plain(Opcode op, Set<Type> dsts, Set<Type> srcs) {
    List<Combo> out = new ArrayList<>();
    for (Type d : dsts) {
      addSources(out, d, new ArrayList<>(), op.srcs(), srcs);
    }
    return out;
  }

  private static void addSources(List<Combo> out, Type dst, List<Type> prefix, int left, Set<Type> srcs) {
    if (left == 0) {
      out.add(new Combo(dst, List.copyOf(prefix)));
      return;
    }
    for (Type s : srcs) {
      prefix.add(s);
      addSources(out, dst, prefix, left - 1, srcs);
      prefix.remove(prefix.size() - 1);
    }
  }

  private static boolean sameFloat(Type dst, Type src) {
    if (!dst.isFloat() && !src.isFloat()) {
      return true;
    }
    return dst == src || (dst == F && src == HF) || (dst == HF && src == F);
  }

  private static Set<Type> union(Set<Type> a, Set<Type> b) {
    EnumSet<Type> s = EnumSet.copyOf(a);
    s.addAll(b);
    return s;
  }
}
