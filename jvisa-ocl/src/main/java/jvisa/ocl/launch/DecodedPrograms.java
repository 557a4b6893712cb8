package jvisa.ocl.launch;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import jvisa.asm.model.Program;
import jvisa.machine.core.Engine;
import jvisa.machine.core.MachineProgram;

/**
 * A kernel image's decoded programs, kept for its later plain launches (no checks, no profile,
 * trace or debugger): verification, decoding and the JIT's compiled code are done once per engine
 * configuration, and a launch of an image launched before starts on the code its earlier launches
 * compiled. Launches share a decoded program as the work-groups of one launch do: everything a
 * launch changes lives in its threads, memories and counters.
 */
public final class DecodedPrograms {
  private record Key(boolean verified, Engine engine, boolean compileFirst) {}

  private final ConcurrentHashMap<Key, MachineProgram> programs = new ConcurrentHashMap<>();

  /** The parsed program they decode: the first one asked for. */
  private final AtomicReference<Program> parsed = new AtomicReference<>();

  /**
   * The decoded {@code parsed} (verified first when {@code verify}), its engine in use; decoded on
   * the first request of this configuration. A program that fails verification or decoding is not
   * kept: every launch of it fails the same way. Only one parsed program is kept (another one, of
   * an image made with these programs, is decoded anew each time).
   */
  @SuppressWarnings("ReferenceEquality") // the same parsed program, not an equal one
  MachineProgram plain(Program parsed, boolean verify, Engine engine, boolean compileFirst) {
    if (!this.parsed.compareAndSet(null, parsed) && this.parsed.get() != parsed) {
      return ready(parsed, verify, engine, compileFirst);
    }
    return programs.computeIfAbsent(
        new Key(verify, engine, compileFirst), k -> ready(parsed, verify, engine, compileFirst));
  }

  private static MachineProgram ready(
      Program parsed, boolean verify, Engine engine, boolean compileFirst) {
    MachineProgram program = decode(parsed, verify);
    program.useEngine(engine, compileFirst);
    return program;
  }

  /** A new decoding of {@code parsed}, verified first when {@code verify}. */
  static MachineProgram decode(Program parsed, boolean verify) {
    return MachineProgram.decodeWithMessages(
        verify ? ProgramVerification.requireValid(parsed) : parsed);
  }

  @Override
  public String toString() {
    return "DecodedPrograms" + programs.keySet();
  }
}
