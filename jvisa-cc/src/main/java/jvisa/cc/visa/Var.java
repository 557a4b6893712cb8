package jvisa.cc.visa;

/**
 * A general variable: {@code elements} of {@code type}, one per channel when {@code wide}, else
 * one. Read in another type through an alias {@link VarTable#view} declares.
 */
final class Var implements Operand {
  final String name;
  final String type;
  final int elements;
  final boolean wide;
  private final VarTable table;

  Var(VarTable table, String name, String type, int elements, boolean wide) {
    this.table = table;
    this.name = name;
    this.type = type;
    this.elements = elements;
    this.wide = wide;
  }

  private String named(String asType) {
    return asType.equals(type) ? name : table.view(this, asType);
  }

  private String at(String asType, int half, int lane) {
    int byteOffset = (wide ? half * 16 + lane : lane) * VisaTypes.bytes(asType);
    return named(asType)
        + "("
        + byteOffset / 32
        + ","
        + (byteOffset % 32) / VisaTypes.bytes(asType)
        + ")";
  }

  @Override
  public String src(String asType, int half) {
    return at(asType, half, 0) + (wide ? "<1;1,0>" : "<0;1,0>");
  }

  /** Elements from {@code element} on, one per channel. */
  String region(String asType, int element) {
    return at(asType, 0, element) + "<1;1,0>";
  }

  /** Element {@code lane} (of the whole variable) read as a scalar. */
  String scalar(String asType, int lane) {
    return at(asType, 0, lane) + "<0;1,0>";
  }

  String dst(String asType, int half) {
    return at(asType, half, 0) + "<1>";
  }

  /** The name of the view in {@code asType}, for raw (message) operands. */
  String raw(String asType) {
    return named(asType);
  }
}
