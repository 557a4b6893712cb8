package jvisa.ocl.printf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Buffers laid out as IGC's printf code writes them (see {@link PrintfBuffer}). */
class PrintfDecoderTest {

  /** Writes records after the offset dword and sets it to their end. */
  private static final class Records {
    private final ByteBuffer b = ByteBuffer.allocate(4096).order(ByteOrder.LITTLE_ENDIAN);

    Records() {
      b.putInt(0);
    }

    Records i(int v) {
      b.putInt(v);
      return this;
    }

    Records l(long v) {
      b.putLong(v);
      return this;
    }

    Records f(float v) {
      b.putFloat(v);
      return this;
    }

    Records bytes(int... v) {
      for (int x : v) {
        b.put((byte) x);
      }
      return this;
    }

    Records shorts(int... v) {
      for (int x : v) {
        b.putShort((short) x);
      }
      return this;
    }

    String decode(Map<Integer, String> strings) {
      return output(strings).text();
    }

    PrintfDecoder.Output output(Map<Integer, String> strings) {
      int end = b.position();
      b.putInt(0, end);
      return PrintfDecoder.decode(b.array(), end, strings);
    }
  }

  @Test
  void scalarsOfEveryType() {
    String text =
        new Records()
            .i(0)
            .i(PrintfBuffer.INT)
            .i(-7)
            .i(PrintfBuffer.FLOAT)
            .f(2.5f)
            .i(PrintfBuffer.LONG)
            .l(-1234567890123L)
            .i(PrintfBuffer.POINTER)
            .l(0x100000000L)
            .i(PrintfBuffer.DOUBLE)
            .l(Double.doubleToRawLongBits(0.1))
            .i(PrintfBuffer.INT)
            .i('A')
            .decode(Map.of(0, "%d %.2f %ld %p %.17g %c\\n"));
    assertEquals("-7 2.50 -1234567890123 0x100000000 0.10000000000000001 A\n", text);
  }

  @Test
  void stringArgumentsAreLiteralIndices() {
    String text =
        new Records()
            .i(0)
            .i(PrintfBuffer.STRING)
            .i(1)
            .i(PrintfBuffer.STRING)
            .i(2)
            .decode(Map.of(0, "[%s|%5.2s]", 1, "abc", 2, "xyz"));
    assertEquals("[abc|   xy]", text);
  }

  @Test
  void vectorsJoinTheirComponentsWithCommas() {
    String text =
        new Records()
            .i(0)
            .i(PrintfBuffer.VECTOR_BYTE)
            .i(4)
            .bytes(1, -2, 3, 4)
            .bytes(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            .i(PrintfBuffer.VECTOR_SHORT)
            .i(2)
            .shorts(-5, 6)
            .i(0)
            .i(PrintfBuffer.VECTOR_FLOAT)
            .i(4)
            .f(1)
            .f(2)
            .f(3)
            .f(4)
            .i(PrintfBuffer.VECTOR_LONG)
            .i(2)
            .l(7)
            .l(-8)
            .decode(Map.of(0, "%v4hhd %v2hd %v4hlf %v2lx"));
    assertEquals("1,-2,3,4 -5,6 1.000000,2.000000,3.000000,4.000000 7,fffffffffffffff8", text);
  }

  @Test
  void percentPercentAndEscapes() {
    String text = new Records().i(0).decode(Map.of(0, "100%% tab\\there \\\\ q\\\" end\\n"));
    assertEquals("100% tab\there \\ q\" end\n", text);
  }

  @Test
  void recordsFollowEachOtherAndUnknownIndicesPrintNothing() {
    String text =
        new Records()
            .i(0)
            .i(PrintfBuffer.INT)
            .i(1)
            .i(5)
            .i(0)
            .i(PrintfBuffer.INT)
            .i(2)
            .decode(Map.of(0, "n=%d\\n"));
    assertEquals("n=1\nn=2\n", text);
  }

  @Test
  void theOverflowMarkerEndsTheOutput() {
    PrintfDecoder.Output out =
        new Records()
            .i(0)
            .i(PrintfBuffer.INT)
            .i(1)
            .i(PrintfBuffer.OVERFLOW)
            .i(0)
            .i(PrintfBuffer.INT)
            .i(2)
            .output(Map.of(0, "n=%d\\n"));
    assertEquals("n=1\n", out.text());
    assertTrue(out.overflowed());
  }

  @Test
  void anOffsetPastTheBufferIsAnOverflowAndTruncatedRecordsReadZeros() {
    byte[] buffer = new byte[16];
    ByteBuffer b = ByteBuffer.wrap(buffer).order(ByteOrder.LITTLE_ENDIAN);
    b.putInt(0, 16).putInt(4, 0).putInt(8, PrintfBuffer.INT).putInt(12, 9);
    PrintfDecoder.Output full =
        PrintfDecoder.decode(buffer, PrintfBuffer.SIZE + 100L, Map.of(0, "%d"));
    assertEquals("9", full.text());
    assertTrue(full.overflowed());
    PrintfDecoder.Output cut = PrintfDecoder.decode(buffer, 12, Map.of(0, "%d|"));
    assertEquals("0|", cut.text());
    assertFalse(cut.overflowed());
  }

  @Test
  void aMalformedConversionIsPrintedAsWritten() {
    String text = new Records().i(0).i(PrintfBuffer.INT).i(3).decode(Map.of(0, "%v5d/%d"));
    assertEquals("%v5d/", text, "the bad conversion consumes its argument, the next reads none");
  }
}
