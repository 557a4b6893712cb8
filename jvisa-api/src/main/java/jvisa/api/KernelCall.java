package jvisa.api;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jvisa.machine.check.FindingLog;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.CompareRule;
import jvisa.ocl.corpus.ElementType;
import jvisa.ocl.corpus.VectorType;
import jvisa.ocl.launch.KernelLauncher;
import jvisa.ocl.launch.LaunchResult;

/**
 * The arguments of one launch of a {@link Kernel}, set by index or by name, then {@link #run run}.
 * Every parameter must be set: a {@link Buffer} for a {@code __global} or {@code __constant} buffer
 * (of the declared element type, or one of its size and kind: {@code int} for {@code uint}), a
 * {@link Number} for a scalar (converted to the parameter's type; it must fit), a size in bytes for
 * a {@code __local} buffer. A mistake throws {@link KernelArgumentException} naming the argument
 * and giving the kernel's signature. Not thread-safe; a call may be run again after its arguments
 * change.
 */
public final class KernelCall {
  private final Kernel kernel;
  private final Object[] values;

  KernelCall(Kernel kernel) {
    this.kernel = kernel;
    this.values = new Object[kernel.parameters().size()];
  }

  /** Passes {@code buffer} as the {@code __global} buffer parameter {@code index}. */
  public KernelCall arg(int index, Buffer buffer) {
    Parameter p = parameter(index);
    requireKind(p, ArgKind.GLOBAL, "a buffer");
    Optional<ElementType> declared = p.elementType();
    if (declared.isPresent()
        && (declared.get().size() != buffer.type().size()
            || declared.get().isFloating() != buffer.type().isFloating())) {
      throw kernel.argumentError(
          describe(p), "given a buffer of " + buffer.type().clName() + " elements");
    }
    values[index] = buffer;
    return this;
  }

  /** Passes {@code buffer} as the {@code __global} buffer parameter called {@code name}. */
  public KernelCall arg(String name, Buffer buffer) {
    return arg(parameter(name).index(), buffer);
  }

  /**
   * Passes {@code value} as scalar parameter {@code index}: integers may be given signed or
   * unsigned (wrapped as C converts them), floats are rounded to the parameter's type.
   */
  public KernelCall arg(int index, Number value) {
    Parameter p = parameter(index);
    requireKind(p, ArgKind.SCALAR, "a scalar");
    ElementType type =
        p.elementType()
            .orElseThrow(
                () ->
                    kernel.argumentError(
                        describe(p),
                        "a scalar of type " + p.typeName() + " cannot be passed by the API yet"));
    ArgSpec spec =
        new ArgSpec(
            p.name(),
            ArgKind.SCALAR,
            type,
            1,
            Optional.empty(),
            Optional.of(decimal(p, value)),
            false,
            Optional.empty(),
            Optional.empty());
    try {
      spec.scalarBytes();
    } catch (IllegalArgumentException e) {
      throw kernel.argumentError(describe(p), e.getMessage());
    }
    values[index] = spec;
    return this;
  }

  /** Passes {@code value} as the scalar parameter called {@code name}. */
  public KernelCall arg(String name, Number value) {
    return arg(parameter(name).index(), value);
  }

  /**
   * Passes {@code components} as the by-value vector parameter {@code index} (e.g. a {@code
   * float4}: four numbers), each converted to the element type as {@link #arg(int, Number)}
   * converts a scalar.
   */
  public KernelCall vector(int index, Number... components) {
    Parameter p = parameter(index);
    requireKind(p, ArgKind.SCALAR, "a vector");
    VectorType type =
        p.vectorType()
            .filter(VectorType::isVector)
            .orElseThrow(
                () ->
                    kernel.argumentError(
                        describe(p), "given a vector, but its type is " + p.typeName()));
    List<BigDecimal> decimals = new ArrayList<>();
    for (Number c : components) {
      decimals.add(decimal(p, c));
    }
    ArgSpec spec;
    try {
      spec = ArgSpec.vector(p.name(), type, decimals);
      spec.scalarBytes();
    } catch (IllegalArgumentException e) {
      throw kernel.argumentError(describe(p), e.getMessage());
    }
    values[index] = spec;
    return this;
  }

  /** Passes {@code components} as the by-value vector parameter called {@code name}. */
  public KernelCall vector(String name, Number... components) {
    return vector(parameter(name).index(), components);
  }

  /** Gives the {@code __local} buffer parameter {@code index} a size of {@code bytes}. */
  public KernelCall local(int index, long bytes) {
    Parameter p = parameter(index);
    requireKind(p, ArgKind.LOCAL, "a __local size");
    if (bytes < 1) {
      throw kernel.argumentError(describe(p), "a __local buffer needs at least 1 byte");
    }
    values[index] = bytes;
    return this;
  }

