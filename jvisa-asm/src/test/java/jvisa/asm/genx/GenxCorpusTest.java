package jvisa.asm.genx;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.StringOperand;
import jvisa.asm.model.Unit;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.asm.text.VisaPrinter;
import jvisa.corpus.Corpora;
import jvisa.corpus.Corpus;
import jvisa.corpus.CorpusAssumptions;
import jvisa.corpus.CorpusVariant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What jvisa prints is vISA Intel's finalizer reads the same way: every program of each corpus,
 * printed by {@link VisaPrinter}, is assembled by GenX_IR ({@code -platform TGLLP}, {@code DG2} for
 * the dg2 variants) with the same result as the original file, and where both compile, into
 * byte-identical vISA binaries (.isa) and Gen machine code (.dat).
 *
 * <p>A stack-call variant is a kernel file plus one file per called function; GenX_IR crashes on an
 * {@code fcall} whose callee is not in the program it reads, so the whole program is given to it as
 * a list of files ({@code -CISAbinary}). Each of its files is also assembled alone, which works
 * only for the functions that call no other function; the others are listed with the reason.
 *
 * <p>Runs on two threads; skipped when GenX_IR or the corpus is missing, or with {@code
 * -Djvisa.genx=skip}. The report also goes to {@code target/genx-ir-results-<corpus>.md}.
 */
class GenxCorpusTest {
  private static final Duration TIMEOUT = Duration.ofSeconds(60);
  private static final List<String> OPTIONS = List.of("-binary");

  /** One GenX_IR input: a whole program, or one file of a stack-call program alone. */
  record Job(
      String variant,
      String what,
      String platform,
      List<GenxIr.Named> original,
      List<GenxIr.Named> printed,
      String aloneLimit) {}

  record Result(Job job, GenxIr.Outcome original, GenxIr.Outcome printed) {
    boolean sameKind() {
      return original.kind() == printed.kind();
    }

    boolean sameBinaries() {
      return original.outputs().equals(printed.outputs());
    }

