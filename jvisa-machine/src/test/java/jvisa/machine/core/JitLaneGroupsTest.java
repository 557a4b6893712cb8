package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import jvisa.asm.model.Program;
import org.junit.jupiter.api.Test;

/**
 * Runs of instructions the JIT runs channel by channel ({@link LaneGroups}, {@link GroupBytecode}):
 * which consecutive instructions form one, and that the interpreter and the JIT leave the same
 * registers, predicates, steps and active channels when they run with every channel enabled and
 * with part of them, with each {@link FullMaskCode}.
 */
class JitLaneGroupsTest {
  private static final String DECLS =
      JitSpecialisationTest.DECLS
          + """
          .decl S v_type=G type=ud num_elts=16 align=hword
          .decl SD v_type=G type=d num_elts=16 align=hword alias=<S, 0>
          .decl SF v_type=G type=f num_elts=16 align=hword alias=<S, 0>
          """;

  @Test
  void aCompareAndTheInstructionsItPredicatesRunAsOneGroupWithTheInterpretersResults() {
    String run =
        """
        and (M1, 16) RD(%1$d,0)<1> AD(0,0)<1;1,0> 0x7:d
        xor (M1, 16) RD(%1$d,0)<1> RD(%1$d,0)<1;1,0> BD(0,0)<1;1,0>
        cmp.eq (M1, 16) P1 RD(%1$d,0)<1;1,0> 0x3:d
        (P1) sel (M1, 16) RD(%1$d,0)<1> 0x55:d RD(%1$d,0)<1;1,0>
        (!P1) add (M1, 16) RD(%1$d,0)<1> RD(%1$d,0)<1;1,0> 0x100:d
        (P2) mul (M1, 16) RD(%1$d,0)<1> RD(%1$d,0)<1;1,0> 0x3:w
        cmp.lt (M1, 16) P1 RD(%1$d,0)<1;1,0> 0x50:d
        (!P1) sel (M1, 16) RD(%1$d,0)<1> 0x1:d RD(%1$d,0)<1;1,0>
        cmp.ne (M1, 16) RW(%1$d,0)<1> RD(%1$d,0)<1;1,0> AD(0,0)<1;1,0>
        addc (M1, 16) SD(0,0)<1> R(%1$d,0)<1> A(0,0)<1;1,0> B(0,0)<1;1,0>
        """;
    // the carry's destination holds words the compare's higher channels wrote
    assertRuns(run, 9, 1);
    assertEnginesAgree(run);
  }

  @Test
  void aBroadcastOfAChannelItsRunWroteStaysInTheRunOnlyForChannelZero() {
    String run =
        """
        add (M1, 16) RD(%1$d,0)<1> AD(0,0)<1;1,0> 0x1:d
        mul (M1, 16) SD(0,0)<1> BD(0,0)<1;1,0> RD(%1$d,0)<0;1,0>
        add (M1, 16) SD(0,0)<1> SD(0,0)<1;1,0> RD(%1$d,3)<0;1,0>
        mov (M1, 16) RD(%1$d,0)<1> SD(0,0)<1;1,0>
        """;
    assertRuns(run, 2, 1, 1);
    assertEnginesAgree(run);
  }

  @Test
  void readingAHigherChannelsResultEndsTheRun() {
    String run =
        """
        add (M1, 16) RD(%1$d,0)<1> AD(0,0)<1;1,0> BD(0,0)<1;1,0>
        mov (M1, 16) SD(0,0)<1> RD(%1$d,1)<1;1,0>
        mov (M1, 16) RD(%1$d,0)<1> SD(0,0)<1;1,0>
        """;
    assertRuns(run, 1, 2);
    assertEnginesAgree(run);
  }

  @Test
  void overwritingWhatAHigherChannelReadEndsTheRun() {
    String run =
        """
        add (M1, 16) SD(0,0)<1> RD(%1$d,0)<1;1,0> AD(0,0)<1;1,0>
        mov (M1, 16) RD(%1$d,1)<1> BD(0,0)<1;1,0>
        add (M1, 16) RD(%1$d,0)<1> RD(%1$d,0)<1;1,0> SD(0,0)<1;1,0>
        """;
    assertRuns(run, 1, 2);
    assertEnginesAgree(run);
  }

