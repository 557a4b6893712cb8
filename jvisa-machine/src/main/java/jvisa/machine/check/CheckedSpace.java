package jvisa.machine.check;

import java.util.Arrays;
import jvisa.machine.core.ThreadProbe;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.AtomicUpdate;
import jvisa.machine.memory.LaneAccesses;
import jvisa.machine.memory.LaneObserver;
import jvisa.machine.memory.MemoryView;

/**
 * One thread's checked view of a memory (global memory, a buffer or stateless surface, or its
 * group's SLM): each access is checked for bounds, recorded in the race shadow, and its address and
 * stored data checked for undefined register bytes (through {@link LaneObserver}), as the launch's
 * checks ask; then it goes to the memory behind. An access the bounds check finds outside the SLM
 * reads 0 and writes nothing instead of faulting, so the run can go on reporting.
 */
final class CheckedSpace implements AddressSpace, LaneObserver {
  enum Target {
    /** 64-bit addresses of global memory. */
    GLOBAL,
    /** Offsets into a surface of {@code size} bytes at global address {@code base}. */
    BUFFER,
    /** Unbounded 32-bit offsets from global address {@code base}. */
    STATELESS,
    /** Offsets into the group's SLM (IGC's tag bits 28-31 dropped). */
    SLM
  }

  private static final long SLM_OFFSET_BITS = 0x0FFF_FFFFL;

  private final AddressSpace inner;
  private final Target target;
  private final long base;
  private final long size;
  private final ThreadProbe probe;
  private final LaunchChecks launch;
  private final GroupChecks group;
  // made at the first store: most views of a thread only load
  private ScatterConflicts scatter;
  private final boolean uninit;
  private final MemoryOrigins.Cursor cursor = new MemoryOrigins.Cursor();
  private long blockSteps = -1;
  private long blockStart;
  private int blockRegister = -1;
  private int laneData = -1;
  private long laneSteps = -1;

  /** The region of the access being checked (set by {@link #check}; null: none). */
  private MemoryMap.Region region;

  /** Whether the access being checked goes nowhere (a surface's bounds check drops it). */
  private boolean dropped;

  CheckedSpace(
      AddressSpace inner,
      Target target,
      long base,
      long size,
      ThreadProbe probe,
      LaunchChecks launch,
      GroupChecks group) {
    this.inner = inner;
    this.target = target;
    this.base = base;
    this.size = size;
    this.probe = probe;
    this.launch = launch;
    this.group = group;
    this.uninit = launch.has(CheckKind.UNINIT);
  }

  @Override
  public String name() {
    return inner.name();
  }

  @Override
  public void lane(
      int channel,
      int addressRegister,
      int addressBytes,
      int dataRegister,
      int dataBytes,
      boolean store) {
    probe.setChannel(channel);
    laneData = dataRegister;
    laneSteps = probe.steps();
    if (uninit) {
      probe.requireDefined(addressRegister, addressBytes, "forms an address");
    }
  }

  @Override
  public void block(long address, int bytes) {
    block(address, bytes, -1);
  }

  @Override
  public void block(long address, int bytes, int dataRegister) {
    blockSteps = probe.steps();
    blockStart = address;
    blockRegister = dataRegister;
    laneData = -1;
    probe.setChannel(-1);
  }

  /**
   * The register bytes the access at {@code address} loads into or stores from: the lane's data, or
   * the block's payload at the access's place in the block; -1 when unknown.
   */
  private int dataRegister(long address) {
    long now = probe.steps();
    if (laneSteps == now && laneData >= 0) {
      return laneData;
    }
    if (blockSteps == now && blockRegister >= 0) {
      long at = address - blockStart;
      return at >= 0 && at < 1 << 16 ? blockRegister + (int) at : -1;
    }
    return -1;
  }

  private MemoryOrigins origins() {
    return target == Target.SLM ? group.slmOrigins() : launch.origins();
  }

