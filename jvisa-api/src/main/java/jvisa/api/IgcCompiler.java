package jvisa.api;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import jvisa.asm.io.FileTrees;
import jvisa.asm.io.InputFiles;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.launch.KernelImage;

/**
 * Intel's compiler: runs {@code ocloc compile} (on OpenCL C, or on SPIR-V for a {@code .spv} file)
 * with IGC's shader dumps directed into a private temporary folder ({@code IGC_ShaderDumpEnable=1},
 * {@code IGC_DumpToCustomDir}, a forced width through {@code IGC_ForceOCLSIMDWidth}), reads the
 * kernel's {@code .visaasm} files and the device binary's metadata, and deletes the folder. The
 * {@code ocloc} run is the one on {@code PATH} unless the environment variable {@code JVISA_OCLOC}
 * names another.
 */
final class IgcCompiler implements KernelCompiler {
  private static final Pattern KERNEL_DUMP = Pattern.compile("_simd(\\d+)_entry_(\\d+)\\.visaasm$");
  private static final long TIMEOUT_SECONDS = 300;
  private static final int LOG_LINES = 12;

  @Override
  public String name() {
    return Compilers.IGC;
  }

  @Override
  public KernelImage compile(Path source, String kernelName, CompileOptions options) {
    if (!Files.isRegularFile(source)) {
      throw new CompileException(source + ": no such file");
    }
    Path work = TemporaryFolder.create("jvisa-ocloc-");
    try {
      Path dumps = work.resolve("dump");
      Path out = work.resolve("out");
      runOcloc(source, options, work, dumps, out);
      return collect(source, kernelName, options, dumps, out);
    } finally {
      FileTrees.deleteQuietly(work);
    }
  }

