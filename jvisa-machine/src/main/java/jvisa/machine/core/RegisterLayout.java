package jvisa.machine.core;

import java.util.HashMap;
import java.util.Map;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.InputDecl;
import jvisa.asm.model.Predefined;
import jvisa.asm.model.Type;
import jvisa.asm.model.Unit;
import jvisa.asm.model.VarClass;

/**
 * Where each variable of a unit lives in a frame's register file, laid out as on the GPU: 32-byte
 * registers, %r0 in r0, every `.input` at its payload byte offset, aliases at their byte offset
 * into the aliased variable; then the other pre-defined variables, then the unit's own variables,
 * each aligned as declared.
 *
 * <p>Offsets and sizes come from the program text, so they are computed in {@code long} and
 * checked: a layout past {@link #MAX_FRAME_BYTES} is refused with a located {@link
 * DecodeException}.
 */
public final class RegisterLayout {
  public static final int GRF_BYTES = 32;

  /**
   * Largest register file the machine lays out (1 GB); the launch's register limit is usually far
   * lower.
   */
  public static final long MAX_FRAME_BYTES = 1L << 30;

  private final Map<String, Integer> offsets = new HashMap<>();
  private final Map<String, Declaration> decls = new HashMap<>();
  private final Map<String, Integer> predicateIndex = new HashMap<>();
  private final Map<String, Integer> addressBase = new HashMap<>();
  private final Map<String, Integer> stateIndex = new HashMap<>();
  private final int payloadEnd;
  private final int predefinedStart;
  private final int predefinedEnd;
  private final int frameBytes;
  private final int predicateCount;
  private final int addressCount;
  private final int stateCount;
  private final int cr0Offset;

  public RegisterLayout(Unit unit) {
    long end = GRF_BYTES;
    for (InputDecl in : unit.inputs()) {
      long inputEnd = in.offset() + Math.max(in.size(), 0);
      if (in.offset() < 0 || in.offset() > MAX_FRAME_BYTES || inputEnd > MAX_FRAME_BYTES) {
        throw new DecodeException(
            in.pos()
                + ": input '"
                + in.name()
                + "' (offset "
                + in.offset()
                + ", size "
                + in.size()
                + ") lies outside the register file: offset plus size must be 0 to "
                + MAX_FRAME_BYTES);
      }
      end = Math.max(end, inputEnd);
    }
    payloadEnd = (int) align(end, GRF_BYTES);
    for (Declaration d : Predefined.generals()) {
      decls.put(d.name(), d);
    }
    offsets.put("%r0", 0);
    long next = payloadEnd;
    predefinedStart = payloadEnd;
    for (Declaration d : Predefined.generals()) {
      if (d.name().equals("%r0")) {
        continue;
      }
      offsets.put(d.name(), (int) next);
      next += align(d.byteSize(), GRF_BYTES);
    }
    predefinedEnd = (int) next;
    Map<String, InputDecl> inputs = new HashMap<>();
    for (InputDecl in : unit.inputs()) {
      inputs.put(in.name(), in);
    }
    int preds = 0;
    int addrs = 0;
    int states = 6;
    for (Declaration d : unit.declarations()) {
      decls.put(d.name(), d);
      if (d.varClass() == VarClass.PREDICATE) {
        predicateIndex.put(d.name(), preds++);
      } else if (d.varClass() == VarClass.ADDRESS) {
        addressBase.put(d.name(), addrs);
        addrs = (int) checkedEnd(d, addrs, Math.max(d.numElements(), 1), "address elements");
      } else if (d.varClass() == VarClass.SURFACE || d.varClass() == VarClass.SAMPLER) {
        stateIndex.put(d.name(), states++);
      } else if (d.varClass() == VarClass.GENERAL && !d.isAlias()) {
        InputDecl in = inputs.get(d.name());
        if (in != null) {
          checkedEnd(d, in.offset(), d.byteSize(), "bytes of registers");
          offsets.put(d.name(), (int) in.offset());
        } else {
          long a =
              d.align() == null ? d.type().size() : Math.max(d.align().bytes(), d.type().size());
          next = align(next, Math.max(a, 1));
          offsets.put(d.name(), (int) next);
          next = checkedEnd(d, next, Math.max(d.byteSize(), 1), "bytes of registers");
        }
      }
    }
    for (Declaration d : unit.declarations()) {
      if (d.varClass() == VarClass.GENERAL && d.isAlias()) {
        resolveAlias(d, 0);
      }
    }
    cr0Offset = offsets.get("%cr0");
    predicateCount = preds;
    stateCount = states;
    addressCount = addrs;
    frameBytes = (int) (align(next, GRF_BYTES) + GRF_BYTES);
  }

