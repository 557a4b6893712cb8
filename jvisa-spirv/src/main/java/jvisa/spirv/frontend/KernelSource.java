package jvisa.spirv.frontend;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * An OpenCL C source to compile to SPIR-V.
 *
 * @param name unique label, "testkernels/vadd_int"
 * @param buildOptions OpenCL build options ("-cl-std=CL3.0 -DN=4"), possibly empty
 * @param frontEnds the front ends that can compile it
 * @param llvmSpirvOptions extra llvm-spirv options (extensions to allow), possibly empty
 */
public record KernelSource(
    String name, Path file, String buildOptions, Set<FrontEnd> frontEnds, String llvmSpirvOptions) {

  /**
   * The front ends a source's leading comment allows ({@code // front_ends: clang}), every one when
   * it names none; never ocloc for a source enabling clang's function pointers, which ocloc
   * refuses.
   */
  public static Set<FrontEnd> allowedFrontEnds(String text) {
    String prefix = "// front_ends:";
    Set<FrontEnd> out = EnumSet.noneOf(FrontEnd.class);
    text.lines()
        .takeWhile(l -> l.startsWith("//"))
        .filter(l -> l.startsWith(prefix))
        .findFirst()
        .ifPresentOrElse(
            l -> {
              String names = l.substring(prefix.length()).trim();
              Pattern.compile("[,\\s]+")
                  .splitAsStream(names)
                  .forEach(n -> out.add(FrontEnd.valueOf(n.toUpperCase(Locale.ROOT))));
            },
            () -> out.addAll(EnumSet.allOf(FrontEnd.class)));
    if (text.contains("__cl_clang_function_pointers")) {
      out.remove(FrontEnd.OCLOC);
    }
    return out;
  }
}
