package jvisa.cc.ir;

import java.util.List;

/**
 * An IR type. Sizes and alignments follow OpenCL C: a scalar is aligned to its size, a vector of n
 * elements (3 counting as 4) to its size, an array to its element, a structure to its largest
 * member with members at their aligned offsets; pointers are 64-bit.
 */
@SuppressWarnings(
    "ClassInitializationDeadlock") // the records never touch Type's constants while they initialise
public sealed interface Type {
  Void VOID = new Void();
  Int I1 = new Int(1);
  Int I8 = new Int(8);
  Int I16 = new Int(16);
  Int I32 = new Int(32);
  Int I64 = new Int(64);
  Flt F16 = new Flt(16);
  Flt F32 = new Flt(32);
  Flt F64 = new Flt(64);

  int POINTER_BYTES = 8;

  /** Bytes it takes in memory. */
  long size();

  /** Its alignment in bytes. */
  int align();

  /**
   * Whether a value of it lives in one register slot of the interpreter (integer, float or
   * pointer).
   */
  default boolean isScalar() {
    return this instanceof Int || this instanceof Flt || this instanceof Pointer;
  }

  @SuppressWarnings("JavaLangClash") // always written Type.Void
  record Void() implements Type {
    @Override
    public long size() {
      return 0;
    }

    @Override
    public int align() {
      return 1;
    }

    @Override
    public String toString() {
      return "void";
    }
  }

  /** An integer of 1 (boolean), 8, 16, 32 or 64 bits; signedness belongs to the operations. */
  record Int(int bits) implements Type {
    @Override
    public long size() {
      return bits == 1 ? 1 : bits / 8;
    }

    @Override
    public int align() {
      return (int) size();
    }

    /** All ones in the low {@code bits} bits. */
    public long mask() {
      return bits == 64 ? -1L : (1L << bits) - 1;
    }

    @Override
    public String toString() {
      return "i" + bits;
    }
  }

  /** A binary floating-point number of 16, 32 or 64 bits. */
  record Flt(int bits) implements Type {
    @Override
    public long size() {
      return bits / 8;
    }

    @Override
    public int align() {
      return bits / 8;
    }

    @Override
    public String toString() {
      return "f" + bits;
    }
  }

  record Vector(Type element, int count) implements Type {
    @Override
    public long size() {
      return element.size() * (count == 3 ? 4 : count);
    }

    @Override
    public int align() {
      return (int) size();
    }

    @Override
    public String toString() {
      return "<" + count + " x " + element + ">";
    }
  }

  record Pointer(AddressSpace space, Type pointee) implements Type {
    @Override
    public long size() {
      return POINTER_BYTES;
    }

    @Override
    public int align() {
      return POINTER_BYTES;
    }

    @Override
    public String toString() {
      return pointee + " " + space + "*";
    }
  }

  record Array(Type element, long count) implements Type {
    @Override
    public long size() {
      return element.size() * count;
    }

    @Override
    public int align() {
      return element.align();
    }

    @Override
    public String toString() {
      return "[" + count + " x " + element + "]";
    }
  }

  /** A structure; {@code packed} puts members back to back with alignment 1. */
  record Struct(List<Type> members, boolean packed) implements Type {
    public Struct {
      members = List.copyOf(members);
    }

    /** Byte offset of member {@code i}. */
    public long offset(int i) {
      long at = 0;
      for (int m = 0; m <= i; m++) {
        Type t = members.get(m);
        at = packed ? at : alignUp(at, t.align());
        if (m == i) {
          return at;
        }
        at += t.size();
      }
      return at;
    }

    @Override
    public long size() {
      if (members.isEmpty()) {
        return 0;
      }
      long end = offset(members.size() - 1) + members.get(members.size() - 1).size();
      return alignUp(end, align());
    }

    @Override
    public int align() {
      int a = 1;
      for (Type t : members) {
        a = packed ? 1 : Math.max(a, t.align());
      }
      return a;
    }

    @Override
    public String toString() {
      StringBuilder b = new StringBuilder(packed ? "<{" : "{");
      for (int i = 0; i < members.size(); i++) {
        b.append(i == 0 ? "" : ", ").append(members.get(i));
      }
      return b.append(packed ? "}>" : "}").toString();
    }
  }

  static long alignUp(long value, long align) {
    return (value + align - 1) / align * align;
  }

  /** The element of a vector, or the type itself. */
  static Type scalarOf(Type t) {
    return t instanceof Vector v ? v.element() : t;
  }

  /** Lanes of a vector, 1 for anything else. */
  static int lanes(Type t) {
    return t instanceof Vector v ? v.count() : 1;
  }
}