  /**
   * A store (or atomic) gives the bytes the origin of the register bytes stored. An undefined value
   * stored to shared memory outside the group (a buffer, not SLM, private memory or scratch) is
   * reported; elsewhere it is carried along until used.
   */
  private void shadowStore(int reg, long at, int bytes) {
    int origin = reg < 0 ? 0 : probe.registerOrigin(reg, bytes);
    if (origin != 0 && target != Target.SLM && (region == null || region.tracked())) {
      probe.requireDefined(reg, bytes, "is stored to memory");
    }
    origins().set(at, bytes, origin, cursor);
  }

  /** A load gives the loaded register bytes the origin of the memory's. */
  private void shadowLoad(int reg, long at, int bytes) {
    MemoryOrigins m = origins();
    if (m.allDefined()) {
      return;
    }
    if (reg < 0) {
      return;
    }
    int origin = m.origin(at, bytes, cursor);
    if (origin != 0) {
      probe.setRegisterOrigin(reg, bytes, origin);
    }
  }

  @Override
  public boolean misalignedBlock(long address, int alignment, int bytes, String message) {
    if (!launch.has(CheckKind.BOUNDS)) {
      return false;
    }
    probe.report(
        CheckKind.BOUNDS,
        "misaligned block access",
        0,
        where(absolute(address)),
        "",
        message
            + " needs a "
            + alignment
            + "-byte aligned address, got 0x"
            + Long.toHexString(address)
            + "; the hardware drops the low bits (the run goes on so)");
    return true;
  }

  /**
   * Whether the access being checked belongs to a block read that starts inside the surface: the
   * surface's bounds check returns zeros for the block's tail, a defined result compilers rely on
   * when they fetch a whole block (IGC loads 128 bytes of a 100-byte {@code __constant} table).
   */
  private boolean inBlockStartingInside() {
    return blockSteps == probe.steps() && blockStart >= 0 && blockStart < size;
  }

  @Override
  public long load(long address, int bytes) {
    if (!check(address, bytes, Access.READ)) {
      return 0;
    }
    if (uninit && !dropped) {
      shadowLoad(dataRegister(address), absolute(address), bytes);
    }
    return inner.load(address, bytes);
  }

  @Override
  public void store(long address, int bytes, long value) {
    if (!check(address, bytes, Access.WRITE)) {
      return;
    }
    if (launch.has(CheckKind.RACES)) {
      recordStore(absolute(address), bytes, value);
    }
    if (uninit && !dropped) {
      shadowStore(dataRegister(address), absolute(address), bytes);
    }
    inner.store(address, bytes, value);
  }

  /** Records a store for the check of channels storing different values to one address. */
  private void recordStore(long at, int bytes, long value) {
    if (scatter == null) {
      scatter = new ScatterConflicts();
    }
    long previousValue = scatter.record(probe.steps(), at, bytes, value, probe.channel());
    if (previousValue != ScatterConflicts.NONE) {
      probe.report(
          CheckKind.RACES,
          "channels of one instruction write different values to the same address",
          (1L << Math.max(probe.channel(), 0)) | (1L << Math.max(scatter.lastChannel(), 0)),
          where(at),
          "",
          "values 0x"
              + Long.toHexString(previousValue)
              + " and 0x"
              + Long.toHexString(value)
              + ": the memory model leaves the result undefined");
    }
  }

