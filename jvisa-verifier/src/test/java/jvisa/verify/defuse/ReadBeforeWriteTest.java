package jvisa.verify.defuse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import jvisa.asm.model.Program;
import org.junit.jupiter.api.Test;

class ReadBeforeWriteTest {
  /** The findings as "line: diagnostic message". */
  private static List<String> find(String body) {
    return ReadBeforeWrite.find(Program.of(Kernels.unit(body))).stream()
        .map(
            r ->
                (r.pos().line() - Kernels.DECLS.lines().count() - 4)
                    + ": "
                    + r.diagnostic().message())
        .toList();
  }

  @Test
  void inputsPredefinedAndWrittenVariablesAreFine() {
    assertEquals(
        List.of(),
        find(
            """
        mov (M1, 8) W(0,0)<1> IN(0,0)<1;1,0>
        add (M1, 8) W(0,0)<1> W(0,0)<1;1,0> G0(0,0)<0;1,0>
        """));
  }

  @Test
  void aVariableNothingWritesIsReportedOnceAtItsFirstRead() {
    assertEquals(
        List.of("1: [unwritten-read] 'U' is read but never written"),
        find(
            """
        mov (M1, 8) W(0,0)<1> U(0,0)<1;1,0>
        mov (M1, 8) W(0,0)<1> U(0,0)<1;1,0>
        """));
  }

  @Test
  void aReadBeforeTheFirstWriteInStraightLineCodeIsReported() {
    assertEquals(
        List.of("1: [read-before-write] 'U' is read before any write reaches it"),
        find(
            """
        mov (M1, 8) W(0,0)<1> U(0,0)<1;1,0>
        mov (M1, 8) U(0,0)<1> IN(0,0)<1;1,0>
        """));
  }

  @Test
  void aWriteOnAnyPathBeforeTheReadIsEnough() {
    assertEquals(
        List.of(),
        find(
            """
        cmp.lt (M1, 8) P1 IN(0,0)<1;1,0> 0x10:d
        (P1) jmp (M1, 1) SKIP
        mov (M1, 8) U(0,0)<1> IN(0,0)<1;1,0>
        SKIP:
        mov (M1, 8) W(0,0)<1> U(0,0)<1;1,0>
        """));
  }

  @Test
  void aLoopCarriedValueWrittenLaterInTheBodyIsNotReported() {
    assertEquals(
        List.of(),
        find(
            """
        mov (M1, 8) R(0,0)<1> IN(0,0)<1;1,0>
        LOOP:
        add (M1, 8) W(0,0)<1> U(0,0)<1;1,0> R(0,0)<1;1,0>
        (P1) jmp (M1, 1) NEXT
        mov (M1, 8) U(0,0)<1> W(0,0)<1;1,0>
        NEXT:
        cmp.lt (M1, 8) P1 W(0,0)<1;1,0> 0x10:d
        (P1) jmp (M1, 1) LOOP
        """));
  }

  @Test
  void aJumpOverTheOnlyWriteIsReported() {
    assertEquals(
        List.of("4: [read-before-write] 'U' is read before any write reaches it"),
        find(
            """
        jmp (M1, 1) SKIP
        mov (M1, 8) U(0,0)<1> IN(0,0)<1;1,0>
        SKIP:
        mov (M1, 8) W(0,0)<1> U(0,0)<1;1,0>
        """));
  }

  @Test
  void aSubroutineReturnValueIsWrittenWhenTheCallReturns() {
    assertEquals(
        List.of(),
        find(
            """
        call (M1, 8) SUB
        mov (M1, 8) W(0,0)<1> U(0,0)<1;1,0>
        ret (M1, 1)
        SUB:
        mov (M1, 8) U(0,0)<1> IN(0,0)<1;1,0>
        """));
  }

  @Test
  void anAliasReadAfterItsRootIsWrittenIsFine() {
    assertEquals(
        List.of(),
        find(
            """
        mov (M1, 8) R(0,0)<1> IN(0,0)<1;1,0>
        mov (M1, 4) W(0,0)<1> RA(0,0)<1;1,0>
        """));
  }

  @Test
  void anAliasOfBytesNothingWritesNamesItsRoot() {
    assertEquals(
        List.of("2: [unwritten-read] 'RA' (alias of 'R', bytes 16..31) is read but never written"),
        find(
            """
        mov (M1, 4) R(0,0)<1> IN(0,0)<1;1,0>
        mov (M1, 4) W(0,0)<1> RA(0,0)<1;1,0>
        """));
  }

  @Test
  void aPayloadAMessageLoadWritesMayBeRead() {
    assertEquals(
        List.of(),
        find(
            """
        gather4_scaled.R (M1, 8) %slm 0x0:ud IN.0 R.0
        mov (M1, 8) W(0,0)<1> R(0,0)<1;1,0>
        lsc_load.slm.ca.ca (M1, 8)  U:d32  flat[IN]:a32
        mov (M1, 8) W(0,0)<1> U(0,0)<1;1,0>
        """));
  }

  @Test
  void svmAtomicWritesItsSecondOperandAndReadsTheLast() {
    assertEquals(
        List.of("2: [unwritten-read] 'U' is read but never written"),
        find(
            """
        mov (M1, 8) Q(0,0)<1> 0x0:uq
        svm_atomic.add (M1, 8) Q.0 W.0 U.0 %null.0
        mov (M1, 8) R(0,0)<1> W(0,0)<1;1,0>
        """));
  }

  @Test
  void lscAtomicWritesItsDataOperand() {
    assertEquals(
        List.of(),
        find(
            """
        mov (M1, 8) Q(0,0)<1> 0x0:uq
        lsc_atomic_iadd.ugm (M1, 8)  W:d32  flat[Q]:a64  IN  %null
        mov (M1, 8) R(0,0)<1> W(0,0)<1;1,0>
        """));
  }

  @Test
  void theUnwrittenHalfOfASimd32VariableIsReported() {
    assertEquals(
        List.of("3: [unwritten-read] 'X32' (bytes 64..127) is read but never written"),
        find(
            """
        mov (M1, 16) X32(0,0)<1> 0x1:d
        mov (M1, 16) Y32(0,0)<1> X32(0,0)<1;1,0>
        mov (M5, 16) Y32(2,0)<1> X32(2,0)<1;1,0>
        """));
  }

  @Test
  void anIntegerComparedWithItselfNeedsNoValue() {
    assertEquals(List.of(), find("    cmp.eq (M1, 8) P1 U(0,0)<0;1,0> U(0,0)<0;1,0>\n"));
    assertEquals(
        List.of("1: [unwritten-read] 'U' (bytes 0..3) is read but never written"),
        find("    cmp.eq (M1, 8) P1 U(0,0)<0;1,0> U(0,1)<0;1,0>\n"));
  }

  @Test
  void anIndirectDestinationMayWriteEveryAddressTakenVariable() {
    String body =
        """
        addr_add (M1_NM, 1) A0(0)<1> &R IN(0,0)<0;1,0>
        mov (M1_NM, 1) r[A0(0),0]<1>:d 0x1:d
        mov (M1, 8) W(0,0)<1> R(0,0)<1;1,0>
        """;
    assertEquals(List.of(), find(body));
    assertEquals(
        List.of("3: [unwritten-read] 'R' is read but never written"),
        find(body.replace("r[A0(0),0]<1>:d", "W(0,0)<1>")));
  }
}
