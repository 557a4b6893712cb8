package jvisa.machine.core;

import static jvisa.machine.core.MiniKernel.decl;
import static jvisa.machine.core.MiniKernel.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import jvisa.asm.model.Type;
import jvisa.machine.alu.AluReference;
import org.junit.jupiter.api.Test;

/**
 * Predicates end to end, generated: cmp writing a flag that a predicated sel, mov and negated mov
 * then read; setp from a vector's low bits and from an immediate mask; and/or/xor/not on predicate
 * variables. Every execution size, channel offset and mask (full, the thread's partial mask,
 * NoMask) below, through both executors; expectations computed here from exact values.
 */
class PredicateFlowTest {
  private static final int THREAD_MASK = MiniKernel.THREAD_MASK;

  /** Initial bits of every predicate, so untouched channels show. */
  private static final int INITIAL = 0x5a3c_96e1;

  private static final List<Type> TYPES =
      List.of(Type.B, Type.UW, Type.D, Type.UD, Type.Q, Type.UQ, Type.HF, Type.F, Type.DF);
  private static final String[] RELATIONS = {"eq", "ne", "gt", "ge", "lt", "le"};

  /** (execution size, first channel, NoMask). */
  private static final int[][] SHAPES = {
    {8, 0, 0}, {16, 0, 0}, {8, 8, 0}, {16, 0, 1}, {4, 4, 0}, {1, 0, 1}
  };

  private record Shape(int n, int offset, boolean noMask) {
    String mask() {
      return "(M" + (offset / 4 + 1) + (noMask ? "_NM" : "") + ", " + n + ")";
    }

    boolean enabled(int i) {
      return noMask || (THREAD_MASK >>> (offset + i) & 1) != 0;
    }

    /** The predicate bits the instruction may write. */
    int written() {
      int m = 0;
      for (int i = 0; i < n; i++) {
        m |= enabled(i) ? 1 << (offset + i) : 0;
      }
      return m;
    }
  }

  private static List<Shape> shapes() {
    return java.util.Arrays.stream(SHAPES).map(s -> new Shape(s[0], s[1], s[2] == 1)).toList();
  }

  @Test
  void cmpFlagDrivesSelAndPredicatedMoves() {
    int cases = 0;
    for (Type t : TYPES) {
      long[] edges = EdgeValues.of(t);
      long[] a = new long[MiniKernel.ELEMENTS];
      long[] b = new long[MiniKernel.ELEMENTS];
      for (int e = 0; e < MiniKernel.ELEMENTS; e++) {
        a[e] = edges[e % edges.length];
        b[e] = edges[(e * 5 + 3) % edges.length];
      }
      for (Shape s : shapes()) {
        for (String rel : RELATIONS) {
          String decls =
              decl("S0", t)
                  + decl("S1", t)
                  + decl("R0", t)
                  + decl("R1", t)
                  + decl("R2", t)
                  + pred("P2");
          String region = "<" + s.n + ";" + s.n + ",1>";
          String m = s.mask();
          String body =
              "cmp."
                  + rel
                  + " "
                  + m
                  + " P2 S0(0,0)"
                  + region
                  + " S1(0,0)"
                  + region
                  + "\n"
                  + "(P2) sel "
                  + m
                  + " R0(0,0)<1> S0(0,0)"
                  + region
                  + " S1(0,0)"
                  + region
                  + "\n"
                  + "(P2) mov "
                  + m
                  + " R1(0,0)<1> S0(0,0)"
                  + region
                  + "\n"
                  + "(!P2) mov "
                  + m
                  + " R2(0,0)<1> S1(0,0)"
                  + region
                  + "\n";
          for (boolean vector : new boolean[] {true, false}) {
            MiniKernel r =
                MiniKernel.of(decls, body, vector)
                    .set("S0", t, a)
                    .set("S1", t, b)
                    .flag("P2", INITIAL)
                    .run();
            int flag = INITIAL & ~s.written();
            long[] r0 = MiniKernel.untouched(t);
            long[] r1 = MiniKernel.untouched(t);
            long[] r2 = MiniKernel.untouched(t);
            for (int i = 0; i < s.n; i++) {
              if (!s.enabled(i)) {
                continue;
              }
              boolean holds = holds(rel, a[i], b[i], t);
              flag |= holds ? 1 << (s.offset + i) : 0;
              r0[i] = holds ? a[i] : b[i];
              if (holds) {
                r1[i] = a[i];
              } else {
                r2[i] = b[i];
              }
            }
            String what =
                "cmp." + rel + " " + m + " " + t.text() + (vector ? " vector" : " per-channel");
            assertEquals(
                Integer.toHexString(flag), Integer.toHexString(r.flag("P2")), what + " P2");
            assertEquals(hex(r0, t), hex(r.read("R0", t), t), what + " sel");
            assertEquals(hex(r1, t), hex(r.read("R1", t), t), what + " (P2) mov");
            assertEquals(hex(r2, t), hex(r.read("R2", t), t), what + " (!P2) mov");
            cases++;
          }
        }
      }
    }
    System.out.println("cmp/sel/mov predicate cases: " + cases);
  }

