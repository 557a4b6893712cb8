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
 * Runs one {@link AluProgram} through the whole-vector and the per-channel executors and compares every
 * destination element (and cmp's predicate) with {@link AluReference}, or with its untouched value.
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
    for (int run = 0; run < RUNS; run++) {
      long[][] inputs = inputs(p, run);
      Expected want = expected(p, inputs);
      for (MachineProgram m : List.of(vector, perChannel)) {
        String path = m == vector ? "vector" : "per-channel";
        Frame f = execute(m, inputs, p);
        compare(p, m.kernelLayout(), f, want, inputs, path, failures);
      }
    }
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
        int pick = switch (k) {
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
    for (AluProgram.Shape s : AluProgram.Shape.values()) {
      int base = layout.offsetOf("R" + s.ordinal());
      java.util.Arrays.fill(f.grf, base, base + AluProgram.ELEMENTS * p.combo.dst().size(), UNTOUCHED);
    }
    f.flags[layout.predicateIndex("P1")] = AluProgram.P1;
    t.run();
    return f;
  }

  /** Per shape: every destination element's expected bits, and cmp's expected predicate bits. */
  private record Expected(long[][] elements, int[] predicates) {}

  private static Expected expected(AluProgram p, long[][] inputs) {
    Type dst = p.combo.dst();
    AluReference.Mode mode = AluReference.Mode.ofCr0(p.cr0);
    long untouched = Grf.readInt(untouchedBytes(), 0, dst) & sizeMask(dst);
    AluProgram.Shape[] shapes = AluProgram.Shape.values();
    long[][] elements = new long[shapes.length][AluProgram.ELEMENTS];
    int[] predicates = new int[shapes.length];
    for (AluProgram.Shape s : shapes) {
      long[] want = elements[s.ordinal()];
      java.util.Arrays.fill(want, untouched);
      for (int i = 0; i < s.execSize; i++) {
        if (!s.enabled(i, p.predicateSelects())) {
          continue;
        }
        long[] raw = new long[p.srcs().size()];
        for (int k = 0; k < raw.length; k++) {
          raw[k] = p.immediateSource(s, k) ? p.immediate : inputs[k][s.srcElement(k, i)];
        }
        long expected;
        if (p.op == Opcode.SEL) {
          boolean first = (AluProgram.P1 >>> (i + s.channelOffset) & 1) != 0;
          expected = AluReference.select(first, dst, p.srcs(), p.mods(s), p.sat, raw, mode);
        } else {
          expected = AluReference.expected(p.op, p.suffix, dst, p.srcs(), p.mods(s), p.sat, raw, mode);
        }
        if (p.op == Opcode.CMP) {
          predicates[s.ordinal()] |= (int) expected << (i + s.channelOffset);
          expected = expected != 0 ? sizeMask(dst) : 0;
        }
        want[s.dstElement(i)] = expected;
      }
    }
    return new Expected(elements, predicates);
  }

  private static void compare(AluProgram p, RegisterLayout layout, Frame f, Expected want, long[][] inputs,
      String path, List<String> failures) {
    Type dst = p.combo.dst();
    for (AluProgram.Shape s : AluProgram.Shape.values()) {
      int base = layout.offsetOf("R" + s.ordinal());
      long[] elements = want.elements()[s.ordinal()];
      for (int e = 0; e < AluProgram.ELEMENTS; e++) {
        long got = Grf.readInt(f.grf, base + e * dst.size(), dst) & sizeMask(dst);
        if (!same(elements[e], got, dst)) {
          failures.add(describe(p, s, path) + ": element " + e + " expected 0x" + Long.toHexString(elements[e])
              + " got 0x" + Long.toHexString(got) + " (sources " + sources(p, s, inputs, e) + ")");
          return;
        }
      }
      if (p.op == Opcode.CMP) {
        int got = f.flags[layout.predicateIndex("Q" + s.ordinal())];
        assertEquals(Integer.toHexString(want.predicates()[s.ordinal()]), Integer.toHexString(got),
            describe(p, s, path) + " predicate");
      }
    }
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
    return p.op.mnemonic() + (p.suffix == null ? "" : "." + p.suffix) + (p.sat ? ".sat" : "") + " " + p.combo.dst().text()
        + " <- " + p.srcs().stream().map(Type::text).toList() + " mods " + p.mods(s) + " cr0 0x"
        + Integer.toHexString(p.cr0) + " " + s + " " + path;
  }

  private static String sources(AluProgram p, AluProgram.Shape s, long[][] inputs, int dstElement) {
    int i = s == AluProgram.Shape.STRIDED ? dstElement / 2 : dstElement;
    StringBuilder b = new StringBuilder();
    for (int k = 0; k < p.srcs().size(); k++) {
      boolean immediate = p.immediateSource(s, k);
      int e = Math.min(s.srcElement(k, i), AluProgram.ELEMENTS - 1);
      b.append(k == 0 ? "" : ", ").append("0x").append(Long.toHexString(immediate ? p.immediate : inputs[k][e]));
    }
    return b.toString();
  }
}
