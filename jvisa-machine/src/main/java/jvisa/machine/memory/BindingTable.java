package jvisa.machine.memory;

import java.util.concurrent.ConcurrentHashMap;

/**
 * The 256-entry binding table of a kernel launch. Entries 0..251 hold the surfaces the launcher
 * binds (kernel buffers and images); the rest are reserved by the hardware:
 *
 * <ul>
 *   <li>252 ({@link #BINDLESS}): bindless; the surface comes from the surface-state address held in
 *       the T252 variable, see {@link #bindBindless} and {@link #resolveBindless};
 *   <li>253 ({@link #STATELESS_NON_COHERENT}) and 255 ({@link #STATELESS}): the stateless A32
 *       surface, 32-bit offsets from the General State Base Address;
 *   <li>254 ({@link #SLM}): the shared local memory of the accessing thread's group.
 * </ul>
 */
public final class BindingTable {
  public static final int SIZE = 256;
  public static final int BINDLESS = 252;
  public static final int STATELESS_NON_COHERENT = 253;
  public static final int SLM = 254;
  public static final int STATELESS = 255;

  private final Surface[] entries = new Surface[SIZE];
  private final StatelessSurface stateless;
  private final ConcurrentHashMap<Long, Surface> bindless = new ConcurrentHashMap<>();

  /** A table whose stateless surface starts at {@code generalStateBase} in {@code memory}. */
  public BindingTable(GlobalMemory memory, long generalStateBase) {
    this.stateless = new StatelessSurface("stateless (BTI 255)", memory, generalStateBase);
  }

  /** Binds {@code surface} at {@code bti} (0..251), replacing any previous entry. */
  public void bind(int bti, Surface surface) {
    if (bti < 0 || bti >= BINDLESS) {
      throw new IllegalArgumentException(
          "only binding-table entries 0 to 251 can be bound: " + bti);
    }
    entries[bti] = surface;
  }

  /** Registers the surface whose surface state lives at {@code surfaceStateAddress}. */
  public void bindBindless(long surfaceStateAddress, Surface surface) {
    bindless.put(surfaceStateAddress, surface);
  }

  /** The surface bound at {@code bti}, or null. */
  public Surface entry(int bti) {
    return bti >= 0 && bti < BINDLESS ? entries[bti] : null;
  }

  public StatelessSurface stateless() {
    return stateless;
  }

  /**
   * The memory a surface-based message with binding-table index {@code bti} accesses.
   *
   * @param slm the accessing thread group's SLM, or null if the kernel has none
   * @throws MemoryFault when the index is out of range, empty, bindless or SLM without SLM
   */
  public AddressSpace resolve(long bti, SharedLocalMemory slm) {
    if (bti == SLM) {
      if (slm == null) {
        throw fault(bti, "is shared local memory, but the kernel has none");
      }
      return slm;
    }
    if (bti == STATELESS || bti == STATELESS_NON_COHERENT) {
      return stateless;
    }
    return bound(bti);
  }

  /** The image bound at {@code bti}, for typed and media messages. */
  public ImageSurface image(long bti) {
    Surface s = bound(bti);
    if (s instanceof ImageSurface image) {
      return image;
    }
    throw fault(bti, "(" + s.name() + ") is not an image surface");
  }

  /** The surface registered for the surface-state address held by a bindless (T252) variable. */
  public Surface resolveBindless(long surfaceStateAddress) {
    Surface s = bindless.get(surfaceStateAddress);
    if (s == null) {
      throw new MemoryFault(
          "bindless",
          surfaceStateAddress,
          0,
          AccessKind.READ,
          String.format(
              "no bindless surface is registered at surface-state address 0x%x",
              surfaceStateAddress));
    }
    return s;
  }

  private Surface bound(long bti) {
    if (bti < 0 || bti >= SIZE) {
      throw fault(bti, "is outside the binding table (0 to 255)");
    }
    if (bti == BINDLESS) {
      throw fault(bti, "is the bindless index; the surface comes from a T252 variable");
    }
    Surface s = bti < BINDLESS ? entries[(int) bti] : null;
    if (s == null) {
      throw fault(bti, "is empty");
    }
    return s;
  }

  private static MemoryFault fault(long bti, String what) {
    return new MemoryFault(
        "binding table", bti, 0, AccessKind.READ, "binding-table index " + bti + " " + what);
  }
}
