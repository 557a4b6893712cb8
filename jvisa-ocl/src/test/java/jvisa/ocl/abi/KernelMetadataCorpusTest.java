package jvisa.ocl.abi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jvisa.corpus.Corpora;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.TestCorpus.Variant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Reads the metadata of every variant of each corpus from both the {@code .cos} and the {@code
 * .bin}.
 */
class KernelMetadataCorpusTest {

  private static final Pattern INPUT =
      Pattern.compile("^\\.input\\s+(\\S+)\\s+offset=(\\d+)\\s+size=(\\d+)", Pattern.MULTILINE);

  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void cosAndBinAgreeOnEveryVariant(Corpora corpus) {
    List<Variant> variants = TestCorpus.of(corpus).variants();
    for (Variant v : variants) {
      KernelMetadata cos = KernelMetadata.fromCos(v.cos());
      KernelMetadata bin = KernelMetadata.fromBin(v.bin(), v.spec().kernel());
      assertEquals(cos, bin.withoutBinary(), v.label());
      assertTrue(cos.binary().isEmpty(), v.label());
      assertTrue(bin.binary().isPresent(), v.label());
      assertEquals(v.spec().kernel(), cos.kernelName(), v.label());
      assertEquals(v.variant().simd(), cos.simdSize(), v.label());
      assertEquals(List.of(v.spec().kernel()), KernelMetadata.kernelNamesInBin(v.bin()), v.label());
    }
    System.out.println(
        "KernelMetadataCorpusTest "
            + corpus
            + ": "
            + TestCorpus.of(corpus).cases().size()
            + " cases, "
            + variants.size()
            + " variants: .cos and .bin agree");
    assertTrue(variants.size() > 0);
  }

  /** Only the shared corpus has kernels with {@code __constant} tables. */
  @Test
  void binGivesTheConstantDataTheCosLacks() {
    int withConstants = 0;
    for (Variant v : TestCorpus.shared().variants()) {
      KernelMetadata bin = KernelMetadata.fromBin(v.bin(), v.spec().kernel());
      KernelMetadata cos = KernelMetadata.fromCos(v.cos());
      assertEquals(bin.programBuffers().size(), bin.programSurfaces().size(), v.label());
      for (BoundProgramBuffer b : bin.boundProgramBuffers()) {
        assertTrue(b.initialData().isPresent(), v.label());
        assertEquals(b.size(), b.initialData().get().length, v.label());
        assertTrue(b.bti() >= 0, v.label() + ": constant buffer has no binding-table entry");
      }
      for (BoundProgramBuffer b : cos.boundProgramBuffers()) {
        assertTrue(b.initialData().isEmpty(), v.label());
      }
      withConstants += bin.programBuffers().isEmpty() ? 0 : 1;
    }
    System.out.println(
        "KernelMetadataCorpusTest shared: " + withConstants + " variants carry __constant data");
    assertTrue(
        withConstants > 0,
        "no variant with program-scope constants: the check above proved nothing");
  }

  @Test
  void gatherLutConstantTableIsTheSourceTable() throws IOException {
    Variant any = TestCorpus.shared().variant("gather_lut", "tgllp-simd16-inline");
    String source = Files.readString(any.spec().directory().resolve("kernel.cl"));
    Matcher table = Pattern.compile("mix_tab\\[64\\] = \\{([^}]*)}").matcher(source);
    assertTrue(table.find(), "mix_tab not found in kernel.cl");
    List<Integer> words = new ArrayList<>();
    for (String w : table.group(1).split(",", -1)) {
      words.add(Integer.decode(w.strip()));
    }
    assertEquals(64, words.size());
    for (Variant v : TestCorpus.shared().variants()) {
      if (!v.spec().kernel().equals("gather_lut")) {
        continue;
      }
      KernelMetadata m = KernelMetadata.fromBin(v.bin(), "gather_lut");
      byte[] data = m.boundProgramBuffers().get(0).initialData().orElseThrow();
      for (int i = 0; i < 64; i++) {
        int word =
            (data[4 * i] & 0xFF)
                | (data[4 * i + 1] & 0xFF) << 8
                | (data[4 * i + 2] & 0xFF) << 16
                | (data[4 * i + 3] & 0xFF) << 24;
        assertEquals(words.get(i), word, v.label() + " mix_tab[" + i + "]");
      }
    }
  }

