package jvisa.verify.genx;

/**
 * One combination tried and each side's verdict: null for accepted, else why it was refused.
 *
 * @param alu the generated ALU instruction, or null for a message sample
 * @param genx GenX_IR's verdict (accepted when one of the platforms tried accepts)
 * @param table the instruction table's verdict: {@link TableRule} for ALU instructions, {@link
 *     MessageTable} for messages
 * @param verifier VisaParser then Verifier.verify
 */
record Tried(String line, AluCase alu, String genx, String table, String verifier) {
  /** "add d <- d, imm:f" or the message line. */
  String describe() {
    return alu != null ? alu.describe() : line;
  }
}
