package jvisa.asm.text;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.Align;
import jvisa.asm.model.Attribute;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.ExecSpec;
import jvisa.asm.model.FunctionStmt;
import jvisa.asm.model.InputDecl;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.KernelAttr;
import jvisa.asm.model.LabelStmt;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;
import jvisa.asm.model.PredControl;
import jvisa.asm.model.Predefined;
import jvisa.asm.model.Predicate;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Type;
import jvisa.asm.model.Unit;
import jvisa.asm.model.VarClass;

/**
 * Reads the vISA text assembly ({@code .visaasm}) as IGC writes it and Intel's {@code GenX_IR} reads it.
 * Syntax errors are collected as {@code file:line:col: message}; the parser then skips to the next line,
 * so one run reports every bad line. It never throws on bad input.
 */
public final class VisaParser {
  private final String file;
  private final Diagnostics diags;
  private final TokenCursor in;
  private final ExprParser expr;
  private final OperandParser operands;
  private final Map<String, Declaration> declared = new HashMap<>();

  private int major = -1;
  private int minor = -1;
  private Boolean isKernel;
  private String name;
  private final List<String> funcDecls = new ArrayList<>();
  private final List<Declaration> decls = new ArrayList<>();
  private final List<InputDecl> inputs = new ArrayList<>();
  private final List<KernelAttr> attrs = new ArrayList<>();
  private final List<Statement> body = new ArrayList<>();

  private VisaParser(String file, String text) {
    this.file = file;
    this.diags = new Diagnostics(file);
    this.in = new TokenCursor(new Lexer(text, diags).run());
    this.expr = new ExprParser(in, this::sizeOf);
    this.operands = new OperandParser(in, expr);
  }

  /** Parses text; {@code file} names it in diagnostics. */
  public static ParseResult parse(String file, String text) {
    return new VisaParser(file, text).run();
  }

