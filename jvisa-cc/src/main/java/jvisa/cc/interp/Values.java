package jvisa.cc.interp;

import jvisa.cc.ir.Type;

/**
 * How the interpreter holds values: integers, floats and pointers as raw bits in a long (boxed only
 * on generic paths), vectors as {@code long[]} lanes, arrays and structures as their byte image.
 */
final class Values {
  private Values() {}

  static void toBytes(Type t, Object v, byte[] dst, int at) {
    if (t.isScalar()) {
      Memory.writeBytes(dst, at, (int) t.size(), (Long) v);
    } else if (t instanceof Type.Vector vec) {
      long[] lanes = (long[]) v;
      int es = (int) vec.element().size();
      for (int i = 0; i < vec.count(); i++) {
        Memory.writeBytes(dst, at + i * es, es, lanes[i]);
      }
    } else {
      byte[] b = (byte[]) v;
      System.arraycopy(b, 0, dst, at, (int) Math.min(b.length, t.size()));
    }
  }

  static Object fromBytes(Type t, byte[] src, int at) {
    if (t.isScalar()) {
      long bits = Memory.readBytes(src, at, (int) t.size());
      return t.equals(Type.I1) ? bits & 1 : bits;
    }
    if (t instanceof Type.Vector vec) {
      int es = (int) vec.element().size();
      long[] lanes = new long[vec.count()];
      for (int i = 0; i < lanes.length; i++) {
        lanes[i] = Memory.readBytes(src, at + i * es, es);
      }
      return lanes;
    }
    byte[] out = new byte[(int) t.size()];
    System.arraycopy(src, at, out, 0, out.length);
    return out;
  }

  /** Byte offset and type of the element at {@code index} of aggregate or vector type {@code t}. */
  static long elementOffset(Type t, long index) {
    if (t instanceof Type.Array a) {
      return index * a.element().size();
    }
    if (t instanceof Type.Vector v) {
      return index * v.element().size();
    }
    if (t instanceof Type.Struct s) {
      return s.offset((int) index);
    }
    throw new ExecutionError("cannot index into " + t);
  }

  static Type elementType(Type t, long index) {
    if (t instanceof Type.Array a) {
      return a.element();
    }
    if (t instanceof Type.Vector v) {
      return v.element();
    }
    if (t instanceof Type.Struct s) {
      return s.members().get((int) index);
    }
    throw new ExecutionError("cannot index into " + t);
  }

  /** A copy of a vector or aggregate value, so an insert does not change its operand. */
  static Object copy(Object v) {
    if (v instanceof long[] l) {
      return l.clone();
    }
    if (v instanceof byte[] b) {
      return b.clone();
    }
    return v;
  }
}
