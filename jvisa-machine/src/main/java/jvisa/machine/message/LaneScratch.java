package jvisa.machine.message;

import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.LaneAccesses;
import jvisa.machine.memory.MemoryView;

/**
 * Per-Java-thread working space of the lane walks (they are decoded once and shared): the lanes'
 * addresses and the view of the memory they fall in. Holds nothing between two messages but the
 * last two windows of {@link AddressSpace#viewAround}, which the next message on the same space
 * reuses.
 */
public final class LaneScratch {
  final LaneAccesses accesses = new LaneAccesses();
  final long[] lanes = accesses.laneAddresses();
  final MemoryView view = new MemoryView();

  /** The window {@link WindowWalk} found last, in {@link #windowSpace} (null: none). */
  MemoryView window = new MemoryView();

  AddressSpace windowSpace;

  /** The window found before it, in {@link #olderWindowSpace} (null: none). */
  MemoryView olderWindow = new MemoryView();

  AddressSpace olderWindowSpace;

  /** The least and greatest enabled lane address of the walk in progress. */
  long low;

  long high;

  /** Whether every enabled lane i's address is {@link #lane0} plus i steps of the layout's. */
  boolean sequential;

  long lane0;
}
