package jvisa.asm.text;

import java.util.ArrayList;
import java.util.List;
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

/**
 * Parses one operand of any syntactic form; the opcode's rules are checked later by the verifier.
 */
final class OperandParser {
  private static final int MAX_NESTING = 64;

  private final TokenCursor in;
  private final ExprParser expr;
  private final NumberParser numbers;
  private final LscOperandParser lsc;
  private int depth;

  /*
   * What offsets() and region() return: reused, since an operand reads its offsets and region once each
   * and uses the numbers before it reads another.
   */
  private final long[] offsetSingle = new long[1];
  private final long[] offsetPair = new long[2];
  private final long[] region1 = new long[1];
  private final long[] region2 = new long[2];
  private final long[] region3 = new long[3];

  OperandParser(TokenCursor in, ExprParser expr) {
    this.in = in;
    this.expr = expr;
    this.numbers = new NumberParser(in, expr);
    this.lsc = new LscOperandParser(in, expr, this);
  }

  Operand operand() {
    int t = in.peek();
    SourcePos pos = in.pos(t);
    if (in.isString(t)) {
      in.next();
      return new StringOperand(in.text(t), pos);
    }
    if (in.isIdent(t)) {
      return named(t, pos);
    }
    char punct = in.punct(t);
    if (punct == '(') {
      SrcModifier mod = modifier();
      if (mod != null) {
        return modifiedSource(mod, pos);
      }
      if (numbers.isTypeColon(in.peek(closingParen() + 1))) {
        return numbers.number(pos);
      }
      return list(pos);
    }
    if (punct == '&') {
      return addressOf(pos);
    }
    if (punct == '[') {
      return lsc.address("", pos);
    }
    if (in.isInt(t) || in.isFloat(t) || punct == '-' || punct == '~' || punct == '!') {
      return numbers.number(pos);
    }
    throw in.error("expected an operand, found " + in.describe(t));
  }

