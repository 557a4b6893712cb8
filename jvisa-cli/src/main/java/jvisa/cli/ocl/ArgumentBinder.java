package jvisa.cli.ocl;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jvisa.api.Buffer;
import jvisa.api.Kernel;
import jvisa.api.KernelArgumentException;
import jvisa.api.KernelCall;
import jvisa.api.Parameter;
import jvisa.ocl.corpus.VectorType;

/**
 * Binds the command line's arguments to a compiled kernel: one per parameter, in order, with the
 * parameter's name; makes each global buffer's initial contents and each scalar's bytes.
 *
 * @param call the kernel call with every argument set
 * @param buffers each global buffer by argument name (after the run: the kernel's results)
 * @param inputs each global buffer's initial bytes by argument name
 * @param scalars each scalar's bytes by argument name
 */
public record ArgumentBinder(
    KernelCall call,
    Map<String, Buffer> buffers,
    Map<String, byte[]> inputs,
    Map<String, byte[]> scalars) {

  /**
   * Binds {@code args} to {@code kernel}.
   *
   * @throws KernelArgumentException naming the argument and giving the signature when one does not
   *     fit
   */
  public static ArgumentBinder bind(
      Kernel kernel, List<KernelArg> args, long seed, long maxInputBytes) {
    List<Parameter> params = kernel.parameters();
    if (args.size() != params.size()) {
      throw new KernelArgumentException(
          "the kernel takes "
              + params.size()
              + " argument(s), "
              + args.size()
              + " given (one --arg per parameter, in order); the kernel is "
              + kernel.signature());
    }
    KernelCall call = kernel.newCall();
    Map<String, Buffer> buffers = new LinkedHashMap<>();
    Map<String, byte[]> inputs = new LinkedHashMap<>();
    Map<String, byte[]> scalars = new LinkedHashMap<>();
    for (int i = 0; i < args.size(); i++) {
      KernelArg a = args.get(i);
      Parameter p = params.get(i);
      if (!a.name().equals(p.name()) && !p.name().equals("arg" + i)) {
        throw new KernelArgumentException(
            "argument "
                + i
                + " is given as '"
                + a.name()
                + "', but the kernel's argument "
                + i
                + " is "
                + p.declaration()
                + "; the kernel is "
                + kernel.signature());
      }
      try {
        if (a instanceof KernelArg.Global g) {
          byte[] initial = InitialData.of(g, i, seed, maxInputBytes);
          Buffer b = Buffer.ofBytes(g.type(), initial);
          inputs.put(a.name(), initial);
          buffers.put(a.name(), b);
          call.arg(i, b);
        } else if (a instanceof KernelArg.Scalar s) {
          bindValue(kernel, call, i, p, s);
          scalars.put(a.name(), s.bytes());
        } else {
          call.local(i, ((KernelArg.Local) a).byteSize());
        }
      } catch (KernelArgumentException e) {
        throw e;
      } catch (IllegalArgumentException e) {
        throw new KernelArgumentException(e.getMessage() + "; the kernel is " + kernel.signature());
      }
    }
    return new ArgumentBinder(call, buffers, inputs, scalars);
  }

  /**
   * Passes a by-value scalar or vector. SPIR-V keeps no signedness, so its argument info says int
   * for a uint: a type of the same width, element size and kind is accepted.
   */
  private static void bindValue(
      Kernel kernel, KernelCall call, int i, Parameter p, KernelArg.Scalar s) {
    VectorType given = s.vectorType();
    VectorType declared =
        p.vectorType()
            .filter(VectorType::isVector)
            .orElse(VectorType.scalar(p.elementType().orElse(s.type())));
    if (declared.width() != given.width()
        || declared.element().size() != given.element().size()
        || declared.element().isFloating() != given.element().isFloating()) {
      throw new KernelArgumentException(
          "argument "
              + i
              + " ("
              + p.declaration()
              + "): given as "
              + given.clName()
              + "; the kernel is "
              + kernel.signature());
    }
    if (given.isVector()) {
      call.vector(i, s.values().toArray(new Number[0]));
    } else {
      call.arg(i, s.values().get(0));
    }
  }
}