  /**
   * Every payload variable the vISA declares either is a local-ID GRF (between r1 and the
   * cross-thread data) or starts exactly where a token puts cross-thread data, and stays inside the
   * cross-thread data.
   */
  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void visaInputsLandOnDeclaredPayload(Corpora corpus) throws IOException {
    int inputs = 0;
    for (Variant v : TestCorpus.of(corpus).variants()) {
      KernelMetadata m = KernelMetadata.fromBin(v.bin(), v.spec().kernel());
      int base = m.crossThreadRegisterOffset();
      Set<Integer> starts = new TreeSet<>();
      m.dataParameters().forEach(p -> starts.add(p.offset()));
      m.bufferArguments().forEach(b -> starts.add(b.dataParamOffset()));
      m.privateMemory().ifPresent(p -> starts.add(p.dataParamOffset()));
      m.programSurfaces().forEach(s -> starts.add(s.dataParamOffset()));
      m.printfSurface().ifPresent(p -> starts.add(p.dataParamOffset()));
      Matcher in = INPUT.matcher(Files.readString(v.spec().visaasmPaths(v.variant()).get(0)));
      while (in.find()) {
        inputs++;
        int offset = Integer.parseInt(in.group(2));
        int size = Integer.parseInt(in.group(3));
        String what = v.label() + " " + in.group(1) + " at " + offset;
        if (offset >= base) {
          assertTrue(
              starts.contains(offset - base),
              what + ": no token puts data at cross-thread offset " + (offset - base));
          assertTrue(
              offset - base + size <= m.crossThreadDataSize(),
              what + " overruns cross-thread data");
        } else {
          assertTrue(
              offset >= LocalIdLayout.THREAD_HEADER_BYTES && offset % LocalIdLayout.GRF_BYTES == 0,
              what + ": not a local-ID GRF");
        }
      }
    }
    assertTrue(inputs > 0);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void everyBufferArgumentHasABindingTableEntry(Corpora corpus) {
    for (Variant v : TestCorpus.of(corpus).variants()) {
      KernelMetadata m = KernelMetadata.fromBin(v.bin(), v.spec().kernel());
      List<BindingTableEntry> entries = m.bindingTableEntries();
      assertEquals(m.bindingTable().orElseThrow().count(), entries.size(), v.label());
      for (BufferArgument b : m.bufferArguments()) {
        int bti = m.btiOfSurfaceState(b.surfaceStateHeapOffset());
        assertTrue(bti >= 0, v.label() + " argument " + b.argumentNumber());
        assertEquals(
            new BindingTableEntry(
                bti,
                b.surfaceStateHeapOffset(),
                BindingTableEntry.Kind.ARGUMENT,
                b.argumentNumber()),
            entries.get(bti),
            v.label());
      }
      for (BindingTableEntry e : entries) {
        assertTrue(
            e.kind() != BindingTableEntry.Kind.UNBOUND, v.label() + " BTI " + e.bti() + " unbound");
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void surfaceStatesInTheBinMatchTheCosDump(Corpora corpus) {
    for (Variant v : TestCorpus.of(corpus).variants()) {
      KernelMetadata bin = KernelMetadata.fromBin(v.bin(), v.spec().kernel());
      byte[] ssh = bin.binary().orElseThrow().surfaceStateHeap();
      for (SurfaceState s : KernelMetadata.fromCos(v.cos()).surfaceStates()) {
        byte[] expected = new byte[SurfaceState.SIZE_BYTES];
        for (int i = 0; i < 16; i++) {
          int d = s.dwords().get(i);
          for (int b = 0; b < 4; b++) {
            expected[4 * i + b] = (byte) (d >>> (8 * b));
          }
        }
        byte[] actual = java.util.Arrays.copyOfRange(ssh, s.heapOffset(), s.heapOffset() + 64);
        assertArrayEquals(expected, actual, v.label() + " surface state at " + s.heapOffset());
        assertEquals(SurfaceState.SURFTYPE_BUFFER, s.surfaceType(), v.label());
      }
    }
  }
}
