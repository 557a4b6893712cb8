package jvisa.machine.memory;

import java.util.Arrays;

/**
 * All per-lane accesses of one message, for a {@link LaneObserver} to check at once: for each lane
 * i enabled in {@link #mask}, in lane order, and each element k, an access of {@link #memoryBytes}
 * bytes at {@code laneAddress[i] + elementOffsets[k]} (all in {@code [from, to)}) with its data in
 * register bytes {@link #dataRegister}. Filled by the walker before it moves the data, one holder
 * per Java thread.
 */
public final class LaneAccesses {
  private final long[] laneAddress = new long[32];
  private long[] elementOffsets = new long[0];
  private boolean store;
  private int lanes;
  private int mask;
  private int memoryBytes;
  private int addressRegister;
  private int addressStride;
  private int addressBytes;
  private int addressOperandBytes;
  private int payload;
  private int lanePitch;
  private int elementPitch;
  private int registerBytes;
  private int highShift;
  private byte[] grf;
  private long from;
  private long to;

  /** The lane addresses, filled by the walker (index = lane). */
  public long[] laneAddresses() {
    return laneAddress;
  }

  /** Describes the message (the lane addresses go in {@link #laneAddresses} before). */
  public LaneAccesses describe(
      boolean store,
      int lanes,
      int mask,
      long[] elementOffsets,
      int memoryBytes,
      int addressRegister,
      int addressStride,
      int addressBytes,
      byte[] grf,
      int payload,
      int lanePitch,
      int elementPitch,
      int registerBytes,
      int highShift,
      long from,
      long to) {
    this.store = store;
    this.lanes = lanes;
    this.mask = mask;
    this.elementOffsets = elementOffsets;
    this.memoryBytes = memoryBytes;
    this.addressRegister = addressRegister;
    this.addressStride = addressStride;
    this.addressBytes = addressBytes;
    this.addressOperandBytes = addressStride * (lanes - 1) + addressBytes;
    this.grf = grf;
    this.payload = payload;
    this.lanePitch = lanePitch;
    this.elementPitch = elementPitch;
    this.registerBytes = registerBytes;
    this.highShift = highShift;
    this.from = from;
    this.to = to;
    return this;
  }

  public boolean store() {
    return store;
  }

  public int lanes() {
    return lanes;
  }

  public boolean enabled(int lane) {
    return (mask >>> lane & 1) != 0;
  }

  public int elements() {
    return elementOffsets.length;
  }

  /** The address of lane {@code lane} (its elements' offsets are added to it). */
  public long laneAddress(int lane) {
    return laneAddress[lane];
  }

  /** The address of element {@code k} of lane {@code lane}. */
  public long address(int lane, int k) {
    return laneAddress[lane] + elementOffsets[k];
  }

  public int memoryBytes() {
    return memoryBytes;
  }

  /** The register-file offset of lane {@code lane}'s address. */
  public int addressRegister(int lane) {
    return addressRegister + addressStride * lane;
  }

  public int addressBytes() {
    return addressBytes;
  }

  /** The register-file offset of the address operand (all lanes'). */
  public int addressOperand() {
    return addressRegister;
  }

  /** The bytes of the address operand, from {@link #addressOperand}. */
  public int addressOperandBytes() {
    return addressOperandBytes;
  }

  /** The register bytes element {@code k} of lane {@code lane} loads into or stores from. */
  public int dataRegister(int lane, int k) {
    return payload + lane * lanePitch + k * elementPitch + highShift / 8;
  }

  /** The register-file offset of the data payload (all lanes'). */
  public int payload() {
    return payload;
  }

  /** The bytes from {@link #payload} to the end of the last element's register bytes. */
  public int payloadBytes() {
    return (lanes - 1) * lanePitch + (elementOffsets.length - 1) * elementPitch + registerBytes;
  }

  /** The value a store writes for element {@code k} of lane {@code lane}. */
  public long storedValue(int lane, int k) {
    return LittleEndian.get(grf, payload + lane * lanePitch + k * elementPitch, registerBytes)
        >>> highShift;
  }

  /** The first address any element reaches. */
  public long from() {
    return from;
  }

  /** The address after the last byte any element reaches. */
  public long to() {
    return to;
  }

  @Override
  public String toString() {
    return (store ? "store " : "load ")
        + Arrays.toString(Arrays.copyOf(laneAddress, lanes))
        + " + "
        + Arrays.toString(elementOffsets);
  }
}