  private static void runOcloc(
      Path source, CompileOptions options, Path work, Path dumps, Path out) {
    List<String> command = new ArrayList<>();
    String ocloc = System.getenv().getOrDefault("JVISA_OCLOC", "ocloc");
    command.addAll(
        List.of(
            ocloc,
            "compile",
            "-file",
            source.toAbsolutePath().toString(),
            "-device",
            options.device().oclocDevice(),
            "-out_dir",
            out.toString(),
            "-output",
            "kernel"));
    if (source.getFileName().toString().endsWith(".spv")) {
      command.add("-spirv_input");
    }
    if (!options.buildOptions().isBlank()) {
      command.add("-options");
      command.add(options.buildOptions());
    }
    ProcessBuilder pb =
        new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true);
    Map<String, String> env = pb.environment();
    env.put("IGC_ShaderDumpEnable", "1");
    env.put("IGC_DumpToCustomDir", dumps + "/");
    if (options.simd() != 0) {
      env.put("IGC_ForceOCLSIMDWidth", Integer.toString(options.simd()));
    }
    Path log = work.resolve("ocloc.log");
    pb.redirectOutput(log.toFile());
    int exit;
    try {
      Process p = pb.start();
      if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new CompileException(
            "ocloc did not finish within " + TIMEOUT_SECONDS + " s compiling " + source);
      }
      exit = p.exitValue();
    } catch (IOException e) {
      throw new CompileException(
          "cannot run ocloc, Intel's OpenCL offline compiler ("
              + e.getMessage()
              + "); install it (Debian/Ubuntu: intel-opencl-icd) or set JVISA_OCLOC");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CompileException("interrupted while ocloc compiled " + source);
    }
    if (exit != 0) {
      throw new CompileException(
          "ocloc could not compile "
              + source
              + " for "
              + options.device().cliName()
              + " (exit "
              + exit
              + "):\n"
              + logHead(log));
    }
  }

  private static String logHead(Path log) {
    try {
      List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
      List<String> kept = new ArrayList<>();
      for (String l : lines) {
        if (!l.isBlank() && !l.startsWith("Command was:") && kept.size() < LOG_LINES) {
          kept.add("  " + l);
        }
      }
      return String.join("\n", kept);
    } catch (IOException e) {
      return "  (no compiler log: " + e.getMessage() + ")";
    }
  }

  /**
   * Finds the kernel's dump among IGC's: the {@code .visaasm} whose {@code .kernel} directive names
   * it and that has a {@code .cos} beside it (only the attempt that became the binary has one), its
   * stack-called functions {@code <stem>_f<n>.visaasm}, and the device binary.
   */
  private static KernelImage collect(
      Path source, String requested, CompileOptions options, Path dumps, Path out) {
    List<Path> bins = list(out, ".bin");
    if (bins.size() != 1) {
      throw new CompileException("ocloc wrote " + bins.size() + " device binaries, expected 1");
    }
    Path bin = bins.get(0);
    List<String> names = KernelMetadata.kernelNamesInBin(bin);
    if (requested == null && names.size() != 1) {
      throw CompileException.kernelNotChosen(
          source + " defines " + KernelChoice.describe(names), names);
    }
    String kernelName = requested != null ? requested : names.get(0);
    if (!names.contains(kernelName)) {
      throw new CompileException(
          source + " has no kernel '" + kernelName + "'; its kernels: " + String.join(", ", names));
    }
    Path kernelFile = null;
    int simd = 0;
    for (Path p : list(dumps, ".visaasm")) {
      Matcher m = KERNEL_DUMP.matcher(p.getFileName().toString());
      if (!m.find() || !kernelName.equals(declaredKernel(p)) || !Files.exists(cosOf(p))) {
        continue;
      }
      int width = Integer.parseInt(m.group(1));
      if (options.simd() != 0 && width != options.simd()) {
        continue;
      }
      if (kernelFile != null) {
        throw new CompileException(
            "IGC dumped more than one final vISA for kernel '" + kernelName + "'");
      }
      kernelFile = p;
      simd = width;
    }
    if (kernelFile == null) {
      throw new CompileException(
          "IGC built kernel '"
              + kernelName
              + "' but dumped no "
              + (options.simd() != 0 ? "SIMD" + options.simd() + " " : "")
              + "vISA for it (IGC may refuse a forced width the kernel cannot use)");
    }
    List<Path> files = new ArrayList<>(List.of(kernelFile));
    files.addAll(functionsOf(kernelFile, dumps));
    KernelMetadata meta = KernelMetadata.fromBin(bin, kernelName, InputFiles.DEFAULT_MAX_BYTES);
    return new KernelImage(
        options.device().cliName() + "-simd" + simd + "-" + Compilers.IGC,
        simd,
        parse(files),
        meta);
  }

  private static List<Path> functionsOf(Path kernelFile, Path dumps) {
    String stem = stem(kernelFile);
    Pattern fn = Pattern.compile(Pattern.quote(stem) + "_f(\\d+)\\.visaasm$");
    Map<Integer, Path> byNumber = new TreeMap<>();
    for (Path p : list(dumps, ".visaasm")) {
      Matcher m = fn.matcher(p.getFileName().toString());
      if (m.matches()) {
        byNumber.put(Integer.parseInt(m.group(1)), p);
      }
    }
    return new ArrayList<>(byNumber.values());
  }

  private static Program parse(List<Path> files) {
    List<Unit> units = new ArrayList<>();
    for (Path p : files) {
      ParseResult r = VisaParser.parseFile(p);
      if (!r.ok()) {
        throw new CompileException(
            "IGC's vISA " + p.getFileName() + " does not parse: " + r.diagnostics().get(0));
      }
      units.add(r.unit());
    }
    return new Program(units);
  }

  private static String stem(Path visaasm) {
    String n = visaasm.getFileName().toString();
    return n.substring(0, n.length() - ".visaasm".length());
  }

  private static Path cosOf(Path visaasm) {
    return visaasm.resolveSibling(stem(visaasm) + ".cos");
  }

  static String declaredKernel(Path visaasm) {
    try (Stream<String> lines = Files.lines(visaasm, StandardCharsets.ISO_8859_1)) {
      return lines
          .filter(l -> l.startsWith(".kernel "))
          .map(l -> l.substring(".kernel ".length()).trim().replace("\"", ""))
          .findFirst()
          .orElse(null);
    } catch (IOException | java.io.UncheckedIOException e) {
      return null;
    }
  }

  private static List<Path> list(Path dir, String suffix) {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
    } catch (IOException e) {
      throw new CompileException("cannot list " + dir + ": " + e.getMessage());
    }
  }
}
