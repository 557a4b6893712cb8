package jvisa.asm.isa;

/**
 * How a plain-number operand is written: {@code 2}, or {@code 0x2a} where Intel's grammar reads
 * only hex.
 */
public enum NumberStyle {
  DECIMAL,
  HEX;

  public void append(StringBuilder sb, long value) {
    if (this == HEX) {
      sb.append("0x").append(Long.toHexString(value));
    } else {
      sb.append(value);
    }
  }
}
