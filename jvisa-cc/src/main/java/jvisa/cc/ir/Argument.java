package jvisa.cc.ir;

/** A function parameter. */
public final class Argument extends Value {
  private final int index;

  public Argument(Type type, String name, int index) {
    super(type, name);
    this.index = index;
  }

  /** Gives the parameter another type (a pass that proves a generic pointer's address space). */
  public void retype(Type type) {
    setType(type);
  }

  public int index() {
    return index;
  }
}
