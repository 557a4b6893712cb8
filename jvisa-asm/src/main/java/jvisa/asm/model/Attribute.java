package jvisa.asm.model;

/** One entry of a declaration's `attrs={...}` list: a name with an optional number or string. */
public record Attribute(String name, Long number, String string) {
  public static Attribute flag(String name) {
    return new Attribute(name, null, null);
  }
}
