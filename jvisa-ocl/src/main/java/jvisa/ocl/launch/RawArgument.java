package jvisa.ocl.launch;

import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ElementType;

/**
 * One argument of a raw vISA kernel, bound to the kernel's {@code .input} variable called {@code
 * input}: a global buffer (its 64-bit address goes into the input, and it is bound at a
 * binding-table index), a scalar (its bytes go into the input) or a {@code __local} buffer (its SLM
 * offset goes into the input).
 *
 * @param bytes a global buffer's initial contents or a scalar's value (little-endian); unused for a
 *     local buffer
 * @param count elements of a buffer (1 for a scalar)
 * @param output whether the launch result carries the buffer's final contents
 */
public record RawArgument(
    String input, ArgKind kind, ElementType type, long count, byte[] bytes, boolean output) {

  /** Bytes of the buffer or scalar. */
  public long byteSize() {
    return count * type.size();
  }
}
