package jvisa.cli.ocl;

import java.math.BigDecimal;
import jvisa.ocl.corpus.ElementType;

/** One kernel argument as the command line (or a spec.json) gives it. */
public sealed interface KernelArg {
  /** The argument's name, which must be the kernel parameter's. */
  String name();

  /**
   * A {@code __global} buffer: {@code NAME=TYPE[COUNT]:INIT[:out]}.
   *
   * @param output whether the buffer is written out (and compared) after the run
   */
  record Global(String name, ElementType type, long count, BufferInit init, boolean output)
      implements KernelArg {
    /** The buffer's size in bytes. */
    public long byteSize() {
      return count * type.size();
    }
  }

  /** A by-value scalar: {@code NAME=TYPE:VALUE}. */
  record Scalar(String name, ElementType type, BigDecimal value) implements KernelArg {}

  /** A {@code __local} buffer: {@code NAME=local:TYPE[COUNT]}. */
  record Local(String name, ElementType type, long count) implements KernelArg {
    /** The buffer's size in bytes. */
    public long byteSize() {
      return count * type.size();
    }
  }
}
