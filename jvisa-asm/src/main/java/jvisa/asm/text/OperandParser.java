package jvisa.asm.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jvisa.asm.model.AddressOfOperand;
import jvisa.asm.model.AddressOperand;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.Immediate;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.StateOperand;
import jvisa.asm.model.Type;

/** Parses one operand of any syntactic form; the opcode's rules are checked later by the verifier. */
final class OperandParser {
  private static final Set<String> LSC_MODELS = Set.of("flat", "bti", "bss", "ss", "arg");

  private final TokenCursor in;
  private final ExprParser expr;

  OperandParser(TokenCursor in, ExprParser expr) {
    this.in = in;
    this.expr = expr;
  }

  Operand operand() {
    Token t = in.peek();
    SourcePos pos = TokenCursor.pos(t);
    if (t.is("(")) {
      SrcModifier mod = modifier();
      if (mod != null) {
        return modifiedSource(mod, pos);
      }
      return list(pos);
    }
    if (t.is("&")) {
      return addressOf(pos);
    }
    if (t.kind() == TokenKind.IDENT) {
      return named(t, pos);
    }
    if (t.kind() == TokenKind.INT || t.kind() == TokenKind.FLOAT || t.is("-") || t.is("~")) {
      return number(pos);
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

  private OperandList list(SourcePos pos) {
    in.expect("(", "");
    List<Operand> items = new ArrayList<>();
    if (!in.at(")")) {
      items.add(operand());
      while (in.accept(",")) {
        items.add(operand());
      }
    }
    in.expect(")", "to close the list");
    return new OperandList(items, pos);
  }

  private AddressOfOperand addressOf(SourcePos pos) {
    in.expect("&", "");
    Token name = in.expectIdent("a variable after '&'");
    long off = 0;
    if (in.atAdjacent("[")) {
      in.next();
      off = expr.full();
      in.expect("]", "after the address offset");
    } else if ((in.at("+") || in.at("-")) && in.peek(1).kind() == TokenKind.INT) {
      boolean plus = in.next().text().equals("+");
      off = expr.multiplicative();
      off = plus ? off : -off;
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
      return lscAddress(name, pos);
    }
    if (in.atAdjacent("(")) {
      long[] off = offsets();
      if (off.length == 1) {
        if (in.atAdjacent("<")) {
          in.next();
          long width = expr.noRelational();
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
      long h = expr.noRelational();
      in.expect(">", "after the destination stride");
      return new DstRegion(name, 0, 0, (int) h, false, pos);
    }
    if (in.atAdjacent(".")) {
      in.next();
      long off;
      if (in.at("(")) {
        in.next();
        off = expr.full();
        in.expect(")", "after the raw operand offset");
      } else if (in.peek().kind() == TokenKind.INT && !in.peek().spaceBefore()) {
        off = in.next().intValue();
      } else {
        throw in.error("expected a byte offset after '" + name + ".'");
      }
      if (in.atAdjacent(":")) {
        in.next();
        return new LscData(name, off, shape(), pos);
      }
      return new RawOperand(name, off, pos);
    }
    if (in.atAdjacent(":")) {
      in.next();
      return new LscData(name, 0, shape(), pos);
    }
    return new NameOperand(name, pos);
  }

  private Operand regionAfterOffset(String name, long[] off, SourcePos pos) {
    long[] region = region();
    if (region.length == 1) {
      return new DstRegion(name, (int) off[0], (int) off[1], (int) region[0], true, pos);
    }
    if (region.length == 3) {
      return new SrcRegion(
          SrcModifier.NONE, name, (int) off[0], (int) off[1], (int) region[0], (int) region[1], (int) region[2],
          pos);
    }
    throw in.error("expected a region <vstride;width,hstride> or <hstride>");
  }

  private Operand sourceRegion(SrcModifier mod, String name, long[] off, SourcePos pos) {
    long[] region = region();
    if (region.length != 3) {
      throw in.error("expected a source region <vstride;width,hstride>");
    }
    return new SrcRegion(
        mod, name, (int) off[0], (int) off[1], (int) region[0], (int) region[1], (int) region[2], pos);
  }

  /** Reads {@code (a)} or {@code (a,b)}. */
  private long[] offsets() {
    in.expect("(", "");
    long a = expr.full();
    if (in.accept(",")) {
      long b = expr.full();
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
    long a = expr.noRelational();
    if (in.accept(";")) {
      long w = expr.noRelational();
      in.expect(",", "between region width and horizontal stride");
      long h = expr.noRelational();
      in.expect(">", "to close the region");
      return new long[] {a, w, h};
    }
    if (in.accept(",")) {
      long h = expr.noRelational();
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
    Type type = type(in.expectIdent("the indirect operand's type"));
    int v = region.length == 3 ? (int) region[0] : -1;
    int w = region.length == 3 ? (int) region[1] : region.length == 2 ? (int) region[0] : -1;
    int h = (int) region[region.length - 1];
    boolean dst = maybeDst && region.length == 1;
    return new IndirectOperand(mod, addr.text(), (int) elem[0], imm, v, w, h, type, dst, pos);
  }

  private Type type(Token t) {
    Type type = Type.fromText(t.text());
    if (type == null) {
      throw in.errorAt(t, "unknown data type '" + t.text() + "'");
    }
    return type;
  }

  private Operand number(SourcePos pos) {
    boolean negative = false;
    Token first = in.peek();
    long value;
    boolean isFloat = false;
    double fvalue = 0;
    if (first.is("-") && in.peek(1).kind() == TokenKind.FLOAT) {
      in.next();
      negative = true;
    }
    if (in.peek().kind() == TokenKind.FLOAT) {
      isFloat = true;
      fvalue = in.next().floatValue();
      value = 0;
    } else {
      value = expr.unary();
    }
    if (!in.atAdjacent(":")) {
      if (isFloat) {
        float f = (float) (negative ? -fvalue : fvalue);
        return new Immediate(Type.F, Float.floatToRawIntBits(f) & 0xffffffffL, pos);
      }
      return new NumberOperand(value, pos);
    }
    in.next();
    Token typeTok = in.expectIdent("an immediate's type after ':'");
    Type type = type(typeTok);
    if (isFloat) {
      double d = negative ? -fvalue : fvalue;
      return switch (type) {
        case F -> new Immediate(type, Float.floatToRawIntBits((float) d) & 0xffffffffL, pos);
        case DF -> new Immediate(type, Double.doubleToRawLongBits(d), pos);
        default -> throw in.errorAt(typeTok, "a floating-point literal needs type f or df, not '" + type.text() + "'");
      };
    }
    return new Immediate(type, value, pos);
  }

  private LscAddress lscAddress(String model, SourcePos pos) {
    Operand surface = null;
    if (in.atAdjacent("(")) {
      in.next();
      surface = operand();
      in.expect(")", "after the LSC surface");
    }
    in.expect("[", "to open the LSC address");
    long scale = 1;
    while (in.peek().kind() == TokenKind.INT && in.peek(1).is("*")) {
      scale *= in.next().intValue();
      in.next();
    }
    List<Operand> regs = new ArrayList<>();
    regs.add(addressComponent());
    long offset = 0;
    if (in.accept("+")) {
      offset = expr.additive();
    } else if (in.accept("-")) {
      offset = -expr.primary();
    }
    while (in.accept(",")) {
      regs.add(addressComponent());
    }
    in.expect("]", "to close the LSC address");
    String size = null;
    if (in.atAdjacent(":")) {
      in.next();
      size = in.expectIdent("an address size such as a32 or a64").text();
    }
    return new LscAddress(model, surface, scale, regs, offset, size, pos);
  }

  private Operand addressComponent() {
    SourcePos pos = in.pos();
    if (in.peek().kind() == TokenKind.IDENT) {
      Token name = in.next();
      if (in.atAdjacent("(")) {
        long[] off = offsets();
        if (off.length != 2) {
          throw in.error("expected '(row,col)' in an LSC address");
        }
        return new SrcRegion(SrcModifier.NONE, name.text(), (int) off[0], (int) off[1], -1, -1, -1, pos);
      }
      if (in.atAdjacent(".") && in.peek(1).kind() == TokenKind.INT) {
        in.next();
        return new RawOperand(name.text(), in.next().intValue(), pos);
      }
      return new NameOperand(name.text(), pos);
    }
    return new NumberOperand(expr.additive(), pos);
  }

  /** An LSC data shape written right after ':' — d32, d8c32, u32x4t, u8.2x32x32, u32.xyzw. */
  private String shape() {
    StringBuilder sb = new StringBuilder();
    Token t = in.peek();
    if (t.kind() != TokenKind.IDENT) {
      throw in.error("expected a data shape such as d32 after ':', found " + t.describe());
    }
    sb.append(in.next().text());
    while (!in.peek().spaceBefore()
        && (in.at(".") || in.peek().kind() == TokenKind.IDENT || in.peek().kind() == TokenKind.INT)) {
      sb.append(in.next().text());
    }
    return sb.toString();
  }
}
