package jvisa.ocl.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jvisa.asm.io.InputFiles;

/**
 * A corpus case ({@code kernels/<case>/case.json}): the kernel, its NDRange, its arguments, the
 * comparison rule and the compiled variants. Relative file names resolve against {@link
 * #directory()}.
 *
 * @param global global work size per dimension (1 to 3 entries); the global offset is always 0
 * @param local work-group size per dimension (as many entries as {@code global})
 */
public record CaseSpec(
    Path directory,
    String kernel,
    List<Long> global,
    List<Long> local,
    String buildOptions,
    List<ArgSpec> args,
    CompareRule compare,
    List<VariantSpec> variants,
    List<SkippedVariant> skippedVariants) {

  public static final String FILE_NAME = "case.json";

  public CaseSpec {
    global = List.copyOf(global);
    local = List.copyOf(local);
    args = List.copyOf(args);
    variants = List.copyOf(variants);
    skippedVariants = List.copyOf(skippedVariants);
  }

  /**
   * Reads {@code case.json} of a case folder (or the given {@code case.json} itself) and checks it.
   */
  public static CaseSpec load(Path caseDirOrFile) {
    return load(caseDirOrFile, InputFiles.DEFAULT_MAX_BYTES);
  }

  /** Like {@link #load(Path)}, reading a {@code case.json} of at most {@code maxBytes}. */
  public static CaseSpec load(Path caseDirOrFile, long maxBytes) {
    Path file = Files.isDirectory(caseDirOrFile) ? caseDirOrFile.resolve(FILE_NAME) : caseDirOrFile;
    Path dir = file.toAbsolutePath().getParent();
    return CaseJsonReader.read(file, dir, maxBytes);
  }

  public int dimensions() {
    return global.size();
  }

  /** Global size of dimension {@code d}, 1 past the case's dimensions. */
  public long globalSize(int d) {
    return d < global.size() ? global.get(d) : 1;
  }

  /** Work-group size of dimension {@code d}, 1 past the case's dimensions. */
  public long localSize(int d) {
    return d < local.size() ? local.get(d) : 1;
  }

  /**
   * Work-groups along dimension {@code d} (the last one may be partial when not {@link
   * #isUniform()}).
   */
  public long groupCount(int d) {
    return (globalSize(d) + localSize(d) - 1) / localSize(d);
  }

  /** Whether every global size is a multiple of its work-group size. */
  public boolean isUniform() {
    for (int d = 0; d < dimensions(); d++) {
      if (globalSize(d) % localSize(d) != 0) {
        return false;
      }
    }
    return true;
  }

  public Optional<ArgSpec> arg(String name) {
    return args.stream().filter(a -> a.name().equals(name)).findFirst();
  }

  public List<ArgSpec> outputs() {
    List<ArgSpec> out = new ArrayList<>();
    for (ArgSpec a : args) {
      if (a.output()) {
        out.add(a);
      }
    }
    return out;
  }

  /** This case with {@code args} as its arguments. */
  public CaseSpec withArgs(List<ArgSpec> args) {
    return new CaseSpec(
        directory, kernel, global, local, buildOptions, args, compare, variants, skippedVariants);
  }

  /** This case over {@code global} work-items per dimension. */
  public CaseSpec withGlobal(List<Long> global) {
    return new CaseSpec(
        directory, kernel, global, local, buildOptions, args, compare, variants, skippedVariants);
  }

  public Optional<VariantSpec> variant(String name) {
    return variants.stream().filter(v -> v.name().equals(name)).findFirst();
  }

  public Path variantDirectory(VariantSpec v) {
    return directory.resolve(v.dir()).normalize();
  }

  public Path cosPath(VariantSpec v) {
    return variantDirectory(v).resolve(v.cos());
  }

  public Path binPath(VariantSpec v) {
    return variantDirectory(v).resolve(v.bin());
  }

  /** The variant's vISA files: the kernel first, then stack-called functions. */
  public List<Path> visaasmPaths(VariantSpec v) {
    List<Path> out = new ArrayList<>();
    for (String f : v.visaasm()) {
      out.add(variantDirectory(v).resolve(f));
    }
    return out;
  }

  /**
   * The initial contents of a {@code global} argument, checked to be {@code count} elements long.
   */
  public byte[] loadInput(ArgSpec arg) {
    return loadInput(arg, InputFiles.DEFAULT_MAX_BYTES);
  }

  /** Like {@link #loadInput(ArgSpec)}, from a regular file of at most {@code maxBytes}. */
  public byte[] loadInput(ArgSpec arg, long maxBytes) {
    return loadBuffer(arg, arg.input(), "input", maxBytes);
  }

  /**
   * The reference contents of an {@code output} argument, checked to be {@code count} elements
   * long.
   */
  public byte[] loadExpected(ArgSpec arg) {
    return loadExpected(arg, InputFiles.DEFAULT_MAX_BYTES);
  }

  /** Like {@link #loadExpected(ArgSpec)}, from a regular file of at most {@code maxBytes}. */
  public byte[] loadExpected(ArgSpec arg, long maxBytes) {
    return loadBuffer(arg, arg.expected(), "expected", maxBytes);
  }

  private byte[] loadBuffer(ArgSpec arg, Optional<String> name, String what, long maxBytes) {
    if (name.isEmpty()) {
      throw new CaseFormatException(
          directory.resolve(FILE_NAME)
              + ": argument '"
              + arg.name()
              + "' has no "
              + what
              + " file");
    }
    Path file = directory.resolve(name.get());
    byte[] bytes;
    try {
      bytes = InputFiles.read(file, maxBytes);
    } catch (IOException | RuntimeException e) {
      throw new CaseFormatException(
          file + ": cannot read " + what + " of argument '" + arg.name() + "': " + e.getMessage(),
          e);
    }
    if (bytes.length != arg.byteSize()) {
      throw new CaseFormatException(
          file
              + ": "
              + bytes.length
              + " bytes, expected "
              + arg.byteSize()
              + " ("
              + arg.count()
              + " "
              + arg.type().clName()
              + " elements of argument '"
              + arg.name()
              + "')");
    }
    return bytes;
  }
}
