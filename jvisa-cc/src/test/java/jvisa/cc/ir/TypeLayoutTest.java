package jvisa.cc.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** OpenCL C's sizes and alignments. */
class TypeLayoutTest {
  @Test
  void vectorsOfThreeTakeFourElements() {
    Type.Vector f3 = new Type.Vector(Type.F32, 3);
    assertEquals(16, f3.size());
    assertEquals(16, f3.align());
    assertEquals(8, new Type.Vector(Type.I16, 4).size());
  }

  @Test
  void structureMembersAreAlignedAndTheSizeRoundedUp() {
    Type.Struct s =
        new Type.Struct(List.of(Type.I8, Type.I32, new Type.Vector(Type.F32, 3), Type.I16), false);
    assertEquals(0, s.offset(0));
    assertEquals(4, s.offset(1));
    assertEquals(16, s.offset(2));
    assertEquals(32, s.offset(3));
    assertEquals(16, s.align());
    assertEquals(48, s.size());
  }

  @Test
  void packedStructuresHaveNoPadding() {
    Type.Struct s = new Type.Struct(List.of(Type.I8, Type.I32, Type.I16), true);
    assertEquals(1, s.offset(1));
    assertEquals(7, s.size());
    assertEquals(1, s.align());
  }

  @Test
  void arraysAndPointers() {
    Type.Array a = new Type.Array(new Type.Struct(List.of(Type.I64, Type.I8), false), 3);
    assertEquals(48, a.size());
    assertEquals(8, a.align());
    assertEquals(8, new Type.Pointer(AddressSpace.LOCAL, Type.I8).size());
  }
}
