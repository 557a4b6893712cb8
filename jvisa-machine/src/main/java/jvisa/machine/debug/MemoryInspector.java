package jvisa.machine.debug;

import java.util.Locale;
import jvisa.asm.model.Type;
import jvisa.machine.check.MemoryMap;
import jvisa.machine.core.ThreadEnvironment;
import jvisa.machine.core.ValueText;
import jvisa.machine.memory.AddressSpace;

/**
 * The text of {@code x WHERE [COUNT] [TYPE]}: {@code COUNT} elements (8 unless given) of a vISA
 * type ({@code ud} unless given) read from memory. WHERE is a region of the launch by name, with an
 * optional {@code +OFFSET} (a buffer argument {@code out} or {@code 'out'}, {@code private}, {@code
 * scratch}), {@code slm+OFFSET} (the current thread's group's SLM), or a global address {@code
 * 0x...}.
 */
final class MemoryInspector {
  private static final int PER_ROW = 8;
  private static final int MAX_COUNT = 4096;

  private MemoryInspector() {}

  static String examine(String args, MemoryMap regions, ThreadEnvironment env) {
    String[] words = args.strip().split("\\s+", -1);
    if (words.length > 3 || words[0].isEmpty()) {
      throw new DebugException("usage: x BUFFER[+OFFSET] [COUNT] [TYPE]");
    }
    int count = words.length > 1 ? count(words[1]) : PER_ROW;
    Type t = words.length > 2 ? type(words[2]) : Type.UD;
    String where = words[0];
    int plus = where.indexOf('+');
    String name = plus < 0 ? where : where.substring(0, plus);
    long offset = plus < 0 ? 0 : number(where.substring(plus + 1), "offset");
    long bytes = (long) count * t.size();
    String title;
    AddressSpace space;
    long address;
    if (name.equalsIgnoreCase("slm")) {
      space = env.slm();
      address = offset;
      title = "SLM + 0x" + Long.toHexString(offset);
    } else if (name.startsWith("0x") || name.startsWith("0X")) {
      space = env.global();
      address = number(name, "address") + offset;
      title = "global 0x" + Long.toHexString(address);
    } else {
      MemoryMap.Region r = region(regions, name);
      if (offset < 0 || offset + bytes > r.size()) {
        throw new DebugException(
            "bytes 0x"
                + Long.toHexString(offset)
                + " to 0x"
                + Long.toHexString(offset + bytes - 1)
                + " lie outside "
                + r.name()
                + ", which has "
                + r.size()
                + " bytes");
      }
      space = env.global();
      address = r.base() + offset;
      title =
          r.name() + " + 0x" + Long.toHexString(offset) + " (0x" + Long.toHexString(address) + ")";
    }
    StringBuilder s = new StringBuilder(title).append(", ").append(count).append(" x ");
    s.append(t.text()).append(':');
    for (int i = 0; i < count; i++) {
      if (i % PER_ROW == 0) {
        s.append(String.format(Locale.ROOT, "%n  +0x%-5x", offset + (long) i * t.size()));
      }
      s.append(' ').append(ValueText.format(load(space, address + (long) i * t.size(), t), t));
    }
    return s.toString();
  }

  private static long load(AddressSpace space, long address, Type t) {
    try {
      return space.load(address, t.size());
    } catch (RuntimeException e) {
      throw new DebugException(
          "cannot read 0x"
              + Long.toHexString(address)
              + " of "
              + space.name()
              + ": "
              + e.getMessage());
    }
  }

  /** The region named {@code name}: "out", "'out'", "argument 'out'", "private", "scratch". */
  private static MemoryMap.Region region(MemoryMap regions, String name) {
    String bare = name.replace("'", "");
    StringBuilder known = new StringBuilder();
    for (MemoryMap.Region r : regions.regions()) {
      String n = r.name();
      if (n.equals(name)
          || n.equals("argument '" + bare + "'")
          || n.startsWith(bare.toLowerCase(Locale.ROOT) + " ")) {
        return r;
      }
      known.append(known.length() == 0 ? "" : ", ").append(n);
    }
    throw new DebugException(
        "no memory named '"
            + name
            + "'"
            + (known.length() == 0
                ? " (this run places no buffers; 'slm+OFFSET' and '0xADDRESS' still work)"
                : "; the run has " + known));
  }

  private static int count(String text) {
    long n = number(text, "count");
    if (n < 1 || n > MAX_COUNT) {
      throw new DebugException("the count must be 1 to " + MAX_COUNT + ", not " + text);
    }
    return (int) n;
  }

  private static Type type(String text) {
    Type t = Type.fromText(text);
    if (t == null || t.isPackedVector() || t == Type.BOOL) {
      throw new DebugException(
          "'" + text + "' is not an element type (ub, b, uw, w, ud, d, uq, q, hf, f, df)");
    }
    return t;
  }

  private static long number(String text, String what) {
    String s = text.strip();
    try {
      return s.startsWith("0x") || s.startsWith("0X")
          ? Long.parseUnsignedLong(s.substring(2), 16)
          : Long.parseLong(s);
    } catch (NumberFormatException e) {
      throw new DebugException("'" + text + "' is not a number (the " + what + ")");
    }
  }
}
