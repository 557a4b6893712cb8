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

/** Reads the directives: .version, .kernel, .global_function, .decl, .input and friends, .kernel_attr. */
final class DirectiveParser {
  private final TokenCursor in;
  private final ExprParser expr;
  private final InstructionParser instructions;
  private final UnitParts parts;

  DirectiveParser(TokenCursor in, ExprParser expr, InstructionParser instructions, UnitParts parts) {
    this.in = in;
    this.expr = expr;
    this.instructions = instructions;
    this.parts = parts;
  }

  /** The directive whose name (after the dot) is {@code d}. */
  void directive(Token d) {
    switch (d.text()) {
      case "version" -> version();
      case "kernel" -> header(d, true);
      case "global_function" -> header(d, false);
      case "funcdecl" -> parts.funcDecls.add(nameOrString("a function name"));
      case "function" -> parts.body.add(new FunctionStmt(nameOrString("a function name"), TokenCursor.pos(d)));
      case "decl" -> parts.declare(declaration());
      case "input" -> parts.inputs.add(input("input"));
      case "parameter" -> parts.inputs.add(input("parameter"));
      case "kernel_attr" -> parts.attrs.add(kernelAttr());
      case "file" -> parts.body.add(instructions.directiveForm(Opcode.FILE, d));
      case "loc" -> parts.body.add(instructions.directiveForm(Opcode.LOC, d));
      default -> {
        if (d.text().startsWith("implicit")) {
          parts.inputs.add(input(d.text()));
        } else {
          throw in.errorAt(d, "unknown directive '." + d.text() + "'");
        }
      }
    }
  }

  private void version() {
    Token t = in.next();
    if (t.kind() == TokenKind.FLOAT && t.text().matches("\\d{1,5}\\.\\d{1,5}")) {
      String[] numbers = t.text().split("\\.");
      parts.major = Integer.parseInt(numbers[0]);
      parts.minor = Integer.parseInt(numbers[1]);
    } else if (t.kind() == TokenKind.INT && in.atAdjacent(".")) {
      in.next();
      Token m = in.next();
      if (m.kind() != TokenKind.INT) {
        throw in.errorAt(m, "expected the minor version number");
      }
      if (t.intValue() < 0 || t.intValue() > 255 || m.intValue() < 0 || m.intValue() > 255) {
        throw in.errorAt(t, "version numbers must be 0..255");
      }
      parts.major = (int) t.intValue();
      parts.minor = (int) m.intValue();
    } else {
      throw in.errorAt(t, "expected a version such as 4.1 after .version");
    }
  }

  private void header(Token d, boolean kernel) {
    if (parts.isKernel != null) {
      throw in.errorAt(d, "a file holds one .kernel or .global_function; this is the second");
    }
    parts.isKernel = kernel;
    parts.name = nameOrString(kernel ? "a kernel name" : "a function name");
  }

  private String nameOrString(String what) {
    Token t = in.next();
    if (t.kind() == TokenKind.STRING || t.kind() == TokenKind.IDENT) {
      return t.text();
    }
    throw in.errorAt(t, "expected " + what + ", found " + t.describe());
  }

