package jvisa.ocl.abi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.TestCorpus.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Broken input gives a {@link MetadataFormatException} naming the file and the problem, never
 * another throwable.
 */
class MalformedMetadataTest {

  private static final String KERNEL = "calls_modes";

  private static Variant variant() {
    return TestCorpus.testKernels().variant(KERNEL, "tgllp-simd16-stackcall");
  }

  private static void expectCleanOutcome(Runnable parse, String what) {
    try {
      parse.run();
    } catch (MetadataFormatException e) {
      assertTrue(e.getMessage() != null && !e.getMessage().isBlank(), what);
    } catch (Throwable t) {
      fail(what + ": " + t, t);
    }
  }

  @Test
  void everyTruncationOfTheBinaryIsRejectedCleanly() throws IOException {
    byte[] full = Files.readAllBytes(variant().bin());
    int rejected = 0;
    for (int length = 0; length < full.length; length++) {
      byte[] cut = Arrays.copyOf(full, length);
      try {
        PatchTokenBinaryReader.read(cut, "cut" + length, KERNEL);
      } catch (MetadataFormatException e) {
        assertTrue(e.getMessage().startsWith("cut" + length + ": "), e.getMessage());
        rejected++;
      }
    }
    int sectionEnd = devBinarySection(full)[1];
    assertTrue(
        rejected >= sectionEnd,
        "every cut inside the device binary must fail, " + rejected + " did");
  }

  @Test
  void randomCorruptionOfTheDeviceBinaryNeverEscapes() throws IOException {
    byte[] full = Files.readAllBytes(variant().bin());
    int[] section = devBinarySection(full);
    Random random = new Random(1234);
    int rejected = 0;
    for (int round = 0; round < 1500; round++) {
      byte[] bad = full.clone();
      int flips = 1 + random.nextInt(4);
      for (int i = 0; i < flips; i++) {
        int at = section[0] + random.nextInt(section[1] - section[0]);
        bad[at] = (byte) (random.nextBoolean() ? random.nextInt(256) : 0xFF);
      }
      try {
        PatchTokenBinaryReader.read(bad, "round " + round, KERNEL);
      } catch (MetadataFormatException e) {
        rejected++;
      } catch (Throwable t) {
        fail("round " + round + ": " + t, t);
      }
    }
    assertTrue(rejected > 0, "corruption was never noticed");
  }

  @Test
  void bareDeviceBinaryReadsLikeTheElf() throws IOException {
    byte[] full = Files.readAllBytes(variant().bin());
    int[] section = devBinarySection(full);
    byte[] bare = Arrays.copyOfRange(full, section[0], section[1]);
    assertEquals(
        KernelMetadata.fromBin(variant().bin(), KERNEL).withoutBinary(),
        PatchTokenBinaryReader.read(bare, "bare", KERNEL).withoutBinary());
  }

  @Test
  void messagesNameTheFileAndWhatWasExpected(@TempDir Path tmp) throws IOException {
    Path junk = tmp.resolve("junk.bin");
    Files.writeString(junk, "hello, world");
    MetadataFormatException e =
        assertThrows(MetadataFormatException.class, () -> KernelMetadata.fromBin(junk, KERNEL));
    assertTrue(e.getMessage().startsWith(junk.toString()), e.getMessage());
    assertTrue(e.getMessage().contains("neither an OpenCL ELF"), e.getMessage());

    e =
        assertThrows(
            MetadataFormatException.class, () -> KernelMetadata.fromBin(variant().bin(), "nope"));
    assertTrue(
        e.getMessage().contains("no kernel named 'nope'") && e.getMessage().contains(KERNEL),
        e.getMessage());

    Path missing = tmp.resolve("missing.cos");
    e = assertThrows(MetadataFormatException.class, () -> KernelMetadata.fromCos(missing));
    assertTrue(
        e.getMessage().startsWith(missing.toString()) && e.getMessage().contains("cannot read"));
  }

  private static List<String> cosLines() throws IOException {
    return Files.readAllLines(variant().cos(), StandardCharsets.ISO_8859_1);
  }

