package jvisa.ocl.abi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import jvisa.ocl.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Program buffers' bytes beside a {@code .cos}: named by kind and index, read when present. */
class ProgramBufferImagesTest {
  @TempDir Path dir;

  private static KernelMetadata bindingBuffer0() {
    TestCorpus.Variant v = TestCorpus.shared().variant("collatz", "tgllp-simd16-inline");
    KernelMetadata base = KernelMetadata.fromCos(v.cos(), v.spec().kernel());
    return new KernelMetadata(
        base.kernelName(),
        base.header(),
        base.executionEnvironment(),
        base.threadPayload(),
        base.crossThreadDataSize(),
        base.dataParameters(),
        base.bufferArguments(),
        base.bindingTable(),
        base.surfaceStates(),
        base.localSurface(),
        base.privateMemory(),
        List.of(new ProgramSurfaceBinding(ProgramBuffer.Kind.CONSTANT, 0, 0, 0, 8)),
        List.of(new ProgramBuffer(ProgramBuffer.Kind.CONSTANT, 0, 4, 0)),
        base.mediaVfeStates(),
        base.interfaceDescriptor(),
        base.kernelAttributes(),
        base.argumentInfo(),
        base.unhandledTokens(),
        Optional.empty(),
        Optional.empty());
  }

  @Test
  void fileNamesSayKindAndIndex() {
    assertEquals(
        "program_constant_0.bin", ProgramBufferImages.fileName(ProgramBuffer.Kind.CONSTANT, 0));
    assertEquals(
        "program_global_3.bin", ProgramBufferImages.fileName(ProgramBuffer.Kind.GLOBAL, 3));
  }

  @Test
  void bytesBesideTheCosAreRead() throws IOException {
    Files.write(dir.resolve("program_constant_0.bin"), new byte[] {1, 2, 3, 4});
    ProgramBufferImages read = ProgramBufferImages.readBeside(dir, bindingBuffer0(), 1 << 20);
    assertArrayEquals(
        new byte[] {1, 2, 3, 4}, read.bytes(ProgramBuffer.Kind.CONSTANT, 0).orElseThrow());
    assertEquals(Optional.empty(), read.bytes(ProgramBuffer.Kind.GLOBAL, 0));
  }

  @Test
  void aMissingFileIsLeftOut() throws IOException {
    assertEquals(
        Optional.empty(),
        ProgramBufferImages.readBeside(dir, bindingBuffer0(), 1 << 20)
            .bytes(ProgramBuffer.Kind.CONSTANT, 0));
  }

  @Test
  void aFileBeyondTheSizeLimitIsRefusedNamingIt() throws IOException {
    Files.write(dir.resolve("program_constant_0.bin"), new byte[64]);
    KernelMetadata buffers = bindingBuffer0();
    IOException e =
        assertThrows(IOException.class, () -> ProgramBufferImages.readBeside(dir, buffers, 16));
    assertTrue(e.getMessage().contains("program_constant_0.bin"), e.getMessage());
  }
}
