package jvisa.machine.core;

import static jvisa.machine.core.MiniKernel.decl;
import static jvisa.machine.core.MiniKernel.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

/**
 * addr_add (address-of plus an offset, address plus a signed offset, a per-channel offset vector)
 * with indirect sources and destinations, and plane, generated over types, offsets, masks and edge
 * values, through both executors; expectations computed here.
 */
class AddressAndPlaneTest {
  private static final List<Type> TYPES =
      List.of(Type.UB, Type.W, Type.D, Type.Q, Type.HF, Type.F, Type.DF);

  @Test
  void addrAddChainsFeedIndirectSourcesAndDestinations() {
    int cases = 0;
    for (Type t : TYPES) {
      int size = t.size();
      long[] s0 = values(t, 1);
      long[] s1 = values(t, 2);
      for (int o : new int[] {0, 3, 9}) {
        for (int d : new int[] {1, 2, -1, -3}) {
          if (o + d < 0) {
            continue;
          }
          String ty = t.text();
          String body =
              "addr_add (M1_NM, 1) A0(0)<1> &S0["
                  + o * size
                  + "] 0x0:uw\n"
                  + "addr_add (M1_NM, 1) A0(1)<1> A0(0)<1> "
                  + d * size
                  + ":w\n"
                  + "addr_add (M1_NM, 2) A0(2)<1> &S0 OFF(0,0)<1;1,0>\n"
                  + "mov (M1, 8) R0(0,0)<1> r[A0(1),0]<8;8,1>:"
                  + ty
                  + "\n"
                  + "mov (M1_NM, 4) R1(0,0)<1> r[A0(3),0]<0;1,0>:"
                  + ty
                  + "\n"
                  + "mov (M1, 8) r[A0(0),"
                  + 2 * size
                  + "]<1>:"
                  + ty
                  + " S1(0,0)<8;8,1>\n";
          String decls =
              decl("S0", t)
                  + decl("S1", t)
                  + decl("R0", t)
                  + decl("R1", t)
                  + decl("OFF", Type.UW)
                  + ".decl A0 v_type=A num_elts=4\n";
          long[] offsets = {4L * size, 7L * size};
          for (boolean vector : new boolean[] {true, false}) {
            MiniKernel r =
                MiniKernel.of(decls, body, vector)
                    .set("S0", t, s0)
                    .set("S1", t, s1)
                    .set("OFF", Type.UW, offsets)
                    .run();
            long[] r0 = MiniKernel.untouched(t);
            long[] r1 = MiniKernel.untouched(t);
            long[] s0After = s0.clone();
            for (int i = 0; i < 8; i++) {
              if (enabled(i)) {
                r0[i] = s0[o + d + i];
                s0After[o + 2 + i] = s1[i];
              }
            }
            for (int i = 0; i < 4; i++) {
              r1[i] = s0[7];
            }
            String what =
                "addr_add "
                    + ty
                    + " offset "
                    + o
                    + " step "
                    + d
                    + (vector ? " vector" : " per-channel");
            assertEquals(hex(r0, t), hex(r.read("R0", t), t), what + ": r[A0(1)] read");
            assertEquals(
                hex(r1, t), hex(r.read("R1", t), t), what + ": per-channel offset of channel 1");
            assertEquals(hex(s0After, t), hex(r.read("S0", t), t), what + ": r[A0(0),2] write");
            cases++;
          }
        }
      }
    }
    System.out.println("addr_add cases: " + cases);
  }

