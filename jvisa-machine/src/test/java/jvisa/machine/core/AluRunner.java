package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Program;
import jvisa.asm.model.Type;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.machine.alu.AluReference;

/**
 * Runs one {@link AluProgram} through the whole-vector and the per-channel executors and the JIT
 * and compares every destination element (and cmp's predicate) with {@link AluReference}, or with
 * its untouched value.
 */
final class AluRunner {
  static final int RUNS = 2;
  private static final byte UNTOUCHED = (byte) 0xa5;

  private AluRunner() {}

  static void check(AluProgram p, List<String> failures) {
    String text = p.text();
    ParseResult r = VisaParser.parse("combo.visaasm", text);
    assertTrue(r.ok(), () -> r.diagnostics() + "\n" + text);
    Program program = Program.of(r.unit());
    MachineProgram vector = decode(program, true);
    MachineProgram perChannel = decode(program, false);
    MachineProgram compiled = decode(program, true);
    compiled.useEngine(Engine.JIT, true);
    MachineProgram unrolled = compiledWith(program, FullMaskCode.UNROLLED);
    MachineProgram maskedOnly = compiledWith(program, FullMaskCode.NONE);
    for (int run = 0; run < RUNS; run++) {
      long[][] inputs = inputs(p, run);
      Expected want = expected(p, inputs);
      for (MachineProgram m : List.of(vector, perChannel, compiled, unrolled, maskedOnly)) {
        String path =
            m == vector
                ? "vector"
                : m == perChannel
                    ? "per-channel"
                    : m == compiled ? "jit" : m == unrolled ? "jit unrolled" : "jit masked loop";
        Frame f = execute(m, inputs, p);
        compare(p, m.kernelLayout(), f, want, inputs, path, failures);
      }
    }
  }

  /** {@code program} compiled by the JIT with {@code full} code for fully enabled instructions. */
  private static MachineProgram compiledWith(Program program, FullMaskCode full) {
    MachineProgram m = decode(program, true);
    FunctionCompiler.fullMaskEverywhere = full;
    try {
      m.useEngine(Engine.JIT, true);
    } finally {
      FunctionCompiler.fullMaskEverywhere = null;
    }
    return m;
  }

  private static MachineProgram decode(Program program, boolean vectorPaths) {
    VectorPaths.enabled = vectorPaths;
    try {
      return MachineProgram.decode(program);
    } finally {
      VectorPaths.enabled = true;
    }
  }

  /** Source k's elements for one run: edge values laid out so runs pair them differently. */
  private static long[][] inputs(AluProgram p, int run) {
    List<Type> srcs = p.srcs();
    long[][] in = new long[srcs.size()][AluProgram.ELEMENTS];
    for (int k = 0; k < srcs.size(); k++) {
      long[] edges = EdgeValues.of(srcs.get(k));
      for (int e = 0; e < AluProgram.ELEMENTS; e++) {
        int g = e + AluProgram.ELEMENTS * run;
        int pick =
            switch (k) {
              case 0 -> g;
              case 1 -> g / edges.length + g * 3 + run;
              case 2 -> g * 7 + run * 5 + 3;
              default -> g * 5 + 1;
            };
        in[k][e] = edges[Math.floorMod(pick, edges.length)];
      }
    }
    return in;
  }

  private static Frame execute(MachineProgram m, long[][] inputs, AluProgram p) {
    HwThread t = m.newThread("0", AluProgram.THREAD_MASK, 1000, 4, ThreadEnvironment.NONE);
    Frame f = t.kernelFrame();
    RegisterLayout layout = m.kernelLayout();
    for (int k = 0; k < inputs.length; k++) {
      Type type = p.srcs().get(k);
      int base = layout.offsetOf("S" + k);
      for (int e = 0; e < AluProgram.ELEMENTS; e++) {
        Grf.writeInt(f.grf, base + e * type.size(), type, inputs[k][e]);
      }
    }
    for (AluProgram.Shape s : p.shapes()) {
      for (String var : p.secondDestination() ? List.of("R", "C") : List.of("R")) {
        int base = layout.offsetOf(var + s.ordinal());
        java.util.Arrays.fill(
            f.grf, base, base + AluProgram.ELEMENTS * p.combo.dst().size(), UNTOUCHED);
      }
    }
    f.flags[layout.predicateIndex("P1")] = AluProgram.P1;
    t.run();
    return f;
  }

