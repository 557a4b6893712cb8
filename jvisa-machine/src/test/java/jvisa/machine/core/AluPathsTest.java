package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.asm.model.Program;
import org.junit.jupiter.api.Test;

/**
 * Bugs that came from semantics written twice (a vector copy disagreeing with the per-channel one):
 * each case runs through both executors and must give the spec's answer on both.
 */
class AluPathsTest {
  private static final String DECLS =
      """
      .decl UQA v_type=G type=uq num_elts=4 align=hword
      .decl UQB v_type=G type=uq num_elts=4 align=hword
      .decl UQR v_type=G type=uq num_elts=4 align=hword
      .decl DR v_type=G type=d num_elts=4 align=hword
      .decl BA v_type=G type=b num_elts=4 align=hword
      .decl BB v_type=G type=b num_elts=4 align=hword
      .decl WR v_type=G type=w num_elts=4 align=hword
      .decl HA v_type=G type=hf num_elts=4 align=hword
      .decl FA v_type=G type=f num_elts=4 align=hword
      .decl FR v_type=G type=f num_elts=4 align=hword
      .decl P1 v_type=P num_elts=4
      """;

  /** The printed variable after running {@code body} with {@code sets}, identical on both paths. */
  private static String run(String body, String print, String... sets) {
    String vector = runOn(true, body, print, sets);
    String perChannel = runOn(false, body, print, sets);
    assertEquals(vector, perChannel, "vector and per-channel paths disagree");
    return vector;
  }

  private static String runOn(boolean vectorPaths, String body, String print, String... sets) {
    Program p = Kernels.parse(Kernels.kernel(DECLS, body));
    VectorPaths.enabled = vectorPaths;
    ThreadRunner r;
    try {
      r = new ThreadRunner(p, 4, 1000, 4);
    } finally {
      VectorPaths.enabled = true;
    }
    for (String s : sets) {
      int eq = s.indexOf('=');
      r.set(s.substring(0, eq), List.of(s.substring(eq + 1).split(",")));
    }
    r.run();
    return String.join(" ", r.read(print));
  }

  @Test
  void minAndMaxOnUqCompareUnsigned() {
    String sets = "UQA=18446744073709551615,1";
    assertEquals(
        "1 1 0 0",
        run(
            "min (M1, 2) UQR(0,0)<1> UQA(0,0)<1;1,0> UQB(0,0)<1;1,0>",
            "UQR",
            sets,
            "UQB=1,18446744073709551615"));
    assertEquals(
        "1 1 0 0",
        run(
            "min.sat (M1, 2) UQR(0,0)<1> UQA(0,0)<1;1,0> UQB(0,0)<1;1,0>",
            "UQR",
            sets,
            "UQB=1,18446744073709551615"));
    assertEquals(
        "18446744073709551615 18446744073709551615 0 0",
        run(
            "max (M1, 2) UQR(0,0)<1> UQA(0,0)<1;1,0> UQB(0,0)<1;1,0>",
            "UQR",
            sets,
            "UQB=1,18446744073709551615"));
  }

  @Test
  void cmpOnUqComparesUnsigned() {
    assertEquals(
        "1 0 0 0",
        run(
            "cmp.gt (M1, 2) P1 UQA(0,0)<1;1,0> UQB(0,0)<1;1,0>",
            "P1",
            "UQA=18446744073709551615,1",
            "UQB=1,18446744073709551615"));
    assertEquals(
        "-1 0 0 0",
        run(
            "cmp.gt (M1, 2) DR(0,0)<1> UQA(0,0)<1;1,0> UQB(0,0)<1;1,0>",
            "DR",
            "UQA=18446744073709551615,1",
            "UQB=1,18446744073709551615"));
  }

  @Test
  void asrOnUqShiftsInZeros() {
    assertEquals(
        "9223372036854775807 0 0 0",
        run("asr (M1, 1) UQR(0,0)<1> UQA(0,0)<1;1,0> 0x1:d", "UQR", "UQA=18446744073709551615"));
  }

  @Test
  void selSaturatesUqByItsUnsignedValue() {
    assertEquals(
        "2147483647 2147483647 0 0",
        run(
            "(P1) sel.sat (M1, 2) DR(0,0)<1> UQA(0,0)<1;1,0> UQB(0,0)<1;1,0>",
            "DR",
            "P1=1,0",
            "UQA=18446744073709551615,0",
            "UQB=0,18446744073709551615"));
  }

  @Test
  void negatedByteSourceKeepsItsExactValue() {
    assertEquals("128 0 0 0", run("mov (M1, 1) DR(0,0)<1> (-)BA(0,0)<0;1,0>", "DR", "BA=-128"));
  }

  @Test
  void absOfALargeUqSourceIsTheValueItself() {
    // (abs) read the raw bits as signed: 2^64-1 became 1.
    assertEquals(
        "18446744073709551615 0 0 0",
        run("mov (M1, 1) UQR(0,0)<1> (abs)UQA(0,0)<0;1,0>", "UQR", "UQA=18446744073709551615"));
  }

  @Test
  void saturatedAndClampsItsSignedResultAsXorDoes() {
    // and.sat ignored .sat: -1 & -1 into UQ gave 2^64-1, not 0.
    assertEquals(
        "0 0 0 0",
        run("and.sat (M1, 1) UQR(0,0)<1> DR(0,0)<0;1,0> DR(0,0)<0;1,0>", "UQR", "DR=-1"));
  }

  @Test
  void sad2AddsTheDifferencesOfChannelsIAndIPlusOne() {
    // The pair's second difference came from the sign bits of channel i (a >> 8), not from channel
    // i + 1.
    String out =
        run(
            "sad2 (M1, 4) WR(0,0)<1> BA(0,0)<4;4,1> BB(0,0)<4;4,1>",
            "WR",
            "BA=10,3,-5,7",
            "BB=1,8,5,-7");
    assertEquals(String.valueOf(9 + 5), out.split(" ", -1)[0]);
    assertEquals(String.valueOf(10 + 14), out.split(" ", -1)[2]);
  }

  @Test
  void dotProductsNeedWholeGroupsOfFourChannels() {
    DecodeException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            DecodeException.class,
            () -> run("dp4 (M1, 2) FR(0,0)<1> FA(0,0)<2;2,1> FA(0,0)<2;2,1>", "FR"));
    assertTrue(e.getMessage().contains("groups of four channels"), e.getMessage());
  }

  @Test
  void halfAndFloatSourcesAddInFloat() {
    // 1 + 2^-20 is not a half value; the sum is exact in F, the execution type of mixed HF and F.
    assertEquals(
        "1.000001",
        run("add (M1, 1) FR(0,0)<1> HA(0,0)<0;1,0> FA(0,0)<0;1,0>", "FR", "HA=1", "FA=0x35800000")
            .split(" ", -1)[0]);
  }

  @Test
  void plainMovKeepsDenormalsWhateverTheFloatMode() {
    // %cr0 is 0 here: F denormals are flushed by arithmetic, but a raw move copies bits.
    assertEquals("0x00000001", hex(run("mov (M1, 1) FR(0,0)<1> FA(0,0)<0;1,0>", "FR", "FA=0x1")));
  }

  private static String hex(String printed) {
    float v = Float.parseFloat(printed.split(" ", -1)[0]);
    return String.format("0x%08x", Float.floatToRawIntBits(v));
  }
}