  @Test
  void planeIsPTimesUPlusQTimesVPlusRRoundedOnce() {
    long[] edges = EdgeValues.of(Type.F);
    int cases = 0;
    for (int run = 0; run < edges.length; run++) {
      long[] scalars = new long[4];
      long[] uv = new long[32];
      for (int k = 0; k < 4; k++) {
        scalars[k] = edges[(run + 5 * k) % edges.length];
      }
      for (int e = 0; e < 32; e++) {
        uv[e] = edges[(run * 3 + e * 7) % edges.length];
      }
      if (run % 4 == 1) {
        // cancellation: p*u and q*v nearly opposite, so an inexact intermediate sum would show
        scalars[0] = Float.floatToRawIntBits(1.0000001f);
        scalars[1] = Float.floatToRawIntBits(-1.0f);
        scalars[3] = Float.floatToRawIntBits(0x1p-60f);
        for (int e = 0; e < 8; e++) {
          uv[e] = Float.floatToRawIntBits(1.0f + e * 0x1p-23f);
          uv[8 + e] = Float.floatToRawIntBits(1.0000001f + e * 0x1p-23f);
        }
      }
      for (int n : new int[] {8, 16}) {
        for (boolean sat : new boolean[] {false, true}) {
          String body =
              "and (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x0:ud\n"
                  + "or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x4c0:ud\n"
                  + "plane"
                  + (sat ? ".sat" : "")
                  + " (M1, "
                  + n
                  + ") R(0,0)<1> P(0,0)<0;1,0> UV(0,0)<8;8,1>\n";
          for (boolean vector : new boolean[] {true, false}) {
            MiniKernel r =
                MiniKernel.of(
                        decl("R", Type.F) + decl("P", Type.F) + decl("UV", Type.F), body, vector)
                    .set("P", Type.F, scalars)
                    .set("UV", Type.F, uv)
                    .run();
            long[] want = MiniKernel.untouched(Type.F);
            for (int i = 0; i < n; i++) {
              if (enabled(i)) {
                int block = i < 8 ? 0 : 16;
                want[i] =
                    plane(
                        f(scalars[0]),
                        f(uv[block + i % 8]),
                        f(scalars[1]),
                        f(uv[block + 8 + i % 8]),
                        f(scalars[3]),
                        sat);
              }
            }
            long[] got = r.read("R", Type.F);
            for (int i = 0; i < n; i++) {
              boolean bothNaN =
                  Float.isNaN(Float.intBitsToFloat((int) want[i]))
                      && Float.isNaN(Float.intBitsToFloat((int) got[i]));
              if (!bothNaN) {
                assertEquals(
                    Long.toHexString(want[i] & 0xffffffffL),
                    Long.toHexString(got[i] & 0xffffffffL),
                    "plane"
                        + (sat ? ".sat" : "")
                        + " simd"
                        + n
                        + " channel "
                        + i
                        + " run "
                        + run
                        + (vector ? " vector" : " per-channel"));
              }
            }
            cases++;
          }
        }
      }
    }
    System.out.println("plane cases: " + cases);
  }

  /** p*u + q*v + r, exact, rounded once to F (nearest even); sat clamps to [0, 1] (NaN to 0). */
  private static long plane(float p, float u, float q, float v, float r, boolean sat) {
    double special = (double) p * u + (double) q * v + r;
    float w;
    if (!Float.isFinite(p)
        || !Float.isFinite(u)
        || !Float.isFinite(q)
        || !Float.isFinite(v)
        || !Float.isFinite(r)) {
      w = (float) special;
    } else {
      BigDecimal exact =
          new BigDecimal(p)
              .multiply(new BigDecimal(u))
              .add(new BigDecimal(q).multiply(new BigDecimal(v)))
              .add(new BigDecimal(r));
      w = exact.signum() == 0 ? (float) special : nearestFloat(exact);
    }
    if (sat) {
      w = w > 1 ? 1f : w > 0 ? w : 0f;
    }
    return Float.floatToRawIntBits(w) & 0xffffffffL;
  }

  /** The float nearest an exact non-zero value (ties to even), by comparing with its neighbours. */
  private static float nearestFloat(BigDecimal x) {
    float f = x.round(new MathContext(60)).floatValue();
    if (Float.isInfinite(f)) {
      BigDecimal half =
          new BigDecimal(Float.MAX_VALUE)
              .add(new BigDecimal(Math.ulp(Float.MAX_VALUE)).divide(BigDecimal.valueOf(2)));
      return x.abs().compareTo(half) >= 0 ? f : Math.copySign(Float.MAX_VALUE, f);
    }
    for (float c : new float[] {Math.nextDown(f), Math.nextUp(f)}) {
      if (Float.isInfinite(c)) {
        continue;
      }
      int closer =
          x.subtract(new BigDecimal(c)).abs().compareTo(x.subtract(new BigDecimal(f)).abs());
      if (closer < 0 || (closer == 0 && (Float.floatToRawIntBits(c) & 1) == 0)) {
        f = c;
      }
    }
    return f;
  }

  private static float f(long bits) {
    return Float.intBitsToFloat((int) bits);
  }

  private static boolean enabled(int i) {
    return (MiniKernel.THREAD_MASK >>> i & 1) != 0;
  }

  private static long[] values(Type t, int seed) {
    long[] edges = EdgeValues.of(t);
    long[] v = new long[MiniKernel.ELEMENTS];
    for (int e = 0; e < v.length; e++) {
      v[e] = edges[(e * (2 * seed + 1) + seed) % edges.length];
    }
    return v;
  }
}
