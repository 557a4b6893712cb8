package jvisa.fuzz;

import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import jvisa.asm.model.Program;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.machine.core.DecodeException;
import jvisa.machine.core.Engine;
import jvisa.machine.core.HwThread;
import jvisa.machine.core.MachineFault;
import jvisa.machine.core.MachineProgram;
import jvisa.verify.Verifier;

/**
 * The property of the JIT: on a program the verifier accepts, from the same register contents and
 * memories, its compiled code does exactly what the interpreter does. Both runs end the same way
 * (the same fault message, if any) after the same steps and active channels, with the same kernel
 * registers and the same bytes in every memory.
 */
final class EngineOracle {
  /** How one engine's run ended and what it left. */
  record Run(
      String end,
      long steps,
      long compiledSteps,
      long activeChannels,
      byte[] registers,
      long memory) {}

  /** Instructions the JIT's compiled code ran in the comparisons so far (all threads). */
  static final AtomicLong COMPILED_STEPS = new AtomicLong();

  /** Dispatch masks the runs draw from; 0 stands for a random one. */
  private static final int[] DISPATCH_MASKS = {0xffff, 0xffff, 0xff, -1, 0};

  private EngineOracle() {}

  /**
   * What differs between the interpreter's and the JIT's runs of {@code text} (the first field that
   * does, with both values where they are short), or null when they agree or the verifier rejects
   * the text. The dispatch mask and the register file's bytes are drawn from the text's hash; the
   * memories start as zeros.
   */
  static String difference(String text) {
    ParseResult r = VisaParser.parse(Oracle.FILE, text);
    if (!r.ok()) {
      return null;
    }
    Program program = Program.of(r.unit());
    if (!Verifier.verify(program).isEmpty()) {
      return null;
    }
    long seed = text.hashCode();
    Run interpreted = run(program, Engine.INTERP, seed);
    Run compiled = run(program, Engine.JIT, seed);
    COMPILED_STEPS.addAndGet(compiled.compiledSteps());
    if (!interpreted.end().equals(compiled.end())) {
      return "end: interpreter '" + interpreted.end() + "', JIT '" + compiled.end() + "'";
    }
    if (interpreted.steps() != compiled.steps()) {
      return "steps: interpreter " + interpreted.steps() + ", JIT " + compiled.steps();
    }
    if (interpreted.activeChannels() != compiled.activeChannels()) {
      return "active channels: interpreter "
          + interpreted.activeChannels()
          + ", JIT "
          + compiled.activeChannels();
    }
    int at = Arrays.mismatch(interpreted.registers(), compiled.registers());
    if (at >= 0) {
      return "registers: first at byte " + at;
    }
    if (interpreted.memory() != compiled.memory()) {
      return "memory";
    }
    return null;
  }

  /** One run on {@code engine}, the JIT compiling every block before it starts. */
  static Run run(Program program, Engine engine, long seed) {
    FuzzEnvironment env = new FuzzEnvironment();
    HwThread t = null;
    String end;
    try {
      MachineProgram decoded = MachineProgram.decodeWithMessages(program);
      decoded.useEngine(engine, true);
      Random random = new Random(seed);
      int dispatchMask = DISPATCH_MASKS[random.nextInt(DISPATCH_MASKS.length)];
      if (dispatchMask == 0) {
        dispatchMask = random.nextInt() | 1;
      }
      t =
          decoded.newThread(
              "0", dispatchMask, MachineOracle.STEP_LIMIT, MachineOracle.CALL_DEPTH, env);
      random.nextBytes(t.kernelRegisters());
      while (t.run() == HwThread.Status.BLOCKED_AT_BARRIER) {
        // a lone thread passes its barriers
      }
      end = "ended";
    } catch (MachineFault | DecodeException e) {
      end = "fault: " + e.getMessage();
    } catch (RuntimeException | LinkageError | StackOverflowError e) {
      end = "crash: " + e;
    }
    if (t == null) {
      return new Run(end, 0, 0, 0, new byte[0], env.digest());
    }
    return new Run(
        end,
        t.steps(),
        t.compiledSteps(),
        t.activeChannels(),
        t.kernelRegisters().clone(),
        env.digest());
  }
}
