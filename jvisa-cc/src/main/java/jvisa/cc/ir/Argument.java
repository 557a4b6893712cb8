package jvisa.cc.ir;

/** A function parameter. */
public final class Argument extends Value {
  private final int index;

  public Argument(Type type, String name, int index) {
    super(type, name);
    this.index = index;
  }

  public int index() {
    return index;
  }
}