  private static KernelMetadata readCos(List<String> lines) {
    return CosReader.read(lines, "test.cos", null);
  }

  @Test
  void cosDefectsAreReportedWithLineNumbers() throws IOException {
    List<String> lines = cosLines();
    int streamLine = indexOf(lines, "\tDataParameterStreamSize = ");

    List<String> garbled = new ArrayList<>(lines);
    garbled.set(streamLine, "\tDataParameterStreamSize = lots");
    MetadataFormatException e = assertThrows(MetadataFormatException.class, () -> readCos(garbled));
    assertTrue(e.getMessage().startsWith("test.cos:" + (streamLine + 1) + ": "), e.getMessage());
    assertTrue(e.getMessage().contains("'lots' is not a decimal number"), e.getMessage());

    List<String> missing = new ArrayList<>(lines);
    missing.remove(streamLine);
    e = assertThrows(MetadataFormatException.class, () -> readCos(missing));
    assertTrue(
        e.getMessage().contains("lacks the field 'DataParameterStreamSize'"), e.getMessage());

    List<String> stray = new ArrayList<>(lines);
    stray.add(streamLine, "what is this");
    e = assertThrows(MetadataFormatException.class, () -> readCos(stray));
    assertTrue(
        e.getMessage().contains(":" + (streamLine + 1) + ": unexpected line 'what is this'"),
        e.getMessage());

    List<String> badType = new ArrayList<>(lines);
    int typeLine = indexOf(lines, "\tType = LOCAL_WORK_SIZE");
    badType.set(typeLine, "\tType = LOCAL_WORK_SIEZ");
    e = assertThrows(MetadataFormatException.class, () -> readCos(badType));
    assertTrue(e.getMessage().contains("unknown Type 'LOCAL_WORK_SIEZ'"), e.getMessage());

    List<String> outOfRange = new ArrayList<>(lines);
    outOfRange.set(streamLine, "\tDataParameterStreamSize = 16");
    e = assertThrows(MetadataFormatException.class, () -> readCos(outOfRange));
    assertTrue(e.getMessage().contains("outside the 16-byte cross-thread data"), e.getMessage());
  }

  @Test
  void everyTruncationAndLineDropOfTheCosIsHandled() throws IOException {
    List<String> lines = cosLines();
    for (int n = 0; n < lines.size(); n++) {
      int keep = n;
      expectCleanOutcome(() -> readCos(lines.subList(0, keep)), "first " + n + " lines");
    }
    Random random = new Random(99);
    for (int round = 0; round < 500; round++) {
      List<String> mutated = new ArrayList<>(lines);
      int at = random.nextInt(mutated.size());
      String line = mutated.get(at);
      switch (random.nextInt(3)) {
        case 0 -> mutated.remove(at);
        case 1 -> mutated.set(at, line.replaceAll("\\d", "9").replace("= ", "= 99999999999"));
        default -> mutated.set(at, line.substring(0, random.nextInt(line.length() + 1)));
      }
      expectCleanOutcome(() -> readCos(mutated), "round " + round + " at line " + (at + 1));
    }
  }

  /**
   * [start, end) of the ELF section holding the patch-token program, read independently of the
   * reader.
   */
  private static int[] devBinarySection(byte[] elf) {
    ByteBuffer b = ByteBuffer.wrap(elf).order(ByteOrder.LITTLE_ENDIAN);
    long shoff = b.getLong(0x28);
    int shentsize = b.getShort(0x3A) & 0xFFFF;
    int shnum = b.getShort(0x3C) & 0xFFFF;
    for (int i = 0; i < shnum; i++) {
      int sh = (int) shoff + i * shentsize;
      if (b.getInt(sh + 4) == 0xff000005) {
        int offset = (int) b.getLong(sh + 0x18);
        return new int[] {offset, offset + (int) b.getLong(sh + 0x20)};
      }
    }
    throw new AssertionError("no device binary section");
  }

  private static int indexOf(List<String> lines, String prefix) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith(prefix)) {
        return i;
      }
    }
    throw new AssertionError("no line starts with " + prefix);
  }
}
