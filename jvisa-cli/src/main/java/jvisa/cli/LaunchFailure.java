package jvisa.cli;

import jvisa.machine.core.DecodeException;
import jvisa.machine.core.MachineFault;
import jvisa.ocl.abi.MetadataFormatException;
import jvisa.ocl.corpus.CaseFormatException;
import jvisa.ocl.launch.LaunchException;
import jvisa.ocl.launch.VerificationFailure;

/** The ways running a case can fail cleanly (bad case, metadata or vISA, a program the verifier
 * rejects, a fault while running), as one message. */
final class LaunchFailure {
  private LaunchFailure() {}

  /** The message to print after {@code error: }, or null when {@code t} is not a launch failure. */
  static String messageOf(Throwable t) {
    if (t instanceof LaunchException || t instanceof DecodeException || t instanceof MachineFault
        || t instanceof CaseFormatException || t instanceof MetadataFormatException
        || t instanceof VerificationFailure) {
      return t.getMessage();
    }
    if (t instanceof StackOverflowError) {
      return "the Java stack overflowed (run with a larger -Xss)";
    }
    return null;
  }
}
