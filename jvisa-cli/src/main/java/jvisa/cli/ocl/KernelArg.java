package jvisa.cli.ocl;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.ElementType;
import jvisa.ocl.corpus.VectorType;

/**
 * One kernel argument as the command line (or a spec.json) gives it. Types may be vectors ({@code
 * width} components of {@code type}); a 3-component vector takes the space of 4.
 */
public sealed interface KernelArg {
  /** The argument's name, which must be the kernel parameter's. */
  String name();

  /**
   * A {@code __global} buffer: {@code NAME=TYPE[COUNT]:INIT[:out]}.
   *
   * @param count values of the (vector) type
   * @param output whether the buffer is written out (and compared) after the run
   */
  record Global(
      String name, ElementType type, int width, long count, BufferInit init, boolean output)
      implements KernelArg {
    /** Checks the width. */
    public Global {
      new VectorType(type, width);
    }

    /** A buffer of scalars. */
    public Global(String name, ElementType type, long count, BufferInit init, boolean output) {
      this(name, type, 1, count, init, output);
    }

    /** The type of one value, e.g. {@code float4}. */
    public VectorType vectorType() {
      return new VectorType(type, width);
    }

    /** Elements of {@code type} the buffer takes, padding of 3-component vectors included. */
    public long elements() {
      return count * vectorType().storedComponents();
    }

    /** The buffer's size in bytes. */
    public long byteSize() {
      return elements() * type.size();
    }
  }

  /**
   * A by-value scalar or vector: {@code NAME=TYPE:VALUE} or {@code NAME=TYPE4:V0,V1,V2,V3}.
   *
   * @param values one value per component
   */
  record Scalar(String name, ElementType type, int width, List<BigDecimal> values)
      implements KernelArg {
    /** Checks the width and the number of values; copies them. */
    public Scalar {
      new VectorType(type, width);
      values = List.copyOf(values);
      if (values.size() != width) {
        throw new IllegalArgumentException(
            "argument '" + name + "' needs " + width + " values, not " + values.size());
      }
    }

    /** A scalar. */
    public Scalar(String name, ElementType type, BigDecimal value) {
      this(name, type, 1, List.of(value));
    }

    /** A vector with every component {@code value} (OpenCL C's {@code (float4)(v)}). */
    static Scalar broadcast(String name, VectorType type, BigDecimal value) {
      List<BigDecimal> values = new ArrayList<>();
      for (int i = 0; i < type.width(); i++) {
        values.add(value);
      }
      return new Scalar(name, type.element(), type.width(), values);
    }

    /** The type, e.g. {@code float4}. */
    public VectorType vectorType() {
      return new VectorType(type, width);
    }

    /**
     * The value's bytes as the kernel receives them: each component little-endian, a 3-component
     * vector padded with a zero fourth.
     *
     * @throws IllegalArgumentException when a value does not fit the type
     */
    public byte[] bytes() {
      return width == 1
          ? InitialData.scalarBytes(name, type, values.get(0))
          : ArgSpec.vector(name, vectorType(), values).scalarBytes();
    }
  }

  /** A {@code __local} buffer: {@code NAME=local:TYPE[COUNT]}. */
  record Local(String name, ElementType type, int width, long count) implements KernelArg {
    /** Checks the width. */
    public Local {
      new VectorType(type, width);
    }

    /** A buffer of scalars. */
    public Local(String name, ElementType type, long count) {
      this(name, type, 1, count);
    }

    /** The buffer's size in bytes. */
    public long byteSize() {
      return count * new VectorType(type, width).size();
    }
  }
}
