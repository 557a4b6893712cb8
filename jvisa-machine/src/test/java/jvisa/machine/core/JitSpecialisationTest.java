package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Program;
import org.junit.jupiter.api.Test;

/**
 * The JIT's inline channel loops for cmp into a general register, sel and mov with converted or
 * modified sources, mulh, addc and subb, and its inline goto, against the interpreter: each
 * instruction runs once with every channel enabled and once with part of them (channels with a
 * negative A word jumped over it), with each {@link FullMaskCode}, and both engines must leave the
 * same registers, predicates, steps and active channels.
 */
class JitSpecialisationTest {
  static final String DECLS =
      """
      .decl A v_type=G type=ud num_elts=16 align=hword
      .decl B v_type=G type=ud num_elts=16 align=hword
      .decl AD v_type=G type=d num_elts=16 align=hword alias=<A, 0>
      .decl AW v_type=G type=w num_elts=32 align=hword alias=<A, 0>
      .decl AUW v_type=G type=uw num_elts=32 align=hword alias=<A, 0>
      .decl AF v_type=G type=f num_elts=16 align=hword alias=<A, 0>
      .decl BD v_type=G type=d num_elts=16 align=hword alias=<B, 0>
      .decl BW v_type=G type=w num_elts=32 align=hword alias=<B, 0>
      .decl BUW v_type=G type=uw num_elts=32 align=hword alias=<B, 0>
      .decl BF v_type=G type=f num_elts=16 align=hword alias=<B, 0>
      .decl R v_type=G type=ud num_elts=64 align=hword
      .decl RD v_type=G type=d num_elts=64 align=hword alias=<R, 0>
      .decl RW v_type=G type=w num_elts=128 align=hword alias=<R, 0>
      .decl RUW v_type=G type=uw num_elts=128 align=hword alias=<R, 0>
      .decl RF v_type=G type=f num_elts=64 align=hword alias=<R, 0>
      .decl P1 v_type=P num_elts=16
      .decl P2 v_type=P num_elts=16
      .decl P3 v_type=P num_elts=16
      """;

  /** Equal pairs, sign and range boundaries, float zeros, infinities and NaN. */
  private static final List<String> A =
      List.of(
          "0x0",
          "0x1",
          "0xffffffff",
          "0x7fffffff",
          "0x80000000",
          "0x5",
          "0x7",
          "0xfffffffb",
          "0x3f800000",
          "0xbf800000",
          "0x7fc00000",
          "0x80000000",
          "0x7f800000",
          "0x8000",
          "0xffff7fff",
          "0x12345678");

  private static final List<String> B =
      List.of(
          "0x0",
          "0xffffffff",
          "0x1",
          "0x80000000",
          "0x7fffffff",
          "0x5",
          "0x8",
          "0x5",
          "0x3f800000",
          "0x3f800000",
          "0x7fc00000",
          "0x0",
          "0x7f800000",
          "0x7fff",
          "0x8000",
          "0x87654321");

  private static final List<String> P2_BITS =
      List.of("1", "0", "1", "1", "0", "1", "1", "0", "0", "1", "1", "1", "0", "0", "1", "0");

  private static final String[] RELATIONS = {"eq", "ne", "gt", "ge", "lt", "le"};

  /** Source pairs of each type: regions, a broadcast scalar, an immediate, modifiers. */
  private static final String[][] CMP_SOURCES = {
    {"AD(0,0)<1;1,0>", "BD(0,0)<1;1,0>"},
    {"A(0,0)<1;1,0>", "B(0,0)<1;1,0>"},
    {"AD(0,0)<1;1,0>", "B(0,0)<1;1,0>"},
    {"AW(0,0)<1;1,0>", "BW(0,0)<1;1,0>"},
    {"AUW(0,0)<1;1,0>", "BW(0,0)<1;1,0>"},
    {"(-)AD(0,0)<1;1,0>", "(abs)BD(0,0)<1;1,0>"},
    {"AD(0,0)<1;1,0>", "BD(0,5)<0;1,0>"},
    {"A(0,0)<1;1,0>", "0x7fffffff:ud"},
    {"AF(0,0)<1;1,0>", "BF(0,0)<1;1,0>"},
    {"(-)AF(0,0)<1;1,0>", "(abs)BF(0,0)<1;1,0>"},
    {"AF(0,0)<1;1,0>", "0x3f800000:f"},
  };

