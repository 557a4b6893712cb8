package jvisa.machine.dispatch;

import java.util.ArrayDeque;
import java.util.Arrays;
import jvisa.machine.core.HwThread;
import jvisa.machine.core.MachineFault;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.core.RegisterLayout;
import jvisa.machine.core.ThreadEnvironment;
import jvisa.machine.memory.LittleEndian;

/**
 * Media mode: runs one SIMD-wide thread per point of a width x height thread space, each with its
 * coordinates in %thread_x and %thread_y, honouring a {@link DependencyPattern} (a thread starts
 * only after the threads it depends on have finished). Ready threads start in the order they became
 * ready, row by row at first; with more than one worker they run in parallel. A thread's hardware
 * thread ID ({@link HardwareThreadIds}) is the index of the worker running it, unique among the
 * threads running at the same time. Media threads have no thread group: a barrier is an error.
 */
public final class MediaDispatcher {
  /** What a dispatch ran. */
  /**
   * What a run did: threads, instructions executed, and of those the ones the JIT's compiled code
   * ran.
   */
  public record Result(long threads, long instructions, long compiledInstructions) {}

  private static final int MAX_CALL_DEPTH = 64;

  private final MachineProgram program;
  private final int dispatchMask;
  private final long stepLimit;
  private final int threadX;
  private final int threadY;
  private final byte[] payload;
  private final int payloadOffset;

  /**
   * @param simd channels each thread is dispatched with (1 to 32)
   * @param stepLimit instructions one thread may execute before it is stopped as a runaway
   */
  public MediaDispatcher(MachineProgram program, int simd, long stepLimit) {
    this(program, simd, stepLimit, new byte[0], 0);
  }

  /**
   * A dispatcher whose threads start with {@code payload} in their registers from byte {@code
   * payloadOffset} (the kernel's {@code .input} values; what lies past the payload area is
   * dropped).
   */
  public MediaDispatcher(
      MachineProgram program, int simd, long stepLimit, byte[] payload, int payloadOffset) {
    if (payloadOffset < 0) {
      throw new IllegalArgumentException("negative payload offset " + payloadOffset);
    }
    this.payload = payload.clone();
    this.payloadOffset = payloadOffset;
    if (simd < 1 || simd > 32) {
      throw new IllegalArgumentException("SIMD width must be 1 to 32, not " + simd);
    }
    this.program = program;
    this.dispatchMask = simd == 32 ? -1 : (1 << simd) - 1;
    this.stepLimit = stepLimit;
    RegisterLayout layout = program.kernelLayout();
    this.threadX = layout.offsetOf("%thread_x");
    this.threadY = layout.offsetOf("%thread_y");
  }

  /**
   * Runs every thread of the space to its end.
   *
   * @param parallelism Java threads running media threads at once (1 = one after another)
   * @throws MachineFault when a thread faults or the dependencies form a cycle
   */
  public Result run(
      int width, int height, DependencyPattern pattern, ThreadEnvironment env, int parallelism) {
    if (width < 1 || height < 1 || (long) width * height > Integer.MAX_VALUE) {
      throw new IllegalArgumentException(
          "the thread space must be at least 1 x 1 and fit an int, not " + width + " x " + height);
    }
    Walk walk = new Walk(width, height, pattern);
    long[] instructions = new long[parallelism];
    long[] compiled = new long[parallelism];
    WorkerPool.run(
        parallelism,
        worker -> {
          for (int t = walk.take(); t >= 0; t = walk.take()) {
            try {
              HwThread done = runThread(t % width, t / width, worker, env);
              instructions[worker] += done.steps();
              compiled[worker] += done.compiledSteps();
            } catch (RuntimeException | Error e) {
              walk.fail();
              throw e;
            }
            walk.finished(t);
          }
        });
    return new Result(
        (long) width * height, Arrays.stream(instructions).sum(), Arrays.stream(compiled).sum());
  }

  private HwThread runThread(int x, int y, int worker, ThreadEnvironment env) {
    HwThread t =
        program.newThread("(" + x + "," + y + ")", dispatchMask, stepLimit, MAX_CALL_DEPTH, env);
    byte[] g = t.kernelRegisters();
    int n = Math.min(payload.length, program.kernelLayout().payloadEnd() - payloadOffset);
    if (n > 0) {
      System.arraycopy(payload, 0, g, payloadOffset, n);
    }
    LittleEndian.put(g, threadX, 2, x);
    LittleEndian.put(g, threadY, 2, y);
    HardwareThreadIds.write(g, program.kernelLayout(), worker, dispatchMask);
    if (t.run() == HwThread.Status.BLOCKED_AT_BARRIER) {
      throw new MachineFault(
          "barrier in media mode (media threads have no thread group) at " + t.describeStop());
    }
    return t;
  }

  /** The scoreboard: which threads wait for how many others, and which are ready to start. */
  private static final class Walk {
    private final int width;
    private final int height;
    private final DependencyPattern pattern;
    private final int[] pending;
    private final ArrayDeque<Integer> ready = new ArrayDeque<>();
    private int running;
    private int done;
    private boolean failed;

    Walk(int width, int height, DependencyPattern pattern) {
      this.width = width;
      this.height = height;
      this.pattern = pattern;
      this.pending = new int[width * height];
      for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
          int n = 0;
          for (DependencyPattern.Offset o : pattern.offsets()) {
            if (inside(x + o.dx(), y + o.dy())) {
              n++;
            }
          }
          pending[y * width + x] = n;
          if (n == 0) {
            ready.add(y * width + x);
          }
        }
      }
    }

    private boolean inside(int x, int y) {
      return x >= 0 && x < width && y >= 0 && y < height;
    }

    /**
     * The next thread to run, waiting while others run; -1 when all are done or a thread failed.
     */
    synchronized int take() {
      while (ready.isEmpty() && !failed && done < pending.length) {
        if (running == 0) {
          failed = true;
          notifyAll();
          throw new MachineFault(
              "the "
                  + pattern.name()
                  + " dependency pattern "
                  + pattern.offsets()
                  + " forms a cycle: "
                  + (pending.length - done)
                  + " threads of the "
                  + width
                  + " x "
                  + height
                  + " space can never start");
        }
        try {
          wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new MachineFault("interrupted while waiting for media threads");
        }
      }
      if (failed || ready.isEmpty()) {
        return -1;
      }
      running++;
      return ready.poll();
    }

    synchronized void finished(int t) {
      running--;
      done++;
      int x = t % width;
      int y = t / width;
      for (DependencyPattern.Offset o : pattern.offsets()) {
        int dx = x - o.dx();
        int dy = y - o.dy();
        if (inside(dx, dy) && --pending[dy * width + dx] == 0) {
          ready.add(dy * width + dx);
        }
      }
      notifyAll();
    }

    synchronized void fail() {
      failed = true;
      notifyAll();
    }
  }
}
