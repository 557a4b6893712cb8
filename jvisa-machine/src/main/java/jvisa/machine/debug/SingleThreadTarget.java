package jvisa.machine.debug;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.Program;
import jvisa.machine.core.ThreadRunner;
import jvisa.machine.limit.Limits;

/** One thread of a kernel, alone (as {@code jvisa exec} runs it), with chosen initial values. */
public final class SingleThreadTarget implements DebugTarget {
  private final Program program;
  private final int simd;
  private final Map<String, List<String>> sets;
  private final long stepLimit;
  private final Limits limits;

  /**
   * @param sets initial elements per variable, as {@link ThreadRunner#set} takes them
   */
  public SingleThreadTarget(
      Program program, int simd, Map<String, List<String>> sets, long stepLimit, Limits limits) {
    this.program = program;
    this.simd = simd;
    this.sets = new LinkedHashMap<>(sets);
    this.stepLimit = stepLimit;
    this.limits = limits;
  }

  /**
   * Checks the initial values before a session starts.
   *
   * @throws IllegalArgumentException naming a variable the kernel lacks or a value it cannot take
   */
  public void check() {
    prepared();
  }

  private ThreadRunner prepared() {
    ThreadRunner r = new ThreadRunner(program, simd, stepLimit, 256, limits);
    sets.forEach(r::set);
    return r;
  }

  @Override
  public String run(ThreadHook hook) {
    ThreadRunner r = prepared();
    r.observe(hook.started(r.thread(), new long[3], 0));
    r.run();
    return null;
  }
}