  /**
   * The whole walk at once when its range {@code [from, to)} needs no per-access bounds finding (it
   * lies in one region, inside the SLM or surface and, for private memory, in the thread's own
   * slice) and the memory behind gives a view of it: then each access is recorded for races and
   * shadowed for undefined values as {@link #lane}, {@link #load} and {@link #store} would, in the
   * same order, with the bounds checks and map look-ups done once for the range.
   */
  @Override
  public boolean checkLanes(LaneAccesses w, MemoryView view) {
    long from = w.from();
    long to = w.to();
    long absFrom = absolute(from);
    if (absolute(to - 1) - absFrom != to - 1 - from
        || !rangeInBounds(from, to, absFrom)
        || !inner.view(from, to, w.store(), view)) {
      return false;
    }
    dropped = false;
    boolean races = launch.has(CheckKind.RACES);
    boolean racesTracked = races && region != null && region.tracked();
    RaceShadow shadow = target == Target.SLM ? group.slmShadow() : launch.shadow();
    Access access = w.store() ? Access.WRITE : Access.READ;
    boolean addressesDefined =
        !uninit || probe.surelyDefined(w.addressOperand(), w.addressOperandBytes());
    int bytes = w.memoryBytes();
    long stamp = racesTracked ? stampOf(access) : 0;
    int site = racesTracked ? probe.siteId() : 0;
    // cells the message already reached without a race are left as those accesses left them: the
    // same thread's accesses again change nothing (unless another Java thread shares the shadow),
    // so a lane at the previous lane's address (a broadcast) needs no race record
    boolean skipRepeats = racesTracked && !shadow.shared();
    long cleanLane = Long.MIN_VALUE;
    // the leading accesses that race with nothing are recorded at once; the rest one by one
    int recordedAtOnce = 0;
    if (racesTracked && onePage(absFrom, to - from, RaceShadow.PAGE_BITS)) {
      recordedAtOnce =
          shadow.recordRun(racePage(shadow, absFrom), w, absFrom - from, stamp, site, w.store());
    }
    int ordinal = 0;
    // the uninitialised-value shadow of a walk in one shadow page: that page (null: the page is
    // wholly defined, nothing to do) when the stores surely store defined bytes; else each access
    // goes through shadowLoad or shadowStore
    boolean shadowEach = false;
    int[] shadowPage = null;
    if (uninit) {
      MemoryOrigins m = origins();
      boolean onePage = onePage(absFrom, to - from, MemoryOrigins.PAGE_BITS);
      if (!w.store() && m.allDefined()) {
        shadowEach = false;
      } else if (onePage && (!w.store() || probe.surelyDefined(w.payload(), w.payloadBytes()))) {
        shadowPage = m.pageIfMade(absFrom, cursor);
        int in = (int) (absFrom & (MemoryOrigins.PAGE - 1));
        if (shadowPage != null
            && !w.store()
            && MemoryOrigins.allDefined(shadowPage, in, (int) (to - from))) {
          shadowPage = null; // loads of defined bytes change no register's shadow
        }
      } else {
        shadowEach = true;
      }
    }
    int reg = -1;
    for (int i = 0; i < w.lanes(); i++) {
      if (!w.enabled(i)) {
        continue;
      }
      if (w.lanes() == 1) {
        block(w.laneAddress(i), w.elements() * bytes);
      }
      probe.setChannel(i);
      boolean recordRaces = racesTracked && !(skipRepeats && w.laneAddress(i) == cleanLane);
      boolean raced = false;
      for (int k = 0; k < w.elements(); k++) {
        long at = absFrom + (w.address(i, k) - from);
        reg = w.dataRegister(i, k);
        if (!addressesDefined) {
          probe.requireDefined(w.addressRegister(i), w.addressBytes(), "forms an address");
        }
        if (recordRaces && ordinal >= recordedAtOnce) {
          raced |= recordForRaces(shadow, at, bytes, access, stamp, site);
        }
        ordinal++;
        if (w.store() && races) {
          recordStore(at, bytes, w.storedValue(i, k));
        }
        if (shadowPage != null) {
          int in = (int) (at & (MemoryOrigins.PAGE - 1));
          if (w.store()) {
            Arrays.fill(shadowPage, in, in + bytes, 0);
          } else {
            int origin = MemoryOrigins.firstOrigin(shadowPage, in, bytes);
            if (origin != 0) {
              probe.setRegisterOrigin(reg, bytes, origin);
            }
          }
        } else if (shadowEach) {
          if (w.store()) {
            shadowStore(reg, at, bytes);
          } else {
            shadowLoad(reg, at, bytes);
          }
        }
      }
      cleanLane = raced ? Long.MIN_VALUE : w.laneAddress(i);
    }
    laneData = reg;
    laneSteps = probe.steps();
    return true;
  }

  private static boolean onePage(long at, long bytes, int pageBits) {
    return at >>> pageBits == (at + bytes - 1) >>> pageBits;
  }

  /** The race shadow's page holding {@code at} (the last one used is kept). */
  private RaceShadow.Page racePage(RaceShadow shadow, long at) {
    long key = (at >>> RaceShadow.PAGE_BITS) ^ (target == Target.SLM ? Long.MIN_VALUE : 0);
    if (key != pageKey) {
      page = shadow.page(at);
      pageKey = key;
    }
    return page;
  }

