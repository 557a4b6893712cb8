package jvisa.spirv;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Mutates real SPIR-V (bit flips, word-count edits, truncation, id and opcode changes, inserted and
 * deleted words) and checks the reader either reads the mutant (and prints it) or rejects it with a
 * {@link SpirvFormatException} that has a message: never another exception, never a hang. Bounded
 * by time: {@code -Djvisa.spirv.fuzzSeconds} (default 8), seed {@code -Djvisa.spirv.fuzzSeed}.
 */
class SpirvMutationFuzzTest {
  private static final long SECONDS = Long.getLong("jvisa.spirv.fuzzSeconds", 8);
  private static final long SEED = Long.getLong("jvisa.spirv.fuzzSeed", System.nanoTime());
  private static final long SLOWEST_ALLOWED_MILLIS = 2000;

  private record Sample(String name, int[] words, int[] instructionStarts) {}

  @Test
  void mutantsAreReadOrRejectedWithOurException() {
    List<Sample> samples = new ArrayList<>();
    Samples.all()
        .forEach(
            (name, bytes) ->
                samples.add(
                    new Sample(
                        name,
                        words(bytes),
                        SpirvReader.read(bytes).instructions().stream()
                            .mapToInt(Instruction::wordOffset)
                            .toArray())));
    assertTimeoutPreemptively(Duration.ofSeconds(SECONDS + 60), () -> run(samples));
  }

  private static void run(List<Sample> samples) throws Exception {
    Random random = new Random(SEED);
    long deadline = System.nanoTime() + SECONDS * 1_000_000_000L;
    long mutants = 0;
    long accepted = 0;
    long slowestNanos = 0;
    while (System.nanoTime() < deadline) {
      Sample sample = samples.get(random.nextInt(samples.size()));
      StringBuilder how = new StringBuilder(sample.name());
      byte[] mutant = mutate(sample, random, how);
      long start = System.nanoTime();
      try {
        SpirvText.print(SpirvReader.read(mutant));
        accepted++;
      } catch (SpirvFormatException e) {
        assertFalse(e.getMessage() == null || e.getMessage().isBlank(), how::toString);
      } catch (RuntimeException | StackOverflowError e) {
        Path saved = Files.write(Files.createTempFile("spirv-fuzz-", ".spv"), mutant);
        fail(
            "seed " + SEED + ", mutant " + mutants + " (" + how + ", saved as " + saved + "): " + e,
            e);
      }
      slowestNanos = Math.max(slowestNanos, System.nanoTime() - start);
      mutants++;
    }
    System.out.printf(
        "SpirvMutationFuzzTest: seed %d, %d mutants in %d s: %d read, %d rejected;"
            + " slowest read %.1f ms%n",
        SEED, mutants, SECONDS, accepted, mutants - accepted, slowestNanos / 1e6);
    assertTrue(mutants > 0);
    assertTrue(
        slowestNanos / 1_000_000 < SLOWEST_ALLOWED_MILLIS,
        "a read took " + slowestNanos / 1_000_000 + " ms");
  }

  private static byte[] mutate(Sample sample, Random random, StringBuilder how) {
    int[] words = sample.words().clone();
    int bound = words[3];
    int edits = 1 + random.nextInt(3);
    for (int e = 0; e < edits; e++) {
      int inst = sample.instructionStarts()[random.nextInt(sample.instructionStarts().length)];
      int at = inst < words.length ? inst : words.length - 1;
      int any = random.nextInt(words.length);
      switch (random.nextInt(8)) {
        case 0 -> {
          words[any] ^= 1 << random.nextInt(32);
          how.append(", bit flip at word ").append(any);
        }
        case 1 -> {
          int count = words[at] >>> 16;
          int[] choices = {0, 1, count - 1, count + 1, random.nextInt(0x10000)};
          int newCount = choices[random.nextInt(choices.length)] & 0xffff;
          words[at] = newCount << 16 | (words[at] & 0xffff);
          how.append(", word count ").append(newCount).append(" at word ").append(at);
        }
        case 2 -> {
          int[] ids = {
            0, 1, bound - 1, bound, bound + 1, -1, random.nextInt(Math.max(1, bound) + 2)
          };
          int target = Math.min(words.length - 1, at + 1 + random.nextInt(4));
          words[target] = ids[random.nextInt(ids.length)];
          how.append(", id ").append(words[target]).append(" at word ").append(target);
        }
        case 3 -> {
          words[at] =
              (words[at] & 0xffff0000) | random.nextInt(random.nextBoolean() ? 400 : 0x10000);
          how.append(", opcode ").append(words[at] & 0xffff).append(" at word ").append(at);
        }
        case 4 -> {
          words[any] = random.nextInt();
          how.append(", random word at ").append(any);
        }
        case 5 -> {
          words = remove(words, any);
          how.append(", word ").append(any).append(" deleted");
        }
        case 6 -> {
          words = insert(words, any, random.nextInt());
          how.append(", word inserted at ").append(any);
        }
        default -> {
          words[3] =
              random.nextBoolean() ? random.nextInt(Math.max(1, bound) + 1) : random.nextInt();
          how.append(", bound ").append(Integer.toUnsignedString(words[3]));
        }
      }
    }
    byte[] bytes = bytes(words);
    if (random.nextInt(6) == 0) {
      int length = random.nextInt(bytes.length + 1);
      how.append(", truncated to ").append(length).append(" bytes");
      return Arrays.copyOf(bytes, length);
    }
    return bytes;
  }

  private static int[] remove(int[] words, int at) {
    if (words.length <= 1) {
      return words;
    }
    int[] out = new int[words.length - 1];
    System.arraycopy(words, 0, out, 0, at);
    System.arraycopy(words, at + 1, out, at, words.length - at - 1);
    return out;
  }

  private static int[] insert(int[] words, int at, int word) {
    int[] out = new int[words.length + 1];
    System.arraycopy(words, 0, out, 0, at);
    out[at] = word;
    System.arraycopy(words, at, out, at + 1, words.length - at);
    return out;
  }

  private static int[] words(byte[] bytes) {
    int[] w = new int[bytes.length / 4];
    ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(w);
    return w;
  }

  private static byte[] bytes(int[] words) {
    ByteBuffer b = ByteBuffer.allocate(words.length * 4).order(ByteOrder.LITTLE_ENDIAN);
    b.asIntBuffer().put(words);
    return b.array();
  }
}
