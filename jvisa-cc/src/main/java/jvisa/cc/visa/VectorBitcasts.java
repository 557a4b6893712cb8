package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.List;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * A bitcast between vectors (or a vector and a scalar) of different component counts, over the
 * source's components: each source component as an integer of its width, split into narrower pieces
 * by shifts and truncations or joined into wider ones by extensions, shifts and ors, then each
 * piece as the destination's element. Components are little-endian (component 0 in the lowest
 * bytes); a 3-component vector is 4 components in size, its 4th undefined.
 */
final class VectorBitcasts {
  private final GeometricFunctions.Emitter out;

  VectorBitcasts(GeometricFunctions.Emitter out) {
    this.out = out;
  }

  /** The destination's components for a source of {@code from} with {@code parts}. */
  List<Value> components(List<Value> parts, Type from, Type to) {
    Type fromElement = Type.scalarOf(from);
    Type toElement = Type.scalarOf(to);
    int fromBits = (int) fromElement.size() * 8;
    int toBits = (int) toElement.size() * 8;
    List<Value> words = new ArrayList<>();
    for (Value p : parts) {
      words.add(asInteger(p, fromBits));
    }
    while (words.size() < storageCount(from)) {
      words.add(Constant.undef(new Type.Int(fromBits)));
    }
    List<Value> pieces =
        fromBits >= toBits ? split(words, fromBits, toBits) : join(words, fromBits, toBits);
    List<Value> result = new ArrayList<>();
    for (int k = 0; k < Type.lanes(to); k++) {
      result.add(fromInteger(pieces.get(k), toElement));
    }
    return result;
  }

  /** Whether {@link #components} handles a bitcast from {@code from} to {@code to}. */
  static boolean handles(Type from, Type to) {
    return elementOk(Type.scalarOf(from))
        && elementOk(Type.scalarOf(to))
        && storageCount(from) * Type.scalarOf(from).size()
            == storageCount(to) * Type.scalarOf(to).size();
  }

  private static boolean elementOk(Type t) {
    return t instanceof Type.Flt || t instanceof Type.Int i && i.bits() >= 8;
  }

  private static int storageCount(Type t) {
    int n = Type.lanes(t);
    return n == 3 ? 4 : n;
  }

  private List<Value> split(List<Value> words, int fromBits, int toBits) {
    Type.Int narrow = new Type.Int(toBits);
    List<Value> out = new ArrayList<>();
    for (Value w : words) {
      for (int shift = 0; shift < fromBits; shift += toBits) {
        if (w instanceof Constant c) {
          out.add(
              c.kind() == Constant.Kind.UNDEF
                  ? Constant.undef(narrow)
                  : Constant.of(narrow, (c.bits() >>> shift) & narrow.mask()));
          continue;
        }
        Value shifted = shift == 0 ? w : emit(Op.LSHR, w.type(), w, Constant.of(w.type(), shift));
        out.add(toBits == fromBits ? shifted : emit(Op.TRUNC, narrow, shifted));
      }
    }
    return out;
  }

  private List<Value> join(List<Value> words, int fromBits, int toBits) {
    Type.Int wide = new Type.Int(toBits);
    List<Value> out = new ArrayList<>();
    int per = toBits / fromBits;
    for (int k = 0; k + per <= words.size(); k += per) {
      Value acc = null;
      for (int j = 0; j < per; j++) {
        Value w = words.get(k + j);
        if (w instanceof Constant c && c.kind() == Constant.Kind.UNDEF) {
          continue;
        }
        Value piece = emit(Op.ZEXT, wide, w);
        if (j > 0) {
          piece = emit(Op.SHL, wide, piece, Constant.of(wide, (long) j * fromBits));
        }
        acc = acc == null ? piece : emit(Op.OR, wide, acc, piece);
      }
      out.add(acc == null ? Constant.undef(wide) : acc);
    }
    return out;
  }

  private Value asInteger(Value v, int bits) {
    if (v.type() instanceof Type.Int) {
      return v;
    }
    if (v instanceof Constant c) {
      return c.kind() == Constant.Kind.UNDEF
          ? Constant.undef(new Type.Int(bits))
          : Constant.of(new Type.Int(bits), c.bits());
    }
    return emit(Op.BITCAST, new Type.Int(bits), v);
  }

  private Value fromInteger(Value v, Type element) {
    if (v.type().equals(element)) {
      return v;
    }
    if (v instanceof Constant c && c.kind() == Constant.Kind.UNDEF) {
      return Constant.undef(element);
    }
    return emit(Op.BITCAST, element, v);
  }

  private Value emit(Op op, Type type, Value... operands) {
    return out.emit(op, type, List.of(operands));
  }
}
