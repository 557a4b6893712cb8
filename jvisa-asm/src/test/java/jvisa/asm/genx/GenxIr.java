package jvisa.asm.genx;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Runs Intel's vISA finalizer {@code GenX_IR} (from libigc-tools) on files in a scratch directory
 * and sorts its result. GenX_IR writes its outputs next to the input and into the working
 * directory, so every run gets a directory of its own.
 */
public final class GenxIr {
  /** How a run ended. */
  public enum Kind {
    /** Exit 0. */
    PASS,
    /** Compiled, but the register allocator spilled (GenX_IR then exits 1). */
    SPILL,
    /**
     * The text was rejected by the assembler's parser ({@code near line N: syntax error...}, or a
     * lexer error).
     */
    PARSE_ERROR,
    /**
     * The grammar accepted the line but the vISA builder refused its operands ({@code near line N:
     * ...}).
     */
    BUILD_ERROR,
    /**
     * Parsed, then rejected by the vISA verifier ({@code Found a total of N errors in vISA input}).
     */
    VERIFY_ERROR,
    /** Killed by a signal. */
    CRASH,
    /** Did not finish in time (killed). */
    TIMEOUT,
    /** Any other non-zero exit. */
    FAIL
  }

  /**
   * The result of one run.
   *
   * @param message the first diagnostic line GenX_IR printed ("" if none)
   * @param isaWritten whether the vISA binary (.isa) was written, which happens after a successful
   *     parse
   * @param outputs SHA-256 of each file GenX_IR wrote (.isa vISA binary, .dat Gen machine code), by
   *     name
   * @param errors for {@link Kind#VERIFY_ERROR}, every error of GenX_IR's verifier with the
   *     instruction it names
   */
  public record Outcome(
      Kind kind,
      int exitCode,
      String message,
      boolean isaWritten,
      long millis,
      Map<String, String> outputs,
      List<InstructionError> errors) {
    public Outcome(
        Kind kind,
        int exitCode,
        String message,
        boolean isaWritten,
        long millis,
        Map<String, String> outputs) {
      this(kind, exitCode, message, isaWritten, millis, outputs, List.of());
    }

    /** The line of a parser or builder error ({@code near line N: ...}), or -1. */
    public int errorLine() {
      Matcher m = NEAR_LINE.matcher(message);
      return (kind == Kind.PARSE_ERROR || kind == Kind.BUILD_ERROR) && m.find()
          ? Integer.parseInt(m.group(1))
          : -1;
    }

    /** Whether GenX_IR read the text into vISA (it may still have failed later). */
    public boolean parsed() {
      return kind != Kind.PARSE_ERROR
          && kind != Kind.BUILD_ERROR
          && (kind != Kind.FAIL || isaWritten);
    }

    /** Pass, or spill (a limit of the register allocator, not of the text). */
    public boolean compiled() {
      return kind == Kind.PASS || kind == Kind.SPILL;
    }

    @Override
    public String toString() {
      return kind + (message.isEmpty() ? "" : " (" + message + ")");
    }
  }

  /**
   * One error of GenX_IR's verifier.
   *
   * @param instruction the number GenX_IR gives the violating instruction ({@code /// $N}): its
   *     position among the kernel's instructions, counted from 1
   * @param message the error message
   */
  public record InstructionError(int instruction, String message) {}

  private static final Pattern NEAR_LINE = Pattern.compile("near line (\\d+)");
  private static final Pattern INSTRUCTION_NUMBER = Pattern.compile("/// \\$(\\d+)\\s*$");

  /**
   * The exit status of a flex scanner's fatal error ("Invalid OpCode", "Invalid Data Type", ...).
   */
  private static final int LEXER_FATAL_EXIT = 2;

  private final Path exe;

  private GenxIr(Path exe) {
    this.exe = exe;
  }

  /** GenX_IR from the PATH, if it is installed. */
  public static Optional<GenxIr> find() {
    String path = System.getenv("PATH");
    if (path == null) {
      return Optional.empty();
    }
    for (String dir : path.split(File.pathSeparator, -1)) {
      Path p = Paths.get(dir.isEmpty() ? "." : dir, "GenX_IR");
      if (Files.isRegularFile(p) && Files.isExecutable(p)) {
        return Optional.of(new GenxIr(p));
      }
    }
    return Optional.empty();
  }

  /** The {@code -platform} name for a corpus target ("tgllp", "dg2"). */
  public static String platformOf(String target) {
    return switch (target) {
      case "dg2" -> "DG2";
      case "tgllp" -> "TGLLP";
      default -> throw new IllegalArgumentException("unknown target " + target);
    };
  }

  /**
   * Writes the files into a fresh directory under {@code scratch} and assembles them for the
   * platform: one file directly, several (a kernel and the functions it stack-calls) through a list
   * file, which GenX_IR reads into one program ({@code -CISAbinary}); the first file is the kernel.
   */
  public Outcome assemble(Path scratch, List<Named> files, String platform, Duration timeout)
      throws IOException {
    return assemble(scratch, files, platform, List.of(), timeout);
  }

