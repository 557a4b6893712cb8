package jvisa.machine.dispatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicIntegerArray;
import org.junit.jupiter.api.Test;

/** Items are each run once, workers never share an index at the same time, and failures surface. */
class WorkerPoolTest {
  @Test
  void everyItemRunsOnceAndWorkerIndicesAreExclusive() {
    AtomicIntegerArray runs = new AtomicIntegerArray(1000);
    AtomicIntegerArray busy = new AtomicIntegerArray(3);
    Set<Integer> workers = ConcurrentHashMap.newKeySet();
    WorkerPool.forEach(
        1000,
        3,
        (worker, item) -> {
          assertEquals(0, busy.getAndIncrement(worker), "worker " + worker + " is already busy");
          workers.add(worker);
          runs.incrementAndGet((int) item);
          busy.decrementAndGet(worker);
        });
    for (int i = 0; i < 1000; i++) {
      assertEquals(1, runs.get(i), "item " + i);
    }
    assertTrue(workers.stream().allMatch(w -> w >= 0 && w < 3), workers.toString());
  }

  @Test
  void theLowestFailingItemIsReported() {
    for (int parallelism : new int[] {1, 2, 4}) {
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class,
              () ->
                  WorkerPool.forEach(
                      200,
                      parallelism,
                      (worker, item) -> {
                        if (item == 37 || item == 38 || item == 150) {
                          throw new IllegalStateException("item " + item);
                        }
                      }));
      assertEquals("item 37", e.getMessage(), "parallelism " + parallelism);
    }
  }

  @Test
  void parallelismBelowOneIsRejected() {
    assertThrows(IllegalArgumentException.class, () -> WorkerPool.forEach(1, 0, (w, i) -> {}));
  }

  @Test
  void jvmErrorsOfWorkerThreadsReachTheCaller() {
    for (int parallelism : new int[] {1, 3}) {
      OutOfMemoryError oom = new OutOfMemoryError("Java heap space");
      StackOverflowError so = new StackOverflowError();
      assertEquals(
          oom,
          assertThrows(
              OutOfMemoryError.class,
              () ->
                  WorkerPool.forEach(
                      6,
                      parallelism,
                      (w, i) -> {
                        if (i == 4) {
                          throw oom;
                        }
                      })));
      assertEquals(
          so,
          assertThrows(
              StackOverflowError.class,
              () ->
                  WorkerPool.forEach(
                      6,
                      parallelism,
                      (w, i) -> {
                        if (i == 5) {
                          throw so;
                        }
                      })));
    }
  }
}