  @Test
  void overwritingWhatAHigherChannelWroteEndsTheRun() {
    String run =
        """
        mov (M1, 16) RD(%1$d,0)<1> AD(0,0)<1;1,0>
        mov (M1, 16) RD(%1$d,1)<1> BD(0,0)<1;1,0>
        """;
    assertRuns(run, 1, 1);
    assertEnginesAgree(run);
  }

  @Test
  void anotherMaskPredicatedCompareOrCompareReadingItsOwnDestinationEndsTheRun() {
    String run =
        """
        add (M1, 16) RD(%1$d,0)<1> AD(0,0)<1;1,0> 0x1:d
        add (M1, 8) RD(%1$d,0)<1> RD(%1$d,0)<1;1,0> 0x2:d
        add (M1_NM, 1) SD(0,0)<1> SD(0,0)<0;1,0> 0x3:d
        add (M1_NM, 1) SD(0,1)<1> SD(0,0)<0;1,0> 0x4:d
        (P2) cmp.gt (M1, 16) P1 RD(%1$d,0)<1;1,0> 0x5:d
        cmp.lt (M1, 16) RD(%1$d,0)<1> RD(%1$d,1)<0;1,0> AD(0,0)<1;1,0>
        add (M1, 16) RD(%1$d,0)<1> RD(%1$d,0)<1;1,0> SD(0,0)<0;1,0>
        """;
    assertRuns(run, 1, 1, 2, 1, 1, 1);
    assertEnginesAgree(run);
  }

  @Test
  void floatRunsCallTheExecutorsOutsideThePlainFMode() {
    String run =
        """
        add (M1, 16) SF(0,0)<1> AF(0,0)<1;1,0> BF(0,0)<1;1,0>
        mul (M1, 16) RF(%1$d,0)<1> SF(0,0)<1;1,0> 0x3eaaaaab:f
        mad (M1, 16) RF(%1$d,0)<1> RF(%1$d,0)<1;1,0> BF(0,0)<1;1,0> AF(0,0)<1;1,0>
        """;
    assertRuns(run, 3);
    for (String mode : List.of("0x80", "0xa0", "0x0")) {
      assertEnginesAgree("or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> " + mode + ":ud\n", run);
    }
  }

  @Test
  void aRunNeverWritesTheFloatMode() {
    String run =
        """
        mov (M1_NM, 1) SD(0,0)<1> 0x1:d
        mov (M1_NM, 1) %%cr0(0,0)<1> 0x80:ud
        """;
    assertRuns(run, 1, 1);
  }

  /** Asserts the lengths of the runs {@code run}'s instructions form, in order. */
  private static void assertRuns(String run, int... lengths) {
    DecodedFunction fn = decode(String.format(run, 0));
    Exec[] code = fn.code();
    FullMaskCode[] full = new FullMaskCode[code.length];
    Arrays.fill(full, FullMaskCode.LOOP);
    LaneGroups groups = new LaneGroups(fn.layout());
    int[] found = new int[lengths.length];
    int at = 0;
    for (int i = 0; i < lengths.length; i++) {
      int end = groups.end(code, at, code.length, full);
      found[i] = end - at;
      at = end;
    }
    assertEquals(Arrays.toString(lengths), Arrays.toString(found), run);
    assertEquals(code.length - 1, at, "instructions after the runs but the kernel's end");
  }

  private static void assertEnginesAgree(String run) {
    assertEnginesAgree("", run);
  }

  /**
   * Both engines on {@code run} (rows of R from its argument) after {@code prefix}, with every
   * channel enabled, then with part of them.
   */
  private static void assertEnginesAgree(String prefix, String run) {
    String body =
        prefix
            + String.format(run, 0)
            + "\n    cmp.lt (M1, 16) P3 AD(0,0)<1;1,0> 0x0:d\n"
            + "    (P3) goto (M1, 16) SKIP\n"
            + String.format(run, 4)
            + "\nSKIP:\n";
    Program p = Kernels.parse(Kernels.kernel(DECLS, body));
    for (FullMaskCode full : FullMaskCode.values()) {
      JitSpecialisationTest.assertBothEnginesAgree(p, full);
    }
  }

  private static DecodedFunction decode(String body) {
    return MachineProgram.decode(Kernels.parse(Kernels.kernel(DECLS, body))).kernel();
  }
}
