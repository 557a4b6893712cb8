package jvisa.asm.isa;

import static jvisa.asm.model.Type.B;
import static jvisa.asm.model.Type.BF;
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

import java.util.EnumSet;
import java.util.Set;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;

/** The type families and source modifier families instruction formats are written with. */
public final class TypeSets {
  public static final Set<Type> INT = Set.of(B, UB, W, UW, D, UD, Q, UQ);
  public static final Set<Type> INT32 = Set.of(B, UB, W, UW, D, UD);
  public static final Set<Type> DWORD = Set.of(D, UD);
  public static final Set<Type> UDWORD = Set.of(UD);
  public static final Set<Type> DW_W = Set.of(D, UD, W, UW);
  public static final Set<Type> WORD = Set.of(W, UW);
  public static final Set<Type> BYTE = Set.of(B, UB);
  public static final Set<Type> QWORD = Set.of(Q, UQ);
  public static final Set<Type> FLOATS = Set.of(F, HF, DF);
  public static final Set<Type> F_ONLY = Set.of(F);
  public static final Set<Type> F_HF = Set.of(F, HF);
  public static final Set<Type> F_DF = Set.of(F, DF);
  public static final Set<Type> NUMERIC = union(INT, FLOATS);
  public static final Set<Type> NUMERIC32 = union(INT32, FLOATS);
  public static final Set<Type> INT32_F_HF = union(INT32, F_HF);

  /**
   * Everything a mov destination may be: all data types (not the packed-vector immediates, not
   * bool).
   */
  public static final Set<Type> DATA = Set.of(B, UB, W, UW, D, UD, Q, UQ, F, HF, DF, BF);

  public static final Set<Type> ALL = Set.of(Type.values());
  public static final Set<Type> INT_BOOL = union(INT, Set.of(BOOL));
  public static final Set<Type> PREDICATE_BITS = Set.of(UB, UW, UD);
  public static final Set<Type> ADDRESS_OFFSET = Set.of(B, UB, W, UW);

  public static final Set<SrcModifier> ARITHMETIC =
      Set.of(SrcModifier.NEG, SrcModifier.ABS, SrcModifier.NEG_ABS);
  public static final Set<SrcModifier> LOGIC = Set.of(SrcModifier.NOT);
  public static final Set<SrcModifier> NO_MODIFIER = Set.of();

  private TypeSets() {}

  /**
   * Whether an operand of type {@code t} fits a set of allowed types (null: any). Packed immediates
   * count as their element kind (2_datatypes.md): V and UV as integers, VF as F.
   */
  public static boolean accepts(Set<Type> allowed, Type t) {
    if (allowed == null) {
      return true;
    }
    if (t == Type.V || t == Type.UV) {
      return allowed.contains(W)
          || allowed.contains(UW)
          || allowed.contains(D)
          || allowed.contains(UD);
    }
    if (t == Type.VF) {
      return allowed.contains(F);
    }
    return allowed.contains(t);
  }

  /**
   * Whether a source of type {@code src} may go with destination type {@code dst} in floating-point
   * arithmetic ({@link Format#sameFloat()}): one float type throughout, except that F and HF may
   * mix (mixed mode) and VF immediates count as F.
   */
  public static boolean sameFloat(Type dst, Type src) {
    if ((!dst.isFloat() && !src.isFloat()) || dst == src) {
      return true;
    }
    return (dst == F && (src == Type.VF || src == HF)) || (dst == HF && src == F);
  }

  public static Set<Type> union(Set<Type> a, Set<Type> b) {
    EnumSet<Type> s = EnumSet.noneOf(Type.class);
    s.addAll(a);
    s.addAll(b);
    return Set.copyOf(s);
  }
}
