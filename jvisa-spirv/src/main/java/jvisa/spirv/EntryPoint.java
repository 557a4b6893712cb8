package jvisa.spirv;

import java.util.List;
import jvisa.spirv.grammar.Enumerant;

/**
 * An {@code OpEntryPoint} (for OpenCL: a kernel) and the execution modes given for its function.
 *
 * @param interfaces the global variables it uses (built-ins such as GlobalInvocationId for OpenCL)
 */
public record EntryPoint(
    Enumerant executionModel,
    int function,
    String name,
    List<Integer> interfaces,
    List<ExecutionMode> modes) {
  public EntryPoint {
    interfaces = List.copyOf(interfaces);
    modes = List.copyOf(modes);
  }
}
