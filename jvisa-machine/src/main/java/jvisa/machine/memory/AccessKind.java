package jvisa.machine.memory;

/** What a memory access was doing; used in faults and out-of-bounds reports. */
public enum AccessKind {
  READ("read"),
  WRITE("write"),
  ATOMIC("atomic");

  private final String word;

  AccessKind(String word) {
    this.word = word;
  }

  /** The lower-case word used in messages ("read", "write", "atomic"). */
  public String word() {
    return word;
  }
}