  @Test
  void setpTakesLowBitsOrAnImmediateMask() {
    for (Type t : List.of(Type.UB, Type.UW, Type.UD)) {
      long[] edges = EdgeValues.of(t);
      long[] v = new long[MiniKernel.ELEMENTS];
      for (int e = 0; e < MiniKernel.ELEMENTS; e++) {
        v[e] = edges[(e * 3 + 1) % edges.length];
      }
      for (Shape s : shapes()) {
        for (long imm : new long[] {0, 0xffffffffL, 0x6a3c, 0x8001}) {
          String body =
              "setp "
                  + s.mask()
                  + " P3 V(0,0)<"
                  + s.n
                  + ";"
                  + s.n
                  + ",1>\n"
                  + "setp "
                  + s.mask()
                  + " P4 0x"
                  + Long.toHexString(imm)
                  + ":ud\n";
          for (boolean vector : new boolean[] {true, false}) {
            MiniKernel r =
                MiniKernel.of(decl("V", t) + pred("P3") + pred("P4"), body, vector)
                    .set("V", t, v)
                    .flag("P3", INITIAL)
                    .flag("P4", INITIAL)
                    .run();
            int fromVector = INITIAL & ~s.written();
            int fromImmediate = INITIAL & ~s.written();
            for (int i = 0; i < s.n; i++) {
              if (s.enabled(i)) {
                fromVector |= (int) (v[i] & 1) << (s.offset + i);
                fromImmediate |= (int) (imm >>> i & 1) << (s.offset + i);
              }
            }
            String what =
                "setp " + s.mask() + " " + t.text() + (vector ? " vector" : " per-channel");
            assertEquals(Integer.toHexString(fromVector), Integer.toHexString(r.flag("P3")), what);
            assertEquals(
                Integer.toHexString(fromImmediate),
                Integer.toHexString(r.flag("P4")),
                what + " imm");
          }
        }
      }
    }
  }

  @Test
  void predicateLogicCombinesChannelBits() {
    int[][] inputs = {{0x6a3c_0f0f, 0x33cc_ff00}, {0xffff_ffff, 0}, {0x1234_5678, 0x8765_4321}};
    for (String op : List.of("and", "or", "xor", "not")) {
      for (Shape s : shapes()) {
        for (int[] in : inputs) {
          String body = op + " " + s.mask() + " P5 P6" + (op.equals("not") ? "" : " P7") + "\n";
          for (boolean vector : new boolean[] {true, false}) {
            MiniKernel r =
                MiniKernel.of(pred("P5") + pred("P6") + pred("P7"), body, vector)
                    .flag("P5", INITIAL)
                    .flag("P6", in[0])
                    .flag("P7", in[1])
                    .run();
            int result =
                switch (op) {
                  case "and" -> in[0] & in[1];
                  case "or" -> in[0] | in[1];
                  case "xor" -> in[0] ^ in[1];
                  default -> ~in[0];
                };
            int want = (INITIAL & ~s.written()) | (result & s.written());
            assertEquals(
                Integer.toHexString(want), Integer.toHexString(r.flag("P5")), op + " " + s.mask());
          }
        }
      }
    }
  }

  private static boolean holds(String rel, long a, long b, Type t) {
    return AluReference.compare(rel, List.of(t, t), AluReference.noModifiers(2), new long[] {a, b});
  }

  private static String pred(String name) {
    return ".decl " + name + " v_type=P num_elts=32\n";
  }
}
