package jvisa.ocl.launch;

import jvisa.ocl.corpus.ArgSpec;

/** Where a launch gets the initial contents of its {@code global} buffer arguments. */
@FunctionalInterface
public interface InputSource {
  /** The initial bytes of {@code arg}: exactly {@link ArgSpec#byteSize()} of them. */
  byte[] initialBytes(ArgSpec arg);
}
