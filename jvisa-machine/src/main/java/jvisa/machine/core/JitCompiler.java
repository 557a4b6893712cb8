package jvisa.machine.core;

import java.lang.invoke.MethodHandles;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Compiles functions into {@link CompiledBlock}s and publishes them in their {@link JitSlot}: at
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

  /**
   * The compiled blocks of {@code fn} by first instruction index: each block but its final
   * instruction when that one may leave the straight line.
   */
  static CompiledBlock[] compile(DecodedFunction fn) {
    Exec[] code = fn.code();
    CompiledBlock[] byPc = new CompiledBlock[code.length];
    for (int[] b : BlockPartition.of(fn)) {
      int end = BlockPartition.endsBlock(code[b[1] - 1]) ? b[1] - 1 : b[1];
      if (end > b[0]) {
        byPc[b[0]] = BlockCompiler.compile(LOOKUP, code, b[0], end);
      }
    }
    return byPc;
  }
}