  /**
   * Whether no access in {@code [from, to)} (at {@code absFrom} in the maps) draws a bounds finding
   * or is dropped; sets {@link #region} to the region all of them lie in.
   */
  private boolean rangeInBounds(long from, long to, long absFrom) {
    long span = to - from;
    if (span <= 0 || span > Integer.MAX_VALUE) {
      return false;
    }
    MemoryMap.Region r;
    if (target == Target.SLM) {
      if (absFrom + span > group.slmSize()) {
        return false;
      }
      r = find(group.slmMap(), absFrom, (int) span);
      if (r == null && !group.slmMap().isEmpty()) {
        return false;
      }
    } else {
      if (target == Target.BUFFER && (from < 0 || to > size)) {
        return false;
      }
      r = find(launch.map(), absFrom, (int) span);
      if (r == null
          || (!r.tracked() && launch.has(CheckKind.BOUNDS) && !inOwnSlice(r, absFrom, span))) {
        return false;
      }
    }
    region = r;
    return true;
  }

  /** Whether {@code [at, at + bytes)} of private memory or scratch is the thread's own slice. */
  private boolean inOwnSlice(MemoryMap.Region r, long at, long bytes) {
    LaunchChecks.ThreadSlices s = launch.slicesAt(r.base());
    int slot = probe.hardwareThread();
    if (s == null || slot < 0) {
      return true;
    }
    long own = s.base() + slot * s.bytesPerThread();
    return at >= own && at + bytes <= own + s.bytesPerThread();
  }

  @Override
  public long atomic(long address, int bytes, AtomicUpdate update, long operand0, long operand1) {
    if (!check(address, bytes, Access.ATOMIC)) {
      return 0;
    }
    if (uninit && !dropped) {
      shadowStore(dataRegister(address), absolute(address), bytes);
    }
    return inner.atomic(address, bytes, update, operand0, operand1);
  }

  enum Access {
    READ("read"),
    WRITE("write"),
    ATOMIC("atomic");

    final String word;

    Access(String word) {
      this.word = word;
    }
  }

  /** The address as the maps and shadows know it: global address, or SLM offset. */
  private long absolute(long address) {
    return switch (target) {
      case GLOBAL -> address;
      case BUFFER -> base + address;
      case STATELESS -> base + (address & 0xFFFF_FFFFL);
      case SLM -> address & SLM_OFFSET_BITS;
    };
  }

  private String where(long at) {
    return target == Target.SLM ? group.slmMap().name(at, "SLM") : launch.map().name(at, "global");
  }

  /** Runs the bounds and race checks; false when the access must not reach the memory. */
  private boolean check(long address, int bytes, Access access) {
    long at = absolute(address);
    long channels = probe.channel() < 0 ? 0 : 1L << probe.channel();
    boolean bounds = launch.has(CheckKind.BOUNDS);
    dropped = false;
    if (target == Target.SLM) {
      if (at > group.slmSize() - bytes) {
        if (bounds) {
          probe.report(
              CheckKind.BOUNDS,
              "out-of-bounds " + access.word + " of SLM",
              channels,
              "SLM + 0x" + Long.toHexString(at),
              "",
              bytes + " bytes past the group's " + group.slmSize() + "-byte SLM (ignored)");
        }
        return false;
      }
      region = find(group.slmMap(), at, bytes);
      if (region == null && bounds && !group.slmMap().isEmpty()) {
        probe.report(
            CheckKind.BOUNDS,
            "out-of-bounds " + access.word + " of a __local buffer",
            channels,
            group.slmMap().name(at, "SLM"),
            "",
            bytes + " bytes outside every __local buffer of the kernel");
      }
    } else {
      if (target == Target.BUFFER && (address < 0 || address > size - bytes)) {
        if (bounds && !(access == Access.READ && inBlockStartingInside())) {
          probe.report(
              CheckKind.BOUNDS,
              "out-of-bounds " + access.word + " of a surface",
              channels,
              inner.name() + " + 0x" + Long.toHexString(address),
              "",
              bytes + " bytes outside the surface's " + size + " bytes (reads 0, writes dropped)");
        }
        region = null;
        dropped = true;
        return true;
      }
      region = find(launch.map(), at, bytes);
      if (region != null && bounds && !region.tracked()) {
        checkOwnSlice(region, at, bytes, access, channels);
      }
      if (region == null && bounds) {
        probe.report(
            CheckKind.BOUNDS,
            "access outside every allocation (" + access.word + ")",
            channels,
            launch.map().name(at, target == Target.GLOBAL ? "global" : "stateless"),
            "",
            bytes + " bytes at an address no buffer of the launch holds");
      }
    }
    if (launch.has(CheckKind.RACES) && region != null && region.tracked()) {
      recordForRaces(target == Target.SLM ? group.slmShadow() : launch.shadow(), at, bytes, access);
    }
    return true;
  }

