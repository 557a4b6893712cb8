package jvisa.asm.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jvisa.asm.model.AddressOfOperand;
import jvisa.asm.model.AddressOperand;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.StateOperand;
import jvisa.asm.model.StringOperand;
import jvisa.asm.model.Type;

/** Parses one operand of any syntactic form; the opcode's rules are checked later by the verifier. */
final class OperandParser {
  private static final Set<String> LSC_MODELS = Set.of("flat", "bti", "bss", "ss", "arg");

  private static final int MAX_NESTING = 64;

  private final TokenCursor in;
  private final ExprParser expr;
  private final NumberParser numbers;
  private final LscOperandParser lsc;
  private int depth;

  OperandParser(TokenCursor in, ExprParser expr) {
    this.in = in;
    this.expr = expr;
    this.numbers = new NumberParser(in, expr);
    this.lsc = new LscOperandParser(in, expr, this);
  }

  Operand operand() {
    Token t = in.peek();
    SourcePos pos = TokenCursor.pos(t);
    if (t.kind() == TokenKind.STRING) {
      in.next();
      return new StringOperand(t.text(), pos);
    }
    if (t.is("(")) {
      SrcModifier mod = modifier();
      if (mod != null) {
        return modifiedSource(mod, pos);
      }
      if (NumberParser.isTypeColon(in.peek(closingParen() + 1))) {
        return numbers.number(pos);
      }
      return list(pos);
    }
    if (t.is("&")) {
      return addressOf(pos);
    }
    if (t.is("[")) {
      return lsc.address("", pos);
    }
    if (t.kind() == TokenKind.IDENT) {
      return named(t, pos);
    }
    if (t.kind() == TokenKind.INT || t.kind() == TokenKind.FLOAT || t.is("-") || t.is("~") || t.is("!")) {
      return numbers.number(pos);
    }
    throw in.error("expected an operand, found " + t.describe());
  }

  /** Reads a source modifier such as (-) or (abs) if one is next; otherwise consumes nothing. */
  private SrcModifier modifier() {
    Token a = in.peek(1);
    Token b = in.peek(2);
    Token c = in.peek(3);
    if (a.is("-") && b.is(")")) {
      skip(3);
      return SrcModifier.NEG;
    }
    if (a.is("~") && b.is(")")) {
      skip(3);
      return SrcModifier.NOT;
    }
    if (a.isIdent("abs") && b.is(")")) {
      skip(3);
      return SrcModifier.ABS;
    }
    if (a.is("-") && b.isIdent("abs") && c.is(")")) {
      skip(4);
      return SrcModifier.NEG_ABS;
    }
    return null;
  }

  private void skip(int n) {
    for (int i = 0; i < n; i++) {
      in.next();
    }
  }

  private Operand modifiedSource(SrcModifier mod, SourcePos pos) {
    Token name = in.expectIdent("a variable after the source modifier");
    if (name.text().equals("r") && in.atAdjacent("[")) {
      return indirect(mod, pos, false);
    }
    if (!in.atAdjacent("(")) {
      throw in.error("expected '(row,col)' after '" + name.text() + "'");
    }
    long[] off = offsets();
    if (off.length != 2) {
      throw in.error("expected '(row,col)' offset of a source operand");
    }
    return sourceRegion(mod, name.text(), off, pos);
  }

  /** How many tokens ahead the ')' matching the '(' under the cursor is (0 if it is not on this line). */
  private int closingParen() {
    int level = 0;
    for (int ahead = 0; ; ahead++) {
      Token t = in.peek(ahead);
      if (t.kind() == TokenKind.NEWLINE || t.kind() == TokenKind.EOF) {
        return 0;
      }
      if (t.is("(")) {
        level++;
      } else if (t.is(")") && --level == 0) {
        return ahead;
      }
    }
  }

  /** A parenthesised list; the commas are optional, as in Intel's switchjmp label lists. */
  private OperandList list(SourcePos pos) {
    Token open = in.expect("(", "");
    if (depth >= MAX_NESTING) {
      throw in.errorAt(open, "operand lists nested too deeply");
    }
    depth++;
    try {
      List<Operand> items = new ArrayList<>();
      while (!in.at(")")) {
        if (in.atLineEnd()) {
          throw in.error("expected ')' to close the list opened at column " + open.col() + ", found end of line");
        }
        items.add(operand());
        if (in.accept(",") && in.at(")")) {
          throw in.error("expected a list item after ',', found ')'");
        }
      }
      in.next();
      return new OperandList(items, pos);
    } finally {
      depth--;
    }
  }

  private AddressOfOperand addressOf(SourcePos pos) {
    in.expect("&", "");
    Token name = in.expectIdent("a variable after '&'");
    long off = 0;
    if (in.atAdjacent("[")) {
      in.next();
      off = expr.full();
      in.expect("]", "after the address offset");
    } else if ((in.atAdjacent("+") || in.atAdjacent("-"))
        && in.peek(1).kind() == TokenKind.INT
        && !in.peek(1).spaceBefore()
        && !in.peek(2).is(":")) {
      // the spec's spelling &V+16, written without spaces (with them, "-16:w" is the next operand)
      boolean plus = in.next().text().equals("+");
      long n = in.next().intValue();
      off = plus ? n : -n;
    }
    return new AddressOfOperand(name.text(), off, pos);
  }

