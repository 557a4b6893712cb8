package jvisa.ocl;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.Corpus;
import jvisa.ocl.corpus.VariantSpec;

/** The shared corpus for tests: skips the calling test when the corpus folder is not there. */
public final class TestCorpus {

    /** One compiled variant of a case. */
    public record Variant(CaseSpec spec, VariantSpec variant) {
        public Path cos() {
            return spec.cosPath(variant);
        }

        public Path bin() {
            return spec.binPath(variant);
        }

        public String label() {
            return spec.directory().getFileName() + "/" + variant.name();
        }
    }

    private static List<CaseSpec> cases;

    private TestCorpus() {}

    public static Path root() {
        Optional<Path> root = Corpus.locate();
        assumeTrue(root.isPresent(), "corpus not found (set -Djvisa.corpus)");
        return root.get();
    }

    public static synchronized List<CaseSpec> cases() {
        if (cases == null) {
            List<CaseSpec> loaded = new ArrayList<>();
            for (Path dir : Corpus.caseDirectories(root())) {
                loaded.add(CaseSpec.load(dir));
            }
            cases = List.copyOf(loaded);
        }
        return cases;
    }

    public static List<Variant> variants() {
        List<Variant> out = new ArrayList<>();
        for (CaseSpec c : cases()) {
            for (VariantSpec v : c.variants()) {
                out.add(new Variant(c, v));
            }
        }
        return out;
    }

    public static CaseSpec caseNamed(String name) {
        return CaseSpec.load(root().resolve("kernels").resolve(name));
    }

    public static Variant variant(String caseName, String variantName) {
        CaseSpec spec = caseNamed(caseName);
        return new Variant(spec, spec.variant(variantName).orElseThrow());
    }
}
