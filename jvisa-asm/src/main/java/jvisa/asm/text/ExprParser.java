package jvisa.asm.text;

import java.util.function.ToLongFunction;

/**
 * Integer constant expressions of the vISA text (C operators and {@code %sizeof V}). Inside angle
 * brackets the relational operators are not available, so {@code <0;1,0>} closes where it should.
 */
final class ExprParser {
  private static final int MAX_NESTING = 64;

  private final TokenCursor in;
  private final ToLongFunction<String> sizeOf;
  private int depth;

  /**
   * @param sizeOf byte size of a declared variable, or -1 if it is unknown
   */
  ExprParser(TokenCursor in, ToLongFunction<String> sizeOf) {
    this.in = in;
    this.sizeOf = sizeOf;
  }

  /** A full expression (conditional level). */
  long full() {
    int t = in.peek();
    if (in.isInt(t) && !isOperator(in.punct(in.peek(1)), true)) {
      in.next();
      return in.intValue(t); // a lone number, the common case
    }
    long c = and();
    if (in.at('?')) {
      enter(in.next());
      try {
        long a = and();
        in.expect(':', "in conditional expression");
        long b = full();
        return c != 0 ? a : b;
      } finally {
        depth--;
      }
    }
    return c;
  }

  /** An expression that may appear before a closing '>' (shift level and tighter). */
  long noRelational() {
    int t = in.peek();
    if (in.isInt(t) && !isOperator(in.punct(in.peek(1)), false)) {
      in.next();
      return in.intValue(t);
    }
    return shift();
  }

  /**
   * Whether a punctuation continues an expression after an operand; {@code relational}: at full
   * level.
   */
  private static boolean isOperator(char p, boolean relational) {
    return switch (p) {
      case '*', '/', '%', '+', '-', Punct.SHL, Punct.SHR, Punct.SHR_UNSIGNED -> true;
      case '<', '>', Punct.LE, Punct.GE, Punct.EQ, Punct.NE, '|', '^', '&', '?' -> relational;
      default -> false;
    };
  }

  private long and() {
    long v = xor();
    while (in.at('&')) {
      in.next();
      v &= xor();
    }
    return v;
  }

  private long xor() {
    long v = or();
    while (in.at('^')) {
      in.next();
      v ^= or();
    }
    return v;
  }

  private long or() {
    long v = equality();
    while (in.at('|')) {
      in.next();
      v |= equality();
    }
    return v;
  }

  private long equality() {
    long v = relational();
    if (in.at(Punct.EQ)) {
      in.next();
      return v == relational() ? 1 : 0;
    }
    if (in.at(Punct.NE)) {
      in.next();
      return v != relational() ? 1 : 0;
    }
    return v;
  }

  private long relational() {
    long v = shift();
    char op = operator();
    if (op == '<' || op == '>' || op == Punct.LE || op == Punct.GE) {
      in.next();
      long r = shift();
      boolean b =
          switch (op) {
            case '<' -> v < r;
            case '>' -> v > r;
            case Punct.LE -> v <= r;
            default -> v >= r;
          };
      return b ? 1 : 0;
    }
    return v;
  }

  private long shift() {
    long v = additive();
    for (char op = operator();
        op == Punct.SHL || op == Punct.SHR || op == Punct.SHR_UNSIGNED;
        op = operator()) {
      in.next();
      long r = additive();
      v =
          switch (op) {
            case Punct.SHL -> v << r;
            case Punct.SHR -> v >> r;
            default -> v >>> r;
          };
    }
    return v;
  }

  long additive() {
    long v = multiplicative();
    for (char op = operator(); op == '+' || op == '-'; op = operator()) {
      in.next();
      long r = multiplicative();
      v = op == '+' ? v + r : v - r;
    }
    return v;
  }

  long multiplicative() {
    long v = unary();
    for (char op = operator(); op == '*' || op == '/' || op == '%'; op = operator()) {
      int at = in.next();
      long r = unary();
      if (op != '*' && r == 0) {
        throw in.errorAt(at, "division by zero in constant expression");
      }
      v =
          switch (op) {
            case '*' -> v * r;
            case '/' -> v / r;
            default -> v % r;
          };
    }
    return v;
  }

  /** The punctuation under the cursor, or 0 if it is another kind of token. */
  private char operator() {
    return in.punct(in.peek());
  }

  long unary() {
    char op = operator();
    if (op != '-' && op != '~' && op != '!') {
      return primary();
    }
    enter(in.peek());
    try {
      in.next();
      long v = unary();
      return op == '-' ? -v : op == '~' ? ~v : v == 0 ? 1 : 0;
    } finally {
      depth--;
    }
  }

  /**
   * Guards the recursion of nested operators and parentheses, which bad input could make
   * arbitrarily deep.
   */
  private void enter(int t) {
    if (depth >= MAX_NESTING) {
      throw in.errorAt(t, "constant expression nested too deeply");
    }
    depth++;
  }

  long primary() {
    int t = in.peek();
    if (in.isInt(t)) {
      in.next();
      return in.intValue(t);
    }
    if (in.isPunct(t, '(')) {
      enter(t);
      try {
        in.next();
        long v = full();
        in.expect(')', "to close the parenthesised expression");
        return v;
      } finally {
        depth--;
      }
    }
    if (in.isIdent(t, "%sizeof")) {
      in.next();
      boolean paren = in.accept('(');
      int nameTok = in.expectIdent("a variable name after %sizeof");
      String name = in.text(nameTok);
      if (paren) {
        in.expect(')', "after %sizeof(NAME");
      }
      if (name.equals("GRF")) {
        return 32;
      }
      long size = sizeOf.applyAsLong(name);
      if (size < 0) {
        throw in.errorAt(nameTok, "%sizeof of undeclared variable '" + name + "'");
      }
      return size;
    }
    if (in.isIdent(t, "%DispatchSimdSize")) {
      throw in.error("%DispatchSimdSize is only known when the kernel is compiled");
    }
    throw in.error("expected a number, found " + in.describe(t));
  }

  /** A number literal that counts something: 0 to 2^31-1. */
  long literalCount(int t) {
    long v = in.intValue(t);
    if (v < 0 || v > Integer.MAX_VALUE) {
      throw in.errorAt(t, "expected a number from 0 to 2^31-1 here, found " + in.text(t));
    }
    return v;
  }

  /**
   * A constant expression that counts something (offset, stride, width), which must be 0 or more
   * and fit an int; {@code beforeAngle} stops before a relational operator so that {@code <1;1,0>}
   * closes.
   */
  long count(boolean beforeAngle) {
    int start = in.peek();
    long v = beforeAngle ? noRelational() : full();
    if (v < 0 || v > Integer.MAX_VALUE) {
      throw in.errorAt(start, "expected a number from 0 to 2^31-1 here, found " + v);
    }
    return v;
  }
}