  /**
   * Per shape: every destination element's expected bits and whether the spec defines it (sad2's
   * odd channels it does not), the second destination's (addc, subb), and cmp's expected predicate
   * bits.
   */
  private record Expected(
      long[][] elements, boolean[][] defined, long[][] seconds, int[] predicates) {}

  private static Expected expected(AluProgram p, long[][] inputs) {
    Type dst = p.combo.dst();
    AluReference.Mode mode = AluReference.Mode.ofCr0(p.cr0);
    long untouched = Grf.readInt(untouchedBytes(), 0, dst) & sizeMask(dst);
    int shapes = AluProgram.Shape.values().length;
    long[][] elements = new long[shapes][AluProgram.ELEMENTS];
    boolean[][] defined = new boolean[shapes][AluProgram.ELEMENTS];
    long[][] seconds = new long[shapes][AluProgram.ELEMENTS];
    int[] predicates = new int[shapes];
    for (AluProgram.Shape s : p.shapes()) {
      long[] want = elements[s.ordinal()];
      java.util.Arrays.fill(want, untouched);
      java.util.Arrays.fill(seconds[s.ordinal()], untouched);
      java.util.Arrays.fill(defined[s.ordinal()], true);
      for (int i = 0; i < s.execSize; i++) {
        if (!s.enabled(i, p.predicateSelects())) {
          continue;
        }
        long[] raw = channel(p, s, inputs, i);
        long expected;
        if (p.op == Opcode.SEL) {
          boolean first = (AluProgram.P1 >>> (i + s.channelOffset) & 1) != 0;
          expected = AluReference.select(first, dst, p.srcs(), p.mods(s), p.sat, raw, mode);
        } else if (p.op == Opcode.SAD2 || p.op == Opcode.SAD2ADD) {
          boolean pairStart = i % 2 == 0 && i + 1 < s.execSize;
          defined[s.ordinal()][s.dstElement(i)] = pairStart;
          expected =
              pairStart
                  ? AluReference.sad2(
                      p.op, dst, p.srcs(), p.mods(s), p.sat, raw, channel(p, s, inputs, i + 1))
                  : 0;
        } else if (p.dotProduct()) {
          long[][] group = new long[4][];
          for (int j = 0; j < 4; j++) {
            group[j] = channel(p, s, inputs, (i & ~3) + j);
          }
          expected = AluReference.dot(p.op, dst, p.srcs(), p.mods(s), p.sat, group, mode);
        } else if (p.op == Opcode.LINE) {
          int base = s.srcElement(0, 0);
          raw[0] = inputs[0][base];
          expected =
              AluReference.line(dst, p.srcs(), p.mods(s), p.sat, raw, inputs[0][base + 3], mode);
        } else if (p.op == Opcode.MADW) {
          java.math.BigInteger full = AluReference.madw(p.srcs(), p.mods(s), raw);
          expected = full.longValue() & 0xffffffffL;
          want[s.dstElement(i) + AluProgram.madwHighOffset(s)] =
              full.shiftRight(32).longValue() & 0xffffffffL;
        } else {
          expected =
              AluReference.expected(p.op, p.suffix, dst, p.srcs(), p.mods(s), p.sat, raw, mode);
        }
        if (p.secondDestination()) {
          seconds[s.ordinal()][s.dstElement(i)] = AluReference.carry(p.op, p.srcs(), raw);
        }
        if (p.op == Opcode.CMP) {
          predicates[s.ordinal()] |= (int) expected << (i + s.channelOffset);
          expected = expected != 0 ? sizeMask(dst) : 0;
        }
        want[s.dstElement(i)] = expected;
      }
    }
    return new Expected(elements, defined, seconds, predicates);
  }

  /** The raw source values channel i of shape s reads. */
  private static long[] channel(AluProgram p, AluProgram.Shape s, long[][] inputs, int i) {
    long[] raw = new long[p.srcs().size()];
    for (int k = 0; k < raw.length; k++) {
      raw[k] = p.immediateSource(s, k) ? p.immediate : inputs[k][s.srcElement(k, i)];
    }
    return raw;
  }

