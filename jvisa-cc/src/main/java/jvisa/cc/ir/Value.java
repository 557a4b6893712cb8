package jvisa.cc.ir;

/**
 * Anything an instruction can use: a constant, a function argument, a global variable or an
 * instruction.
 */
public abstract class Value {
  private Type type;
  private String name;

  /**
   * Position in its function's value numbering (printer, interpreter frame slot); -1 when not
   * numbered.
   */
  public int slot = -1;

  protected Value(Type type, String name) {
    this.type = type;
    this.name = name;
  }

  public Type type() {
    return type;
  }

  protected void setType(Type type) {
    this.type = type;
  }

  /** The source name (from OpName), or null. */
  public String name() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }
}
