package jvisa.cc.ir;

/**
 * A program-scope variable: {@code __local} arrays declared in a kernel, {@code __constant} tables,
 * program-scope {@code __global} data. Its value is its address, of type pointer to {@link
 * #contentType()}.
 */
public final class GlobalVariable extends Value {
  private final Constant initializer;

  public GlobalVariable(Type.Pointer type, String name, Constant initializer) {
    super(type, name);
    this.initializer = initializer;
  }

  public Type.Pointer pointerType() {
    return (Type.Pointer) type();
  }

  public Type contentType() {
    return pointerType().pointee();
  }

  public AddressSpace space() {
    return pointerType().space();
  }

  /** The initial contents, or null (zero for local memory, which has no initializer). */
  public Constant initializer() {
    return initializer;
  }
}
