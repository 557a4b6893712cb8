package jvisa.machine.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;

/**
 * The findings of a checked launch, grouped (a group is a {@link Finding#groupKey()}: its first
 * finding and how often it happened) and capped at a number of groups. Thread-safe: work-groups
 * running at once report into one log. A listener hears each new group as soon as it is found.
 */
public final class FindingLog {
  /** A report: the first finding of its group and how many findings the group has. */
  public record Group(Finding first, long count) {}

  public static final int DEFAULT_MAX_REPORTS = 100;

  private final int maxReports;
  private final Consumer<Finding> listener;
  private final Map<String, Slot> groups = new ConcurrentHashMap<>();
  private final List<Slot> order = new ArrayList<>();
  private final AtomicInteger kept = new AtomicInteger();
  private final LongAdder total = new LongAdder();
  private final LongAdder dropped = new LongAdder();

  private static final class Slot {
    final Finding first;
    final LongAdder count = new LongAdder();

    Slot(Finding first) {
      this.first = first;
    }
  }

  /**
   * A log keeping at most {@code maxReports} groups.
   *
   * @param maxReports groups kept; findings of further groups are only counted
   * @param listener told each new kept group's first finding (may be null)
   */
  public FindingLog(int maxReports, Consumer<Finding> listener) {
    if (maxReports < 1) {
      throw new IllegalArgumentException("--max-reports must be at least 1, not " + maxReports);
    }
    this.maxReports = maxReports;
    this.listener = listener;
  }

  public FindingLog() {
    this(DEFAULT_MAX_REPORTS, null);
  }

  /** Adds a finding to its group, or starts a new group while fewer than the cap exist. */
  public void add(Finding f) {
    total.increment();
    String key = f.groupKey();
    Slot s = groups.get(key);
    if (s == null) {
      synchronized (order) {
        s = groups.get(key);
        if (s == null) {
          if (kept.get() >= maxReports) {
            dropped.increment();
            return;
          }
          s = new Slot(f);
          groups.put(key, s);
          order.add(s);
          kept.incrementAndGet();
          if (listener != null) {
            listener.accept(f);
          }
        }
      }
    }
    s.count.increment();
  }

  /** Whether there is a finding of this key already (checks use it to skip costly details). */
  public boolean has(String groupKey) {
    return groups.containsKey(groupKey);
  }

  /** The kept groups, in the order they were found. */
  public List<Group> groups() {
    synchronized (order) {
      List<Group> out = new ArrayList<>(order.size());
      for (Slot s : order) {
        out.add(new Group(s.first, s.count.sum()));
      }
      return out;
    }
  }

  /** All findings, including those of groups beyond the cap. */
  public long total() {
    return total.sum();
  }

  /** Findings of groups not kept because of the cap. */
  public long dropped() {
    return dropped.sum();
  }

  public boolean isEmpty() {
    return total.sum() == 0;
  }

  public int maxReports() {
    return maxReports;
  }

  /** A summary headline and each group with its count. */
  public List<String> report() {
    List<String> lines = new ArrayList<>();
    List<Group> gs = groups();
    lines.add(
        "checks: "
            + total()
            + " finding"
            + (total() == 1 ? "" : "s")
            + " in "
            + gs.size()
            + " report"
            + (gs.size() == 1 ? "" : "s")
            + (dropped() > 0 ? " (" + dropped() + " more beyond --max-reports)" : ""));
    for (Group g : gs) {
      lines.add("  [" + g.count() + "x] " + g.first().describe());
    }
    return lines;
  }

  /** The groups as a JSON document (see README, "Checks"). */
  public String toJson() {
    StringBuilder sb = new StringBuilder();
    sb.append("{\n  \"total\": ").append(total());
    sb.append(",\n  \"dropped\": ").append(dropped());
    sb.append(",\n  \"reports\": [");
    List<Group> gs = groups();
    for (int i = 0; i < gs.size(); i++) {
      Finding f = gs.get(i).first();
      sb.append(i == 0 ? "\n" : ",\n").append("    {");
      sb.append("\"check\": ").append(Json.quote(f.check().flagName()));
      sb.append(", \"kind\": ").append(Json.quote(f.kind()));
      sb.append(", \"count\": ").append(gs.get(i).count());
      sb.append(", \"kernel\": ").append(Json.quote(f.kernel()));
      sb.append(", \"instruction\": ").append(Json.quote(f.instruction()));
      sb.append(", \"source\": ").append(Json.quote(f.source()));
      sb.append(", \"workGroup\": ").append(Json.quote(f.workGroup()));
      sb.append(", \"thread\": ").append(Json.quote(f.thread()));
      sb.append(", \"channels\": ").append(Json.quote(f.channels()));
      sb.append(", \"address\": ").append(Json.quote(f.address()));
      sb.append(", \"other\": ").append(Json.quote(f.other()));
      sb.append(", \"detail\": ").append(Json.quote(f.detail()));
      sb.append("}");
    }
    sb.append(gs.isEmpty() ? "]\n}\n" : "\n  ]\n}\n");
    return sb.toString();
  }
}