  /** The region of {@code map} holding the access; the last one found is tried first. */
  private MemoryMap.Region find(MemoryMap map, long at, int bytes) {
    // the launch's regions do not overlap, so a region holding the access is the one
    if (lastRegion != null && lastRegion.contains(at, bytes)) {
      return lastRegion;
    }
    MemoryMap.Region r = map.find(at, bytes);
    if (r != null) {
      lastRegion = r;
    }
    return r;
  }

  private MemoryMap.Region lastRegion;

  /** Private memory and scratch: a thread may only reach its own slice. */
  private void checkOwnSlice(
      MemoryMap.Region region, long at, int bytes, Access access, long channels) {
    LaunchChecks.ThreadSlices s = launch.slicesAt(region.base());
    int slot = probe.hardwareThread();
    if (s == null || slot < 0) {
      return;
    }
    long own = s.base() + slot * s.bytesPerThread();
    if (at < own || at + bytes > own + s.bytesPerThread()) {
      probe.report(
          CheckKind.BOUNDS,
          "access to another thread's slice of " + region.name() + " (" + access.word + ")",
          channels,
          where(at),
          "",
          "the slice of hardware thread "
              + (at - s.base()) / s.bytesPerThread()
              + "; this thread's ("
              + slot
              + ") is "
              + s.bytesPerThread()
              + " bytes at + 0x"
              + Long.toHexString(own - s.base()));
    }
  }

  private RaceShadow.Page page;
  private long pageKey = -1;

  private void recordForRaces(RaceShadow shadow, long at, int bytes, Access access) {
    recordForRaces(shadow, at, bytes, access, stampOf(access), probe.siteId());
  }

  private long stampOf(Access access) {
    return RaceShadow.stamp(
        probe.groupIndex(), probe.threadIndex(), probe.epoch(), access == Access.ATOMIC);
  }

  /** Records an access for races; returns whether it raced (and was reported). */
  private boolean recordForRaces(
      RaceShadow shadow, long at, int bytes, Access access, long stamp, int site) {
    boolean write = access != Access.READ;
    long a = at;
    long end = at + bytes;
    while (a < end) {
      long key = (a >>> RaceShadow.PAGE_BITS) ^ (target == Target.SLM ? Long.MIN_VALUE : 0);
      if (key != pageKey) {
        page = shadow.page(a);
        pageKey = key;
      }
      int inPage = (int) Math.min(end - a, RaceShadow.PAGE - (a & (RaceShadow.PAGE - 1)));
      RaceShadow.Conflict c = shadow.access(page, a, inPage, stamp, site, write);
      if (c != null) {
        reportRace(c, a, access);
        return true;
      }
      a += inPage;
    }
    return false;
  }

  private void reportRace(RaceShadow.Conflict c, long a, Access access) {
    probe.report(
        CheckKind.RACES,
        "data race (" + access.word + " after " + (c.earlierWrote() ? "write" : "read") + ")",
        probe.channel() < 0 ? 0 : 1L << probe.channel(),
        where(a),
        RaceShadow.who(c.stamp(), launch::groupName) + " at " + probe.describeSite(c.site()),
        "not ordered by a barrier"
            + (RaceShadow.group(c.stamp()) != probe.groupIndex()
                ? " (different work-groups are never ordered)"
                : ""));
  }
}
