package jvisa.machine.core;

import java.lang.invoke.MethodHandles;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Compiles functions into {@link CompiledFunction}s and publishes them in their {@link JitSlot}: at
 * once, or on a background thread while the interpreter runs (so no kernel waits for compilation).
 * A function that fails to compile stays interpreted.
 */
final class JitCompiler {
  private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

  private static final ExecutorService BACKGROUND =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "jvisa-jit");
            t.setDaemon(true);
            return t;
          });

  private JitCompiler() {}

  /** Compiles {@code fn} once (later requests do nothing), now or in the background. */
  static void request(DecodedFunction fn, boolean background) {
    if (!fn.jit().claim()) {
      return;
    }
    if (!background) {
      fn.jit().publish(compile(fn));
      return;
    }
    BACKGROUND.execute(
        () -> {
          try {
            fn.jit().publish(compile(fn));
          } catch (RuntimeException | LinkageError e) {
            System.err.println(
                "jvisa: warning: the JIT could not compile '"
                    + fn.name()
                    + "' ("
                    + e
                    + "); it runs interpreted");
          }
        });
  }

  /** The compiled code of {@code fn}, or null when it has nothing worth compiling. */
  static CompiledFunction compile(DecodedFunction fn) {
    return FunctionCompiler.compile(LOOKUP, fn);
  }
}