  private static void compare(
      AluProgram p,
      RegisterLayout layout,
      Frame f,
      Expected want,
      long[][] inputs,
      String path,
      List<String> failures) {
    Type dst = p.combo.dst();
    for (AluProgram.Shape s : p.shapes()) {
      String first =
          compareVar(
              layout,
              f,
              "R" + s.ordinal(),
              dst,
              want.elements()[s.ordinal()],
              want.defined()[s.ordinal()]);
      String second =
          p.secondDestination()
              ? compareVar(
                  layout,
                  f,
                  "C" + s.ordinal(),
                  dst,
                  want.seconds()[s.ordinal()],
                  want.defined()[s.ordinal()])
              : null;
      String wrong = first != null ? first : second;
      if (wrong != null) {
        int e = Integer.parseInt(wrong.substring(0, wrong.indexOf(':')));
        failures.add(
            describe(p, s, path)
                + ": "
                + (first != null ? "" : "second destination ")
                + "element "
                + wrong
                + " (sources "
                + sources(p, s, inputs, e)
                + ")");
        return;
      }
      if (p.op == Opcode.CMP) {
        int got = f.flags[layout.predicateIndex("Q" + s.ordinal())];
        assertEquals(
            Integer.toHexString(want.predicates()[s.ordinal()]),
            Integer.toHexString(got),
            describe(p, s, path) + " predicate");
      }
    }
  }

  /**
   * "e: expected .. got .." for the first element of var that differs from the expected one, or
   * null.
   */
  private static String compareVar(
      RegisterLayout layout, Frame f, String var, Type t, long[] want, boolean[] defined) {
    int base = layout.offsetOf(var);
    for (int e = 0; e < AluProgram.ELEMENTS; e++) {
      long got = Grf.readInt(f.grf, base + e * t.size(), t) & sizeMask(t);
      if (defined[e] && !same(want[e], got, t)) {
        return e + ": expected 0x" + Long.toHexString(want[e]) + " got 0x" + Long.toHexString(got);
      }
    }
    return null;
  }

  private static boolean same(long want, long got, Type t) {
    if (want == got) {
      return true;
    }
    return t.isFloat() && isNaN(want, t) && isNaN(got, t);
  }

  private static boolean isNaN(long bits, Type t) {
    return switch (t) {
      case F -> Float.isNaN(Float.intBitsToFloat((int) bits));
      case DF -> Double.isNaN(Double.longBitsToDouble(bits));
      case BF -> Float.isNaN(Float.intBitsToFloat((int) bits << 16));
      default -> (bits & 0x7c00) == 0x7c00 && (bits & 0x3ff) != 0;
    };
  }

  private static byte[] untouchedBytes() {
    byte[] b = new byte[8];
    java.util.Arrays.fill(b, UNTOUCHED);
    return b;
  }

  private static long sizeMask(Type t) {
    return t.size() == 8 ? -1L : (1L << (8 * t.size())) - 1;
  }

  private static String describe(AluProgram p, AluProgram.Shape s, String path) {
    return p.op.mnemonic()
        + (p.suffix == null ? "" : "." + p.suffix)
        + (p.sat ? ".sat" : "")
        + " "
        + p.combo.dst().text()
        + " <- "
        + p.srcs().stream().map(Type::text).toList()
        + " mods "
        + p.mods(s)
        + " cr0 0x"
        + Integer.toHexString(p.cr0)
        + " "
        + s
        + " "
        + path;
  }

  private static String sources(AluProgram p, AluProgram.Shape s, long[][] inputs, int dstElement) {
    int i = s == AluProgram.Shape.STRIDED ? dstElement / 2 : dstElement;
    StringBuilder b = new StringBuilder();
    for (int k = 0; k < p.srcs().size(); k++) {
      boolean immediate = p.immediateSource(s, k);
      int e = Math.min(s.srcElement(k, i), AluProgram.ELEMENTS - 1);
      b.append(k == 0 ? "" : ", ")
          .append("0x")
          .append(Long.toHexString(immediate ? p.immediate : inputs[k][e]));
    }
    return b.toString();
  }
}
