package jvisa.cc.visa;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/** Test buffers as the launcher reads them: little-endian, element after element. */
final class LittleEndianFiles {
  private LittleEndianFiles() {}

  static void write(Path file, int[] values) throws IOException {
    Files.write(file, bytes(values));
  }

  static void write(Path file, long[] values) throws IOException {
    Files.write(
        file,
        encode(
            8 * values.length,
            b -> {
              for (long v : values) {
                b.putLong(v);
              }
            }));
  }

  static void write(Path file, float[] values) throws IOException {
    Files.write(
        file,
        encode(
            4 * values.length,
            b -> {
              for (float v : values) {
                b.putFloat(v);
              }
            }));
  }

  static byte[] bytes(int[] values) {
    return encode(
        4 * values.length,
        b -> {
          for (int v : values) {
            b.putInt(v);
          }
        });
  }

  private static byte[] encode(int bytes, Consumer<ByteBuffer> fill) {
    ByteBuffer b = ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN);
    fill.accept(b);
    return b.array();
  }
}
