package jvisa.asm.text;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Align;
import jvisa.asm.model.Attribute;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.FunctionStmt;
import jvisa.asm.model.InputDecl;
import jvisa.asm.model.KernelAttr;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Type;
import jvisa.asm.model.VarClass;

/**
 * Reads the directives: .version, .kernel, .global_function, .decl, .input and friends,
 * .kernel_attr.
 */
final class DirectiveParser {
  private final TokenCursor in;
  private final ExprParser expr;
  private final InstructionParser instructions;
  private final UnitParts parts;

  DirectiveParser(
      TokenCursor in, ExprParser expr, InstructionParser instructions, UnitParts parts) {
    this.in = in;
    this.expr = expr;
    this.instructions = instructions;
    this.parts = parts;
  }

  /** The directive whose name (after the dot) is {@code d}. */
  void directive(int d) {
    String name = in.text(d);
    switch (name) {
      case "version" -> version();
      case "kernel" -> header(d, true);
      case "global_function" -> header(d, false);
      case "funcdecl" -> parts.funcDecls.add(nameOrString("a function name"));
      case "function" ->
          parts.body.add(new FunctionStmt(nameOrString("a function name"), in.pos(d)));
      case "decl" -> parts.declare(declaration());
      case "input" -> parts.inputs.add(input("input"));
      case "parameter" -> parts.inputs.add(input("parameter"));
      case "kernel_attr" -> parts.attrs.add(kernelAttr());
      case "file" -> parts.body.add(instructions.directiveForm(Opcode.FILE, d));
      case "loc" -> parts.body.add(instructions.directiveForm(Opcode.LOC, d));
      default -> {
        if (name.startsWith("implicit")) {
          parts.inputs.add(input(name));
        } else {
          throw in.errorAt(d, "unknown directive '." + name + "'");
        }
      }
    }
  }

  private void version() {
    int t = in.next();
    if (in.isFloat(t) && in.text(t).matches("\\d{1,5}\\.\\d{1,5}")) {
      String[] numbers = in.text(t).split("\\.", -1);
      parts.major = Integer.parseInt(numbers[0]);
      parts.minor = Integer.parseInt(numbers[1]);
    } else if (in.isInt(t) && in.atAdjacent('.')) {
      in.next();
      int m = in.next();
      if (!in.isInt(m)) {
        throw in.errorAt(m, "expected the minor version number");
      }
      long major = in.intValue(t);
      long minor = in.intValue(m);
      if (major < 0 || major > 255 || minor < 0 || minor > 255) {
        throw in.errorAt(t, "version numbers must be 0..255");
      }
      parts.major = (int) major;
      parts.minor = (int) minor;
    } else {
      throw in.errorAt(t, "expected a version such as 4.1 after .version");
    }
  }

  private void header(int d, boolean kernel) {
    if (parts.isKernel != null) {
      throw in.errorAt(d, "a file holds one .kernel or .global_function; this is the second");
    }
    parts.isKernel = kernel;
    parts.name = nameOrString(kernel ? "a kernel name" : "a function name");
  }

  private String nameOrString(String what) {
    int t = in.next();
    if (in.isString(t) || in.isIdent(t)) {
      return in.text(t);
    }
    throw in.errorAt(t, "expected " + what + ", found " + in.describe(t));
  }

