package jvisa.machine.message;

import jvisa.machine.memory.AccessKind;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.LaneObserver;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.MemoryFault;
import jvisa.machine.memory.MemoryView;

/**
 * Block reads and writes of contiguous owords (16 bytes), which ignore the execution mask: {@code
 * oword_ld}, {@code oword_ld_unaligned}, {@code oword_st}, {@code svm_block_ld} and {@code
 * svm_block_st}. Data is copied byte for byte between memory and consecutive register bytes
 * starting at the raw operand. Out-of-bounds handling is the target's, per dword. A block address
 * that breaks the message's alignment rule is a {@link MemoryFault}: the hardware would silently
 * drop its low bits, which is never what the kernel meant (a checked run reports it instead and
 * goes on at the rounded-down address, as the hardware does).
 */
public final class BlockMessages {
  private BlockMessages() {}

  /** As the form with working space, without the direct path. */
  public static void owordLoad(
      AddressSpace surface, int owords, long offsetInOwords, byte[] grf, int dst) {
    owordLoad(surface, owords, offsetInOwords, grf, dst, null);
  }

  /**
   * {@code oword_ld (n) surface offset dst}: reads n owords at byte offset {@code 16 * offset}
   * ({@code offset} counts owords, 32-bit).
   */
  public static void owordLoad(
      AddressSpace surface,
      int owords,
      long offsetInOwords,
      byte[] grf,
      int dst,
      LaneScratch scratch) {
    copy(
        Direction.LOAD,
        surface,
        Payload.offset32(offsetInOwords << 4),
        true,
        checkOwords(owords),
        grf,
        dst,
        scratch);
  }

  /** As the form with working space, without the direct path. */
  public static void owordLoadUnaligned(
      AddressSpace surface, int owords, long byteOffset, byte[] grf, int dst) {
    owordLoadUnaligned(surface, owords, byteOffset, grf, dst, null);
  }

  /**
   * {@code oword_ld_unaligned (n) surface offset dst}: reads n owords at byte offset {@code
   * offset}, which must be dword aligned.
   */
  public static void owordLoadUnaligned(
      AddressSpace surface, int owords, long byteOffset, byte[] grf, int dst, LaneScratch scratch) {
    long at = checkAligned(surface, byteOffset, 4, owords, AccessKind.READ, "oword_ld_unaligned");
    copy(
        Direction.LOAD,
        surface,
        Payload.offset32(at),
        true,
        checkOwords(owords),
        grf,
        dst,
        scratch);
  }

  /** As the form with working space, without the direct path. */
  public static void owordStore(
      AddressSpace surface, int owords, long offsetInOwords, byte[] grf, int src) {
    owordStore(surface, owords, offsetInOwords, grf, src, null);
  }

  /**
   * {@code oword_st (n) surface offset src}: writes n owords at byte offset {@code 16 * offset}.
   */
  public static void owordStore(
      AddressSpace surface,
      int owords,
      long offsetInOwords,
      byte[] grf,
      int src,
      LaneScratch scratch) {
    copy(
        Direction.STORE,
        surface,
        Payload.offset32(offsetInOwords << 4),
        true,
        checkOwords(owords),
        grf,
        src,
        scratch);
  }

  /** As the form with working space, without the direct path. */
  public static void svmBlockLoad(
      AddressSpace memory, int owords, boolean unaligned, long address, byte[] grf, int dst) {
    svmBlockLoad(memory, owords, unaligned, address, grf, dst, null);
  }

  /**
   * {@code svm_block_ld[.unaligned] (n) address dst}: reads n owords at the 64-bit {@code address}
   * (oword aligned, or dword aligned when {@code unaligned}).
   */
  public static void svmBlockLoad(
      AddressSpace memory,
      int owords,
      boolean unaligned,
      long address,
      byte[] grf,
      int dst,
      LaneScratch scratch) {
    long at =
        checkAligned(
            memory,
            address,
            unaligned ? 4 : 16,
            owords,
            AccessKind.READ,
            unaligned ? "svm_block_ld.unaligned" : "svm_block_ld");
    copy(Direction.LOAD, memory, at, false, checkOwords(owords), grf, dst, scratch);
  }

  /** As the form with working space, without the direct path. */
  public static void svmBlockStore(
      AddressSpace memory, int owords, long address, byte[] grf, int src) {
    svmBlockStore(memory, owords, address, grf, src, null);
  }

  /** {@code svm_block_st (n) address src}: writes n owords at the oword-aligned 64-bit address. */
  public static void svmBlockStore(
      AddressSpace memory, int owords, long address, byte[] grf, int src, LaneScratch scratch) {
    long at = checkAligned(memory, address, 16, owords, AccessKind.WRITE, "svm_block_st");
    copy(Direction.STORE, memory, at, false, checkOwords(owords), grf, src, scratch);
  }

  /** The address to use: {@code address}, or rounded down when a checked run reported it. */
  private static long checkAligned(
      AddressSpace space,
      long address,
      int alignment,
      int owords,
      AccessKind kind,
      String message) {
    if ((address & (alignment - 1)) != 0) {
      if (space instanceof LaneObserver o
          && o.misalignedBlock(address, alignment, owords * 16, message)) {
        return address & -alignment;
      }
      throw new MemoryFault(
          space.name(),
          address,
          owords * 16,
          kind,
          "misaligned block access: "
              + message
              + " needs a "
              + alignment
              + "-byte aligned address, got 0x"
              + Long.toHexString(address)
              + " in "
              + space.name());
    }
    return address;
  }

  private static int checkOwords(int owords) {
    if (owords != 1 && owords != 2 && owords != 4 && owords != 8 && owords != 16) {
      throw new IllegalArgumentException("oword block size must be 1, 2, 4, 8 or 16: " + owords);
    }
    return owords;
  }

  /**
   * The one walk of all block messages: {@code owords} consecutive dwords, in either direction;
   * given working space, a block in one {@link AddressSpace#view} of an unchecked memory is one
   * copy.
   */
  private static void copy(
      Direction direction,
      AddressSpace space,
      long base,
      boolean offsets32,
      int owords,
      byte[] grf,
      int payload,
      LaneScratch scratch) {
    boolean load = direction == Direction.LOAD;
    long end = base + owords * 16L;
    if (scratch != null
        && !(space instanceof LaneObserver)
        && (offsets32 ? end <= 0x1_0000_0000L : end > base)
        && space.view(base, end, !load, scratch.view)) {
      MemoryView view = scratch.view;
      if (load) {
        System.arraycopy(view.bytes(), view.index(base), grf, payload, owords * 16);
      } else {
        System.arraycopy(grf, payload, view.bytes(), view.index(base), owords * 16);
      }
      return;
    }
    if (space instanceof LaneObserver o) {
      o.block(offsets32 ? Payload.offset32(base) : base, owords * 16, payload);
    }
    for (int i = 0; i < owords * 4; i++) {
      long address = base + 4L * i;
      if (offsets32) {
        address = Payload.offset32(address);
      }
      if (direction == Direction.LOAD) {
        LittleEndian.put(grf, payload + 4 * i, 4, space.load(address, 4));
      } else {
        space.store(address, 4, LittleEndian.get(grf, payload + 4 * i, 4));
      }
    }
  }
}
