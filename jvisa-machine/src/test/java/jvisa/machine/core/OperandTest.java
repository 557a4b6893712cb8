package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jvisa.asm.model.Program;
import org.junit.jupiter.api.Test;

/** Regions, aliases and indirect operands of 5_operands.md on the byte-addressed register file. */
class OperandTest {
  static String run(String decls, String body, int simd, String... args) {
    Program p = Kernels.parse(Kernels.kernel(decls, body));
    return Kernels.values(Kernels.run(p, simd, (Object[]) args), args[args.length - 1]);
  }

  static final String D =
      """
      .decl A v_type=G type=d num_elts=16 align=hword
      .decl R v_type=G type=d num_elts=16 align=hword
      .decl AW v_type=G type=w num_elts=32 align=hword alias=<A, 0>
      .decl AB v_type=G type=ub num_elts=8 align=hword alias=<A, 4>
      .decl A0 v_type=A num_elts=4
      """;

  @Test
  void regionWithVerticalStrideTransposesRows() {
    // <8;4,2> over A: rows start 8 elements apart, 4 elements per row, every other element
    assertEquals(
        "0 2 4 6 8 10 12 14 0 0 0 0 0 0 0 0",
        run(
            D,
            "mov (M1, 8) R(0,0)<1> A(0,0)<8;4,2>",
            8,
            "A=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15",
            "R"));
    assertEquals(
        "1 1 1 1 5 5 5 5 0 0 0 0 0 0 0 0",
        run(
            D,
            "mov (M1, 8) R(0,0)<1> A(0,1)<4;4,0>",
            8,
            "A=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15",
            "R"));
  }

  @Test
  void regionSpanningTwoRegisters() {
    assertEquals(
        "6 7 8 9 0 0 0 0 0 0 0 0 0 0 0 0",
        run(
            D,
            "mov (M1, 4) R(0,0)<1> A(0,6)<1;1,0>",
            4,
            "A=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15",
            "R"));
  }

  @Test
  void aliasesSeeTheSameBytes() {
    // A[0] = 0x00020001 seen as words 1, 2; A[1] bytes seen through AB (alias at byte 4)
    assertEquals(
        "1 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0",
        run(
            D,
            "mov (M1, 1) R(0,0)<1> AW(0,0)<0;1,0>\nmov (M1, 1) R(0,1)<1> AW(0,1)<0;1,0>",
            1,
            "A=131073,67305985",
            "R"));
    assertEquals(
        "1 2 3 4 0 0 0 0", run(D, "mov (M1, 1) R(0,0)<1> A(0,0)<0;1,0>", 1, "A=0,67305985", "AB"));
  }

  @Test
  void indirectOperandsReadAndWriteThroughAnAddressRegister() {
    String out =
        run(
            D,
            """
        addr_add (M1_NM, 1) A0(0)<1> &A A(0,15)<0;1,0>
        mov (M1, 4) R(0,0)<1> r[A0(0),0]<1;1,0>:d
        addr_add (M1_NM, 1) A0(1)<1> &R[32] 0x4:uw
        mov (M1, 2) r[A0(1),0]<1>:d 0x63:d
        """,
            4,
            "A=10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,8",
            "R");
    // A[15] = 8 bytes: read starts at A[2]; write goes to R byte 36 = R[9]
    assertEquals("12 13 14 15 0 0 0 0 0 99 99 0 0 0 0 0", out);
  }
}