  @Test
  void cmpIntoAGeneralRegisterMatchesTheInterpreterForEveryRelationTypeAndModifier() {
    for (String rel : RELATIONS) {
      for (String[] s : CMP_SOURCES) {
        for (String dst : List.of("RD(%d,0)<1>", "RW(%d,0)<1>", "R(%d,0)<1>", "RUW(%d,0)<1>")) {
          for (String pred : List.of("", "(!P2) ")) {
            assertSpecialisedAndExact(
                pred + "cmp." + rel + " (M1, 16) " + dst + " " + s[0] + " " + s[1]);
          }
        }
        assertSpecialisedAndExact("cmp." + rel + " (M1, 16) P1 " + s[0] + " " + s[1]);
      }
    }
  }

  @Test
  void cmpIntoARegisterItReadsComparesEveryChannelBeforeWriting() {
    assertSpecialisedAndExact("cmp.lt (M1, 16) RD(%d,0)<1> RD(%d,0)<1;1,0> AD(0,0)<1;1,0>");
    assertSpecialisedAndExact("cmp.ne (M1, 16) RD(%d,0)<1> RD(%d,1)<0;1,0> AD(0,0)<1;1,0>");
  }

  @Test
  void selWithConvertedOrModifiedSourcesMatchesTheInterpreter() {
    for (String pred : List.of("(P2) ", "(!P2) ", "(P2.any) ")) {
      for (String form :
          List.of(
              "sel (M1, 16) RD(%d,0)<1> 0x1:d (-)BD(0,0)<1;1,0>",
              "sel (M1, 16) RD(%d,0)<1> (abs)AD(0,0)<1;1,0> (-)BD(0,0)<1;1,0>",
              "sel (M1, 16) RD(%d,0)<1> AW(0,0)<1;1,0> BUW(0,0)<1;1,0>",
              "sel (M1, 16) RW(%d,0)<1> AD(0,0)<1;1,0> (-)BW(0,0)<1;1,0>",
              "sel (M1, 16) R(%d,0)<1> (-)AUW(0,0)<1;1,0> BD(0,0)<1;1,0>",
              "sel (M1, 16) RUW(%d,0)<1> (abs)AW(0,0)<1;1,0> 0x8000:uw",
              "sel (M1, 16) RF(%d,0)<1> AF(0,0)<1;1,0> BF(0,0)<1;1,0>")) {
        assertSpecialisedAndExact(pred + form);
      }
    }
  }

  @Test
  void movWithConvertedOrModifiedSourcesMatchesTheInterpreter() {
    for (String form :
        List.of(
            "mov (M1, 16) RW(%d,0)<1> AD(0,0)<1;1,0>",
            "mov (M1, 16) RD(%d,0)<1> AW(0,0)<1;1,0>",
            "mov (M1, 16) RD(%d,0)<1> (-)AUW(0,0)<1;1,0>",
            "mov (M1, 16) R(%d,0)<1> (abs)AD(0,0)<1;1,0>",
            "(P2) mov (M1, 16) RUW(%d,0)<1> (-)BD(0,0)<1;1,0>",
            "mov (M1, 16) RF(%d,0)<1> AD(0,0)<1;1,0>",
            "mov (M1, 16) RF(%d,0)<1> A(0,0)<1;1,0>",
            "mov (M1, 16) RF(%d,0)<1> (-)AW(0,0)<1;1,0>",
            "(!P2) mov (M1, 16) RF(%d,0)<1> (abs)BD(0,0)<1;1,0>",
            "mov (M1, 16) RF(%d,0)<1> AUW(0,0)<1;1,0>")) {
      assertSpecialisedAndExact(form);
    }
  }

  @Test
  void mulhSignedUnsignedAndMixedMatchesTheInterpreter() {
    for (String form :
        List.of(
            "mulh (M1, 16) RD(%d,0)<1> AD(0,0)<1;1,0> BD(0,0)<1;1,0>",
            "mulh (M1, 16) R(%d,0)<1> A(0,0)<1;1,0> B(0,0)<1;1,0>",
            "mulh (M1, 16) R(%d,0)<1> A(0,0)<1;1,0> 0xcccccccd:ud",
            "mulh (M1, 16) RD(%d,0)<1> AD(0,0)<1;1,0> B(0,0)<1;1,0>",
            "mulh (M1, 16) RD(%d,0)<1> (-)AD(0,0)<1;1,0> BD(0,3)<0;1,0>",
            "(!P2) mulh (M1, 16) R(%d,0)<1> A(0,0)<1;1,0> 0xffffffff:ud")) {
      assertSpecialisedAndExact(form);
      assertInstanceOf(
          IntVectorExec.class, decode(body(form)).code()[0], "mulh has a whole-vector form");
    }
  }

