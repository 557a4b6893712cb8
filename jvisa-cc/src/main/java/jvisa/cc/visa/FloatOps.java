package jvisa.cc.visa;

import java.util.HashMap;
import java.util.Map;

/**
 * Float arithmetic over one instruction's lanes, each operation into a fresh temporary: the
 * vocabulary of the float functions built from several vISA instructions. Values are source operand
 * strings (with "(-)"/"(abs)" modifiers allowed); those a temporary holds can also be read as their
 * bits ({@link #bits}).
 */
final class FloatOps {
  static final long SIGN = 0x80000000L;
  static final long INF = 0x7f800000L;
  static final long NAN = 0x7fc00000L;

  private final Code code;
  private final Code.Lanes l;
  private final boolean wide;
  private final int h;
  private final Map<String, String> inputBits = new HashMap<>();
  private final Map<String, Var> temporaries = new HashMap<>();

  FloatOps(Code code, Code.Lanes l, boolean wide) {
    this.code = code;
    this.l = l;
    this.wide = wide;
    this.h = l.half();
  }

  /** Registers an operand read as float ({@code f}) and as bits ({@code ud}); returns {@code f}. */
  String input(String f, String ud) {
    inputBits.put(f, ud);
    return f;
  }

  /** The float immediate {@code v}. */
  static String c(float v) {
    return Code.imm(Float.floatToRawIntBits(v) & 0xffffffffL, "f");
  }

  static String cBits(long bits) {
    return Code.imm(bits, "f");
  }

  static String neg(String s) {
    if (isImmediate(s)) {
      return cBits(immediateBits(s) ^ SIGN);
    }
    if (s.startsWith("(-)")) {
      return s.substring(3);
    }
    if (s.startsWith("(abs)")) {
      return "(-abs)" + s.substring(5);
    }
    if (s.startsWith("(-abs)")) {
      return "(abs)" + s.substring(6);
    }
    return "(-)" + s;
  }

  static String abs(String s) {
    if (isImmediate(s)) {
      return cBits(immediateBits(s) & ~SIGN);
    }
    if (s.startsWith("(-)")) {
      return "(abs)" + s.substring(3);
    }
    if (s.startsWith("(abs)") || s.startsWith("(-abs)")) {
      return "(abs)" + s.substring(s.indexOf(')') + 1);
    }
    return "(abs)" + s;
  }

  private static boolean isImmediate(String s) {
    return s.startsWith("0x") && s.endsWith(":f");
  }

  private static long immediateBits(String s) {
    return Long.parseLong(s.substring(2, s.length() - 2), 16);
  }

  /** {@code opcode} of float operands into a new temporary. */
  String op(String opcode, String... sources) {
    Var t = code.vars.temp("f", wide);
    String[] operands = new String[sources.length + 1];
    operands[0] = t.dst("f", h);
    System.arraycopy(sources, 0, operands, 1, sources.length);
    code.op(opcode, l, operands);
    String src = t.src("f", h);
    temporaries.put(src, t);
    return src;
  }

  /** {@code opcode} on integer operands of {@code type} into a new temporary of that type. */
  String intOp(String opcode, String type, String... sources) {
    Var t = code.vars.temp(type, wide);
    String[] operands = new String[sources.length + 1];
    operands[0] = t.dst(type, h);
    System.arraycopy(sources, 0, operands, 1, sources.length);
    code.op(opcode, l, operands);
    return t.src(type, h);
  }

  String add(String a, String b) {
    return op("add", a, b);
  }

  String sub(String a, String b) {
    return op("add", a, neg(b));
  }

  String mul(String a, String b) {
    return op("mul", a, b);
  }

  /** a * b + c, fused. */
  String mad(String a, String b, String c) {
    return op("mad", a, b, c);
  }

  String div(String a, String b) {
    return op("div", a, b);
  }

  String inv(String a) {
    return op("inv", a);
  }

  String sqrt(String a) {
    return op("sqrt", a);
  }

  String exp2(String a) {
    return op("exp", a);
  }

  String log2(String a) {
    return op("log", a);
  }

  String min(String a, String b) {
    return op("min", a, b);
  }

  String max(String a, String b) {
    return op("max", a, b);
  }

  /** A predicate: {@code cmp.<relation> a b} (floats, or integers of one type). */
  String cmp(String relation, String a, String b) {
    String p = code.vars.tempPredicate();
    code.op("cmp." + relation, l, p, a, b);
    return p;
  }

  /** Where x is NaN. */
  String isNan(String x) {
    return cmp("ne", x, x);
  }

  /** Both predicates. */
  String and(String p, String q) {
    String r = code.vars.tempPredicate();
    code.op("and", l, r, p, q);
    return r;
  }

  /** Either predicate. */
  String or(String p, String q) {
    String r = code.vars.tempPredicate();
    code.op("or", l, r, p, q);
    return r;
  }

  /** {@code ifTrue} where p is set, else {@code ifFalse}. */
  String sel(String p, String ifTrue, String ifFalse) {
    Var t = code.vars.temp("f", wide);
    code.sel(l, p, t.dst("f", h), ifTrue, ifFalse);
    String src = t.src("f", h);
    temporaries.put(src, t);
    return src;
  }

  /** The bits of a registered operand (an input or a temporary). */
  String bits(String f) {
    Var t = temporaries.get(f);
    if (t != null) {
      return t.src("ud", h);
    }
    String ud = inputBits.get(f);
    if (ud == null) {
      throw new IllegalStateException("no bit view of " + f);
    }
    return ud;
  }

  /** |magnitude| with the sign bit of {@code signOf}. */
  String copySign(String magnitude, String signOf) {
    Var s = code.vars.temp("ud", wide);
    code.op("and", l, s.dst("ud", h), bits(signOf), Code.imm(SIGN, "ud"));
    Var m = code.vars.temp("ud", wide);
    code.op("and", l, m.dst("ud", h), bits(magnitude), Code.imm(SIGN - 1, "ud"));
    Var r = code.vars.temp("ud", wide);
    code.op("or", l, r.dst("ud", h), m.src("ud", h), s.src("ud", h));
    String src = r.src("f", h);
    temporaries.put(src, r);
    return src;
  }

  /** A zero with the sign of x. */
  String signedZero(String x) {
    Var s = code.vars.temp("ud", wide);
    code.op("and", l, s.dst("ud", h), bits(x), Code.imm(SIGN, "ud"));
    String src = s.src("f", h);
    temporaries.put(src, s);
    return src;
  }

  /** Where the sign bit of x is set (-0 and -NaN included). */
  String signBit(String x) {
    String p = code.vars.tempPredicate();
    code.op("cmp.ge", l, p, bits(x), Code.imm(SIGN, "ud"));
    return p;
  }

  /** The instruction's result: {@code ifTrue} where p is set, else {@code ifFalse}. */
  void resultSel(Var dst, String p, String ifTrue, String ifFalse) {
    code.sel(l, p, dst.dst("f", h), ifTrue, ifFalse);
  }

  /** Copies {@code v} into the instruction's result. */
  void result(Var dst, String v) {
    code.op("mov", l, dst.dst("f", h), v);
  }
}
