package jvisa.machine.memory;

/**
 * A byte-addressed memory target of load/store/atomic messages: global memory (64-bit virtual
 * addresses), a surface (32-bit offsets) or shared local memory (32-bit offsets).
 *
 * <p>Values are little-endian and moved as zero-extended {@code long}s of 1, 2, 4 or 8 bytes.
 * Addresses are interpreted by the implementation: an offset into a surface is an unsigned 32-bit
 * number held in a long. Out-of-range behaviour is the implementation's: buffers return 0 and drop
 * writes, shared local memory throws {@link MemoryFault}.
 */
public interface AddressSpace {
  /** A short human-readable name for reports, e.g. "global", "SLM", "BTI 3". */
  String name();

  /** Loads {@code bytes} (1, 2, 4 or 8) bytes at {@code address}, zero-extended. */
  long load(long address, int bytes);

  /** Stores the low {@code bytes} (1, 2, 4 or 8) bytes of {@code value} at {@code address}. */
  void store(long address, int bytes, long value);

  /**
   * Atomically replaces the {@code bytes}-wide value at {@code address} with {@code
   * update.apply(old, operand0, operand1, bytes)} and returns the old value (zero-extended). All
   * atomics on one location are totally ordered. An out-of-bounds atomic on a buffer returns 0 and
   * stores nothing.
   */
  long atomic(long address, int bytes, AtomicUpdate update, long operand0, long operand1);

  /**
   * Direct access for a message that touches many addresses at once: when every byte of [{@code
   * from}, {@code to}) is plain memory of one array (no access to it would fault, be recorded, read
   * as zero without backing or be dropped), fills {@code view} and returns true. Then a load or
   * store of any width inside the range is exactly a little-endian get or put at {@link
   * MemoryView#index}. Otherwise returns false and the caller accesses the range through {@link
   * #load} and {@link #store}. {@code write} says whether the caller will store (a store may create
   * backing memory that a load must not).
   */
  default boolean view(long from, long to, boolean write, MemoryView view) {
    return false;
  }

  /**
   * Direct access for a message whose lanes' addresses are not known in advance: when {@code
   * address} is plain memory as {@link #view} defines it, fills {@code view} with the array holding
   * it and with a range of addresses around it, [{@link MemoryView#windowFrom}, {@link
   * MemoryView#windowTo}), all plain memory of that array, and returns true (the caller checks each
   * lane against the range and takes the slow path for a lane outside). Otherwise returns false, as
   * does a memory that wants to see every access ({@link LaneObserver}), and where there is no
   * memory yet (a window never creates backing memory, so loads and stores may both use it). The
   * window stays plain memory of that array for the life of the space (a caller may keep it for
   * later loads and stores there).
   */
  default boolean viewAround(long address, MemoryView view) {
    return false;
  }

  /**
   * Direct access for an atomic message whose lanes all fall in [{@code from}, {@code to}): as
   * {@link #view} for a store, and records in {@code view} how atomics there are ordered: either
   * one lock ({@link MemoryView#wholeLock}), so an atomic is a little-endian get and put at {@link
   * MemoryView#index} made while holding it, or {@link MemoryView#atomicsByWord}. Returns false
   * when it cannot, and the caller goes through {@link #atomic}.
   */
  default boolean atomicView(long from, long to, MemoryView view) {
    return false;
  }
}
