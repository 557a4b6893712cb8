package jvisa.cc.ir;

import java.util.StringJoiner;

/**
 * The IR as text, for tests and {@code --dump-ir}. Values print as {@code %slot}, numbered per
 * function.
 */
public final class IrPrinter {
  private IrPrinter() {}

  public static String print(Module module) {
    StringBuilder b = new StringBuilder();
    for (GlobalVariable g : module.globals()) {
      b.append('@')
          .append(g.name())
          .append(" = ")
          .append(g.space())
          .append(' ')
          .append(g.contentType());
      if (g.initializer() != null) {
        b.append(' ').append(g.initializer());
      }
      b.append('\n');
    }
    for (Function f : module.functions()) {
      b.append(print(f));
    }
    return b.toString();
  }

  public static String print(Function f) {
    f.numberValues();
    StringBuilder b = new StringBuilder(f.isKernel() ? "kernel " : "function ");
    b.append(f.returnType()).append(" @").append(f.name()).append('(');
    StringJoiner args = new StringJoiner(", ");
    for (Argument a : f.arguments()) {
      args.add(a.type() + " %" + a.slot + (a.name() != null ? " \"" + a.name() + "\"" : ""));
    }
    b.append(args).append(')');
    if (f.isDeclaration()) {
      return b.append('\n').toString();
    }
    b.append(" {\n");
    for (Block block : f.blocks()) {
      b.append(block.name()).append(':');
      if (!block.preds().isEmpty()) {
        StringJoiner preds = new StringJoiner(", ", "  ; preds: ", "");
        block.preds().forEach(p -> preds.add(p.name()));
        b.append(preds);
      }
      b.append('\n');
      for (Instr i : block.instructions()) {
        b.append("  ").append(instruction(i)).append('\n');
      }
    }
    return b.append("}\n").toString();
  }

  /** One instruction: {@code %7 = iadd i32 %5, %6}. */
  public static String instruction(Instr i) {
    StringBuilder b = new StringBuilder();
    if (i.hasResult()) {
      b.append(reference(i)).append(" = ");
    }
    b.append(i.op().text());
    if (i.attribute() != null) {
      b.append('.').append(attributeText(i.attribute()));
    }
    if (i.hasResult()) {
      b.append(' ').append(i.type());
    }
    StringJoiner parts = new StringJoiner(", ", " ", "");
    parts.setEmptyValue("");
    if (i.op() == Op.PHI) {
      for (int k = 0; k < i.operands().size(); k++) {
        parts.add("[" + reference(i.operand(k)) + ", " + i.targets().get(k).name() + "]");
      }
      return b.append(parts).toString();
    }
    for (Value v : i.operands()) {
      parts.add(reference(v));
    }
    for (long l : i.literals()) {
      parts.add("#" + l);
    }
    for (Block t : i.targets()) {
      parts.add(t.name());
    }
    return b.append(parts).toString();
  }

  private static String attributeText(Object a) {
    if (a instanceof Function f) {
      return "@" + f.name();
    }
    if (a instanceof Type t) {
      return "(" + t + ")";
    }
    if (a instanceof Enum<?> e) {
      return e.name().toLowerCase(java.util.Locale.ROOT);
    }
    return String.valueOf(a);
  }

  /** How a value is named in an operand list. */
  public static String reference(Value v) {
    if (v == null) {
      return "<null>";
    }
    if (v instanceof Constant c) {
      return c.type() + " " + c;
    }
    if (v instanceof GlobalVariable g) {
      return "@" + g.name();
    }
    return "%"
        + (v.slot >= 0
            ? Integer.toString(v.slot)
            : "?" + Integer.toHexString(System.identityHashCode(v)));
  }
}
