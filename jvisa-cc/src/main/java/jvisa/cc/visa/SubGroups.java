package jvisa.cc.visa;

import jvisa.cc.ir.Collective;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Scope;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;

/**
 * Sub-group collectives; a sub-group is one hardware thread, its channels the work-items.
 * Reductions and scans copy the value under the execution mask into a buffer filled with the
 * combining operation's identity first, so inactive channels contribute nothing, then combine with
 * NoMask region operations: a halving tree for reductions, Hillis-Steele steps over a buffer padded
 * with one sub-group of identities for scans (the element {@code d} channels back is then always a
 * contiguous region). Shuffles and broadcasts read channel {@code lane} through indirect addressing
 * ({@code addr_add} of per-channel byte offsets, {@code r[A(0),0]}), as IGC does; 64-bit values
 * move as two dwords. any/all combine a 0/1 per active channel.
 */
final class SubGroups {
  private final Code code;

  SubGroups(Code code) {
    this.code = code;
  }

  boolean select(Instr i) {
    if (i.op() != Op.COLLECTIVE) {
      return false;
    }
    Collective c = (Collective) i.attribute();
    if (c.scope() != Scope.SUB_GROUP) {
      throw code.unsupported("work-group collective " + c);
    }
    switch (c.kind()) {
      case ANY, ALL -> anyAll(i, c.kind() == Collective.Kind.ANY);
      case REDUCE -> reduce(i, c.combine());
      case INCLUSIVE_SCAN, EXCLUSIVE_SCAN ->
          scan(i, c.combine(), c.kind() == Collective.Kind.INCLUSIVE_SCAN);
      case BROADCAST, SHUFFLE, SHUFFLE_XOR, SHUFFLE_UP, SHUFFLE_DOWN -> shuffle(i, c.kind());
    }
    return true;
  }

  /** The channel numbers 0..simd-1 as a NoMask {@code uw} variable. */
  static Var laneIds(Code code) {
    Var ids = code.vars.temp("uw", code.simd);
    String n = ids.raw("uw");
    code.line("mov (M1_NM, 8) " + n + "(0,0)<1> 0x76543210:v");
    if (code.simd >= 16) {
      code.line("add (M1_NM, 8) " + n + "(0,8)<1> " + n + "(0,0)<1;1,0> 0x8:uw");
    }
    if (code.simd == 32) {
      code.line("add (M1_NM, 16) " + n + "(1,0)<1> " + n + "(0,0)<1;1,0> 0x10:uw");
    }
    return ids;
  }

  private void anyAll(Instr i, boolean any) {
    String p = code.predicate(i.operand(0));
    Var flags = code.vars.temp("ud", code.simd);
    noMask(code.simd, 16, (k, n) -> op("mov", n, at(flags, "ud", k), Code.imm(any ? 0 : 1, "ud")));
    for (Code.Lanes l : code.lanes(true)) {
      code.line(
          "("
              + (any ? "" : "!")
              + p
              + ") mov "
              + l.exec()
              + " "
              + flags.dst("ud", l.half())
              + " "
              + Code.imm(any ? 1 : 0, "ud"));
    }
    tree(flags, "ud", any ? "or" : "and");
    String result = code.vars.predicate(i);
    for (Code.Lanes l : code.predicateLanes(i)) {
      code.op("cmp.ne", l, result, flags.scalar("ud", 0), Code.imm(0, "ud"));
    }
  }

  private void reduce(Instr i, Collective.Combine combine) {
    String t = type(i.type(), combine);
    Var buffer = code.vars.temp(t, code.simd);
    fillMasked(buffer, 0, t, i.operand(0), combine);
    tree(buffer, t, opcode(combine, i.type()));
    Var dst = code.var(i);
    for (Code.Lanes l : code.lanesOf(i)) {
      code.op("mov", l, dst.dst(t, l.half()), buffer.scalar(t, 0));
    }
  }

  /** Inclusive (or exclusive) scan over buffer [identity x simd, values], double-buffered. */
  private void scan(Instr i, Collective.Combine combine, boolean inclusive) {
    String t = type(i.type(), combine);
    String opcode = opcode(combine, i.type());
    int simd = code.simd;
    int row = 32 / VisaTypes.bytes(t);
    Var a = code.vars.temp(t, 2 * simd);
    Var other = code.vars.temp(t, 2 * simd);
    fillMasked(a, simd, t, i.operand(0), combine);
    String identity = identity(combine, i.type(), t);
    noMask(simd, 2 * row, (k, n) -> op("mov", n, at(other, t, k), identity));
    Var b = other;
    for (int d = 1; d < simd; d <<= 1) {
      Var from = a;
      Var to = b;
      int shift = d;
      noMask(
          simd,
          row,
          (k, n) ->
              op(
                  opcode,
                  n,
                  at(to, t, simd + k),
                  region(from, t, simd + k),
                  region(from, t, simd + k - shift)));
      a = to;
      b = from;
    }
    Var dst = wideResult(i);
    Var scanned = a;
    int first = inclusive ? simd : simd - 1;
    for (int c = 0; c < simd; c += row) {
      String exec = "(M" + (c / 4 + 1) + ", " + Math.min(row, simd) + ")";
      code.line("mov " + exec + " " + at(dst, t, c) + "<1> " + region(scanned, t, first + c));
    }
  }