  /** Reads a source modifier such as (-) or (abs) if one is next; otherwise consumes nothing. */
  private SrcModifier modifier() {
    int a = in.peek(1);
    int b = in.peek(2);
    int c = in.peek(3);
    if (in.isPunct(a, '-') && in.isPunct(b, ')')) {
      skip(3);
      return SrcModifier.NEG;
    }
    if (in.isPunct(a, '~') && in.isPunct(b, ')')) {
      skip(3);
      return SrcModifier.NOT;
    }
    if (in.isIdent(a, "abs") && in.isPunct(b, ')')) {
      skip(3);
      return SrcModifier.ABS;
    }
    if (in.isPunct(a, '-') && in.isIdent(b, "abs") && in.isPunct(c, ')')) {
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
    String name = in.text(in.expectIdent("a variable after the source modifier"));
    if (name.equals("r") && in.atAdjacent('[')) {
      return indirect(mod, pos, false);
    }
    if (!in.atAdjacent('(')) {
      throw in.error("expected '(row,col)' after '" + name + "'");
    }
    long[] off = offsets();
    if (off.length != 2) {
      throw in.error("expected '(row,col)' offset of a source operand");
    }
    return sourceRegion(mod, name, off, pos);
  }

  /**
   * How many tokens ahead the ')' matching the '(' under the cursor is (0 if it is not on this
   * line).
   */
  private int closingParen() {
    int level = 0;
    for (int ahead = 0; ; ahead++) {
      int t = in.peek(ahead);
      if (in.isLineEnd(t)) {
        return 0;
      }
      if (in.isPunct(t, '(')) {
        level++;
      } else if (in.isPunct(t, ')') && --level == 0) {
        return ahead;
      }
    }
  }

  /** A parenthesised list; the commas are optional, as in Intel's switchjmp label lists. */
  private OperandList list(SourcePos pos) {
    int open = in.expect('(', "");
    if (depth >= MAX_NESTING) {
      throw in.errorAt(open, "operand lists nested too deeply");
    }
    depth++;
    try {
      List<Operand> items = new ArrayList<>();
      while (!in.at(')')) {
        if (in.atLineEnd()) {
          throw in.error(
              "expected ')' to close the list opened at column "
                  + in.col(open)
                  + ", found end of line");
        }
        items.add(operand());
        if (in.accept(',') && in.at(')')) {
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
    in.expect('&', "");
    String name = in.text(in.expectIdent("a variable after '&'"));
    long off = 0;
    if (in.atAdjacent('[')) {
      in.next();
      off = expr.full();
      in.expect(']', "after the address offset");
    } else if ((in.atAdjacent('+') || in.atAdjacent('-'))
        && in.isInt(in.peek(1))
        && !in.spaceBefore(in.peek(1))
        && !in.isPunct(in.peek(2), ':')) {
      // the spec's spelling &V+16, written without spaces (with them, "-16:w" is the next operand)
      boolean plus = in.punct(in.next()) == '+';
      long n = in.intValue(in.next());
      off = plus ? n : -n;
    }
    return new AddressOfOperand(name, off, pos);
  }

  private Operand named(int t, SourcePos pos) {
    String name = in.text(t);
    in.next();
    if (name.equals("r") && in.atAdjacent('[')) {
      return indirect(SrcModifier.NONE, pos, true);
    }
    if (isLscModel(name)
        && (in.atAdjacent('[')
            || (!name.equals("flat") && !name.equals("arg") && in.atAdjacent('(')))) {
      return lsc.address(name, pos);
    }
    if (in.atAdjacent('(')) {
      long[] off = offsets();
      if (off.length == 1) {
        if (in.atAdjacent('<')) {
          in.next();
          long width = expr.count(true);
          in.expect('>', "after the address width");
          return new AddressOperand(name, (int) off[0], (int) width, pos);
        }
        return new StateOperand(name, off[0], pos);
      }
      if (off.length != 2) {
        throw in.error("expected '(row,col)' after '" + name + "'");
      }
      if (in.atAdjacent('<')) {
        return regionAfterOffset(name, off, pos);
      }
      return new SrcRegion(SrcModifier.NONE, name, (int) off[0], (int) off[1], -1, -1, -1, pos);
    }
    if (in.atAdjacent('<')) {
      in.next();
      long h = expr.count(true);
      in.expect('>', "after the destination stride");
      return new DstRegion(name, 0, 0, (int) h, false, pos);
    }
    if (in.atAdjacent('.')) {
      in.next();
      long off;
      if (in.at('(')) {
        in.next();
        off = expr.count(false);
        in.expect(')', "after the raw operand offset");
      } else if (in.isInt(in.peek()) && !in.spaceBefore(in.peek())) {
        off = expr.literalCount(in.next());
      } else {
        throw in.error("expected a byte offset after '" + name + ".'");
      }
      if (in.atAdjacent(':')) {
        in.next();
        return new LscData(name, off, lsc.shape(), pos);
      }
      return new RawOperand(name, off, pos);
    }
    if (in.atAdjacent(':')) {
      in.next();
      return new LscData(name, 0, lsc.shape(), pos);
    }
    return new NameOperand(name, pos);
  }

  private static boolean isLscModel(String name) {
    return switch (name) {
      case "flat", "bti", "bss", "ss", "arg" -> true;
      default -> false;
    };
  }

  private Operand regionAfterOffset(String name, long[] off, SourcePos pos) {
    int open = in.peek();
    long[] region = region();
    if (region.length == 1) {
      return new DstRegion(name, (int) off[0], (int) off[1], (int) region[0], true, pos);
    }
    if (region.length == 3) {
      return new SrcRegion(
          SrcModifier.NONE,
          name,
          (int) off[0],
          (int) off[1],
          (int) region[0],
          (int) region[1],
          (int) region[2],
          pos);
    }
    throw in.errorAt(
        open, "expected a region <vstride;width,hstride> or <hstride>, found <width,hstride>");
  }

  private Operand sourceRegion(SrcModifier mod, String name, long[] off, SourcePos pos) {
    int open = in.peek();
    long[] region = region();
    if (region.length != 3) {
      throw in.errorAt(
          open, "expected a source region <vstride;width,hstride> after a source modifier");
    }
    return new SrcRegion(
        mod,
        name,
        (int) off[0],
        (int) off[1],
        (int) region[0],
        (int) region[1],
        (int) region[2],
        pos);
  }

  /** Reads {@code (a)} or {@code (a,b)} (into a reused array). */
  private long[] offsets() {
    in.expect('(', "");
    long a = expr.count(false);
    if (in.accept(',')) {
      long b = expr.count(false);
      in.expect(')', "after the (row,col) offset");
      offsetPair[0] = a;
      offsetPair[1] = b;
      return offsetPair;
    }
    in.expect(')', "after the offset");
    offsetSingle[0] = a;
    return offsetSingle;
  }

  /**
   * Reads {@code <h>}, {@code <w,h>} or {@code <v;w,h>}, returning 1, 2 or 3 numbers (in a reused
   * array).
   */
  private long[] region() {
    if (!in.at('<')) {
      throw in.error("expected a region in angle brackets, found " + in.describe(in.peek()));
    }
    in.next();
    long a = expr.count(true);
    if (in.accept(';')) {
      long w = expr.count(true);
      in.expect(',', "between region width and horizontal stride");
      long h = expr.count(true);
      in.expect('>', "to close the region");
      region3[0] = a;
      region3[1] = w;
      region3[2] = h;
      return region3;
    }
    if (in.accept(',')) {
      long h = expr.count(true);
      in.expect('>', "to close the region");
      region2[0] = a;
      region2[1] = h;
      return region2;
    }
    in.expect('>', "to close the region");
    region1[0] = a;
    return region1;
  }

  private IndirectOperand indirect(SrcModifier mod, SourcePos pos, boolean maybeDst) {
    in.expect('[', "");
    String addr = in.text(in.expectIdent("an address variable in r[...]"));
    long[] elem = offsets();
    if (elem.length != 1) {
      throw in.error("expected one element index in the address variable of r[...]");
    }
    long imm = 0;
    if (in.accept(',')) {
      imm = expr.full();
    }
    in.expect(']', "to close r[...]");
    long[] region = region();
    in.expect(':', "before the indirect operand's type");
    Type type = numbers.type(in.expectIdent("the indirect operand's type"));
    int v = region.length == 3 ? (int) region[0] : -1;
    int w = region.length == 3 ? (int) region[1] : region.length == 2 ? (int) region[0] : -1;
    int h = (int) region[region.length - 1];
    boolean dst = maybeDst && region.length == 1;
    return new IndirectOperand(mod, addr, (int) elem[0], imm, v, w, h, type, dst, pos);
  }
}
