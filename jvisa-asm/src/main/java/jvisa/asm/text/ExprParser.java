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

  /** @param sizeOf byte size of a declared variable, or -1 if it is unknown */
  ExprParser(TokenCursor in, ToLongFunction<String> sizeOf) {
    this.in = in;
    this.sizeOf = sizeOf;
  }

  /** A full expression (conditional level). */
  long full() {
    long c = and();
    if (in.at("?")) {
      enter(in.next());
      try {
        long a = and();
        in.expect(":", "in conditional expression");
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
    return shift();
  }

  private long and() {
    long v = xor();
    while (in.at("&")) {
      in.next();
      v &= xor();
    }
    return v;
  }

  private long xor() {
    long v = or();
    while (in.at("^")) {
      in.next();
      v ^= or();
    }
    return v;
  }

  private long or() {
    long v = equality();
    while (in.at("|")) {
      in.next();
      v |= equality();
    }
    return v;
  }

  private long equality() {
    long v = relational();
    if (in.at("==")) {
      in.next();
      return v == relational() ? 1 : 0;
    }
    if (in.at("!=")) {
      in.next();
      return v != relational() ? 1 : 0;
    }
    return v;
  }

  private long relational() {
    long v = shift();
    if (in.at("<") || in.at(">") || in.at("<=") || in.at(">=")) {
      String op = in.next().text();
      long r = shift();
      boolean b =
          switch (op) {
            case "<" -> v < r;
            case ">" -> v > r;
            case "<=" -> v <= r;
            default -> v >= r;
          };
      return b ? 1 : 0;
    }
    return v;
  }

  private long shift() {
    long v = additive();
    while (in.at("<<") || in.at(">>") || in.at(">>>")) {
      String op = in.next().text();
      long r = additive();
      v =
          switch (op) {
            case "<<" -> v << r;
            case ">>" -> v >> r;
            default -> v >>> r;
          };
    }
    return v;
  }

  long additive() {
    long v = multiplicative();
    while (in.at("+") || in.at("-")) {
      boolean plus = in.next().text().equals("+");
      long r = multiplicative();
      v = plus ? v + r : v - r;
    }
    return v;
  }

  long multiplicative() {
    long v = unary();
    while (in.at("*") || in.at("/") || in.at("%")) {
      Token op = in.next();
      long r = unary();
      if (!op.text().equals("*") && r == 0) {
        throw in.errorAt(op, "division by zero in constant expression");
      }
      v =
          switch (op.text()) {
            case "*" -> v * r;
            case "/" -> v / r;
            default -> v % r;
          };
    }
    return v;
  }

  long unary() {
    Token t = in.peek();
    if (!t.is("-") && !t.is("~") && !t.is("!")) {
      return primary();
    }
    enter(t);
    try {
      in.next();
      long v = unary();
      return t.is("-") ? -v : t.is("~") ? ~v : v == 0 ? 1 : 0;
    } finally {
      depth--;
    }
  }

  /** Guards the recursion of nested operators and parentheses, which bad input could make arbitrarily deep. */
  private void enter(Token t) {
    if (depth >= MAX_NESTING) {
      throw in.errorAt(t, "constant expression nested too deeply");
    }
    depth++;
  }

  long primary() {
    Token t = in.peek();
    if (t.kind() == TokenKind.INT) {
      in.next();
      return t.intValue();
    }
    if (t.is("(")) {
      enter(t);
      try {
        in.next();
        long v = full();
        in.expect(")", "to close the parenthesised expression");
        return v;
      } finally {
        depth--;
      }
    }
    if (t.isIdent("%sizeof")) {
      in.next();
      boolean paren = in.accept("(");
      Token name = in.expectIdent("a variable name after %sizeof");
      if (paren) {
        in.expect(")", "after %sizeof(NAME");
      }
      if (name.text().equals("GRF")) {
        return 32;
      }
      long size = sizeOf.applyAsLong(name.text());
      if (size < 0) {
        throw in.errorAt(name, "%sizeof of undeclared variable '" + name.text() + "'");
      }
      return size;
    }
    if (t.isIdent("%DispatchSimdSize")) {
      throw in.error("%DispatchSimdSize is only known when the kernel is compiled");
    }
    throw in.error("expected a number, found " + t.describe());
  }

  /** A number literal that counts something: 0 to 2^31-1. */
  long literalCount(Token t) {
    if (t.intValue() < 0 || t.intValue() > Integer.MAX_VALUE) {
      throw in.errorAt(t, "expected a number from 0 to 2^31-1 here, found " + t.text());
    }
    return t.intValue();
  }

  /**
   * A constant expression that counts something (offset, stride, width), which must be 0 or more and fit an
   * int; {@code beforeAngle} stops before a relational operator so that {@code <1;1,0>} closes.
   */
  long count(boolean beforeAngle) {
    Token start = in.peek();
    long v = beforeAngle ? noRelational() : full();
    if (v < 0 || v > Integer.MAX_VALUE) {
      throw in.errorAt(start, "expected a number from 0 to 2^31-1 here, found " + v);
    }
    return v;
  }
}
