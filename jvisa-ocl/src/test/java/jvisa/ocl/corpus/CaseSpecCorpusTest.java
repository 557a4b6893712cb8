package jvisa.ocl.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jvisa.ocl.TestCorpus;
import org.junit.jupiter.api.Test;

/** Loads every case of the shared corpus with its buffers. */
class CaseSpecCorpusTest {

    @Test
    void everyCaseLoadsWithItsBuffersAndFiles() {
        List<CaseSpec> cases = TestCorpus.cases();
        int variants = 0;
        int skipped = 0;
        int buffers = 0;
        for (CaseSpec c : cases) {
            assertEquals(c.directory().getFileName().toString(), c.kernel(), "case folder is named after its kernel");
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
        System.out.println("CaseSpecCorpusTest: read " + cases.size() + " cases, " + variants + " variants ("
                + skipped + " skipped), " + buffers + " input buffers");
        assertTrue(cases.size() > 0);
    }

    @Test
    void expectedOutputsPassAgainstThemselvesAndFailAgainstTheirZeroedInputs() {
        int failingInputs = 0;
        for (CaseSpec c : TestCorpus.cases()) {
            for (ArgSpec a : c.outputs()) {
                byte[] expected = c.loadExpected(a);
                ComparisonResult same = BufferComparator.compare(a.type(), expected, expected.clone(), c.compare());
                assertTrue(same.passed() && same.mismatches() == 0, c.kernel() + "." + a.name());
                ComparisonResult before = BufferComparator.compare(a.type(), expected, c.loadInput(a), c.compare());
                failingInputs += before.passed() ? 0 : 1;
            }
        }
        assertTrue(failingInputs > 0, "no output differs from its initial contents: the comparator saw nothing");
    }

    @Test
    void knownCaseFields() {
        CaseSpec c = TestCorpus.caseNamed("ndrange3d");
        assertEquals(List.of(12L, 9L, 8L), c.global());
        assertEquals(List.of(4L, 3L, 2L), c.local());
        assertEquals(3, c.groupCount(0));
        assertEquals(1, c.globalSize(3));
        CaseSpec lr = TestCorpus.caseNamed("local_reduce");
        ArgSpec local = lr.args().stream().filter(a -> a.kind() == ArgKind.LOCAL).findFirst().orElseThrow();
        assertTrue(local.count() > 0 && local.input().isEmpty());
        CaseSpec calls = TestCorpus.caseNamed("calls_divergent");
        assertEquals(2, calls.skippedVariants().size());
        assertEquals(CompareRule.DEFAULT, TestCorpus.caseNamed("collatz").compare());
    }
}