  /**
   * As {@link #assemble(Path, List, String, Duration)}, with further GenX_IR options such as
   * "-binary".
   */
  public Outcome assemble(
      Path scratch, List<Named> files, String platform, List<String> options, Duration timeout)
      throws IOException {
    Path dir = Files.createTempDirectory(scratch, "run");
    for (Named f : files) {
      Files.writeString(dir.resolve(f.name()), f.text(), StandardCharsets.UTF_8);
    }
    List<String> args = new ArrayList<>();
    if (files.size() == 1) {
      args.add(files.get(0).name());
    } else {
      StringBuilder list = new StringBuilder();
      files.forEach(f -> list.append(f.name()).append('\n'));
      Files.writeString(dir.resolve("files.txt"), list.toString());
      args.add("-CISAbinary");
      args.add("files.txt");
    }
    args.add("-platform");
    args.add(platform);
    args.addAll(options);
    Outcome o = run(dir, args, timeout);
    deleteTree(dir);
    return o;
  }

  /** A file to write: its name in the run directory and its text. */
  public record Named(String name, String text) {}

  private Outcome run(Path dir, List<String> args, Duration timeout) throws IOException {
    List<String> cmd = new ArrayList<>();
    cmd.add(exe.toString());
    cmd.addAll(args);
    Path out = dir.resolve("genx.out");
    long start = System.nanoTime();
    Process p =
        new ProcessBuilder(cmd)
            .directory(dir.toFile())
            .redirectErrorStream(true)
            .redirectOutput(out.toFile())
            .start();
    boolean finished;
    try {
      finished = p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      finished = false;
    }
    if (!finished) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      try {
        p.waitFor(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    long millis = (System.nanoTime() - start) / 1_000_000;
    String text = Files.exists(out) ? Files.readString(out, StandardCharsets.ISO_8859_1) : "";
    Map<String, String> outputs = outputDigests(dir);
    boolean isa = outputs.keySet().stream().anyMatch(f -> f.endsWith(".isa"));
    if (!finished) {
      return new Outcome(
          Kind.TIMEOUT, -1, "no result after " + timeout.toSeconds() + " s", isa, millis, outputs);
    }
    int exit = p.exitValue();
    String echo = String.join(" ", cmd);
    List<String> lines =
        text.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.equals(echo)).toList();
    String nearLine = first(lines, "near line");
    if (nearLine != null) {
      Kind k = nearLine.contains("syntax error") ? Kind.PARSE_ERROR : Kind.BUILD_ERROR;
      return new Outcome(k, exit, nearLine, isa, millis, outputs);
    }
    if (exit == LEXER_FATAL_EXIT) {
      return new Outcome(
          Kind.PARSE_ERROR,
          exit,
          lines.isEmpty() ? "lexer error" : lines.get(0),
          isa,
          millis,
          outputs);
    }
    if (exit == 0) {
      return new Outcome(Kind.PASS, 0, "", isa, millis, outputs);
    }
    if (first(lines, "errors in vISA input") != null) {
      return new Outcome(
          Kind.VERIFY_ERROR,
          exit,
          verifierMessage(dir, lines),
          isa,
          millis,
          outputs,
          instructionErrors(dir));
    }
    String spill = first(lines, "Spill memory used");
    if (exit == 1 && spill != null) {
      return new Outcome(Kind.SPILL, exit, spill, isa, millis, outputs);
    }
    if (exit > 128) {
      String last = lines.isEmpty() ? "" : ": " + lines.get(lines.size() - 1);
      return new Outcome(Kind.CRASH, exit, "signal " + (exit - 128) + last, isa, millis, outputs);
    }
    return new Outcome(Kind.FAIL, exit, lines.isEmpty() ? "" : lines.get(0), isa, millis, outputs);
  }

  private static Map<String, String> outputDigests(Path dir) throws IOException {
    Map<String, String> digests = new TreeMap<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path f : s.toList()) {
        String name = f.getFileName().toString();
        if (name.endsWith(".isa") || name.endsWith(".dat")) {
          digests.put(name, sha256(Files.readAllBytes(f)));
        }
      }
    }
    return digests;
  }

  private static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String first(List<String> lines, String fragment) {
    return lines.stream().filter(l -> l.contains(fragment)).findFirst().orElse(null);
  }

  /** The first "Error Message:" of GenX_IR's errors file, or the summary line. */
  private static String verifierMessage(Path dir, List<String> lines) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      for (Path f : s.filter(f -> f.toString().endsWith(".errors.txt")).toList()) {
        String m =
            Files.readString(f, StandardCharsets.ISO_8859_1)
                .lines()
                .map(String::strip)
                .filter(l -> l.startsWith("Error Message:"))
                .findFirst()
                .orElse(null);
        if (m != null) {
          return m;
        }
      }
    }
    return first(lines, "errors in vISA input");
  }

  /**
   * Every "Error Message:" of GenX_IR's errors file paired with the number of the "Violating
   * Instruction:".
   */
  private static List<InstructionError> instructionErrors(Path dir) throws IOException {
    List<InstructionError> errors = new ArrayList<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path f : s.filter(f -> f.toString().endsWith(".errors.txt")).toList()) {
        String message = null;
        for (String line :
            Files.readString(f, StandardCharsets.ISO_8859_1).lines().map(String::strip).toList()) {
          if (line.startsWith("Error Message:")) {
            message = line.substring("Error Message:".length()).strip();
          } else if (line.startsWith("Violating Instruction:") && message != null) {
            Matcher m = INSTRUCTION_NUMBER.matcher(line);
            if (m.find()) {
              errors.add(new InstructionError(Integer.parseInt(m.group(1)), message));
            }
            message = null;
          }
        }
      }
    }
    return List.copyOf(errors);
  }

  /** Deletes a directory tree (the scratch directory of one run). */
  public static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