    /** Our fault: the printed text does not give what the original gives. */
    boolean printerProblem() {
      return !sameKind() || (original.compiled() && !sameBinaries());
    }
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(Corpora.class)
  void everyPrintedCorpusProgramAssemblesLikeTheOriginal(Corpora which) throws Exception {
    assumeFalse(
        "skip".equals(System.getProperty("jvisa.genx")),
        "GenX_IR corpus test skipped (-Djvisa.genx=skip)");
    Optional<GenxIr> genx = GenxIr.find();
    assumeTrue(genx.isPresent(), "GenX_IR is not on the PATH: differential test skipped");
    Corpus corpus = CorpusAssumptions.available(which);
    long start = System.nanoTime();
    List<Job> jobs = jobs(corpus);
    Path scratch = Files.createTempDirectory("jvisa-genx-corpus");
    ExecutorService pool = Executors.newFixedThreadPool(2);
    List<Result> results = new ArrayList<>();
    try {
      List<Future<Result>> futures = new ArrayList<>();
      for (Job j : jobs) {
        futures.add(pool.submit(() -> run(genx.get(), scratch, j)));
      }
      for (Future<Result> f : futures) {
        results.add(get(f));
      }
    } finally {
      pool.shutdownNow();
      GenxIr.deleteTree(scratch);
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    String report = report(corpus, results, seconds);
    System.out.print(report);
    Path target = Paths.get("target");
    if (Files.isDirectory(target)) {
      Files.writeString(target.resolve("genx-ir-results-" + corpus.name() + ".md"), report);
    }
    List<String> problems =
        results.stream()
            .filter(Result::printerProblem)
            .map(
                r ->
                    r.job().variant()
                        + " "
                        + r.job().what()
                        + ": original "
                        + r.original()
                        + ", printed "
                        + r.printed()
                        + (r.sameKind() ? " (different binaries)" : ""))
            .toList();
    assertTrue(
        problems.isEmpty(),
        "printed corpus files that GenX_IR takes differently:\n" + String.join("\n", problems));
    long wholeCompiled =
        results.stream()
            .filter(r -> r.job().what().equals("program") && r.original().compiled())
            .count();
    assertTrue(wholeCompiled > 0, "GenX_IR compiled no corpus program at all");
  }

  private static Result run(GenxIr genx, Path scratch, Job j) throws IOException {
    GenxIr.Outcome original = genx.assemble(scratch, j.original(), j.platform(), OPTIONS, TIMEOUT);
    GenxIr.Outcome printed = genx.assemble(scratch, j.printed(), j.platform(), OPTIONS, TIMEOUT);
    return new Result(j, original, printed);
  }

  /** The whole program of every variant, and every file of the stack-call variants alone. */
  private static List<Job> jobs(Corpus corpus) throws IOException {
    List<Job> jobs = new ArrayList<>();
    for (CorpusVariant variant : corpus.variants()) {
      String name = variant.caseName() + " " + variant.name();
      String platform = GenxIr.platformOf(variant.target());
      List<Path> files = variant.visaasmFiles();
      List<GenxIr.Named> original = new ArrayList<>();
      List<GenxIr.Named> printed = new ArrayList<>();
      List<Unit> units = new ArrayList<>();
      for (Path f : files) {
        ParseResult r = VisaParser.parseFile(f);
        assertTrue(r.ok(), () -> f + ": " + r.diagnostics());
        units.add(r.unit());
        original.add(new GenxIr.Named(f.getFileName().toString(), Files.readString(f)));
        printed.add(new GenxIr.Named(f.getFileName().toString(), VisaPrinter.print(r.unit())));
      }
      jobs.add(new Job(name, "program", platform, original, printed, null));
      if (files.size() > 1) {
        for (int i = 0; i < files.size(); i++) {
          jobs.add(
              new Job(
                  name,
                  files.get(i).getFileName() + " alone",
                  platform,
                  List.of(original.get(i)),
                  List.of(printed.get(i)),
                  callsOutside(units.get(i), units, files)));
        }
      }
    }
    return jobs;
  }

  /**
   * "fcalls gcd (func_3.visaasm)" for the functions a unit calls that are defined in other files,
   * or null.
   */
  private static String callsOutside(Unit unit, List<Unit> units, List<Path> files) {
    List<String> calls = new ArrayList<>();
    unit.body().stream()
        .filter(
            s ->
                s instanceof Instruction i && i.opcode() == Opcode.FCALL && !i.operands().isEmpty())
        .map(s -> calleeName(((Instruction) s).operand(0)))
        .distinct()
        .forEach(
            callee -> {
              for (int k = 0; k < units.size(); k++) {
                Unit u = units.get(k);
                if (!u.isKernel() && u.name().equals(callee) && k != units.indexOf(unit)) {
                  calls.add(callee + " (" + files.get(k).getFileName() + ")");
                }
              }
            });
    return calls.isEmpty() ? null : "fcalls " + String.join(", ", calls);
  }

  private static String calleeName(jvisa.asm.model.Operand o) {
    return o instanceof NameOperand n
        ? n.name()
        : o instanceof StringOperand s ? s.value() : String.valueOf(o);
  }

  private static String report(Corpus corpus, List<Result> results, double seconds) {
    StringBuilder sb = new StringBuilder();
    List<Result> programs = results.stream().filter(r -> r.job().what().equals("program")).toList();
    List<Result> alone = results.stream().filter(r -> !r.job().what().equals("program")).toList();
    sb.append("# GenX_IR on printed ").append(corpus.name()).append(" corpus files\n\n");
    sb.append(
        String.format(
            "%d programs (%d stack-call files also alone), %d GenX_IR runs on 2 threads in %.1f s%n%n",
            programs.size(), alone.size(), results.size() * 2, seconds));
    sb.append("| | ").append(String.join(" | ", kindNames())).append(" |\n");
    sb.append("| --- |").append(" ---: |".repeat(GenxIr.Kind.values().length)).append('\n');
    sb.append(countRow("original programs", programs, true))
        .append(countRow("printed programs", programs, false));
    sb.append(countRow("original files alone", alone, true))
        .append(countRow("printed files alone", alone, false));
    long identical =
        programs.stream().filter(r -> r.original().compiled() && r.sameBinaries()).count();
    long compiled = programs.stream().filter(r -> r.original().compiled()).count();
    sb.append(
        String.format(
            "%nprinted programs that compile into the same .isa and .dat as the original: %d of %d%n",
            identical, compiled));
    sb.append("\n## GenX_IR's own limits (the original file does not pass either)\n\n");
    results.stream()
        .filter(r -> r.original().kind() != GenxIr.Kind.PASS && r.job().aloneLimit() == null)
        .forEach(
            r ->
                sb.append("- ")
                    .append(r.job().variant())
                    .append(' ')
                    .append(r.job().what())
                    .append(": ")
                    .append(r.original())
                    .append(
                        r.sameKind()
                            ? "; printed: the same\n"
                            : "; printed: " + r.printed() + "\n"));
    sb.append("\n## Files GenX_IR cannot take alone (checked as part of their program)\n\n");
    alone.stream()
        .filter(r -> !r.original().compiled())
        .forEach(
            r ->
                sb.append("- ")
                    .append(r.job().variant())
                    .append(' ')
                    .append(r.job().what())
                    .append(": ")
                    .append(r.job().aloneLimit() == null ? "" : r.job().aloneLimit() + " -> ")
                    .append(r.original())
                    .append(
                        r.sameKind()
                            ? "; printed: the same\n"
                            : "; printed: " + r.printed() + "\n"));
    sb.append("\n## Printed files GenX_IR takes differently (the printer's fault)\n\n");
    results.stream()
        .filter(Result::printerProblem)
        .forEach(
            r ->
                sb.append("- ")
                    .append(r.job().variant())
                    .append(' ')
                    .append(r.job().what())
                    .append(": original ")
                    .append(r.original())
                    .append(", printed ")
                    .append(r.printed())
                    .append(r.sameKind() ? " (different binaries)\n" : "\n"));
    if (results.stream().noneMatch(Result::printerProblem)) {
      sb.append("none\n");
    }
    long slowest =
        results.stream()
            .mapToLong(r -> Math.max(r.original().millis(), r.printed().millis()))
            .max()
            .orElse(0);
    sb.append(String.format("%nslowest single GenX_IR run: %.2f s%n", slowest / 1e3));
    return sb.toString();
  }

  private static List<String> kindNames() {
    return Stream.of(GenxIr.Kind.values()).map(Enum::name).toList();
  }

  private static String countRow(String label, List<Result> rs, boolean original) {
    Map<GenxIr.Kind, Integer> counts = new EnumMap<>(GenxIr.Kind.class);
    for (Result r : rs) {
      counts.merge(original ? r.original().kind() : r.printed().kind(), 1, Integer::sum);
    }
    StringBuilder sb = new StringBuilder("| ").append(label).append(" |");
    for (GenxIr.Kind k : GenxIr.Kind.values()) {
      sb.append(' ').append(counts.getOrDefault(k, 0)).append(" |");
    }
    return sb.append('\n').toString();
  }

  private static Result get(Future<Result> f) throws InterruptedException {
    try {
      return f.get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof IOException io) {
        throw new UncheckedIOException(io);
      }
      throw new AssertionError(e.getCause());
    }
  }
}
