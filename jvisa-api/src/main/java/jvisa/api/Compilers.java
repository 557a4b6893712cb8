package jvisa.api;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** Finds a {@link KernelCompiler} by name. */
public final class Compilers {
  /** Intel's compiler through ocloc with IGC's shader dumps. */
  public static final String IGC = "igc";

  /** jvisa's own compiler (the jvisa-cc back end), registered when it exists. */
  public static final String JVISA = "jvisa";

  private Compilers() {}

  /**
   * The compiler called {@code name}.
   *
   * @throws CompileException when there is none, saying which ones there are
   */
  public static KernelCompiler named(String name) {
    if (IGC.equals(name)) {
      return new IgcCompiler();
    }
    List<String> known = new ArrayList<>(List.of(IGC));
    for (KernelCompiler c : ServiceLoader.load(KernelCompiler.class)) {
      if (c.name().equals(name)) {
        return c;
      }
      known.add(c.name());
    }
    if (JVISA.equals(name)) {
      throw new CompileException(
          "the jvisa compiler is not available yet (the jvisa-cc back end does not emit vISA);"
              + " compile with "
              + IGC
              + " instead");
    }
    throw new CompileException(
        "no compiler named '" + name + "'; available: " + String.join(", ", known));
  }
}
