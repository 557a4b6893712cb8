package jvisa.spirv.frontend;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The two OpenCL C to SPIR-V front ends: Intel's ocloc and clang-15 with llvm-spirv-15. */
public enum FrontEnd {
  /**
   * {@code ocloc compile -file k.cl -device tgllp -spv_only}: Intel's OpenCL front end, SSA with
   * OpPhi. Not run with {@code -q}, which would hide the source diagnostics of a failed build.
   */
  OCLOC("ocloc") {
    @Override
    Path compile(KernelSource source, Path dir) throws IOException {
      List<String> command =
          new ArrayList<>(
              List.of(
                  "ocloc",
                  "compile",
                  "-file",
                  source.file().toString(),
                  "-device",
                  "tgllp",
                  "-spv_only",
                  "-output",
                  "kernel",
                  "-out_dir",
                  dir.toString(),
                  "-output_no_suffix"));
      if (!source.buildOptions().isBlank()) {
        command.addAll(List.of("-options", source.buildOptions()));
      }
      Tools.run(command, dir);
      return dir.resolve("kernel.spv");
    }
  },

  /**
   * clang-15 at -O0 (llvm-spirv-15 cannot translate {@code freeze}) then llvm-spirv-15. clang-15's
   * default header lacks the {@code cl_intel_subgroups} functions (intel_sub_group_shuffle ...):
   * when a kernel calls one, it is compiled again with the full {@code opencl-c.h} and that
   * extension defined; llvm-spirv always may use SPV_INTEL_subgroups and
   * SPV_EXT_shader_atomic_float_add (OpenCL 3.0 float atomic add) and SPV_INTEL_function_pointers.
   */
  CLANG("clang-15", "llvm-spirv-15") {
    @Override
    Path compile(KernelSource source, Path dir) throws IOException {
      try {
        Tools.run(clang(source, dir, List.of("-Xclang", "-finclude-default-header")), dir);
      } catch (IOException e) {
        if (!e.getMessage().contains("undeclared identifier 'intel_sub_group")) {
          throw e;
        }
        Tools.run(
            clang(
                source,
                dir,
                List.of("-Xclang", "-include", "-Xclang", "opencl-c.h", "-Dcl_intel_subgroups")),
            dir);
      }
      List<String> translate =
          new ArrayList<>(
              List.of(
                  "llvm-spirv-15",
                  "--spirv-ext=+SPV_INTEL_subgroups,+SPV_EXT_shader_atomic_float_add,"
                      + "+SPV_INTEL_function_pointers"));
      translate.addAll(words(source.llvmSpirvOptions()));
      translate.addAll(
          List.of(dir.resolve("kernel.bc").toString(), "-o", dir.resolve("kernel.spv").toString()));
      Tools.run(translate, dir);
      return dir.resolve("kernel.spv");
    }
  };

  private static List<String> clang(KernelSource source, Path dir, List<String> header) {
    List<String> command = new ArrayList<>(List.of("clang-15", "-c", "-target", "spir64"));
    List<String> options = words(source.buildOptions());
    if (options.stream().noneMatch(o -> o.startsWith("-cl-std="))) {
      command.add("-cl-std=CL2.0");
    }
    command.addAll(List.of("-O0", "-emit-llvm"));
    command.addAll(header);
    command.addAll(options);
    command.addAll(List.of(source.file().toString(), "-o", dir.resolve("kernel.bc").toString()));
    return command;
  }

  private final List<String> tools;

  FrontEnd(String... tools) {
    this.tools = List.of(tools);
  }

  /** Whether its programs are installed. */
  public boolean available() {
    return tools.stream().allMatch(Tools::onPath);
  }

  public List<String> tools() {
    return tools;
  }

  /** Compiles {@code source} in the empty folder {@code dir}; the {@code .spv} written. */
  abstract Path compile(KernelSource source, Path dir) throws IOException;

  /** Compiles into a fresh sub-folder of {@code root}. */
  public Path compileUnder(KernelSource source, Path root) throws IOException {
    Path dir =
        Files.createDirectories(
            root.resolve(name().toLowerCase(java.util.Locale.ROOT))
                .resolve(source.name().replace('/', '_')));
    return compile(source, dir);
  }

  private static List<String> words(String s) {
    return s.isBlank() ? List.of() : Arrays.asList(s.trim().split("\\s+"));
  }
}
