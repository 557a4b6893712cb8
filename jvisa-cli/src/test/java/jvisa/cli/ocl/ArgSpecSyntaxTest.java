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
    assertProblem("a=vec[3]:zero", "unknown type 'vec'");
    assertProblem("a=int[0]:zero", "positive integer");
    assertProblem("a=int[4]:sometimes", "unknown initial contents 'sometimes'");
    assertProblem("a=int[4]:random:9:1", "LO <= HI");
    assertProblem("a=int[4]:random:1", "two bounds");
    assertProblem("a=int:three", "'three' is not a number");
    assertProblem("t=local:int[4]:zero", "NAME=local:TYPE[COUNT]");
  }

  @Test
  void everyVectorWidthOfEveryElementTypeIsABufferOfValues() {
    for (ElementType t : ElementType.values()) {
      for (int width : new int[] {2, 3, 4, 8, 16}) {
        String name = t.clName() + width;
        KernelArg.Global g = (KernelArg.Global) ArgSpecSyntax.parse("v=" + name + "[128]:out");
        assertEquals(new KernelArg.Global("v", t, width, 128, new BufferInit.Zero(), true), g);
        int stored = width == 3 ? 4 : width;
        assertEquals(128L * stored, g.elements(), name);
        assertEquals(128L * stored * t.size(), g.byteSize(), name);
        KernelArg.Local l = (KernelArg.Local) ArgSpecSyntax.parse("t=local:" + name + "[32]");
        assertEquals(32L * stored * t.size(), l.byteSize(), name);
      }
    }
    assertEquals(512, ((KernelArg.Global) ArgSpecSyntax.parse("x=float4[128]")).elements());
  }

  @Test
  void threeComponentVectorsTakeTheSpaceOfFour() {
    assertEquals(10 * 16, ((KernelArg.Global) ArgSpecSyntax.parse("p=int3[10]")).byteSize());
    assertEquals(10 * 8, ((KernelArg.Global) ArgSpecSyntax.parse("p=half3[10]")).byteSize());
    assertEquals(
        "01000000 02000000 03000000 00000000",
        hex(((KernelArg.Scalar) ArgSpecSyntax.parse("s=uint3:1,2,3")).bytes()));
  }

  @Test
  void vectorWidthsOpenClHasNotAreRefusedNamingTheAllowedOnes() {
    for (String bad : new String[] {"float5", "int1", "uchar32", "short04", "long6"}) {
      assertProblem("v=" + bad + "[4]", "unknown type '" + bad + "'");
      assertProblem("v=" + bad + "[4]", "2, 3, 4, 8 or 16 components");
      assertProblem("v=" + bad + ":1", "unknown type '" + bad + "'");
    }
  }

  @Test
  void byValueVectorsTakeOneValuePerComponentOrOneForAll() {
    assertEquals(
        "0000803f 00000040 0000c0bf 00008040",
        hex(((KernelArg.Scalar) ArgSpecSyntax.parse("k=float4:1,2,-1.5,4")).bytes()));
    assertEquals(
        "0700 0700", hex(((KernelArg.Scalar) ArgSpecSyntax.parse("k=short2:7")).bytes(), 2));
    assertEquals(
        "ff fe 00 01 02 03 04 05",
        hex(((KernelArg.Scalar) ArgSpecSyntax.parse("k=char8:-1,-2,0,1,2,3,4,5")).bytes(), 1));
    assertEquals(
        "0020 0020 0020",
        hex(
            java.util.Arrays.copyOf(
                ((KernelArg.Scalar) ArgSpecSyntax.parse("h=half3:0.0078125")).bytes(), 6),
            2));
    assertEquals(16, ((KernelArg.Scalar) ArgSpecSyntax.parse("l=ulong2:0xff,1")).bytes().length);
    assertProblem("k=float4:1,2", "float4 takes 4 comma-separated values or one for all, not 2");
    assertProblem("k=int:1,2", "int takes one value, not 2");
    assertProblem("k=float4:1,x,3,4", "'x' is not a number");
  }

  private static String hex(byte[] bytes) {
    return hex(bytes, 4);
  }

  private static String hex(byte[] bytes, int group) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < bytes.length; i++) {
      if (i > 0 && i % group == 0) {
        sb.append(' ');
      }
      sb.append(String.format("%02x", bytes[i]));
    }
    return sb.toString();
  }

  private static void assertProblem(String spec, String problem) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> ArgSpecSyntax.parse(spec));
    assertTrue(e.getMessage().startsWith("--arg '" + spec + "': "), e.getMessage());
    assertTrue(e.getMessage().contains(problem), e.getMessage());
  }
}
