package jvisa.cc.visa;

import java.util.List;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * How a generic pointer says where it points, the encoding IGC uses (its generic-pointer
 * documentation and EmitVISAPass's address-space casts): 64 bits whose top three (63:61) are the
 * tag, 001 for private, 010 for local, 000 or 111 (a canonical global address) for global. A local
 * or private pointer (a 32-bit offset) cast to generic is the offset with its space's tag; null
 * stays 0 (no object lies at offset 0 of SLM or of a private frame once its address can be
 * observed: {@link SlmLayout}, {@link PrivateLayout}). Cast back, the low 32 bits are the offset; a
 * global pointer is its own generic value.
 */
final class GenericTags {
  static final int SHIFT = 61;
  static final long PRIVATE = 1;
  static final long LOCAL = 2;

  private GenericTags() {}

  /** The tag of {@code space} (global: 0, which 7 means too). */
  static long of(AddressSpace space) {
    return switch (space) {
      case PRIVATE -> PRIVATE;
      case LOCAL -> LOCAL;
      default -> 0;
    };
  }

  /** The bits (63:61) of generic {@code pointer}, computed at {@code at} of {@code b}. */
  static Instr tagOf(Value pointer, Block b, int at) {
    Instr bits = b.insert(at, new Instr(Op.PTRTOINT, Type.I64, List.of(pointer)));
    return b.insert(
        at + 1, new Instr(Op.LSHR, Type.I64, List.of(bits, Constant.of(Type.I64, SHIFT))));
  }

  /**
   * Whether {@code tag} names {@code space}, local or private (global, 0 or 7, is what the tests
   * for the others leave).
   */
  static Instr isSpace(Instr tag, AddressSpace space) {
    if (space == AddressSpace.LOCAL || space == AddressSpace.PRIVATE) {
      return new Instr(Op.IEQ, Type.I1, List.of(tag, Constant.of(Type.I64, of(space))));
    }
    throw new IllegalArgumentException("global is the space the other tests leave");
  }
}