  /** Gives the {@code __local} buffer parameter called {@code name} a size of {@code bytes}. */
  public KernelCall local(String name, long bytes) {
    return local(parameter(name).index(), bytes);
  }

  /** Runs with the default options ({@link RunOptions#defaults()}). */
  public RunResult run(NDRange range) {
    return run(range, RunOptions.defaults());
  }

  /**
   * Runs the kernel over {@code range}; afterwards every buffer argument holds what the kernel left
   * in it.
   *
   * @throws KernelArgumentException when an argument is unset, or one buffer is passed twice
   * @throws RuntimeException the launcher's errors: {@code jvisa.ocl.launch.LaunchException} for a
   *     kernel the launcher cannot run, {@code jvisa.machine.core.MachineFault} for a fault while
   *     running, {@code jvisa.machine.limit.LimitExceeded} for a resource limit reached
   */
  public RunResult run(NDRange range, RunOptions options) {
    List<ArgSpec> args = new ArrayList<>();
    Map<String, Buffer> buffers = new HashMap<>();
    IdentityHashMap<Buffer, Parameter> seen = new IdentityHashMap<>();
    for (Parameter p : kernel.parameters()) {
      Object v = values[p.index()];
      if (v == null) {
        throw kernel.argumentError(describe(p), "not set");
      }
      if (v instanceof Buffer b) {
        Parameter other = seen.put(b, p);
        if (other != null) {
          throw kernel.argumentError(
              describe(p), "the same buffer is also passed as " + describe(other));
        }
        buffers.put(p.name(), b);
        args.add(
            new ArgSpec(
                p.name(),
                ArgKind.GLOBAL,
                b.type(),
                b.count(),
                Optional.empty(),
                Optional.empty(),
                true,
                Optional.empty(),
                Optional.empty()));
      } else if (v instanceof ArgSpec scalar) {
        args.add(scalar);
      } else {
        args.add(
            new ArgSpec(
                p.name(),
                ArgKind.LOCAL,
                ElementType.UCHAR,
                (Long) v,
                Optional.empty(),
                Optional.empty(),
                false,
                Optional.empty(),
                Optional.empty()));
      }
    }
    CaseSpec spec =
        new CaseSpec(
            Path.of("."),
            kernel.name(),
            range.global(),
            range.local(),
            "",
            args,
            CompareRule.DEFAULT,
            List.of(),
            List.of());
    FindingLog findings = new FindingLog();
    LaunchResult result =
        KernelLauncher.launch(
            spec,
            kernel.image(),
            options.toLaunchOptions(findings),
            a -> buffers.get(a.name()).contents());
    result.outputBytes().forEach((name, bytes) -> buffers.get(name).replaceContents(bytes));
    return new RunResult(result, buffers, findings);
  }

  private Parameter parameter(int index) {
    if (index < 0 || index >= values.length) {
      throw kernel.argumentError(
          "argument " + index,
          "no such argument (the kernel takes " + values.length + ", numbered from 0)");
    }
    return kernel.parameters().get(index);
  }

  private Parameter parameter(String name) {
    return kernel
        .parameter(name)
        .orElseThrow(() -> kernel.argumentError("argument '" + name + "'", "no such argument"));
  }

  private void requireKind(Parameter p, ArgKind kind, String given) {
    if (p.kind() != kind) {
      throw kernel.argumentError(
          describe(p), "given " + given + ", but it is " + kindName(p.kind()));
    }
  }

  private static String kindName(ArgKind kind) {
    return switch (kind) {
      case GLOBAL -> "a __global buffer";
      case LOCAL -> "a __local buffer (give its size in bytes)";
      case SCALAR -> "a scalar";
    };
  }

  private static String describe(Parameter p) {
    return "argument " + p.index() + " (" + p.declaration() + ")";
  }

  private BigDecimal decimal(Parameter p, Number value) {
    if (value instanceof BigDecimal d) {
      return d;
    }
    if (value instanceof BigInteger i) {
      return new BigDecimal(i);
    }
    if (value instanceof Float || value instanceof Double) {
      double d = value.doubleValue();
      if (Double.isNaN(d) || Double.isInfinite(d)) {
        throw kernel.argumentError(describe(p), value + " cannot be passed as a scalar yet");
      }
      return value instanceof Float f ? new BigDecimal(Float.toString(f)) : new BigDecimal(d);
    }
    return BigDecimal.valueOf(value.longValue());
  }
}
