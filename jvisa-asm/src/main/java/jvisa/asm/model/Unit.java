package jvisa.asm.model;

import java.util.List;
import java.util.Optional;

/**
 * One .visaasm file: a kernel (`.kernel`) or a stack-called function (`.global_function`).
 *
 * @param file the path or name it was read from (for messages)
 * @param funcDecls names of the functions declared with `.funcdecl`
 */
public record Unit(
    String file,
    int majorVersion,
    int minorVersion,
    boolean isKernel,
    String name,
    List<String> funcDecls,
    List<Declaration> declarations,
    List<InputDecl> inputs,
    List<KernelAttr> attributes,
    List<Statement> body) {

  public Unit {
    funcDecls = List.copyOf(funcDecls);
    declarations = List.copyOf(declarations);
    inputs = List.copyOf(inputs);
    attributes = List.copyOf(attributes);
    body = List.copyOf(body);
  }

  public Optional<KernelAttr> attribute(String attrName) {
    return attributes.stream().filter(a -> a.name().equals(attrName)).findFirst();
  }

  /** Units are equal when their content is; the file they came from does not matter. */
  @Override
  public boolean equals(Object o) {
    return o instanceof Unit u
        && majorVersion == u.majorVersion
        && minorVersion == u.minorVersion
        && isKernel == u.isKernel
        && name.equals(u.name)
        && funcDecls.equals(u.funcDecls)
        && declarations.equals(u.declarations)
        && inputs.equals(u.inputs)
        && attributes.equals(u.attributes)
        && body.equals(u.body);
  }

  @Override
  public int hashCode() {
    return name.hashCode() * 31 + body.size();
  }
}
