package jvisa.machine.memory;

/**
 * An access the program is not allowed to make, such as an out-of-range shared local memory access,
 * a message to an empty binding-table entry or a typed message to a buffer. The interpreter reports
 * it as a runtime error of the instruction that caused it.
 */
public final class MemoryFault extends RuntimeException {
  private final String space;
  private final long address;
  private final int bytes;
  private final AccessKind kind;

  /**
   * @param space name of the memory, e.g. "SLM"
   * @param address the offending address or offset
   * @param bytes size of the access in bytes
   * @param kind what the access was doing
   * @param detail the complete, human-readable explanation
   */
  public MemoryFault(String space, long address, int bytes, AccessKind kind, String detail) {
    super(detail, null, false, false);
    this.space = space;
    this.address = address;
    this.bytes = bytes;
    this.kind = kind;
  }

  /** Fault for an access of {@code bytes} at {@code address} outside a memory of {@code size}. */
  public static MemoryFault outOfRange(
      String space, long address, int bytes, AccessKind kind, long size) {
    return new MemoryFault(
        space,
        address,
        bytes,
        kind,
        String.format(
            "%s of %d byte%s at %s offset 0x%x is outside its %d bytes",
            kind.word(), bytes, bytes == 1 ? "" : "s", space, address, size));
  }

  public String space() {
    return space;
  }

  public long address() {
    return address;
  }

  public int bytes() {
    return bytes;
  }

  public AccessKind kind() {
    return kind;
  }
}