  private void shuffle(Instr i, Collective.Kind kind) {
    boolean twoSources = kind == Collective.Kind.SHUFFLE_UP || kind == Collective.Kind.SHUFFLE_DOWN;
    int bytes = (int) i.type().size();
    if (!i.type().isScalar() || bytes < 4 || VarTable.isBoolean(i)) {
      throw code.unsupported("sub-group shuffle of " + i.type() + " (32- and 64-bit only)");
    }
    Var dst = code.var(i);
    String t = VisaTypes.unsigned(i.type());
    if (!twoSources && !code.isWide(i.operand(0))) {
      for (Code.Lanes l : code.lanesOf(i)) {
        code.op("mov", l, dst.dst(t, l.half()), code.src(i.operand(0), t, l.half()));
      }
      return;
    }
    int simd = code.simd;
    Var source = code.vars.temp("ud", (twoSources ? 2 : 1) * simd * bytes / 4);
    copyInto(source, 0, i.operand(0), bytes);
    if (twoSources) {
      copyInto(source, simd, i.operand(1), bytes);
    }
    Var offsets = offsets(i.operand(twoSources ? 2 : 1), kind, bytes);
    // A uniform result is read by every channel (NoMask): channel 0 may be inactive.
    Var result = dst.wide ? dst : code.vars.temp(t, simd);
    for (Code.Lanes l : dst.wide ? code.lanes(true) : code.allChannels()) {
      int h = l.half();
      String address = code.vars.address(l.size());
      code.op("addr_add", l, address + "(0)<1>", "&" + source.raw("ud"), offsets.src("uw", h));
      for (int part = 0; part < bytes / 4; part++) {
        String into = bytes == 4 ? result.dst("ud", h) : at(result, "ud", 32 * h + part) + "<2>";
        code.op("mov", l, into, "r[" + address + "(0)," + 4 * part + "]<1,0>:ud");
      }
    }
    if (!dst.wide) {
      code.op("mov", code.lanes(false).get(0), dst.dst(t, 0), result.scalar(t, 0));
    }
  }

  /** Per-channel byte offsets into the source buffer of the channel each one reads (NoMask). */
  private Var offsets(Value operand, Collective.Kind kind, int bytes) {
    int simd = code.simd;
    Var lanes = laneIds(code);
    Var index = code.vars.temp("ud", simd);
    Var offsets = code.vars.temp("uw", simd);
    String it = VisaTypes.unsigned(operand.type());
    for (Code.Lanes l : code.allChannels()) {
      int h = l.half();
      String out = index.dst("ud", h);
      String in = index.src("ud", h);
      String lane = lanes.src("uw", h);
      String n = code.src(operand, it, h);
      switch (kind) {
        case BROADCAST, SHUFFLE -> code.op("and", l, out, n, Code.imm(simd - 1, "ud"));
        case SHUFFLE_XOR -> {
          code.op("xor", l, out, n, lane);
          code.op("and", l, out, in, Code.imm(simd - 1, "ud"));
        }
        case SHUFFLE_DOWN -> {
          code.op("add", l, out, n, lane);
          code.op("and", l, out, in, Code.imm(2 * simd - 1, "ud"));
        }
        case SHUFFLE_UP -> {
          code.op("add", l, out, lane, Code.imm(simd, "ud"));
          code.op(
              "add", l, index.dst("d", h), index.src("d", h), negated(code.operand(operand), h));
          code.op("and", l, out, in, Code.imm(2 * simd - 1, "ud"));
        }
        default -> throw new IllegalStateException(kind + " is no shuffle");
      }
      code.op("mul", l, offsets.dst("uw", h), in, Code.imm(bytes, "uw"));
    }
    return offsets;
  }

  private static String negated(Operand o, int half) {
    return o instanceof Operand.Imm imm ? Code.imm(-imm.bits(), "d") : "(-)" + o.src("d", half);
  }

