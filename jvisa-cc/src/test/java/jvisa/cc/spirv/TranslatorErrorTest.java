package jvisa.cc.spirv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import jvisa.cc.CompileError;
import jvisa.spirv.SpirvReader;
import org.junit.jupiter.api.Test;

/** Unsupported SPIR-V gets a CompileError naming the instruction, its result and its function. */
class TranslatorErrorTest {
  private static int op(int words, int opcode) {
    return words << 16 | opcode;
  }

  /**
   * A kernel "k" whose body is {@code %8 = OpBitReverse %bool %6} (unsupported) on a constant null
   * bool vector.
   */
  private static byte[] moduleWithOpBitReverse() {
    return bytes(withBody(op(4, 204), 2, 8, 6));
  }

  private static int[] withBody(int... body) {
    int[] head = {
      0x07230203,
      0x00010000,
      0,
      10,
      0,
      op(2, 17),
      4,
      op(2, 17),
      6,
      op(3, 14),
      2,
      2,
      op(4, 15),
      6,
      5,
      0x6B,
      op(2, 19),
      1,
      op(2, 20),
      2,
      op(4, 23),
      3,
      2,
      2,
      op(3, 33),
      4,
      1,
      op(3, 46),
      3,
      6,
      op(5, 54),
      1,
      5,
      0,
      4,
      op(2, 248),
      7
    };
    int[] tail = {op(1, 253), op(1, 56)};
    int[] words = new int[head.length + body.length + tail.length];
    System.arraycopy(head, 0, words, 0, head.length);
    System.arraycopy(body, 0, words, head.length, body.length);
    System.arraycopy(tail, 0, words, head.length + body.length, tail.length);
    return words;
  }

  private static byte[] bytes(int[] words) {
    ByteBuffer b = ByteBuffer.allocate(words.length * 4).order(ByteOrder.LITTLE_ENDIAN);
    for (int w : words) {
      b.putInt(w);
    }
    return b.array();
  }

  @Test
  void unsupportedInstructionIsNamedWithResultAndFunction() {
    CompileError e =
        assertThrows(
            CompileError.class,
            () -> SpirvTranslator.translate(SpirvReader.read(moduleWithOpBitReverse())));
    assertEquals("unsupported SPIR-V instruction %8 = OpBitReverse in function k", e.getMessage());
    assertEquals(0, e.getStackTrace().length, "a message for the user, not a stack trace");
  }

  @Test
  void operandOfTheWrongKindIsAnErrorNotACrash() {
    // %8 = OpIAdd %bool %6 %1: %1 is a type, not a value
    CompileError e =
        assertThrows(
            CompileError.class,
            () ->
                SpirvTranslator.translate(
                    SpirvReader.read(bytes(withBody(op(5, 128), 2, 8, 6, 1)))));
    assertEquals(
        "unsupported SPIR-V instruction %8 = OpIAdd in function k: operand %1 is not defined before its use",
        e.getMessage());
  }
}
