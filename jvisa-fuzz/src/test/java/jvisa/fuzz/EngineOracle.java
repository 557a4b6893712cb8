package jvisa.fuzz;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
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
import jvisa.machine.dispatch.ThreadGroupScheduler;
import jvisa.machine.limit.LaunchBudget;
import jvisa.machine.limit.LimitExceeded;
import jvisa.machine.limit.Limits;
import jvisa.verify.Verifier;

/**
 * The property of the JIT: on a program the verifier accepts, from the same register contents and
 * memories, its compiled code does exactly what the interpreter does. Both runs end the same way
 * (the same fault message, if any) after the same steps and active channels, with the same kernel
 * registers and the same bytes in every memory, NaN payloads apart ({@link NanPayloads}).
 */
final class EngineOracle {
  /** How one engine's run ended and what it left. */
  record Run(
      String end,
      long steps,
      long compiledSteps,
      long activeChannels,
      byte[] registers,
      byte[] memory) {}

  /** Instructions the JIT's compiled code ran, summed over the comparisons so far. */
  static final AtomicLong COMPILED_STEPS = new AtomicLong();

  /** Dispatch masks the runs draw from; 0 stands for a random one. */
  private static final int[] DISPATCH_MASKS = {0xffff, 0xffff, 0xff, -1, 0};

  private static final long TIERED_STEP_LIMIT = 40_000;
  private static final long SLICE = 2_000;

  /** The fewest executions that make an instruction hot (the JIT's least threshold). */
  private static final long HOT = 1024;

  private EngineOracle() {}

  /**
   * What differs between the interpreter's and the JIT's runs of {@code text} (the first field that
   * does, with both values where they are short), or null when they agree or the verifier rejects
   * the text. The dispatch mask and the register file's bytes are drawn from the text's hash; the
   * memories start as zeros.
   */
  static String difference(String text, boolean tiered) {
    ParseResult r = VisaParser.parse(Oracle.FILE, text);
    if (!r.ok()) {
      return null;
    }
    Program program = Program.of(r.unit());
    if (!Verifier.verify(program).isEmpty()) {
      return null;
    }
    long seed = text.hashCode();
    boolean barriers = text.contains("barrier");
    Run interpreted = run(program, Engine.INTERP, tiered, barriers, seed);
    Run compiled = run(program, Engine.JIT, tiered, barriers, seed);
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
    int at = NanPayloads.mismatch(interpreted.registers(), compiled.registers());
    if (at >= 0) {
      return "registers: first at byte " + at;
    }
    at = NanPayloads.mismatch(interpreted.memory(), compiled.memory());
    if (at >= 0) {
      return "memory: first at byte " + at;
    }
    return null;
  }

  /**
   * One run on {@code engine}: the JIT compiles every block before the thread starts or, {@code
   * tiered}, the blocks that turn hot while it runs, in the background (the launches' default). A
   * tiered run is of one thread, which may take {@link #TIERED_STEP_LIMIT} steps, in slices with a
   * pause after each once blocks can be hot, so that compiled code arrives while it still runs. The
   * others are of a group of 2 to 4 threads that share the memories and wait for each other at
   * barriers (always when the program has {@code barriers}, else half of them), each thread running
   * until it waits or ends, or interleaved by a shuffled schedule from the seed (the same
   * interleaving on both engines: the JIT's code stops where the interpreter would).
   */
  static Run run(Program program, Engine engine, boolean tiered, boolean barriers, long seed) {
    Random random = new Random(seed);
    int size = !tiered && (barriers || random.nextBoolean()) ? 2 + random.nextInt(3) : 1;
    FuzzEnvironment env = new FuzzEnvironment(size > 1);
    List<HwThread> group = new ArrayList<>();
    String end;
    try {
      MachineProgram decoded = MachineProgram.decodeWithMessages(program);
      decoded.useEngine(engine, !tiered);
      LaunchBudget budget = LaunchBudget.of(Limits.defaults());
      long stepLimit = tiered ? TIERED_STEP_LIMIT : MachineOracle.STEP_LIMIT;
      for (int k = 0; k < size; k++) {
        int dispatchMask = DISPATCH_MASKS[random.nextInt(DISPATCH_MASKS.length)];
        if (dispatchMask == 0) {
          dispatchMask = random.nextInt() | 1;
        }
        HwThread t =
            decoded.newThread(
                Integer.toString(k),
                dispatchMask,
                stepLimit,
                MachineOracle.CALL_DEPTH,
                env,
                budget);
        random.nextBytes(t.kernelRegisters());
        group.add(t);
      }
      if (size > 1) {
        ThreadGroupScheduler schedule =
            random.nextBoolean()
                ? ThreadGroupScheduler.roundRobin()
                : ThreadGroupScheduler.shuffled(random.nextLong());
        schedule.run(group, "the fuzzed group");
      } else {
        runAlone(group.get(0), engine, tiered);
      }
      end = "ended";
    } catch (MachineFault | DecodeException | LimitExceeded e) {
      end = "fault: " + e.getMessage();
    } catch (RuntimeException | LinkageError | StackOverflowError e) {
      end = "crash: " + e;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      end = "interrupted";
    }
    long steps = 0;
    long compiledSteps = 0;
    long activeChannels = 0;
    ByteArrayOutputStream registers = new ByteArrayOutputStream();
    for (HwThread t : group) {
      steps += t.steps();
      compiledSteps += t.compiledSteps();
      activeChannels += t.activeChannels();
      registers.writeBytes(t.kernelRegisters());
    }
    return new Run(
        end, steps, compiledSteps, activeChannels, registers.toByteArray(), env.snapshot());
  }

  /** A lone thread, which passes its barriers, run to its end. */
  private static void runAlone(HwThread t, Engine engine, boolean tiered)
      throws InterruptedException {
    while (t.run(tiered ? SLICE : Long.MAX_VALUE) != HwThread.Status.FINISHED) {
      if (tiered && engine == Engine.JIT && t.steps() >= HOT) {
        Thread.sleep(1);
      }
    }
  }
}
