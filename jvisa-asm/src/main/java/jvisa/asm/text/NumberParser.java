package jvisa.asm.text;

import jvisa.asm.model.Immediate;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.Type;

/** Reads numbers: typed immediates of every type, untyped floats, bare integer expressions. */
final class NumberParser {
  private final TokenCursor in;
  private final ExprParser expr;

  NumberParser(TokenCursor in, ExprParser expr) {
    this.in = in;
    this.expr = expr;
  }

  /**
   * A number: a typed immediate ({@code 0x10:d}, {@code -1.5:f}, {@code 0x3f800000:f}), an untyped
   * float (an f immediate) or a bare integer expression. As in Intel's assembler, a minus sign in
   * front of a literal of a floating-point type negates the floating-point value ({@code
   * -0x3f800000:f} is -1.0).
   */
  Operand number(SourcePos pos) {
    int first = in.peek();
    if (in.isPunct(first, '-') && isLiteral(in.peek(1)) && isTypeColon(in.peek(2))) {
      in.next();
      int literal = in.next();
      in.next();
      return typedLiteral(literal, true, pos);
    }
    if (in.isFloat(first) || (in.isInt(first) && isTypeColon(in.peek(1)))) {
      in.next();
      if (!isTypeColon(in.peek())) {
        return new Immediate(
            Type.F, Float.floatToRawIntBits((float) in.floatValue(first)) & 0xffffffffL, pos);
      }
      in.next();
      return typedLiteral(first, false, pos);
    }
    if (in.isPunct(first, '-') && in.isFloat(in.peek(1))) {
      in.next();
      int f = in.next();
      return new Immediate(
          Type.F, Float.floatToRawIntBits((float) -in.floatValue(f)) & 0xffffffffL, pos);
    }
    long value = expr.unary();
    if (!isTypeColon(in.peek())) {
      return new NumberOperand(value, pos);
    }
    in.next();
    Type type = type(in.expectIdent("an immediate's type after ':'"));
    return new Immediate(type, truncate(value, type), pos);
  }

  private boolean isLiteral(int t) {
    return in.isInt(t) || in.isFloat(t);
  }

  /** Whether the token is a colon right after the previous token, which introduces a type. */
  boolean isTypeColon(int t) {
    return in.isPunct(t, ':') && !in.spaceBefore(t);
  }

  /** The immediate {@code literal:type} (the ':' already read), negated when a '-' preceded it. */
  private Immediate typedLiteral(int literal, boolean negate, SourcePos pos) {
    int typeTok = in.expectIdent("an immediate's type after ':'");
    Type type = type(typeTok);
    if (in.isFloat(literal)) {
      double d = negate ? -in.floatValue(literal) : in.floatValue(literal);
      return switch (type) {
        case F -> new Immediate(type, Float.floatToRawIntBits((float) d) & 0xffffffffL, pos);
        case DF -> new Immediate(type, Double.doubleToRawLongBits(d), pos);
        default ->
            throw in.errorAt(
                typeTok, "a floating-point literal needs type f or df, not '" + type.text() + "'");
      };
    }
    long bits = in.intValue(literal);
    if (!negate) {
      return new Immediate(type, truncate(bits, type), pos);
    }
    if (type.isFloat() && !type.isPackedVector()) {
      return new Immediate(type, truncate(bits, type) ^ (1L << (type.size() * 8 - 1)), pos);
    }
    return new Immediate(type, truncate(-bits, type), pos);
  }

  /**
   * The bits of an immediate as a vISA binary holds them: the low 32 (the immediate field) for
   * types of up to 4 bytes, all 64 for q, uq and df. A b or w immediate keeps the upper bits it was
   * written with, as in Intel's assembler ({@code 0xffffff80:b} and {@code -128:b} are the same
   * immediate, {@code 0x80:b} another).
   */
  static long truncate(long value, Type type) {
    return type.size() == 8 ? value : value & 0xffffffffL;
  }

  /** The data type a type name stands for. */
  Type type(int t) {
    Type type = Type.fromText(in.text(t));
    if (type == null) {
      throw in.errorAt(t, "unknown data type '" + in.text(t) + "'");
    }
    return type;
  }
}