  private Declaration declaration() {
    Token nameTok = in.expectIdent("a variable name after .decl");
    String varName = nameTok.text();
    VarClass cls = null;
    Type type = null;
    long numElts = -1;
    Align align = null;
    String aliasOf = null;
    long aliasOffset = 0;
    String vName = null;
    List<Attribute> attributes = new ArrayList<>();
    while (!in.atLineEnd()) {
      Token key = in.expectIdent("a declaration attribute such as v_type=");
      in.expect("=", "after '" + key.text() + "'");
      switch (key.text()) {
        case "v_type" -> {
          Token v = in.expectIdent("G, A, P, S or T");
          cls = VarClass.fromText(v.text());
          if (cls == null) {
            throw in.errorAt(v, "unknown variable class '" + v.text() + "': expected G, A, P, S or T");
          }
        }
        case "type" -> {
          Token v = in.expectIdent("a data type");
          type = Type.fromText(v.text());
          if (type == null) {
            throw in.errorAt(v, "unknown data type '" + v.text() + "'");
          }
        }
        case "num_elts" -> numElts = nonNegative("num_elts");
        case "align" -> align = alignValue();
        case "alias" -> {
          in.expect("<", "to open alias=<VAR, OFFSET>");
          aliasOf = in.expectIdent("the aliased variable").text();
          in.expect(",", "in alias=<VAR, OFFSET>");
          aliasOffset = expr.noRelational();
          in.expect(">", "to close alias=<VAR, OFFSET>");
        }
        case "v_name" -> vName = in.expectIdent("a name").text();
        case "attrs", "attr" -> attributes.addAll(attributeList());
        default -> throw in.errorAt(key, "unknown declaration attribute '" + key.text() + "'");
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
      throw in.errorAt(nameTok, "num_elts of '" + varName + "' is too large");
    }
    return new Declaration(varName, cls, type, (int) numElts, align, aliasOf, aliasOffset, vName, attributes,
        TokenCursor.pos(nameTok));
  }

  private long nonNegative(String what) {
    Token start = in.peek();
    long v = expr.full();
    if (v < 0) {
      throw in.errorAt(start, what + " must not be negative, found " + v);
    }
    return v;
  }

  private Align alignValue() {
    Token t = in.peek();
    if (t.kind() == TokenKind.IDENT && !t.text().startsWith("%")) {
      in.next();
      Align a = Align.fromText(t.text());
      if (a == null) {
        throw in.errorAt(t, "invalid align value '" + t.text() + "'");
      }
      return a;
    }
    if (t.kind() == TokenKind.INT && in.peek(1).kind() == TokenKind.IDENT && !in.peek(1).spaceBefore()) {
      // "2GRF" lexes as a number followed by a word
      Token word = in.peek(1);
      in.next();
      in.next();
      Align a = Align.fromText(t.text() + word.text());
      if (a == null) {
        throw in.errorAt(t, "invalid align value '" + t.text() + word.text() + "'");
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
    in.expect("{", "to open the attribute list");
    List<Attribute> list = new ArrayList<>();
    do {
      Token n = in.expectIdent("an attribute name");
      if (in.accept("=")) {
        if (in.peek().kind() == TokenKind.STRING) {
          list.add(new Attribute(n.text(), null, in.next().text()));
        } else {
          list.add(new Attribute(n.text(), expr.noRelational(), null));
        }
      } else {
        list.add(Attribute.flag(n.text()));
      }
    } while (in.accept(","));
    in.expect("}", "to close the attribute list");
    return list;
  }

  private InputDecl input(String directive) {
    Token var = in.expectIdent("a variable name");
    long offset = 0;
    long size = -1;
    while (!in.atLineEnd()) {
      Token key = in.expectIdent("offset= or size=");
      in.expect("=", "after '" + key.text() + "'");
      switch (key.text()) {
        case "offset" -> offset = nonNegative("offset");
        case "size" -> size = nonNegative("size");
        case "attrs", "attr" -> attributeList();
        default -> throw in.errorAt(key, "unknown ." + directive + " attribute '" + key.text() + "'");
      }
    }
    if (directive.equals("parameter") && size < 0) {
      throw in.errorAt(var, ".parameter needs size=");
    }
    return new InputDecl(directive, var.text(), offset, size, TokenCursor.pos(var));
  }

  private KernelAttr kernelAttr() {
    Token n = in.expectIdent("an attribute name");
    if (!in.accept("=")) {
      return new KernelAttr(n.text(), null, false, TokenCursor.pos(n));
    }
    if (in.atLineEnd()) {
      return new KernelAttr(n.text(), null, false, TokenCursor.pos(n));
    }
    if (in.peek().kind() == TokenKind.STRING) {
      return new KernelAttr(n.text(), in.next().text(), true, TokenCursor.pos(n));
    }
    return new KernelAttr(n.text(), Long.toString(expr.full()), false, TokenCursor.pos(n));
  }
}
