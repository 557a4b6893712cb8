package jvisa.cc.spirv;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import jvisa.cc.CompileError;
import jvisa.cc.corpus.CorpusKernels;
import jvisa.spirv.SpirvFormatException;
import jvisa.spirv.SpirvModule;
import jvisa.spirv.SpirvReader;
import org.junit.jupiter.api.Test;

/**
 * Corpus modules with one word changed: whatever the reader accepts, the translator translates or
 * refuses with a {@link CompileError}, never another exception.
 */
class TranslatorMutationTest {
  private static final int MUTATIONS_PER_MODULE = 40;

  @Test
  void mutatedModulesNeverCrashTheTranslator() throws Exception {
    assumeFalse(
        CorpusKernels.availableFrontEnds().isEmpty(), "no front end installed (ocloc, clang-15)");
    Random random = new Random(9);
    List<String> crashes = new ArrayList<>();
    int translated = 0;
    int refused = 0;
    for (CorpusKernels.Compiled c : CorpusKernels.all()) {
      if (c.spirv() == null) {
        continue;
      }
      byte[] original = c.bytes();
      for (int m = 0; m < MUTATIONS_PER_MODULE; m++) {
        byte[] bytes = original.clone();
        int word = 5 + random.nextInt(bytes.length / 4 - 5);
        int value =
            random.nextBoolean()
                ? random.nextInt(64)
                : bytes[word * 4] + (random.nextBoolean() ? 1 : -1);
        bytes[word * 4] = (byte) value;
        SpirvModule mutated;
        try {
          mutated = SpirvReader.read(bytes);
        } catch (SpirvFormatException e) {
          continue;
        }
        try {
          SpirvTranslator.translate(mutated);
          translated++;
        } catch (CompileError e) {
          refused++;
        } catch (RuntimeException | StackOverflowError e) {
          crashes.add(c.label() + " word " + word + " = " + value + ": " + e);
        }
      }
    }
    System.out.println(
        "mutated modules: "
            + translated
            + " translated, "
            + refused
            + " refused, "
            + crashes.size()
            + " crashes");
    assertTrue(
        crashes.isEmpty(), String.join("\n", crashes.subList(0, Math.min(20, crashes.size()))));
  }
}
