package jvisa.cc.ir;

import java.util.List;
import java.util.Objects;

/**
 * A constant: an integer or float given by its bits (integers zero-extended to 64 bits, floats as
 * IEEE bits of their width), a null pointer, an undefined value, a composite (vector, array,
 * structure) of constants, or a function's address ({@code OpConstantFunctionPointerINTEL}).
 */
public final class Constant extends Value {
  public enum Kind {
    SCALAR,
    NULL,
    UNDEF,
    COMPOSITE,
    FUNCTION
  }

  private final Kind kind;
  private final long bits;
  private final List<Constant> elements;
  private final Function function;

  private Constant(Type type, Kind kind, long bits, List<Constant> elements, Function function) {
    super(type, null);
    this.kind = kind;
    this.bits = bits;
    this.elements = elements;
    this.function = function;
  }

  private Constant(Type type, Kind kind, long bits, List<Constant> elements) {
    this(type, kind, bits, elements, null);
  }

  /** The address of {@code function}, a pointer of {@code type}. */
  public static Constant function(Type type, Function function) {
    return new Constant(type, Kind.FUNCTION, 0, List.of(), Objects.requireNonNull(function));
  }

  /** A function address's function (null for other constants). */
  public Function function() {
    return function;
  }

  /** The same constant as a value of {@code type} (a pointer cast of a function address). */
  public Constant retyped(Type type) {
    return new Constant(type, kind, bits, elements, function);
  }

  /** An integer or float of a scalar type; integers are masked to their width. */
  public static Constant of(Type type, long bits) {
    long b = type instanceof Type.Int i ? bits & i.mask() : bits;
    return new Constant(type, Kind.SCALAR, b, List.of());
  }

  public static Constant ofBool(boolean value) {
    return of(Type.I1, value ? 1 : 0);
  }

  /** Zero of any type (a null pointer, a zero composite). */
  public static Constant zero(Type type) {
    return type.isScalar() && !(type instanceof Type.Pointer)
        ? of(type, 0)
        : new Constant(type, Kind.NULL, 0, List.of());
  }

  public static Constant undef(Type type) {
    return new Constant(type, Kind.UNDEF, 0, List.of());
  }

  public static Constant composite(Type type, List<Constant> elements) {
    return new Constant(type, Kind.COMPOSITE, 0, List.copyOf(elements));
  }

  public Kind kind() {
    return kind;
  }

  /** A scalar's bits (0 for null and undef). */
  public long bits() {
    return bits;
  }

  public List<Constant> elements() {
    return elements;
  }

  public boolean isScalar() {
    return kind == Kind.SCALAR;
  }

  /** Element {@code i} of a composite, zero or undef composite included. */
  public Constant element(int i, Type elementType) {
    return switch (kind) {
      case COMPOSITE -> elements.get(i);
      case UNDEF -> undef(elementType);
      default -> zero(elementType);
    };
  }

  /** Structural equality, for value numbering. */
  public boolean sameAs(Constant o) {
    return kind == o.kind
        && bits == o.bits
        && function == o.function
        && type().equals(o.type())
        && elements.size() == o.elements.size()
        && java.util.stream.IntStream.range(0, elements.size())
            .allMatch(i -> elements.get(i).sameAs(o.elements.get(i)));
  }

  public int structuralHash() {
    int h = Objects.hash(kind, bits, type(), function == null ? "" : function.name());
    for (Constant e : elements) {
      h = h * 31 + e.structuralHash();
    }
    return h;
  }

  @Override
  public String toString() {
    return switch (kind) {
      case NULL -> "null";
      case FUNCTION -> "@" + function.name();
      case UNDEF -> "undef";
      case COMPOSITE -> {
        StringBuilder b = new StringBuilder("{");
        for (int i = 0; i < elements.size(); i++) {
          b.append(i == 0 ? "" : ", ").append(elements.get(i));
        }
        yield b.append('}').toString();
      }
      case SCALAR -> scalarText();
    };
  }

  private String scalarText() {
    if (type() instanceof Type.Flt f) {
      return switch (f.bits()) {
        case 32 -> Float.intBitsToFloat((int) bits) + "f";
        case 64 -> Double.toString(Double.longBitsToDouble(bits));
        default -> String.format("0xh%04x", bits);
      };
    }
    if (type() instanceof Type.Int i && i.bits() > 1 && i.bits() < 64) {
      long signBit = 1L << (i.bits() - 1);
      return Long.toString((bits ^ signBit) - signBit);
    }
    return Long.toString(bits);
  }
}
