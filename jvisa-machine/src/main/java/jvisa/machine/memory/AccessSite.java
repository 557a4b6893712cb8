package jvisa.machine.memory;

/**
 * Where the memory accesses of the current Java thread come from (an emulated thread and its
 * instruction), named in out-of-bounds reports. The emulator enters a site while it runs a thread;
 * surfaces ask for it only when they record an out-of-bounds access.
 */
public interface AccessSite {
  /**
   * The thread and instruction performing the access, e.g. "thread 0.1, instruction #8
   * 'gather...'".
   */
  String describeAccessSite();

  /**
   * Makes {@code site} the current site of this Java thread; returns the previous one, for {@link
   * #leave}.
   */
  static AccessSite enter(AccessSite site) {
    AccessSite previous = Holder.CURRENT.get();
    Holder.CURRENT.set(site);
    return previous;
  }

  /** Restores the site {@link #enter} returned. */
  static void leave(AccessSite previous) {
    // set(null) rather than remove(): the next enter on this Java thread reuses the map entry
    Holder.CURRENT.set(previous);
  }

  /** The current site's description, or null outside any site. */
  static String describeCurrent() {
    AccessSite s = Holder.CURRENT.get();
    return s == null ? null : s.describeAccessSite();
  }

  /** The per-Java-thread current site. */
  final class Holder {
    private static final ThreadLocal<AccessSite> CURRENT = new ThreadLocal<>();

    private Holder() {}
  }
}
