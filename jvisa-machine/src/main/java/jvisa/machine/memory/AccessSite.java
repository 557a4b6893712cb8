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
   * The current site of one Java thread: {@link #slotOfThisThread} once, then plain field writes
   * for a caller that enters sites very often (a hardware thread at every run slice).
   */
  final class Slot {
    private AccessSite site;

    /** Makes {@code next} the current site; returns the previous one. */
    public AccessSite swap(AccessSite next) {
      AccessSite previous = site;
      site = next;
      return previous;
    }
  }

  /** This Java thread's slot (valid only on this Java thread). */
  static Slot slotOfThisThread() {
    return Holder.CURRENT.get();
  }

  /**
   * Makes {@code site} the current site of this Java thread; returns the previous one, for {@link
   * #leave}.
   */
  static AccessSite enter(AccessSite site) {
    return slotOfThisThread().swap(site);
  }

  /** Restores the site {@link #enter} returned. */
  static void leave(AccessSite previous) {
    slotOfThisThread().swap(previous);
  }

  /** The current site's description, or null outside any site. */
  static String describeCurrent() {
    AccessSite s = slotOfThisThread().site;
    return s == null ? null : s.describeAccessSite();
  }

  /** The per-Java-thread current site. */
  final class Holder {
    private static final ThreadLocal<Slot> CURRENT = ThreadLocal.withInitial(Slot::new);

    private Holder() {}
  }
}
