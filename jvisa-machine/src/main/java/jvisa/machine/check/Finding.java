package jvisa.machine.check;

/**
 * One problem a check found, located like a compute-sanitizer report.
 *
 * @param check the check that found it
 * @param kind a short name of the problem, e.g. "data race", "out-of-bounds write"
 * @param kernel the kernel's name
 * @param instruction the instruction, e.g. "#12 'scatter_scaled ...'" (its function when not the
 *     kernel)
 * @param source where the instruction is written, "file:line"
 * @param workGroup the work-group, e.g. "(1,0,0)"
 * @param thread the hardware thread of the group, e.g. "2"
 * @param channels the channels concerned, e.g. "0-7,12", or "" when the finding has none
 * @param address where in memory, e.g. "argument 'out' + 0x40", or "" for none
 * @param other the other access of a race, or the other barrier, or "" for none
 * @param detail what happened, in a sentence
 */
public record Finding(
    CheckKind check,
    String kind,
    String kernel,
    String instruction,
    String source,
    String workGroup,
    String thread,
    String channels,
    String address,
    String other,
    String detail) {

  /**
   * Findings with the same key are one report with a count: the same kind at the same instruction
   * (and, for a race, the same other instruction).
   */
  public String groupKey() {
    return check + "|" + kind + "|" + instruction + "|" + otherInstruction();
  }

  private String otherInstruction() {
    int at = other.indexOf('#');
    return at < 0 ? other : other.substring(at);
  }

  /** One line per field that has a value, the first naming the kind, kernel and instruction. */
  public String describe() {
    StringBuilder sb = new StringBuilder();
    sb.append(kind)
        .append(" in kernel '")
        .append(kernel)
        .append("' at instruction ")
        .append(instruction)
        .append(" (")
        .append(source)
        .append(")");
    sb.append("\n    work-group ").append(workGroup).append(", thread ").append(thread);
    if (!channels.isEmpty()) {
      sb.append(", channel(s) ").append(channels);
    }
    if (!address.isEmpty()) {
      sb.append("\n    address ").append(address);
    }
    if (!other.isEmpty()) {
      sb.append("\n    other: ").append(other);
    }
    if (!detail.isEmpty()) {
      sb.append("\n    ").append(detail);
    }
    return sb.toString();
  }
}
