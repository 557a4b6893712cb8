package jvisa.asm.text;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.InputDecl;
import jvisa.asm.model.KernelAttr;
import jvisa.asm.model.Predefined;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Unit;

/** What the parser has read of one file so far, from which it builds the {@link Unit}. */
final class UnitParts {
  int major = -1;
  int minor = -1;
  Boolean isKernel;
  String name;
  final List<String> funcDecls = new ArrayList<>();
  final List<Declaration> decls = new ArrayList<>();
  final List<InputDecl> inputs = new ArrayList<>();
  final List<KernelAttr> attrs = new ArrayList<>();
  final List<Statement> body = new ArrayList<>();
  private final Map<String, Declaration> declared = new HashMap<>();

  void declare(Declaration d) {
    decls.add(d);
    declared.put(d.name(), d);
  }

  /** Byte size of a declared or pre-defined variable, or -1 if there is none of that name. */
  long sizeOf(String var) {
    Declaration d = declared.get(var);
    if (d == null) {
      d = Predefined.lookup(var);
    }
    return d == null ? -1 : d.byteSize();
  }

  Unit toUnit(String file) {
    return new Unit(
        file,
        Math.max(major, 0),
        Math.max(minor, 0),
        isKernel == null || isKernel,
        name == null ? "" : name,
        funcDecls,
        decls,
        inputs,
        attrs,
        body);
  }
}
