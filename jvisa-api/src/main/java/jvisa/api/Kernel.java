package jvisa.api;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import jvisa.asm.io.InputFiles;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.ocl.abi.BufferArgument;
import jvisa.ocl.abi.DataParameterType;
import jvisa.ocl.abi.KernelArgumentInfo;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.abi.ProgramBufferImages;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import jvisa.ocl.launch.KernelImage;
import jvisa.ocl.launch.KernelLauncher;

/**
 * A compiled kernel ready to launch on jvisa's machine: its vISA, the compiler's metadata and its
 * signature. Load one with {@link #compile}, {@link #fromVisa} or {@link #fromCorpusCase}, then set
 * its arguments on a {@link #newCall()} and run it. A kernel is immutable and may be launched any
 * number of times, also from several threads.
 *
 * <pre>{@code
 * Kernel k = Kernel.compile(Path.of("vadd.cl"), "vadd", CompileOptions.defaults().withSimd(16));
 * Buffer a = Buffer.of(1, 2, 3, 4), b = Buffer.of(10, 20, 30, 40), c = Buffer.zeros(ElementType.INT, 4);
 * RunResult r = k.newCall().arg("a", a).arg("b", b).arg("c", c).run(NDRange.of(4));
 * int[] sums = c.toIntArray(); // {11, 22, 33, 44}
 * }</pre>
 */
public final class Kernel {
  private final KernelImage image;
  private final String name;
  private final List<Parameter> parameters;

  private Kernel(KernelImage image, String name, List<Parameter> parameters) {
    this.image = image;
    this.name = name;
    this.parameters = List.copyOf(parameters);
  }

  /**
   * Compiles kernel {@code kernelName} of the OpenCL C file {@code source} (or of a SPIR-V module,
   * a file ending in {@code .spv}); with a null {@code kernelName}, the only kernel the compiled
   * program has.
   *
   * @throws CompileException when the compiler is unavailable or fails, or there is no such kernel
   *     (with {@link CompileException#kernelChoices()} when no name was given and the program has
   *     none or several)
   */
  public static Kernel compile(Path source, String kernelName, CompileOptions options) {
    KernelImage image = Compilers.named(options.compiler()).compile(source, kernelName, options);
    return fromImage(
        image, kernelName != null ? kernelName : image.metadata().kernelName(), List.of());
  }

  /**
   * Loads a kernel from IGC's dumps: its {@code .visaasm} files (the kernel first, then any
   * stack-called functions) and the kernel's metadata, either IGC's {@code .cos} text dump or the
   * device binary ({@code .bin}, which also holds the bytes of program-scope buffers; beside a
   * {@code .cos} they are read from {@link ProgramBufferImages#fileName} files, as the jvisa
   * compiler writes them).
   *
   * @throws CompileException when a file is unreadable or malformed
   */
  public static Kernel fromVisa(List<Path> visaasm, Path metadata) {
    if (visaasm.isEmpty()) {
      throw new CompileException("no .visaasm file given");
    }
    List<Unit> units = new ArrayList<>();
    for (Path p : visaasm) {
      ParseResult r = VisaParser.parseFile(p);
      if (!r.ok()) {
        throw new CompileException(p + ": the vISA does not parse: " + r.diagnostics().get(0));
      }
      units.add(r.unit());
    }
    String kernelName = units.get(0).name();
    KernelMetadata meta;
    try {
      meta =
          metadata.getFileName().toString().endsWith(".bin")
              ? KernelMetadata.fromBin(metadata, kernelName, InputFiles.DEFAULT_MAX_BYTES)
              : KernelMetadata.fromCos(metadata, kernelName, InputFiles.DEFAULT_MAX_BYTES);
    } catch (RuntimeException e) {
      throw new CompileException(metadata + ": " + e.getMessage());
    }
    ProgramBufferImages buffers;
    try {
      buffers =
          ProgramBufferImages.readBeside(
              metadata.toAbsolutePath().getParent(), meta, InputFiles.DEFAULT_MAX_BYTES);
    } catch (IOException e) {
      throw new CompileException(e.getMessage());
    }
    KernelImage image = new KernelImage("visaasm", 0, new Program(units), meta, buffers);
    return fromImage(image, kernelName, List.of());
  }

