package jvisa.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.TestAbortedException;

/** Where the corpora are looked for, what is listed in them, and what a missing one says. */
class CorporaTest {
  @TempDir Path tmp;
  private String savedRoot;
  private String savedCorpus;

  @BeforeEach
  void save() {
    savedRoot = System.getProperty(ProjectRoot.PROPERTY);
    savedCorpus = System.getProperty(Corpora.PROPERTY);
  }

  @AfterEach
  void restore() {
    restore(ProjectRoot.PROPERTY, savedRoot);
    restore(Corpora.PROPERTY, savedCorpus);
  }

  private static void restore(String key, String value) {
    if (value == null) {
      System.clearProperty(key);
    } else {
      System.setProperty(key, value);
    }
  }

  /**
   * project/pom.xml, project/testkernels/add/{case.json, igc/tgllp-simd8-stackcall/...}, and an
   * empty dg2 folder.
   */
  private Path project() throws IOException {
    Path project = tmp.resolve("project");
    Path variant = project.resolve("testkernels/add/igc/tgllp-simd8-stackcall");
    Files.createDirectories(variant);
    Files.createDirectories(project.resolve("testkernels/add/igc/dg2-simd8-inline"));
    Files.createDirectories(project.resolve("testkernels/notes"));
    Files.writeString(project.resolve("pom.xml"), "<project/>");
    Files.writeString(project.resolve("testkernels/add/case.json"), "{}");
    for (String f : List.of("kernel.visaasm", "func_10.visaasm", "func_2.visaasm", "kernel.cos")) {
      Files.writeString(variant.resolve(f), "");
    }
    System.setProperty(ProjectRoot.PROPERTY, project.toString());
    System.clearProperty(Corpora.PROPERTY);
    return project;
  }

  @Test
  void testKernelsListCasesVariantsAndTheirFilesKernelFirstThenFunctionsByNumber()
      throws IOException {
    Path project = project();
    Corpus c = Corpora.TESTKERNELS.require();
    Path add = project.resolve("testkernels/add");
    assertEquals(List.of(add), c.caseDirectories());
    List<CorpusVariant> variants = c.variants();
    assertEquals(1, variants.size());
    CorpusVariant v = variants.get(0);
    assertEquals("add/tgllp-simd8-stackcall", v.label());
    assertEquals("tgllp", v.target());
    Path dir = add.resolve("igc/tgllp-simd8-stackcall");
    assertEquals(
        List.of(
            dir.resolve("kernel.visaasm"),
            dir.resolve("func_2.visaasm"),
            dir.resolve("func_10.visaasm")),
        v.visaasmFiles());
    assertEquals(v.visaasmFiles(), c.visaasmFiles());
  }

  @Test
  void sharedCorpusIsBesideTheProjectAndItsAbsenceIsPrintedAndSkipsNamingTheFolder()
      throws IOException {
    Path project = project();
    Path expected = tmp.resolve("shared/corpus");
    assertEquals(expected, Corpora.SHARED.folder());
    assertFalse(Corpora.SHARED.find().isPresent());
    assertTrue(
        Corpora.SHARED.missingMessage().contains(expected.toString()),
        Corpora.SHARED.missingMessage());
    PrintStream console = System.out;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
    TestAbortedException skipped;
    try {
      skipped =
          assertThrows(
              TestAbortedException.class, () -> CorpusAssumptions.available(Corpora.SHARED));
    } finally {
      System.setOut(console);
    }
    assertTrue(skipped.getMessage().contains(expected.toString()), skipped.getMessage());
    String line = printed.toString(StandardCharsets.UTF_8);
    assertTrue(line.startsWith("[skipped] ") && line.contains(expected.toString()), line);

    Files.createDirectories(expected.resolve("kernels"));
    assertEquals(
        expected.resolve("kernels"), CorpusAssumptions.available(Corpora.SHARED).casesFolder());
    System.setProperty(Corpora.PROPERTY, project.resolve("elsewhere").toString());
    assertEquals(project.resolve("elsewhere"), Corpora.SHARED.folder());
  }

  @Test
  void aMissingTestKernelsFolderFailsInsteadOfSkipping() {
    System.setProperty(ProjectRoot.PROPERTY, tmp.toString());
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class, () -> CorpusAssumptions.available(Corpora.TESTKERNELS));
    assertTrue(e.getMessage().contains(tmp.resolve("testkernels").toString()), e.getMessage());
  }

  @Test
  void withoutThePropertyTheWorkingDirectoryIsWalkedUpToTheRepository() {
    System.clearProperty(ProjectRoot.PROPERTY);
    Path root = ProjectRoot.locate();
    assertTrue(ProjectRoot.isRoot(root), root.toString());
    assertTrue(Path.of(System.getProperty("user.dir")).toAbsolutePath().startsWith(root));
    assertFalse(
        Corpora.TESTKERNELS.require().variants().isEmpty(),
        "the repository's testkernels/ has variants");
  }

  @Test
  void caseDirectoriesUnderAcceptsACaseACorpusOrItsKernelsFolder() throws IOException {
    Path project = project();
    Path add = project.resolve("testkernels/add");
    assertEquals(List.of(add), Corpus.caseDirectoriesUnder(add));
    assertEquals(List.of(add), Corpus.caseDirectoriesUnder(project.resolve("testkernels")));
    Path shared = tmp.resolve("corpus");
    Files.createDirectories(shared.resolve("kernels/mul"));
    Files.writeString(shared.resolve("kernels/mul/case.json"), "{}");
    assertEquals(List.of(shared.resolve("kernels/mul")), Corpus.caseDirectoriesUnder(shared));
  }
}
