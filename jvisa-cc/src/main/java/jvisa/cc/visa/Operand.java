package jvisa.cc.visa;

/** A source operand: a variable (read in some type) or an immediate. */
interface Operand {

  /** The operand's text read as {@code type}, for channel half {@code half} of a SIMD32 op. */
  String src(String type, int half);

  /** An immediate. */
  record Imm(long bits) implements Operand {
    @Override
    public String src(String type, int half) {
      String t = type.equals("b") ? "w" : type.equals("ub") ? "uw" : type;
      long v = VisaTypes.bytes(type) == 8 ? bits : bits & ((1L << (8 * VisaTypes.bytes(t))) - 1);
      return "0x" + Long.toHexString(v) + ":" + t;
    }
  }
}
