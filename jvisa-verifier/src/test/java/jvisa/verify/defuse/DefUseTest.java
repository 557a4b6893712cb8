package jvisa.verify.defuse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import jvisa.asm.model.Unit;
import org.junit.jupiter.api.Test;

class DefUseTest {
  /** The accesses as "NAME@root[start,end)", in operand order. */
  private static List<String> show(List<Access> accesses) {
    return accesses.stream()
        .map(a -> a.name() + "@" + a.root().name() + "[" + a.start() + "," + a.end() + ")")
        .toList();
  }

  private static Effects first(String body) {
    Unit u = Kernels.unit(body);
    return new DefUse(u).effects(Kernels.instructions(u).get(0));
  }

  @Test
  void regionsCoverTheirElementsAndThePredicateIsRead() {
    Effects e = first("    (P1) add (M1, 8) W(0,0)<1> U(0,2)<0;1,0> X32(1,0)<2;1,0>\n");
    assertEquals(List.of("P1@P1[0,8)", "U@U[8,12)", "X32@X32[32,92)"), show(e.reads()));
    assertEquals(List.of("W@W[0,32)"), show(e.writes()));
  }

  @Test
  void anAliasIsTheBytesOfItsRoot() {
    Effects e = first("    mov (M1, 4) RA(0,0)<1> G0(0,1)<0;1,0>\n");
    assertEquals(List.of("G0@%r0[4,8)"), show(e.reads()));
    assertEquals(List.of("RA@R[16,32)"), show(e.writes()));
  }

  @Test
  void svmAtomicWritesItsSecondOperand() {
    Effects e = first("    svm_atomic.add (M1, 8) Q.0 W.0 U.0 %null.0\n");
    assertEquals(List.of("Q@Q[0,64)", "U@U[0,32)"), show(e.reads()));
    assertEquals(List.of("W@W[0,32)"), show(e.writes()));
  }

  @Test
  void lscAtomicWritesItsDataAndReadsAddressAndSources() {
    Effects e = first("    lsc_atomic_icas.ugm (M1, 8)  W:d32  flat[Q]:a64  U  R\n");
    assertEquals(List.of("Q@Q[0,64)", "U@U[0,32)", "R@R[0,32)"), show(e.reads()));
    assertEquals(List.of("W@W[0,32)"), show(e.writes()));
  }

  @Test
  void anLscAddressReadsItsSurfaceAndRegisters() {
    Effects e = first("    lsc_load.ugm.ca.ca (M1, 8)  X32:d32x2  bti(U)[W]:a32\n");
    assertEquals(List.of("U@U[0,32)", "W@W[0,32)"), show(e.reads()));
    assertEquals(List.of("X32@X32[0,64)"), show(e.writes()));
  }

  @Test
  void aSamplerWritesItsChannelsInTheDestinationTypeAndReadsItsNamedParameters() {
    // two channels of 8 HF lanes, each from a new register, then the null mask register; u: 8 D
    // lanes
    Effects e = first("    sample_b.pixel_null_mask.RG (M1, 8) 0x0:uw S0 T6 H64.0 U.0 X32.64\n");
    assertEquals(
        List.of("S0@S0[0,1)", "T6@T6[0,1)", "U@U[0,32)", "X32@X32[64,96)"), show(e.reads()));
    assertEquals(List.of("H64@H64[0,96)"), show(e.writes()));
    Effects load = first("    load_3d.RGBA (M1, 8) 0x0:uw T6 X32.0 U.0\n");
    assertEquals(List.of("X32@X32[0,128)"), show(load.writes()));
  }

  @Test
  void motionEstimationReadsItsModesAndWritesItsFixedOutput() {
    Effects e = first("    vme_fbr (0x0:ub, 0x1:ub, U(0,1)<0;1,0>) T6 X32.0 Y32.0 H64.0\n");
    assertEquals(
        List.of("U@U[4,8)", "T6@T6[0,1)", "X32@X32[0,128)", "Y32@Y32[0,128)"), show(e.reads()));
    assertEquals(List.of("H64@H64[0,128)"), show(e.writes()), "224 bytes, cut at the end of H64");
  }

  @Test
  void aLegacyLoadWritesItsPayloadFromTheTableSize() {
    Effects e = first("    gather4_scaled.RG (M1, 8) %slm 0x0:ud IN.0 X32.0\n");
    assertEquals(List.of("%slm@%slm[0,1)", "IN@IN[0,32)"), show(e.reads()));
    assertEquals(List.of("X32@X32[0,64)"), show(e.writes()));
  }

  @Test
  void anIndirectDestinationReadsItsAddressAndMayWriteEveryAddressTakenVariable() {
    Unit u =
        Kernels.unit(
            """
        addr_add (M1_NM, 1) A0(0)<1> &R IN(0,0)<0;1,0>
        mov (M1_NM, 1) r[A0(0),0]<1>:d 0x1:d
        """);
    DefUse view = new DefUse(u);
    Effects take = view.effects(Kernels.instructions(u).get(0));
    assertEquals(List.of("IN@IN[0,4)"), show(take.reads()));
    assertEquals(List.of("A0@A0[0,2)"), show(take.writes()));
    Effects store = view.effects(Kernels.instructions(u).get(1));
    assertEquals(List.of("A0@A0[0,2)"), show(store.reads()));
    assertEquals(List.of("R@R[0,32)"), show(store.writes()));
  }

  @Test
  void nullBookkeepingAndLabelsAreNothing() {
    Unit u =
        Kernels.unit(
            """
        lifetime.start W
        lsc_load.ugm.ca.ca (M1, 8)  %null:d32  flat[Q]:a64
        jmp (M1, 1) L1
        L1:
        """);
    DefUse view = new DefUse(u);
    List<Effects> all = Kernels.instructions(u).stream().map(view::effects).toList();
    assertEquals(Effects.NONE, all.get(0));
    assertEquals(List.of("Q@Q[0,64)"), show(all.get(1).reads()));
    assertEquals(List.of(), all.get(1).writes());
    assertEquals(Effects.NONE, all.get(2));
  }

  @Test
  void madwWritesTheHighHalvesInTheNextRegisters() {
    Effects e = first("    madw (M1, 8) X32(0,0)<1> U(0,0)<1;1,0> W(0,0)<1;1,0> 0x0:d\n");
    assertEquals(List.of("X32@X32[0,64)"), show(e.writes()));
  }

  @Test
  void inputsAreWrittenAtEntry() {
    assertEquals(List.of("IN@IN[0,32)"), show(new DefUse(Kernels.unit("")).writtenAtEntry()));
  }
}
