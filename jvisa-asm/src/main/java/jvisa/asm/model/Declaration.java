package jvisa.asm.model;

import java.util.List;

/**
 * A `.decl` of a variable of any class.
 *
 * <p>{@code .decl V33 v_type=G type=d num_elts=8 align=hword alias=<%r0, 0>}
 *
 * @param type element type for G variables (UW for A, BOOL for P, null for S and T)
 * @param align null when the declaration states none
 * @param aliasOf name of the aliased variable, or null
 * @param vName the `v_name=` of S and T declarations, or null
 */
public record Declaration(
    String name,
    VarClass varClass,
    Type type,
    int numElements,
    Align align,
    String aliasOf,
    long aliasOffset,
    String vName,
    List<Attribute> attributes,
    SourcePos pos) {

  public Declaration {
    attributes = List.copyOf(attributes);
  }

  /** Size in bytes of a general variable (element size times count). */
  public long byteSize() {
    return type == null ? 0 : (long) type.size() * numElements;
  }

  public boolean isAlias() {
    return aliasOf != null;
  }
}