  @Test
  void addcAndSubbMatchTheInterpreterChannelByChannel() {
    for (String form :
        List.of(
            "addc (M1, 16) R(%d,0)<1> R(4,0)<1> A(0,0)<1;1,0> B(0,0)<1;1,0>",
            "subb (M1, 16) R(%d,0)<1> R(4,0)<1> A(0,0)<1;1,0> 0x80000000:ud",
            "(P2) addc (M1, 16) R(%d,0)<1> R(6,0)<1> A(0,0)<1;1,0> B(0,2)<0;1,0>",
            "addc (M1, 8) R(%d,0)<2> R(6,1)<2> A(0,0)<1;1,0> B(0,0)<1;1,0>",
            // each channel reads the sum the one before it wrote, and its carry lands on its source
            "addc (M1, 16) R(%1$d,1)<1> R(%1$d,0)<1> A(0,0)<1;1,0> R(%1$d,0)<1;1,0>",
            "subb (M1, 16) R(%1$d,1)<1> R(%1$d,0)<1> R(%1$d,0)<1;1,0> B(0,0)<1;1,0>",
            // one destination for both: the carry, written second, stays
            "addc (M1, 16) R(%1$d,0)<1> R(%1$d,0)<1> A(0,0)<1;1,0> B(0,0)<1;1,0>")) {
      assertSpecialisedAndExact(form);
    }
  }

  @Test
  void destinationsWithAHorizontalStrideMatchTheInterpreter() {
    for (String form :
        List.of(
            "mov (M1, 16) RD(%d,0)<2> AD(0,0)<1;1,0>",
            "mov (M1, 16) RD(%d,1)<2> BD(0,0)<1;1,0>",
            "add (M1, 16) R(%d,1)<2> A(0,0)<1;1,0> B(0,0)<1;1,0>",
            "(P2) mov (M1, 16) RW(%d,0)<2> AW(0,0)<1;1,0>",
            "(!P2) sel (M1, 16) RW(%d,0)<4> AD(0,0)<1;1,0> BW(0,0)<1;1,0>")) {
      assertSpecialisedAndExact(form);
    }
  }

  @Test
  void aScalarUpdatedInPlaceMatchesTheInterpreter() {
    assertSpecialisedAndExact("add (M1_NM, 1) RD(%d,0)<1> RD(%d,0)<0;1,0> 0x1:w");
    assertSpecialisedAndExact("(P2) mul (M1, 1) RD(%d,1)<1> RD(%d,1)<0;1,0> AD(0,2)<0;1,0>");
  }

  /**
   * Signalling and quiet NaNs with payloads and signs in either operand, never both (which of two
   * NaN operands the result carries is the processor's choice, which HotSpot's interpreter and
   * compilers make in different operand orders), against numbers, zeros, infinities and denormals:
   * the float loops read F operands without widening them.
   */
  private static final List<String> NAN_A =
      List.of(
          "0x7f800001",
          "0x7fc12345",
          "0xffa00001",
          "0x3f800000",
          "0x3f800000",
          "0x00000001",
          "0x80000000",
          "0x7f800000",
          "0xff800000",
          "0x7fbfffff",
          "0x3f800000",
          "0x807fffff",
          "0x7fc00000",
          "0xffc54321",
          "0x00800000",
          "0x40000000");

  private static final List<String> NAN_B =
      List.of(
          "0x3f800000",
          "0x00000000",
          "0x7f800000",
          "0xffc00002",
          "0x7f800001",
          "0x80000001",
          "0x00000000",
          "0xff800000",
          "0x3f800000",
          "0x00000000",
          "0x7fa00001",
          "0x00000001",
          "0xbf800000",
          "0x3f000000",
          "0x7fc00003",
          "0xff800000");

  @Test
  void floatAddMulMadWithNansAndDenormalsMatchTheInterpreter() {
    for (String form :
        List.of(
            "add (M1, 16) RF(%d,0)<1> AF(0,0)<1;1,0> BF(0,0)<1;1,0>",
            "mul (M1, 16) RF(%d,0)<1> AF(0,0)<1;1,0> BF(0,0)<1;1,0>",
            "mul (M1, 16) RF(%d,0)<1> BF(0,0)<1;1,0> AF(0,0)<1;1,0>",
            "mad (M1, 16) RF(%d,0)<1> AF(0,0)<1;1,0> BF(0,0)<1;1,0> AF(0,0)<1;1,0>",
            "mad (M1, 16) RF(%d,0)<1> BF(0,0)<1;1,0> 0x40000000:f AF(0,0)<1;1,0>",
            "add (M1, 16) RF(%d,0)<1> (-)AF(0,0)<1;1,0> (abs)BF(0,0)<1;1,0>",
            "(P2) mul (M1, 16) RF(%d,0)<1> AF(0,0)<1;1,0> 0x40000000:f",
            "max (M1, 16) RF(%d,0)<1> AF(0,0)<1;1,0> BF(0,0)<1;1,0>")) {
      String body = body(form);
      DecodedFunction k = decode(body);
      assertTrue(
          AluBytecode.specialisable(k.code()[0], k.layout().frameBytes()), "specialised: " + form);
      for (FullMaskCode full : FullMaskCode.values()) {
        assertBothEnginesAgree(Kernels.parse(Kernels.kernel(DECLS, body)), full, NAN_A, NAN_B);
      }
    }
  }

