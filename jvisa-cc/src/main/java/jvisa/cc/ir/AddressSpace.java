package jvisa.cc.ir;

/** OpenCL's address spaces, as SPIR-V storage classes name them. */
public enum AddressSpace {
  PRIVATE("private"),
  GLOBAL("global"),
  CONSTANT("constant"),
  LOCAL("local"),
  GENERIC("generic");

  private final String text;

  AddressSpace(String text) {
    this.text = text;
  }

  @Override
  public String toString() {
    return text;
  }
}