  /** Reads and parses a file; an unreadable file gives one diagnostic. */
  public static ParseResult parseFile(Path path) {
    String text;
    try {
      byte[] bytes = Files.readAllBytes(path);
      text = new String(bytes, StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      return new ParseResult(
          null, List.of(new Diagnostic(path.toString(), 1, 1, "cannot read file: " + e.getMessage())));
    }
    return parse(path.toString(), text);
  }

  private long sizeOf(String var) {
    Declaration d = declared.get(var);
    if (d == null) {
      d = Predefined.lookup(var);
    }
    return d == null ? -1 : d.byteSize();
  }

  private ParseResult run() {
    while (!in.atEnd()) {
      if (in.atLineEnd()) {
        in.next();
        continue;
      }
      try {
        statement();
        in.expectLineEnd();
      } catch (TokenCursor.SyntaxError e) {
        diags.error(e.at.line(), e.at.col(), e.getMessage());
        in.skipLine();
      }
    }
    if (major < 0) {
      diags.error(1, 1, "missing '.version' directive");
    }
    if (isKernel == null) {
      diags.error(1, 1, "missing '.kernel' or '.global_function' directive");
    }
    Unit unit =
        new Unit(
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
    return new ParseResult(unit, diags.list());
  }

  private void statement() {
    Token t = in.peek();
    if (t.is(".") && in.peek(1).kind() == TokenKind.IDENT && !in.peek(1).spaceBefore()) {
      in.next();
      directive(in.next());
    } else if (t.kind() == TokenKind.IDENT && in.peek(1).is(":") && isLineEnd(in.peek(2))) {
      in.next();
      in.next();
      body.add(new LabelStmt(t.text(), TokenCursor.pos(t)));
    } else if (t.is("{") || t.is("}")) {
      throw in.error("declaration scopes ('{' ... '}') are not supported");
    } else {
      body.add(instruction());
    }
  }

  private static boolean isLineEnd(Token t) {
    return t.kind() == TokenKind.NEWLINE || t.kind() == TokenKind.EOF;
  }

  // ---------------------------------------------------------------- directives

  private void directive(Token d) {
    switch (d.text()) {
      case "version" -> version(d);
      case "kernel" -> header(d, true);
      case "global_function" -> header(d, false);
      case "funcdecl" -> funcDecls.add(nameOrString("a function name"));
      case "function" -> body.add(new FunctionStmt(nameOrString("a function name"), TokenCursor.pos(d)));
      case "decl" -> decls.add(declaration(d));
      case "input" -> inputs.add(input("input", d));
      case "parameter" -> inputs.add(input("parameter", d));
      case "kernel_attr" -> attrs.add(kernelAttr(d));
      default -> {
        if (d.text().startsWith("implicit")) {
          inputs.add(input(d.text(), d));
        } else {
          throw in.errorAt(d, "unknown directive '." + d.text() + "'");
        }
      }
    }
  }

  private void version(Token d) {
    Token t = in.next();
    if (t.kind() == TokenKind.FLOAT && t.text().matches("\\d+\\.\\d+")) {
      String[] parts = t.text().split("\\.");
      major = Integer.parseInt(parts[0]);
      minor = Integer.parseInt(parts[1]);
    } else if (t.kind() == TokenKind.INT && in.atAdjacent(".")) {
      in.next();
      Token m = in.next();
      if (m.kind() != TokenKind.INT) {
        throw in.errorAt(m, "expected the minor version number");
      }
      major = (int) t.intValue();
      minor = (int) m.intValue();
    } else {
      throw in.errorAt(t, "expected a version such as 4.1 after .version");
    }
  }

  private void header(Token d, boolean kernel) {
    if (isKernel != null) {
      throw in.errorAt(d, "a file holds one .kernel or .global_function; this is the second");
    }
    isKernel = kernel;
    name = nameOrString(kernel ? "a kernel name" : "a function name");
  }

  private String nameOrString(String what) {
    Token t = in.next();
    if (t.kind() == TokenKind.STRING || t.kind() == TokenKind.IDENT) {
      return t.text();
    }
    throw in.errorAt(t, "expected " + what + ", found " + t.describe());
  }

  private Declaration declaration(Token d) {
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
        case "num_elts" -> numElts = expr.full();
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
    Declaration decl =
        new Declaration(varName, cls, type, (int) numElts, align, aliasOf, aliasOffset, vName, attributes,
            TokenCursor.pos(nameTok));
    declared.put(varName, decl);
    return decl;
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

  private InputDecl input(String directive, Token d) {
    Token var = in.expectIdent("a variable name");
    long offset = 0;
    long size = -1;
    while (!in.atLineEnd()) {
      Token key = in.expectIdent("offset= or size=");
      in.expect("=", "after '" + key.text() + "'");
      switch (key.text()) {
        case "offset" -> offset = expr.full();
        case "size" -> size = expr.full();
        case "attrs", "attr" -> attributeList();
        default -> throw in.errorAt(key, "unknown ." + directive + " attribute '" + key.text() + "'");
      }
    }
    if (directive.equals("parameter") && size < 0) {
      throw in.errorAt(var, ".parameter needs size=");
    }
    return new InputDecl(directive, var.text(), offset, size, TokenCursor.pos(var));
  }

  private KernelAttr kernelAttr(Token d) {
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

  // ---------------------------------------------------------------- instructions

  private Instruction instruction() {
    SourcePos pos = in.pos();
    Predicate pred = null;
    if (in.at("(")) {
      pred = predicate();
    }
    Token mn = in.expectIdent("an instruction");
    String base = mn.text();
    Opcode op = Opcode.forMnemonic(base);
    if (op == null) {
      throw in.errorAt(mn, "unknown instruction '" + base + "'");
    }
    List<String> suffixes = new ArrayList<>();
    boolean sat = false;
    while (in.atAdjacent(".")
        && !in.peek(1).spaceBefore()
        && (in.peek(1).kind() == TokenKind.IDENT || in.peek(1).kind() == TokenKind.INT)) {
      in.next();
      Token s = in.next();
      if (s.text().equals("sat")) {
        sat = true;
      } else {
        suffixes.add(s.text());
      }
    }
    if (in.at(".") && in.peek(1).isIdent("sat")) {
      in.next();
      in.next();
      sat = true;
    }
    ExecSpec exec = execSpecIfPresent();
    List<Operand> ops = new ArrayList<>();
    while (!in.atLineEnd()) {
      ops.add(operands.operand());
      in.accept(",");
    }
    return new Instruction(op, base, suffixes, sat, pred, exec, ops, pos);
  }

  private Predicate predicate() {
    Token open = in.expect("(", "");
    boolean neg = in.accept("!");
    Token var = in.expectIdent("a predicate variable");
    PredControl ctrl = PredControl.NONE;
    if (in.atAdjacent(".")) {
      in.next();
      Token c = in.expectIdent("any or all");
      ctrl =
          switch (c.text()) {
            case "any" -> PredControl.ANY;
            case "all" -> PredControl.ALL;
            default -> throw in.errorAt(c, "expected .any or .all after the predicate, found '" + c.text() + "'");
          };
    }
    in.expect(")", "to close the predicate");
    return new Predicate(var.text(), neg, ctrl, TokenCursor.pos(open));
  }

  private ExecSpec execSpecIfPresent() {
    if (!in.at("(")) {
      return null;
    }
    Token a = in.peek(1);
    Token b = in.peek(2);
    Token c = in.peek(3);
    Token e = in.peek(4);
    SourcePos pos = in.pos();
    if (a.kind() == TokenKind.INT && b.is(")")) {
      in.next();
      in.next();
      in.next();
      return new ExecSpec((int) a.intValue(), 0, false, false, pos);
    }
    if (a.kind() == TokenKind.IDENT && b.is(",") && c.kind() == TokenKind.INT && e.is(")")) {
      int[] mask = emask(a);
      if (mask == null) {
        return null;
      }
      for (int i = 0; i < 5; i++) {
        in.next();
      }
      return new ExecSpec((int) c.intValue(), mask[0], mask[1] == 1, true, pos);
    }
    return null;
  }

  /** M1..M8 with optional _NM, or NoMask: {group, noMask}. */
  private int[] emask(Token t) {
    String s = t.text();
    if (s.equals("NoMask")) {
      return new int[] {0, 1};
    }
    boolean nm = s.endsWith("_NM");
    String core = nm ? s.substring(0, s.length() - 3) : s;
    if (core.length() == 2 && core.charAt(0) == 'M' && core.charAt(1) >= '1' && core.charAt(1) <= '8') {
      return new int[] {core.charAt(1) - '1', nm ? 1 : 0};
    }
    throw in.errorAt(t, "invalid execution mask '" + s + "': expected M1..M8, M1_NM..M8_NM or NoMask");
  }
}
