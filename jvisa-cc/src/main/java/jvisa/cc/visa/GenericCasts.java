package jvisa.cc.visa;

import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Casts that change a pointer's generic tag ({@link GenericTags}): a {@code __local} or private
 * offset cast to generic gets its space's tag (null stays 0); {@code to_global}, {@code to_local}
 * and {@code to_private} of a generic pointer test the tag and give the pointer (the offset, for
 * local and private) or null. The other pointer casts keep the bits ({@link Conversions}).
 */
final class GenericCasts {
  private final Code code;

  GenericCasts(Code code) {
    this.code = code;
  }

  /** Whether {@code i} is one of these casts; if so, selects it. */
  boolean select(Instr i) {
    if (i.op() != Op.PTRCAST
        || !(i.type() instanceof Type.Pointer to)
        || !(i.operand(0).type() instanceof Type.Pointer from)) {
      return false;
    }
    if (to.space() == AddressSpace.GENERIC
        && (from.space() == AddressSpace.LOCAL || from.space() == AddressSpace.PRIVATE)
        && !isFunctionPointer(from)) {
      tag(i, i.operand(0), GenericTags.of(from.space()));
      return true;
    }
    if (from.space() == AddressSpace.GENERIC && i.attribute() instanceof AddressSpace space) {
      checked(i, i.operand(0), space);
      return true;
    }
    return false;
  }

  /** A function's address (its pointee is void in the IR), which keeps its bits in generic. */
  private static boolean isFunctionPointer(Type.Pointer p) {
    return p.pointee() instanceof Type.Void;
  }

  /** offset == 0 ? 0 : offset | tag << 61. */
  private void tag(Instr i, Value offset, long tag) {
    Var dst = code.var(i);
    String p = code.vars.tempPredicate();
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      code.op("mov", l, dst.dst("uq", h), code.src(offset, "ud", h));
      code.op(
          "or", l, dst.dst("uq", h), dst.src("uq", h), Code.imm(tag << GenericTags.SHIFT, "uq"));
      code.op("cmp.eq", l, p, code.src(offset, "ud", h), Code.imm(0, "ud"));
      code.predicated(p, "mov", l, dst.dst("uq", h), Code.imm(0, "uq"));
    }
  }

  /**
   * The generic pointer's tag names {@code space} ? the pointer's bits (the low 32 for local and
   * private) : null. Global is tag 0 or 7, that is (tag + 1) & 7 below 2.
   */
  private void checked(Instr i, Value generic, AddressSpace space) {
    Var dst = code.var(i);
    Var bits = code.vars.temp("uq", code.isWide(i));
    Var tag = code.vars.temp("ud", code.isWide(i));
    String p = code.vars.tempPredicate();
    boolean global = space != AddressSpace.LOCAL && space != AddressSpace.PRIVATE;
    String type = global ? "uq" : "ud";
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      code.op(
          "shr",
          l,
          bits.dst("uq", h),
          code.src(generic, "uq", h),
          Code.imm(GenericTags.SHIFT, "ud"));
      code.op("mov", l, tag.dst("ud", h), bits.src("uq", h));
      if (global) {
        code.op("add", l, tag.dst("ud", h), tag.src("ud", h), Code.imm(1, "ud"));
        code.op("and", l, tag.dst("ud", h), tag.src("ud", h), Code.imm(7, "ud"));
        code.op("cmp.lt", l, p, tag.src("ud", h), Code.imm(2, "ud"));
      } else {
        code.op("cmp.eq", l, p, tag.src("ud", h), Code.imm(GenericTags.of(space), "ud"));
      }
      code.op("mov", l, dst.dst(type, h), code.src(generic, "uq", h));
      code.predicated("!" + p, "mov", l, dst.dst(type, h), Code.imm(0, type));
    }
  }
}