  /** {@code start + size}, refused when the variable would end past {@link #MAX_FRAME_BYTES}. */
  private static long checkedEnd(Declaration d, long start, long size, String unit) {
    long end = start + size;
    if (size < 0 || end > MAX_FRAME_BYTES) {
      throw new DecodeException(
          d.pos()
              + ": '"
              + d.name()
              + "' ("
              + d.numElements()
              + " elements of "
              + (d.type() == null ? "?" : d.type().text())
              + ") would end at "
              + end
              + " "
              + unit
              + "; a register file holds at most "
              + MAX_FRAME_BYTES);
    }
    return end;
  }

  private int resolveAlias(Declaration d, int depth) {
    Integer known = offsets.get(d.name());
    if (known != null) {
      return known;
    }
    Declaration target = decls.get(d.aliasOf());
    if (target == null || depth > 64) {
      throw new DecodeException(
          d.pos() + ": alias '" + d.name() + "' of unknown variable '" + d.aliasOf() + "'");
    }
    int base = target.isAlias() ? resolveAlias(target, depth + 1) : offsetOf(target.name());
    long targetSize = target.byteSize();
    long off = d.aliasOffset();
    if (base < 0 || off < 0 || off > targetSize || d.byteSize() > targetSize - off) {
      throw new DecodeException(
          d.pos()
              + ": alias '"
              + d.name()
              + "' ("
              + d.byteSize()
              + " bytes at offset "
              + off
              + ") lies outside '"
              + target.name()
              + "': the offset must be 0 to "
              + Math.max(targetSize - d.byteSize(), 0)
              + " for its "
              + targetSize
              + " bytes");
    }
    offsets.put(d.name(), (int) (base + off));
    return (int) (base + off);
  }

  private static long align(long v, long a) {
    return (v + a - 1) / a * a;
  }

  /** Byte offset of a general variable in the frame, or -1 if it has none. */
  public int offsetOf(String var) {
    Integer o = offsets.get(var);
    return o == null ? -1 : o;
  }

  public Declaration declaration(String var) {
    Declaration d = decls.get(var);
    return d != null ? d : Predefined.lookup(var);
  }

  public Type typeOf(String var) {
    Declaration d = declaration(var);
    return d == null ? null : d.type();
  }

  /** Index of a predicate variable in the frame's flag array, or -1. */
  public int predicateIndex(String var) {
    Integer i = predicateIndex.get(var);
    return i == null ? -1 : i;
  }

  /** Index of an address variable's first element in the frame's address array, or -1. */
  public int addressBase(String var) {
    Integer i = addressBase.get(var);
    return i == null ? -1 : i;
  }

  /**
   * Slot of a surface or sampler variable in the frame's state array (the pre-defined surfaces
   * T0-T5 take slots 0-5), or -1.
   */
  public int stateIndex(String var) {
    int p = Predefined.surfaceIndex(var);
    if (p >= 0) {
      return p;
    }
    Integer i = stateIndex.get(var);
    return i == null ? -1 : i;
  }

  public int stateCount() {
    return stateCount;
  }

  /** Byte offset of %cr0 (read by every float instruction for its rounding and denorm modes). */
  public int cr0Offset() {
    return cr0Offset;
  }

  public int payloadEnd() {
    return payloadEnd;
  }

  public int predefinedStart() {
    return predefinedStart;
  }

  public int predefinedEnd() {
    return predefinedEnd;
  }

  public int frameBytes() {
    return frameBytes;
  }

  public int predicateCount() {
    return predicateCount;
  }

  public int addressCount() {
    return addressCount;
  }
}
