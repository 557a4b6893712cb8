package jvisa.api;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

/** Finds a {@link KernelCompiler} by name. */
public final class Compilers {
  /** Intel's compiler through ocloc with IGC's shader dumps. */
  public static final String IGC = "igc";

  /** jvisa's own compiler (module jvisa-cc). */
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
    if (JVISA.equals(name)) {
      return new JvisaCompiler();
    }
    List<String> known = new ArrayList<>(List.of(IGC, JVISA));
    for (KernelCompiler c : ServiceLoader.load(KernelCompiler.class)) {
      if (c.name().equals(name)) {
        return c;
      }
      known.add(c.name());
    }
    throw new CompileException(
        "no compiler named '" + name + "'; available: " + String.join(", ", known));
  }
}
