package jvisa.cli.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.CaseFormatException;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;

/**
 * One benchmark workload: a case folder in the corpus format whose inputs either are stored ({@code
 * in/<arg>.bin}) or are drawn at run time ({@link HashInit}, zeros), and whose outputs are checked
 * against {@code expected/<arg>.bin} or the SHA-256 in {@code expected/<arg>.sha256}.
 *
 * @param variant the case's only variant, else its first {@code tgllp-simd16-*} one
 */
public record Workload(String name, CaseSpec spec, VariantSpec variant) {
  private static final String SIMD16_TGLLP = "tgllp-simd16-";
  private static final String SHA256_SUFFIX = ".sha256";

  public static Workload load(Path folder) {
    CaseSpec spec = CaseSpec.load(folder);
    List<VariantSpec> variants = spec.variants();
    Optional<VariantSpec> chosen =
        variants.size() == 1
            ? Optional.of(variants.get(0))
            : variants.stream().filter(v -> v.name().startsWith(SIMD16_TGLLP)).findFirst();
    VariantSpec variant =
        chosen.orElseThrow(
            () ->
                new CaseFormatException(
                    folder + ": no " + SIMD16_TGLLP + "* variant among " + variants.size()));
    return new Workload(folder.getFileName().toString(), spec, variant);
  }

  /** Work-items of the NDRange. */
  public long workItems() {
    long n = 1;
    for (long g : spec.global()) {
      n *= g;
    }
    return n;
  }

  /**
   * The case with every global argument's input read from {@code scratch/in/<arg>.bin} (where
   * {@link #writeInputs} puts them) and its expected file, if any, from the case folder.
   */
  public CaseSpec withInputsIn(Path scratch) {
    List<ArgSpec> args = new ArrayList<>();
    for (ArgSpec a : spec.args()) {
      if (a.kind() != ArgKind.GLOBAL) {
        args.add(a);
        continue;
      }
      Optional<String> expected =
          a.expected()
              .filter(e -> !e.endsWith(SHA256_SUFFIX))
              .map(e -> spec.directory().resolve(e).toAbsolutePath().toString());
      args.add(
          new ArgSpec(
              a.name(),
              a.kind(),
              a.type(),
              a.count(),
              a.init(),
              a.value(),
              a.output(),
              Optional.of(inputFile(scratch, a).toString()),
              expected));
    }
    return spec.withArgs(args);
  }

  /** Where {@link #withInputsIn} reads an argument's input. */
  public static Path inputFile(Path scratch, ArgSpec a) {
    return scratch.toAbsolutePath().resolve("in").resolve(a.name() + ".bin");
  }

  /** Writes every global argument's initial bytes under {@code scratch/in/}. */
  public void writeInputs(Path scratch) throws IOException {
    Files.createDirectories(scratch.resolve("in"));
    List<ArgSpec> args = spec.args();
    for (int i = 0; i < args.size(); i++) {
      ArgSpec a = args.get(i);
      if (a.kind() == ArgKind.GLOBAL) {
        Files.write(inputFile(scratch, a), initialBytes(a, i));
      }
    }
  }

  private byte[] initialBytes(ArgSpec a, int index) {
    if (a.input().isPresent() && Files.isRegularFile(spec.directory().resolve(a.input().get()))) {
      return spec.loadInput(a);
    }
    String kind = a.init().map(i -> i.kind()).orElse("");
    if (kind.equals(HashInit.KIND)) {
      return HashInit.draw(a, index, spec.kernel());
    }
    if (kind.equals("zero")) {
      return new byte[Math.toIntExact(a.byteSize())];
    }
    throw new CaseFormatException(
        spec.directory()
            + ": argument '"
            + a.name()
            + "' has no input file, and its init '"
            + kind
            + "' is not one the bench draws ("
            + HashInit.KIND
            + ", zero)");
  }

  /**
   * The SHA-256 (lower-case hex) each output should have, by argument: the content of its expected
   * file when that is a {@code .sha256}, else the digest of the expected buffer; outputs without an
   * expected file are left out.
   */
  public Map<String, String> expectedSha256() {
    Map<String, String> out = new LinkedHashMap<>();
    for (ArgSpec a : spec.outputs()) {
      Optional<Path> file = a.expected().map(e -> spec.directory().resolve(e));
      if (file.isEmpty() || !Files.isRegularFile(file.get())) {
        continue;
      }
      if (file.get().toString().endsWith(SHA256_SUFFIX)) {
        try {
          out.put(a.name(), Files.readString(file.get(), StandardCharsets.US_ASCII).strip());
        } catch (IOException e) {
          throw new CaseFormatException(file.get() + ": cannot read: " + e.getMessage(), e);
        }
      } else {
        out.put(a.name(), sha256(spec.loadExpected(a)));
      }
    }
    return out;
  }

  public static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }
}
