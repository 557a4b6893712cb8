package jvisa.machine.core;

import java.util.List;

/**
 * Which executed instructions a trace records: threads of the listed work-groups (all when empty),
 * the listed thread indices within a group (all when empty), instructions whose source line lies in
 * [firstLine, lastLine].
 *
 * @param groups work-group IDs, each {x, y, z}
 */
public record TraceFilter(
    List<List<Long>> groups, List<Integer> threads, int firstLine, int lastLine) {
  public TraceFilter {
    groups = groups.stream().map(List::copyOf).toList();
    threads = List.copyOf(threads);
    if (firstLine > lastLine) {
      throw new IllegalArgumentException(
          "the line range " + firstLine + "-" + lastLine + " is empty");
    }
  }

  /** Everything. */
  public static TraceFilter all() {
    return new TraceFilter(List.of(), List.of(), 0, Integer.MAX_VALUE);
  }

  /** Whether thread {@code thread} of work-group {@code group} is traced. */
  public boolean traces(long[] group, int thread) {
    boolean groupOk =
        groups.isEmpty()
            || groups.stream()
                .anyMatch(
                    g -> g.get(0) == group[0] && g.get(1) == group[1] && g.get(2) == group[2]);
    return groupOk && (threads.isEmpty() || threads.contains(thread));
  }

  boolean tracesLine(int line) {
    return line >= firstLine && line <= lastLine;
  }
}