  @Test
  void gotoWithPartialMasksMatchesTheInterpreter() {
    // a loop each channel leaves after its own count, branches inside it taken by some channels,
    // a uniform goto, and any/all predicates
    String loop =
        """
            and (M1, 16) RD(0,0)<1> AD(0,0)<1;1,0> 0x7:d
            mov (M1, 16) RD(2,0)<1> 0x0:d
        TOP:
            add (M1, 16) RD(2,0)<1> RD(2,0)<1;1,0> 0x1:d
            and (M1, 16) RD(1,0)<1> RD(2,0)<1;1,0> 0x1:d
            cmp.eq (M1, 16) P3 RD(1,0)<1;1,0> 0x0:d
            (P3) goto (M1, 16) EVEN
            add (M1, 16) RD(3,0)<1> RD(3,0)<1;1,0> RD(2,0)<1;1,0>
            (P2.any) goto (M1, 16) EVEN
            add (M1, 16) RD(3,0)<1> RD(3,0)<1;1,0> 0x64:d
        EVEN:
            (!P2) goto (M1, 1) NEXT
            add (M1, 16) RD(4,0)<1> RD(4,0)<1;1,0> 0x1:d
        NEXT:
            cmp.lt (M1, 16) P1 RD(2,0)<1;1,0> RD(0,0)<1;1,0>
            (P1) goto (M1, 16) TOP
            goto (M1, 1) END
            add (M1, 16) RD(5,0)<1> RD(5,0)<1;1,0> 0x1:d
        END:
            (P1.all) goto (M1, 16) TOP
        """;
    for (FullMaskCode full : FullMaskCode.values()) {
      assertBothEnginesAgree(Kernels.parse(Kernels.kernel(DECLS, loop)), full);
    }
  }

  /**
   * The kernel body: {@code form} at rows 0 and 2 of R, the second time for part of the channels.
   */
  private static String body(String form) {
    return String.format(form, 0, 0)
        + "\n    cmp.lt (M1, 16) P3 AD(0,0)<1;1,0> 0x0:d\n"
        + "    (P3) goto (M1, 16) SKIP\n    "
        + String.format(form, 2, 2)
        + "\nSKIP:\n";
  }

  private static DecodedFunction decode(String body) {
    return MachineProgram.decode(Kernels.parse(Kernels.kernel(DECLS, body))).kernel();
  }

  private static void assertSpecialisedAndExact(String form) {
    String body = body(form);
    DecodedFunction k = decode(body);
    Exec e = k.code()[0];
    assertTrue(AluBytecode.specialisable(e, k.layout().frameBytes()), "specialised: " + form);
    for (FullMaskCode full : FullMaskCode.values()) {
      assertBothEnginesAgree(Kernels.parse(Kernels.kernel(DECLS, body)), full);
    }
  }

  /**
   * Runs {@code p} on both engines (the JIT giving every instruction {@code full} code for the
   * fully enabled case): the same registers, predicates, steps and active channels, every
   * instruction compiled.
   */
  static void assertBothEnginesAgree(Program p, FullMaskCode full) {
    assertBothEnginesAgree(p, full, A, B);
  }

  private static void assertBothEnginesAgree(
      Program p, FullMaskCode full, List<String> a, List<String> b) {
    List<List<Object>> results = new ArrayList<>();
    FullMaskCode before = FunctionCompiler.fullMaskEverywhere;
    FunctionCompiler.fullMaskEverywhere = full;
    try {
      for (Engine e : Engine.values()) {
        ThreadRunner r = new ThreadRunner(p, 16, 100_000, 4);
        r.useEngine(e);
        r.set("A", a);
        r.set("B", b);
        r.set("P2", P2_BITS);
        r.run();
        HwThread t = r.thread();
        results.add(
            List.of(
                r.read("R"), r.read("P1"), r.read("P3"), t.steps(), t.activeChannels(), e.name()));
        if (e == Engine.JIT) {
          assertEquals(t.steps(), t.compiledSteps(), "every instruction ran compiled");
        }
      }
    } finally {
      FunctionCompiler.fullMaskEverywhere = before;
    }
    assertEquals(
        results.get(0).subList(0, 5),
        results.get(1).subList(0, 5),
        "the interpreter and the JIT disagree (fully enabled code " + full + ")");
  }
}