  private Operand named(Token t, SourcePos pos) {
    String name = t.text();
    in.next();
    if (name.equals("r") && in.atAdjacent("[")) {
      return indirect(SrcModifier.NONE, pos, true);
    }
    if (LSC_MODELS.contains(name) && (in.atAdjacent("[") || (!name.equals("flat") && !name.equals("arg")
        && in.atAdjacent("(")))) {
      return lsc.address(name, pos);
    }
    if (in.atAdjacent("(")) {
      long[] off = offsets();
      if (off.length == 1) {
        if (in.atAdjacent("<")) {
          in.next();
          long width = expr.count(true);
          in.expect(">", "after the address width");
          return new AddressOperand(name, (int) off[0], (int) width, pos);
        }
        return new StateOperand(name, off[0], pos);
      }
      if (off.length != 2) {
        throw in.error("expected '(row,col)' after '" + name + "'");
      }
      if (in.atAdjacent("<")) {
        return regionAfterOffset(name, off, pos);
      }
      return new SrcRegion(SrcModifier.NONE, name, (int) off[0], (int) off[1], -1, -1, -1, pos);
    }
    if (in.atAdjacent("<")) {
      in.next();
      long h = expr.count(true);
      in.expect(">", "after the destination stride");
      return new DstRegion(name, 0, 0, (int) h, false, pos);
    }
    if (in.atAdjacent(".")) {
      in.next();
      long off;
      if (in.at("(")) {
        in.next();
        off = expr.count(false);
        in.expect(")", "after the raw operand offset");
      } else if (in.peek().kind() == TokenKind.INT && !in.peek().spaceBefore()) {
        off = expr.literalCount(in.next());
      } else {
        throw in.error("expected a byte offset after '" + name + ".'");
      }
      if (in.atAdjacent(":")) {
        in.next();
        return new LscData(name, off, lsc.shape(), pos);
      }
      return new RawOperand(name, off, pos);
    }
    if (in.atAdjacent(":")) {
      in.next();
      return new LscData(name, 0, lsc.shape(), pos);
    }
    return new NameOperand(name, pos);
  }

  private Operand regionAfterOffset(String name, long[] off, SourcePos pos) {
    Token open = in.peek();
    long[] region = region();
    if (region.length == 1) {
      return new DstRegion(name, (int) off[0], (int) off[1], (int) region[0], true, pos);
    }
    if (region.length == 3) {
      return new SrcRegion(
          SrcModifier.NONE, name, (int) off[0], (int) off[1], (int) region[0], (int) region[1], (int) region[2],
          pos);
    }
    throw in.errorAt(open, "expected a region <vstride;width,hstride> or <hstride>, found <width,hstride>");
  }

  private Operand sourceRegion(SrcModifier mod, String name, long[] off, SourcePos pos) {
    Token open = in.peek();
    long[] region = region();
    if (region.length != 3) {
      throw in.errorAt(open, "expected a source region <vstride;width,hstride> after a source modifier");
    }
    return new SrcRegion(
        mod, name, (int) off[0], (int) off[1], (int) region[0], (int) region[1], (int) region[2], pos);
  }

  /** Reads {@code (a)} or {@code (a,b)}. */
  private long[] offsets() {
    in.expect("(", "");
    long a = expr.count(false);
    if (in.accept(",")) {
      long b = expr.count(false);
      in.expect(")", "after the (row,col) offset");
      return new long[] {a, b};
    }
    in.expect(")", "after the offset");
    return new long[] {a};
  }

  /** Reads {@code <h>}, {@code <w,h>} or {@code <v;w,h>}, returning 1, 2 or 3 numbers. */
  private long[] region() {
    if (!in.at("<")) {
      throw in.error("expected a region in angle brackets, found " + in.peek().describe());
    }
    in.next();
    long a = expr.count(true);
    if (in.accept(";")) {
      long w = expr.count(true);
      in.expect(",", "between region width and horizontal stride");
      long h = expr.count(true);
      in.expect(">", "to close the region");
      return new long[] {a, w, h};
    }
    if (in.accept(",")) {
      long h = expr.count(true);
      in.expect(">", "to close the region");
      return new long[] {a, h};
    }
    in.expect(">", "to close the region");
    return new long[] {a};
  }

  private IndirectOperand indirect(SrcModifier mod, SourcePos pos, boolean maybeDst) {
    in.expect("[", "");
    Token addr = in.expectIdent("an address variable in r[...]");
    long[] elem = offsets();
    if (elem.length != 1) {
      throw in.error("expected one element index in the address variable of r[...]");
    }
    long imm = 0;
    if (in.accept(",")) {
      imm = expr.full();
    }
    in.expect("]", "to close r[...]");
    long[] region = region();
    in.expect(":", "before the indirect operand's type");
    Type type = numbers.type(in.expectIdent("the indirect operand's type"));
    int v = region.length == 3 ? (int) region[0] : -1;
    int w = region.length == 3 ? (int) region[1] : region.length == 2 ? (int) region[0] : -1;
    int h = (int) region[region.length - 1];
    boolean dst = maybeDst && region.length == 1;
    return new IndirectOperand(mod, addr.text(), (int) elem[0], imm, v, w, h, type, dst, pos);
  }
}
