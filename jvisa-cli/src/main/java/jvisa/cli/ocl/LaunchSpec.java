package jvisa.cli.ocl;

import java.util.List;
import jvisa.ocl.corpus.CompareRule;

/**
 * What {@code jvisa ocl} launches, from the command line or a spec.json.
 *
 * @param kernel the kernel's name (null when the command line must give it)
 * @param global global size per dimension (empty when not given)
 * @param local work-group size per dimension (empty: jvisa chooses)
 * @param args the arguments in signature order
 * @param buildOptions OpenCL build options (null when not given)
 * @param compare how outputs are compared with the reference
 * @param seed the seed of random contents (null when not given)
 */
public record LaunchSpec(
    String kernel,
    List<Long> global,
    List<Long> local,
    List<KernelArg> args,
    String buildOptions,
    CompareRule compare,
    Long seed) {
  /** Copies the lists. */
  public LaunchSpec {
    global = List.copyOf(global);
    local = List.copyOf(local);
    args = List.copyOf(args);
  }
}
