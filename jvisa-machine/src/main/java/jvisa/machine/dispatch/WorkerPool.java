package jvisa.machine.dispatch;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntConsumer;

/**
 * A fixed number of Java threads working on one dispatch. Worker {@code w} (0 to parallelism - 1)
 * is the only one using its index while it runs, so the index can name per-worker resources such as
 * hardware thread IDs. One worker runs on the calling thread, without a pool.
 */
public final class WorkerPool {
  private WorkerPool() {}

  /** One unit of work: item {@code item} run by worker {@code worker}. */
  @FunctionalInterface
  public interface ItemBody {
    void run(int worker, long item);
  }

  /** Number of workers when the caller does not choose: one per available processor. */
  public static int defaultParallelism() {
    return Runtime.getRuntime().availableProcessors();
  }

  /**
   * Runs items 0 to {@code count - 1}, each once, handing them out in increasing order to the
   * workers as they become free. When an item throws, the workers take no further items and, once
   * all have stopped, the failure of the lowest failed item is rethrown (so a sequential run and a
   * parallel one report the same error when only one item fails).
   */
  public static void forEach(long count, int parallelism, ItemBody body) {
    AtomicLong next = new AtomicLong();
    Failure failure = new Failure();
    run(
        parallelism,
        worker -> {
          for (long item = next.getAndIncrement();
              item < count && !failure.seen();
              item = next.getAndIncrement()) {
            try {
              body.run(worker, item);
            } catch (RuntimeException | Error e) {
              failure.record(item, e);
            }
          }
        });
    failure.rethrow();
  }

  /** Runs {@code worker.accept(w)} for every worker index, in parallel, and waits for all. */
  public static void run(int parallelism, IntConsumer worker) {
    if (parallelism < 1) {
      throw new IllegalArgumentException("parallelism must be at least 1, not " + parallelism);
    }
    if (parallelism == 1) {
      worker.accept(0);
      return;
    }
    ExecutorService pool =
        Executors.newFixedThreadPool(
            parallelism - 1,
            r -> {
              Thread t = new Thread(r, "jvisa-worker");
              t.setDaemon(true);
              return t;
            });
    Failure failure = new Failure();
    try {
      List<Future<?>> futures = new ArrayList<>();
      for (int w = 1; w < parallelism; w++) {
        int index = w;
        futures.add(pool.submit(() -> worker.accept(index)));
      }
      try {
        worker.accept(0);
      } catch (RuntimeException | Error e) {
        failure.record(0, e);
      }
      for (int w = 1; w < parallelism; w++) {
        try {
          futures.get(w - 1).get();
        } catch (ExecutionException e) {
          failure.record(w, e.getCause());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException("interrupted while waiting for the workers");
        }
      }
    } finally {
      pool.shutdownNow();
    }
    failure.rethrow();
  }

  /** The failure with the lowest key among those recorded. */
  private static final class Failure {
    private volatile boolean seen;
    private long key = Long.MAX_VALUE;
    private Throwable cause;

    boolean seen() {
      return seen;
    }

    synchronized void record(long at, Throwable t) {
      seen = true;
      if (at < key) {
        key = at;
        cause = t;
      }
    }

    synchronized void rethrow() {
      if (cause instanceof RuntimeException re) {
        throw re;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      if (cause != null) {
        throw new IllegalStateException(cause);
      }
    }
  }
}
