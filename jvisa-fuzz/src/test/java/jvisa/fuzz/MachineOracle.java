package jvisa.fuzz;

import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.text.Diagnostic;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.machine.core.DecodeException;
import jvisa.machine.core.HwThread;
import jvisa.machine.core.MachineFault;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.core.ThreadRunner;
import jvisa.verify.Verifier;

/**
 * The property of the machine: a program the verifier accepts runs to its end or stops with a
 * {@link MachineFault} or {@link DecodeException} (a clean, located message); any other exception
 * is a bug.
 */
final class MachineOracle {
  /** What became of one input. */
  enum Outcome {
    UNPARSED,
    REJECTED,
    ENDED,
    FAULTED,
    CRASHED
  }

  /** The outcome, and for a crash its description. */
  record Result(Outcome outcome, String crash) {}

  static final long STEP_LIMIT = 2_000;
  static final int CALL_DEPTH = 8;

  private MachineOracle() {}

  /**
   * Parses, verifies and, when accepted, runs the text: alone as {@code jvisa exec} does, or with
   * memories.
   */
  static Result check(String text, boolean withMemory) {
    ParseResult r = VisaParser.parse(Oracle.FILE, text);
    if (!r.ok()) {
      return new Result(Outcome.UNPARSED, null);
    }
    Program program = Program.of(r.unit());
    List<Diagnostic> errors = Verifier.verify(program);
    if (!errors.isEmpty()) {
      return new Result(Outcome.REJECTED, null);
    }
    return run(program, withMemory);
  }

  /** Whether the text parses and the verifier accepts it. */
  static boolean accepted(String text) {
    ParseResult r = VisaParser.parse(Oracle.FILE, text);
    return r.ok() && Verifier.verify(Program.of(r.unit())).isEmpty();
  }

  static Result run(Program program, boolean withMemory) {
    try {
      if (withMemory) {
        MachineProgram decoded = MachineProgram.decodeWithMessages(program);
        HwThread t = decoded.newThread("0", 0xffff, STEP_LIMIT, CALL_DEPTH, new FuzzEnvironment());
        while (t.run() == HwThread.Status.BLOCKED_AT_BARRIER) {
          // a lone thread passes its barriers
        }
      } else {
        new ThreadRunner(program, 16, STEP_LIMIT, CALL_DEPTH).run();
      }
      return new Result(Outcome.ENDED, null);
    } catch (MachineFault | DecodeException e) {
      if (e.getMessage() == null || e.getMessage().isBlank()) {
        return new Result(Outcome.CRASHED, e.getClass().getName() + " without a message");
      }
      return new Result(Outcome.FAULTED, null);
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
      return new Result(
          Outcome.CRASHED, e.getClass().getName() + ": " + e.getMessage() + firstFrames(e));
    }
  }

  private static String firstFrames(Throwable e) {
    StringBuilder b = new StringBuilder();
    StackTraceElement[] st = e.getStackTrace();
    for (int i = 0; i < Math.min(3, st.length); i++) {
      b.append(" at ").append(st[i]);
    }
    return b.toString();
  }
}