  /** Copies {@code v} (every channel, NoMask) into {@code buffer} from channel {@code first}. */
  private void copyInto(Var buffer, int first, Value v, int bytes) {
    String t = bytes == 4 ? "ud" : "uq";
    Operand o = code.operand(v);
    noMask(
        code.simd,
        64 / bytes,
        (k, n) ->
            op(
                "mov",
                n,
                at(buffer, t, first + k),
                o instanceof Var var && var.wide ? region(var, t, k) : o.src(t, 0)));
  }

  /** A wide destination for a result that is one per channel (scans). */
  private Var wideResult(Instr i) {
    Var dst = code.var(i);
    if (!dst.wide) {
      throw code.unsupported("uniform result of a sub-group scan");
    }
    return dst;
  }

  /** Buffer elements from {@code first}: the identity everywhere, then the value where active. */
  private void fillMasked(Var buffer, int first, String t, Value v, Collective.Combine combine) {
    String identity = identity(combine, v.type(), t);
    noMask(
        first + code.simd,
        64 / VisaTypes.bytes(t),
        (k, n) -> op("mov", n, at(buffer, t, k), identity));
    for (Code.Lanes l : code.lanes(true)) {
      code.op("mov", l, at(buffer, t, first + 16 * l.half()) + "<1>", code.src(v, t, l.half()));
    }
  }

  /** Halving tree: element 0 ends up combining all {@code simd} elements. */
  private void tree(Var buffer, String t, String opcode) {
    int max = 64 / VisaTypes.bytes(t);
    for (int n = code.simd / 2; n >= 1; n /= 2) {
      int half = n;
      noMask(
          n,
          max,
          (k, size) ->
              op(
                  opcode,
                  size,
                  at(buffer, t, k),
                  region(buffer, t, k),
                  region(buffer, t, k + half)));
    }
  }

  private interface Chunk {
    void emit(int first, int size);
  }

  /** Calls {@code chunk} for pieces of at most {@code max} (a power of two) of {@code count}. */
  private static void noMask(int count, int max, Chunk chunk) {
    int size = Math.min(count, Math.min(max, 16));
    for (int k = 0; k < count; k += size) {
      chunk.emit(k, size);
    }
  }

  private void op(String opcode, int size, String dst, String... sources) {
    code.line(opcode + " (M1_NM, " + size + ") " + dst + "<1> " + String.join(" ", sources));
  }

  /** Element {@code k} of {@code v} read as {@code t}, without region. */
  private static String at(Var v, String t, int k) {
    int byteOffset = k * VisaTypes.bytes(t);
    return v.raw(t) + "(" + byteOffset / 32 + "," + (byteOffset % 32) / VisaTypes.bytes(t) + ")";
  }

  private static String region(Var v, String t, int k) {
    return at(v, t, k) + "<1;1,0>";
  }

  private String type(Type type, Collective.Combine combine) {
    boolean signed = combine == Collective.Combine.SMIN || combine == Collective.Combine.SMAX;
    if (!type.isScalar() || type.equals(Type.I1)) {
      throw code.unsupported("sub-group collective on " + type);
    }
    return VisaTypes.of(type, signed);
  }

  private String opcode(Collective.Combine combine, Type type) {
    return switch (combine) {
      case IADD, FADD -> "add";
      case IMUL, FMUL -> {
        if (type.size() == 8 && combine == Collective.Combine.IMUL) {
          throw code.unsupported("64-bit sub-group multiplication");
        }
        yield "mul";
      }
      case SMIN, UMIN, FMIN -> "min";
      case SMAX, UMAX, FMAX -> "max";
      case AND -> "and";
      case OR -> "or";
      case XOR -> "xor";
      case NONE -> throw code.unsupported("collective without a combining operation");
    };
  }

  /** The identity element of {@code combine} on {@code type}, as an immediate of vISA type t. */
  private static String identity(Collective.Combine combine, Type type, String t) {
    int bits = (int) type.size() * 8;
    long ones = bits == 64 ? -1L : (1L << bits) - 1;
    long signBit = 1L << (bits - 1);
    long value =
        switch (combine) {
          case AND, UMIN -> ones;
          case SMIN -> signBit - 1;
          case SMAX -> signBit;
          case IMUL -> 1;
          case FADD -> signBit;
          case FMUL -> bits == 64 ? Double.doubleToRawLongBits(1.0) : Float.floatToRawIntBits(1f);
          case FMIN -> bits == 64 ? 0x7ff0000000000000L : 0x7f800000L;
          case FMAX -> bits == 64 ? 0xfff0000000000000L : 0xff800000L;
          default -> 0;
        };
    return Code.imm(value, t);
  }
}
