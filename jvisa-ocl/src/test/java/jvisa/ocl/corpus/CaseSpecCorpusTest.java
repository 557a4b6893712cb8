package jvisa.ocl.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jvisa.corpus.Corpora;
import jvisa.ocl.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Loads every case of each corpus with its buffers. */
class CaseSpecCorpusTest {

  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void everyCaseLoadsWithItsBuffersAndFiles(Corpora corpus) {
    List<CaseSpec> cases = TestCorpus.of(corpus).cases();
    int variants = 0;
    int skipped = 0;
    int buffers = 0;
    for (CaseSpec c : cases) {
      assertEquals(
          c.directory().getFileName().toString(),
          c.kernel(),
          "case folder is named after its kernel");
      assertTrue(c.isUniform(), c.kernel());
      for (ArgSpec a : c.args()) {
        if (a.kind() == ArgKind.GLOBAL) {
          assertEquals(a.byteSize(), c.loadInput(a).length);
          buffers++;
        }
        if (a.output()) {
          assertEquals(a.byteSize(), c.loadExpected(a).length);
        }
        if (a.kind() == ArgKind.SCALAR) {
          assertEquals(a.type().size(), a.scalarBytes().length);
        }
      }
      assertFalse(c.outputs().isEmpty(), c.kernel() + " has no output");
      for (VariantSpec v : c.variants()) {
        assertTrue(Files.isRegularFile(c.cosPath(v)), c.cosPath(v).toString());
        assertTrue(Files.isRegularFile(c.binPath(v)), c.binPath(v).toString());
        for (Path p : c.visaasmPaths(v)) {
          assertTrue(Files.isRegularFile(p), p.toString());
        }
        assertEquals(v.calls().equals("stackcall"), c.visaasmPaths(v).size() > 1, v.name());
        variants++;
      }
      skipped += c.skippedVariants().size();
    }
    System.out.println(
        "CaseSpecCorpusTest "
            + corpus
            + ": read "
            + cases.size()
            + " cases, "
            + variants
            + " variants ("
            + skipped
            + " skipped), "
            + buffers
            + " input buffers");
    assertTrue(cases.size() > 0);
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void expectedOutputsPassAgainstThemselvesAndFailAgainstTheirZeroedInputs(Corpora corpus) {
    int failingInputs = 0;
    for (CaseSpec c : TestCorpus.of(corpus).cases()) {
      for (ArgSpec a : c.outputs()) {
        byte[] expected = c.loadExpected(a);
        ComparisonResult same =
            BufferComparator.compare(a.type(), expected, expected.clone(), c.compare());
        assertTrue(same.passed() && same.mismatches() == 0, c.kernel() + "." + a.name());
        ComparisonResult before =
            BufferComparator.compare(a.type(), expected, c.loadInput(a), c.compare());
        failingInputs += before.passed() ? 0 : 1;
      }
    }
    assertTrue(
        failingInputs > 0,
        "no output differs from its initial contents: the comparator saw nothing");
  }

  @Test
  void knownCaseFields() {
    CaseSpec c = TestCorpus.shared().caseNamed("ndrange3d");
    assertEquals(List.of(12L, 9L, 8L), c.global());
    assertEquals(List.of(4L, 3L, 2L), c.local());
    assertEquals(3, c.groupCount(0));
    assertEquals(1, c.globalSize(3));
    CaseSpec lr = TestCorpus.shared().caseNamed("local_reduce");
    ArgSpec local =
        lr.args().stream().filter(a -> a.kind() == ArgKind.LOCAL).findFirst().orElseThrow();
    assertTrue(local.count() > 0 && local.input().isEmpty());
    CaseSpec calls = TestCorpus.shared().caseNamed("calls_divergent");
    assertEquals(2, calls.skippedVariants().size());
    assertEquals(CompareRule.DEFAULT, TestCorpus.shared().caseNamed("collatz").compare());
  }
}
