package jvisa.cc.interp;

import java.util.ArrayList;
import java.util.List;
import jvisa.cc.ir.AddressSpace;

/**
 * The interpreter's memory: regions (byte arrays) per address space. A pointer is space (3 bits) |
 * region (21 bits) | byte offset (40 bits); private regions belong to the running work-item, local
 * regions to the running work-group, each object after {@link #NULL_GUARD} bytes. Pointer 0 is
 * null. A function's address is space 5, region its index in the module plus one.
 */
final class Memory {
  private static final int SPACE_SHIFT = 61;
  private static final int REGION_SHIFT = 40;
  private static final long OFFSET_MASK = (1L << REGION_SHIFT) - 1;
  private static final int REGION_MASK = (1 << (SPACE_SHIFT - REGION_SHIFT)) - 1;

  final List<byte[]> global = new ArrayList<>();
  final List<byte[]> constant = new ArrayList<>();
  List<byte[]> local = new ArrayList<>();
  List<byte[]> privateRegions = new ArrayList<>();

  static int spaceCode(AddressSpace s) {
    return switch (s) {
      case PRIVATE -> 1;
      case GLOBAL -> 2;
      case CONSTANT -> 3;
      case LOCAL -> 4;
      case GENERIC -> 0;
    };
  }

  /** The space code of {@code pointer}. */
  static int spaceOf(long pointer) {
    return (int) (pointer >>> SPACE_SHIFT);
  }

  static long pointer(int space, int region, long offset) {
    return (long) space << SPACE_SHIFT | (long) region << REGION_SHIFT | offset;
  }

  private static final int FUNCTION_SPACE = 5;

  /**
   * Bytes before each {@code __local} and private object in its region, so that no such pointer is
   * null in any form, its low 32 bits (a {@code (uint)(uintptr_t)} cast) included, as in the
   * compiled code, where no object whose address is observed lies at offset 0.
   */
  static final long NULL_GUARD = 8;

  /** The address of the module's function number {@code index}. */
  static long functionPointer(int index) {
    return pointer(FUNCTION_SPACE, index + 1, 0);
  }

  /** The module's function number {@code pointer} addresses, or -1 when it addresses none. */
  static int functionIndex(long pointer) {
    if ((int) (pointer >>> SPACE_SHIFT) != FUNCTION_SPACE || (pointer & OFFSET_MASK) != 0) {
      return -1;
    }
    return (int) (pointer >>> REGION_SHIFT & REGION_MASK) - 1;
  }

  /**
   * A new private region; its pointer. Region 0 of each space is never used, so no pointer is 0.
   */
  long allocatePrivate(long size) {
    if (privateRegions.isEmpty()) {
      privateRegions.add(new byte[0]);
    }
    privateRegions.add(new byte[(int) (NULL_GUARD + size)]);
    return pointer(1, privateRegions.size() - 1, NULL_GUARD);
  }

  private List<byte[]> regions(int space) {
    return switch (space) {
      case 1 -> privateRegions;
      case 2 -> global;
      case 3 -> constant;
      case 4 -> local;
      default -> null;
    };
  }

  /** The region of {@code pointer}, checking that {@code size} bytes from it are inside. */
  byte[] region(long pointer, long size) {
    int space = (int) (pointer >>> SPACE_SHIFT);
    int region = (int) (pointer >>> REGION_SHIFT) & REGION_MASK;
    long offset = pointer & OFFSET_MASK;
    List<byte[]> list = regions(space);
    if (list == null || region <= 0 || region >= list.size()) {
      throw new ExecutionError("access through an invalid pointer " + describe(pointer));
    }
    byte[] r = list.get(region);
    if (offset + size > r.length) {
      throw new ExecutionError(
          "access of "
              + size
              + " bytes at "
              + describe(pointer)
              + " outside its "
              + r.length
              + "-byte region");
    }
    return r;
  }

  static int offset(long pointer) {
    return (int) (pointer & OFFSET_MASK);
  }

  static String describe(long pointer) {
    int space = (int) (pointer >>> SPACE_SHIFT);
    String[] names = {"none", "private", "global", "constant", "local", "?", "?", "?"};
    return names[space]
        + "#"
        + ((pointer >>> REGION_SHIFT) & REGION_MASK)
        + "+"
        + (pointer & OFFSET_MASK);
  }

  long read(long pointer, int size) {
    byte[] r = region(pointer, size);
    return readBytes(r, offset(pointer), size);
  }

  void write(long pointer, int size, long bits) {
    byte[] r = region(pointer, size);
    writeBytes(r, offset(pointer), size, bits);
  }

  static long readBytes(byte[] r, int at, int size) {
    long v = 0;
    for (int i = size - 1; i >= 0; i--) {
      v = v << 8 | (r[at + i] & 0xFF);
    }
    return v;
  }

  static void writeBytes(byte[] r, int at, int size, long bits) {
    for (int i = 0; i < size; i++) {
      r[at + i] = (byte) (bits >>> (8 * i));
    }
  }
}
