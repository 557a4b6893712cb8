package jvisa.cli.ocl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Path;
import jvisa.ocl.corpus.ElementType;
import org.junit.jupiter.api.Test;

class ArgSpecSyntaxTest {
  @Test
  void globalBuffersWithEveryInitAndTheOutMark() {
    assertEquals(
        new KernelArg.Global("a", ElementType.INT, 256, new BufferInit.Zero(), false),
        ArgSpecSyntax.parse("a=int[256]:zero"));
    assertEquals(
        new KernelArg.Global("a", ElementType.INT, 4, new BufferInit.Zero(), true),
        ArgSpecSyntax.parse("a=int[4]:out"));
    assertEquals(
        new KernelArg.Global("a", ElementType.UINT, 4, new BufferInit.Iota(0), true),
        ArgSpecSyntax.parse("a=uint[4]:iota:out"));
    assertEquals(
        new KernelArg.Global("a", ElementType.UINT, 4, new BufferInit.Iota(-3), false),
        ArgSpecSyntax.parse("a=uint[4]:iota:-3"));
    assertEquals(
        new KernelArg.Global(
            "f", ElementType.FLOAT, 8, new BufferInit.Fill(new BigDecimal("2.5")), false),
        ArgSpecSyntax.parse("f=float[8]:fill:2.5"));
    assertEquals(
        new KernelArg.Global("r", ElementType.HALF, 8, new BufferInit.Random(null, null), true),
        ArgSpecSyntax.parse("r=half[8]:random:out"));
    assertEquals(
        new KernelArg.Global(
            "r",
            ElementType.LONG,
            8,
            new BufferInit.Random(new BigDecimal("-5"), new BigDecimal("5")),
            false),
        ArgSpecSyntax.parse("r=long[8]:random:-5:5"));
    assertEquals(
        new KernelArg.Global(
            "d", ElementType.UCHAR, 3, new BufferInit.File(Path.of("in/d.npy")), true),
        ArgSpecSyntax.parse("d=uchar[3]:in/d.npy:out"));
  }

  @Test
  void scalarsAndLocalBuffers() {
    assertEquals(
        new KernelArg.Scalar("n", ElementType.UINT, new BigDecimal("4000000000")),
        ArgSpecSyntax.parse("n=uint:4000000000"));
    assertEquals(
        new KernelArg.Scalar("m", ElementType.INT, new BigDecimal("255")),
        ArgSpecSyntax.parse("m=int:0xff"));
    assertEquals(
        new KernelArg.Local("tmp", ElementType.FLOAT, 64),
        ArgSpecSyntax.parse("tmp=local:float[64]"));
  }

  @Test
  void malformedSpecsAreQuotedWithTheProblem() {
    assertProblem("a", "expected NAME=TYPE[COUNT]");
    assertProblem("1a=int:3", "'1a' is not an argument name");
    assertProblem("a=vec[3]:zero", "unknown element type 'vec'");
    assertProblem("a=int[0]:zero", "positive integer");
    assertProblem("a=int[4]:sometimes", "unknown initial contents 'sometimes'");
    assertProblem("a=int[4]:random:9:1", "LO <= HI");
    assertProblem("a=int[4]:random:1", "two bounds");
    assertProblem("a=int:three", "'three' is not a number");
    assertProblem("t=local:int[4]:zero", "NAME=local:TYPE[COUNT]");
  }

  private static void assertProblem(String spec, String problem) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ArgSpecSyntax.parse(spec));
    assertTrue(e.getMessage().startsWith("--arg '" + spec + "': "), e.getMessage());
    assertTrue(e.getMessage().contains(problem), e.getMessage());
  }
}
