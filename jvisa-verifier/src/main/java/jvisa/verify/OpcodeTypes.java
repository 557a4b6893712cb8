package jvisa.verify;

import static jvisa.asm.model.Type.B;
import static jvisa.asm.model.Type.BOOL;
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

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Type;
import jvisa.verify.TypeRule.Modifiers;

/**
 * Operand types per opcode, from the "Supported Types", "Must have type" and "Source Modifier" lines of
 * the instruction pages (instructions/*.md) and 2_datatypes.md. Where IGC's own output is wider than a
 * page (shr and asr on either signedness, fbl on a word source) the table follows IGC, which
 * the vISA finalizer accepts; the comments say so.
 */
final class OpcodeTypes {
  private static final EnumSet<Type> INT = EnumSet.of(B, UB, W, UW, D, UD, Q, UQ);
  private static final EnumSet<Type> INT32 = EnumSet.of(B, UB, W, UW, D, UD);
  private static final EnumSet<Type> DWORD = EnumSet.of(D, UD);
  private static final EnumSet<Type> DW_W = EnumSet.of(D, UD, W, UW);
  private static final EnumSet<Type> FLOATS = EnumSet.of(F, HF, DF);
  private static final EnumSet<Type> NUMERIC = union(INT, FLOATS);
  private static final EnumSet<Type> NUMERIC32 = union(INT32, FLOATS);
  private static final EnumSet<Type> F_ONLY = EnumSet.of(F);
  private static final EnumSet<Type> F_HF = EnumSet.of(F, HF);

  private static final Map<Opcode, TypeRule> RULES = new EnumMap<>(Opcode.class);

  static {
    arith(Opcode.ADD, NUMERIC, NUMERIC);
    arith(Opcode.ADD3, DW_W, DW_W);
    plain(Opcode.ADDC, EnumSet.of(UD), EnumSet.of(UD));
    plain(Opcode.SUBB, EnumSet.of(UD), EnumSet.of(UD));
    arith(Opcode.AVG, INT32, INT32);
    arith(Opcode.MUL, NUMERIC32, NUMERIC32);
    arith(Opcode.MULH, DWORD, DWORD);
    arith(Opcode.MAD, NUMERIC32, NUMERIC32);
    arith(Opcode.MADW, DWORD, DWORD);
    arith(Opcode.LRP, F_ONLY, F_ONLY);
    arith(Opcode.SAD2, EnumSet.of(W, UW), EnumSet.of(B, UB));
    RULES.put(Opcode.SAD2ADD,
        new TypeRule(EnumSet.of(W, UW), EnumSet.of(B, UB), EnumSet.of(W, UW), Modifiers.ARITHMETIC, true));
    for (Opcode op : new Opcode[] {Opcode.DP2, Opcode.DP3, Opcode.DP4, Opcode.DPH, Opcode.PLANE, Opcode.FRC,
        Opcode.RNDD, Opcode.RNDU, Opcode.RNDE, Opcode.RNDZ}) {
      arith(op, F_ONLY, F_ONLY);
    }
    arith(Opcode.DP4A, DWORD, DWORD);
    arith(Opcode.LINE, union(INT32, F_ONLY), union(INT32, F_ONLY));
    plain(Opcode.LZD, EnumSet.of(UD), INT32);

    for (Opcode op : new Opcode[] {Opcode.AND, Opcode.OR, Opcode.XOR, Opcode.NOT}) {
      RULES.put(op, new TypeRule(with(INT, BOOL), with(INT, BOOL), null, Modifiers.LOGIC, false));
    }
    // IGC emits shr and asr on signed and unsigned variables alike (the pages list one signedness each).
    for (Opcode op : new Opcode[] {Opcode.SHL, Opcode.SHR, Opcode.ASR}) {
      RULES.put(op, new TypeRule(INT, INT, null, Modifiers.ARITHMETIC, false));
    }
    plain(Opcode.ROL, DW_W, DW_W);
    plain(Opcode.ROR, DW_W, DW_W);
    plain(Opcode.CBIT, EnumSet.of(UD), EnumSet.of(UB, UW, UD));
    plain(Opcode.FBH, EnumSet.of(UD), DWORD);
    // IGC emits fbl on uw sources (FBL.md lists UD only).
    plain(Opcode.FBL, EnumSet.of(UD), EnumSet.of(UD, UW));
    plain(Opcode.BFREV, EnumSet.of(UD), DWORD);
    plain(Opcode.BFE, DWORD, DWORD);
    plain(Opcode.BFI, DWORD, DWORD);
    RULES.put(Opcode.BFN, new TypeRule(DW_W, DW_W, null, Modifiers.LOGIC, false));

    for (Opcode op : new Opcode[] {Opcode.LOG, Opcode.EXP, Opcode.SIN, Opcode.COS, Opcode.POW, Opcode.RSQRT,
        Opcode.ASIN, Opcode.ACOS, Opcode.ATAN}) {
      arith(op, F_HF, F_HF);
    }
    arith(Opcode.INV, FLOATS, FLOATS);
    arith(Opcode.SQRT, FLOATS, FLOATS);
    arith(Opcode.SQRTM, EnumSet.of(F, DF), EnumSet.of(F, DF));
    arith(Opcode.DIVM, EnumSet.of(F, DF), EnumSet.of(F, DF));
    arith(Opcode.DIV, NUMERIC32, NUMERIC32);
    arith(Opcode.MOD, INT32, INT32);

    EnumSet<Type> data = EnumSet.complementOf(EnumSet.of(BOOL));
    RULES.put(Opcode.MOV, new TypeRule(data, EnumSet.allOf(Type.class), null, Modifiers.ARITHMETIC, false));
    for (Opcode op : new Opcode[] {Opcode.SEL, Opcode.MIN, Opcode.MAX}) {
      RULES.put(op, new TypeRule(NUMERIC, NUMERIC, null, Modifiers.ARITHMETIC, false));
    }
    RULES.put(Opcode.CMP, new TypeRule(EnumSet.allOf(Type.class), NUMERIC, null, Modifiers.ARITHMETIC,
        false));
    RULES.put(Opcode.SETP, new TypeRule(EnumSet.of(BOOL), EnumSet.of(UB, UW, UD), null, Modifiers.NONE,
        false));
    RULES.put(Opcode.ADDR_ADD,
        new TypeRule(EnumSet.of(UW), EnumSet.of(B, UB, W, UW), null, Modifiers.NONE, false));
  }

  private OpcodeTypes() {}

  /** The type rule of an opcode, or null when its operands are not typed vector operands. */
  static TypeRule of(Opcode op) {
    return op == null ? null : RULES.get(op);
  }

  private static void arith(Opcode op, EnumSet<Type> dst, EnumSet<Type> src) {
    RULES.put(op, new TypeRule(dst, src, null, Modifiers.ARITHMETIC, true));
  }

  private static void plain(Opcode op, EnumSet<Type> dst, EnumSet<Type> src) {
    RULES.put(op, new TypeRule(dst, src, null, Modifiers.NONE, false));
  }

  private static EnumSet<Type> union(EnumSet<Type> a, EnumSet<Type> b) {
    EnumSet<Type> s = EnumSet.copyOf(a);
    s.addAll(b);
    return s;
  }

  private static EnumSet<Type> with(EnumSet<Type> a, Type t) {
    EnumSet<Type> s = EnumSet.copyOf(a);
    s.add(t);
    return s;
  }
}
