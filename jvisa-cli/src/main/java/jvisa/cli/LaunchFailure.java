package jvisa.cli;

import jvisa.machine.core.DecodeException;
import jvisa.machine.core.MachineFault;
import jvisa.machine.limit.LimitExceeded;
import jvisa.ocl.abi.MetadataFormatException;
import jvisa.ocl.corpus.CaseFormatException;
import jvisa.ocl.launch.LaunchException;
import jvisa.ocl.launch.VerificationFailure;

/**
 * Every way a command can fail, as one line for {@code error: } and an exit code ({@link
 * ExitCodes}): bad input (case, metadata, vISA, a program the verifier rejects), a fault or a limit
 * while running, the JVM's own memory or stack running out, or a defect (an internal error).
 * Nothing here prints a stack trace.
 */
final class LaunchFailure {
  private LaunchFailure() {}

  /** The message to print after {@code error: }. */
  static String messageOf(Throwable t) {
    if (isBadInput(t)
        || t instanceof UsageException
        || t instanceof MachineFault
        || t instanceof LimitExceeded) {
      return t.getMessage();
    }
    if (t instanceof StackOverflowError) {
      return "the Java stack overflowed (run with a larger -Xss)";
    }
    if (t instanceof OutOfMemoryError) {
      return "the Java heap is exhausted ("
          + Runtime.getRuntime().maxMemory() / (1 << 20)
          + " MB, -Xmx); lower the"
          + " limits (--max-memory) or give Java more memory";
    }
    return "internal error: "
        + t
        + (t.getStackTrace().length > 0 ? " at " + t.getStackTrace()[0] : "")
        + "; please report this input";
  }

  /** The exit code for a failure. */
  static int exitCodeOf(Throwable t) {
    if (t instanceof UsageException) {
      return ExitCodes.USAGE;
    }
    if (isBadInput(t)) {
      return ExitCodes.BAD_INPUT;
    }
    if (t instanceof MachineFault && t.getMessage().startsWith("internal error")) {
      return ExitCodes.INTERNAL;
    }
    if (t instanceof MachineFault
        || t instanceof LimitExceeded
        || t instanceof VirtualMachineError) {
      return ExitCodes.FAULT_OR_LIMIT;
    }
    return ExitCodes.INTERNAL;
  }

  /** Prints {@code error: message} on one line and returns the exit code. */
  static int report(Throwable t) {
    System.err.println("error: " + oneLine(messageOf(t)));
    return exitCodeOf(t);
  }

  static String oneLine(String message) {
    return message == null ? "(no message)" : message.replace('\n', ' ').replace('\r', ' ');
  }

  private static boolean isBadInput(Throwable t) {
    return t instanceof LaunchException
        || t instanceof DecodeException
        || t instanceof CaseFormatException
        || t instanceof MetadataFormatException
        || t instanceof VerificationFailure
        || t instanceof jvisa.cc.CompileError;
  }
}
