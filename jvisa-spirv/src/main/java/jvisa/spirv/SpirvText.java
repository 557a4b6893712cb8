package jvisa.spirv;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Prints a module in the form {@code spirv-dis --raw-id} writes: a header comment, then one
 * instruction per line, {@code %result = } right-aligned so opcodes start at column 16, operands as
 * the grammar types them.
 */
public final class SpirvText {
  private static final int INDENT = 15;

  private SpirvText() {}

  public static String print(SpirvModule module) {
    StringBuilder s = new StringBuilder();
    SpirvHeader h = module.header();
    s.append("; SPIR-V\n");
    s.append("; Version: ")
        .append(h.majorVersion())
        .append('.')
        .append(h.minorVersion())
        .append('\n');
    s.append("; Generator: vendor ")
        .append(h.generatorVendor())
        .append("; ")
        .append(h.generatorVersion())
        .append('\n');
    s.append("; Bound: ").append(Integer.toUnsignedString(h.bound())).append('\n');
    s.append("; Schema: ").append(Integer.toUnsignedString(h.schema())).append('\n');
    for (Instruction i : module.instructions()) {
      s.append(line(i)).append('\n');
    }
    return s.toString();
  }

  /** One instruction, indented as spirv-dis does. */
  public static String line(Instruction i) {
    StringBuilder s = new StringBuilder();
    if (i.result() != 0) {
      String id = "%" + Integer.toUnsignedString(i.result());
      s.append(" ".repeat(Math.max(0, INDENT - 3 - id.length()))).append(id).append(" = ");
    } else {
      s.append(" ".repeat(INDENT));
    }
    s.append(i.name());
    if (i.resultType() != 0) {
      s.append(" %").append(Integer.toUnsignedString(i.resultType()));
    }
    appendOperands(s, i.inputs());
    return s.toString();
  }

  private static void appendOperands(StringBuilder s, List<Operand> operands) {
    for (Operand o : operands) {
      s.append(' ');
      if (o instanceof Operand.Id id) {
        s.append('%').append(Integer.toUnsignedString(id.id()));
      } else if (o instanceof Operand.Number n) {
        s.append(NumberText.format(n.type(), n.bits()));
      } else if (o instanceof Operand.Text t) {
        s.append(quote(t.value()));
      } else if (o instanceof Operand.Enum e) {
        s.append(e.enumerants().stream().map(x -> x.name()).collect(Collectors.joining("|")));
        appendOperands(s, e.parameters());
      } else if (o instanceof Operand.ExtInstNumber x) {
        s.append(
            x.instruction() != null
                ? x.instruction().name()
                : Integer.toUnsignedString(x.number()));
      } else if (o instanceof Operand.Opcode op) {
        s.append(op.instruction().name().substring(2));
      }
    }
  }

  private static String quote(String value) {
    StringBuilder s = new StringBuilder("\"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"' || c == '\\') {
        s.append('\\');
      }
      s.append(c);
    }
    return s.append('"').toString();
  }
}
