package jvisa.machine.core;

import java.lang.invoke.MethodHandles;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Compiles functions into {@link CompiledFunction}s and publishes them in their {@link JitSlot}:
 * the whole function at once (tests, {@code compileNow}), or the blocks the interpreter found hot,
 * on a background thread while the interpreter runs on (so no kernel waits for compilation and code
 * that runs a few thousand times, where compiling costs more than it saves, stays interpreted). A
 * function that fails to compile stays interpreted.
 */
final class JitCompiler {
  /** Executions of an instruction after which its block is compiled. */
  static final int HOT = 8192;

  /** Blocks at least this warm join a compilation that a hot block started. */
  private static final int WARM = HOT / 8;

  /** Compilations of one function at most: each adds the blocks that became hot since. */
  private static final int MAX_COMPILATIONS = 8;

  private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

  private static final ExecutorService BACKGROUND =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "jvisa-jit");
            t.setDaemon(true);
            return t;
          });

  private JitCompiler() {}

  /** Compiles every block of {@code fn} now, once (later requests do nothing). */
  static void compileNow(DecodedFunction fn) {
    if (fn.jit().claim(1)) {
      fn.jit().compiled(FunctionCompiler.compile(LOOKUP, fn, null));
    }
  }

  /**
   * Called by the interpreter when an instruction of {@code fn} became hot: compiles the hot and
   * warm blocks not compiled yet in the background, and adds them to the function's code.
   */
  static void hot(DecodedFunction fn) {
    if (!fn.jit().claim(MAX_COMPILATIONS)) {
      return;
    }
    BACKGROUND.execute(
        () -> {
          CompiledFunction current = fn.jit().code();
          CompiledFunction compiled = null;
          try {
            CompiledFunction more =
                FunctionCompiler.compile(LOOKUP, fn, newWarmBlocks(fn, current));
            compiled = more == null || current == null ? more : current.plus(more);
          } catch (RuntimeException | LinkageError e) {
            System.err.println(
                "jvisa: warning: the JIT could not compile '"
                    + fn.name()
                    + "' ("
                    + e
                    + "); it runs interpreted");
          } finally {
            fn.jit().compiled(compiled);
          }
          if (compiled != null && hotOutside(fn, compiled)) {
            hot(fn);
          }
        });
  }

  /** Block starts worth compiling: warm ones that {@code current} does not compile. */
  private static boolean[] newWarmBlocks(DecodedFunction fn, CompiledFunction current) {
    int[] heat = fn.jit().heat();
    boolean[] chosen = new boolean[heat.length];
    for (int pc = 0; pc < heat.length; pc++) {
      chosen[pc] = heat[pc] >= WARM && (current == null || !current.isEntry(pc));
    }
    return chosen;
  }

  /** Whether an instruction became hot while {@code compiled} was being made without it. */
  private static boolean hotOutside(DecodedFunction fn, CompiledFunction compiled) {
    int[] heat = fn.jit().heat();
    boolean[] compilable = FunctionCompiler.compilableStarts(fn);
    for (int pc = 0; pc < heat.length; pc++) {
      if (compilable[pc] && heat[pc] >= HOT && !compiled.isEntry(pc)) {
        return true;
      }
    }
    return false;
  }
}