  private Declaration declaration() {
    int nameTok = in.expectIdent("a variable name after .decl");
    String varName = in.text(nameTok);
    VarClass cls = null;
    Type type = null;
    long numElts = -1;
    Align align = null;
    String aliasOf = null;
    long aliasOffset = 0;
    String vName = null;
    List<Attribute> attributes = new ArrayList<>();
    while (!in.atLineEnd()) {
      int key = in.expectIdent("a declaration attribute such as v_type=");
      String keyName = in.text(key);
      in.expect('=', "after '" + keyName + "'");
      switch (keyName) {
        case "v_type" -> {
          int v = in.expectIdent("G, A, P, S or T");
          cls = VarClass.fromText(in.text(v));
          if (cls == null) {
            throw in.errorAt(
                v, "unknown variable class '" + in.text(v) + "': expected G, A, P, S or T");
          }
        }
        case "type" -> {
          int v = in.expectIdent("a data type");
          type = Type.fromText(in.text(v));
          if (type == null) {
            throw in.errorAt(v, "unknown data type '" + in.text(v) + "'");
          }
        }
        case "num_elts" -> numElts = nonNegative("num_elts");
        case "align" -> align = alignValue();
        case "alias" -> {
          in.expect('<', "to open alias=<VAR, OFFSET>");
          aliasOf = in.text(in.expectIdent("the aliased variable"));
          in.expect(',', "in alias=<VAR, OFFSET>");
          aliasOffset = expr.noRelational();
          in.expect('>', "to close alias=<VAR, OFFSET>");
        }
        case "v_name" -> vName = in.text(in.expectIdent("a name"));
        case "attrs", "attr" -> attributes.addAll(attributeList());
        default -> throw in.errorAt(key, "unknown declaration attribute '" + keyName + "'");
      }
    }
    if (cls == null) {
      throw in.errorAt(nameTok, "declaration of '" + varName + "' lacks v_type=");
    }
    if (cls == VarClass.GENERAL && type == null) {
      throw in.errorAt(nameTok, "general variable '" + varName + "' lacks type=");
    }
    if (numElts < 0) {
      if (cls == VarClass.SAMPLER || cls == VarClass.SURFACE) {
        numElts = 1;
      } else {
        throw in.errorAt(nameTok, "declaration of '" + varName + "' lacks num_elts=");
      }
    }
    if (cls == VarClass.ADDRESS) {
      type = Type.UW;
    } else if (cls == VarClass.PREDICATE) {
      type = Type.BOOL;
    }
    if (numElts > Integer.MAX_VALUE) {
      throw in.errorAt(
          nameTok,
          "num_elts of '"
              + varName
              + "' is "
              + numElts
              + ", out of range: it must be 0 to "
              + Integer.MAX_VALUE);
    }
    return new Declaration(
        varName,
        cls,
        type,
        (int) numElts,
        align,
        aliasOf,
        aliasOffset,
        vName,
        attributes,
        in.pos(nameTok));
  }

  private long nonNegative(String what) {
    int start = in.peek();
    long v = expr.full();
    if (v < 0) {
      throw in.errorAt(start, what + " must not be negative, found " + v);
    }
    return v;
  }

  private Align alignValue() {
    int t = in.peek();
    if (in.isIdent(t) && !in.text(t).startsWith("%")) {
      in.next();
      Align a = Align.fromText(in.text(t));
      if (a == null) {
        throw in.errorAt(t, "invalid align value '" + in.text(t) + "'");
      }
      return a;
    }
    int word = in.peek(1);
    if (in.isInt(t) && in.isIdent(word) && !in.spaceBefore(word)) {
      // "2GRF" lexes as a number followed by a word
      in.next();
      in.next();
      String written = in.text(t) + in.text(word);
      Align a = Align.fromText(written);
      if (a == null) {
        throw in.errorAt(t, "invalid align value '" + written + "'");
      }
      return a;
    }
    long bytes = expr.full();
    Align a = Align.fromBytes(bytes);
    if (a == null) {
      throw in.errorAt(t, "invalid align size " + bytes + " (must be 1, 2, 4, 8, ..., 128)");
    }
    return a;
  }

  private List<Attribute> attributeList() {
    in.expect('{', "to open the attribute list");
    List<Attribute> list = new ArrayList<>();
    do {
      String n = in.text(in.expectIdent("an attribute name"));
      if (in.accept('=')) {
        if (in.isString(in.peek())) {
          list.add(new Attribute(n, null, in.text(in.next())));
        } else {
          list.add(new Attribute(n, expr.noRelational(), null));
        }
      } else {
        list.add(Attribute.flag(n));
      }
    } while (in.accept(','));
    in.expect('}', "to close the attribute list");
    return list;
  }

  private InputDecl input(String directive) {
    int var = in.expectIdent("a variable name");
    long offset = 0;
    long size = -1;
    while (!in.atLineEnd()) {
      int key = in.expectIdent("offset= or size=");
      String keyName = in.text(key);
      in.expect('=', "after '" + keyName + "'");
      switch (keyName) {
        case "offset" -> offset = nonNegative("offset");
        case "size" -> size = nonNegative("size");
        case "attrs", "attr" -> attributeList();
        default -> throw in.errorAt(key, "unknown ." + directive + " attribute '" + keyName + "'");
      }
    }
    if (directive.equals("parameter") && size < 0) {
      throw in.errorAt(var, ".parameter needs size=");
    }
    return new InputDecl(directive, in.text(var), offset, size, in.pos(var));
  }

  private KernelAttr kernelAttr() {
    int n = in.expectIdent("an attribute name");
    String name = in.text(n);
    if (!in.accept('=') || in.atLineEnd()) {
      return new KernelAttr(name, null, false, in.pos(n));
    }
    if (in.isString(in.peek())) {
      return new KernelAttr(name, in.text(in.next()), true, in.pos(n));
    }
    return new KernelAttr(name, Long.toString(expr.full()), false, in.pos(n));
  }
}