  /** {@link #fromVisa(List, Path)} for a kernel without stack-called functions. */
  public static Kernel fromVisa(Path visaasm, Path metadata) {
    return fromVisa(List.of(visaasm), metadata);
  }

  /**
   * Loads one compiled variant of a corpus case (a folder with {@code case.json}); {@code
   * variantName} may be null when the case has a single variant.
   *
   * @throws CompileException when the case or the variant is unreadable, or there is no such
   *     variant
   */
  public static Kernel fromCorpusCase(Path caseDir, String variantName) {
    CaseSpec spec;
    try {
      spec = CaseSpec.load(caseDir);
    } catch (RuntimeException e) {
      throw new CompileException(e.getMessage());
    }
    String names =
        spec.variants().stream().map(VariantSpec::name).collect(Collectors.joining(", "));
    Optional<VariantSpec> variant =
        variantName == null && spec.variants().size() == 1
            ? Optional.of(spec.variants().get(0))
            : spec.variant(String.valueOf(variantName));
    if (variant.isEmpty()) {
      throw new CompileException(
          caseDir
              + (variantName == null
                  ? ": choose one of its variants: "
                  : ": has no variant '" + variantName + "'; its variants: ")
              + names);
    }
    KernelImage image;
    try {
      image = KernelLauncher.load(spec, variant.get(), InputFiles.DEFAULT_MAX_BYTES);
    } catch (RuntimeException e) {
      throw new CompileException(e.getMessage());
    }
    List<Parameter> fromCase = new ArrayList<>();
    for (int i = 0; i < spec.args().size(); i++) {
      fromCase.add(Parameter.of(i, spec.args().get(i)));
    }
    return fromImage(image, spec.kernel(), fromCase);
  }

  /**
   * The signature from the kernel-argument info when the compiler gave it, else from {@code
   * fallback}, else what the metadata tells (buffer or {@code __local} or scalar, no names).
   */
  private static Kernel fromImage(KernelImage image, String name, List<Parameter> fallback) {
    KernelMetadata meta = image.metadata();
    int count = meta.argumentCount();
    List<Parameter> params = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      Optional<KernelArgumentInfo> info = meta.argumentInfo(i);
      if (info.isPresent()) {
        params.add(Parameter.of(info.get()));
      } else if (i < fallback.size()) {
        params.add(fallback.get(i));
      } else {
        params.add(anonymous(meta, i));
      }
    }
    return new Kernel(image, name, params);
  }

  private static Parameter anonymous(KernelMetadata meta, int i) {
    Optional<BufferArgument> buffer = meta.bufferArgument(i);
    boolean local =
        meta.dataParameters(DataParameterType.SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES).stream()
            .anyMatch(p -> p.argumentNumber() == i);
    ArgKind kind = buffer.isPresent() ? ArgKind.GLOBAL : local ? ArgKind.LOCAL : ArgKind.SCALAR;
    String address =
        kind == ArgKind.GLOBAL ? "__global" : kind == ArgKind.LOCAL ? "__local" : "__private";
    return new Parameter(
        i, "arg" + i, kind, kind == ArgKind.SCALAR ? "?" : "void*", address, "", Optional.empty());
  }

  /** The kernel's name. */
  public String name() {
    return name;
  }

  /** The SIMD width it was compiled for. */
  public int simd() {
    return image.metadata().simdSize();
  }

  /** Its parameters in signature order. */
  public List<Parameter> parameters() {
    return parameters;
  }

  /** The parameter called {@code parameterName}, if any. */
  public Optional<Parameter> parameter(String parameterName) {
    return parameters.stream().filter(p -> p.name().equals(parameterName)).findFirst();
  }

  /** The signature as in the source, e.g. {@code vadd(__global const int* a, int n)}. */
  public String signature() {
    return name
        + parameters.stream()
            .map(Parameter::declaration)
            .collect(Collectors.joining(", ", "(", ")"));
  }

  /** A new, empty set of arguments to launch this kernel with. */
  public KernelCall newCall() {
    return new KernelCall(this);
  }

  KernelImage image() {
    return image;
  }

  /** An argument error naming the parameter and giving the signature. */
  KernelArgumentException argumentError(String which, String problem) {
    return new KernelArgumentException(which + ": " + problem + "; the kernel is " + signature());
  }

  @Override
  public String toString() {
    return signature();
  }
}
