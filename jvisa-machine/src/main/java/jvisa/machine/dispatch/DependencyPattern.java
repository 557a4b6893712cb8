package jvisa.machine.dispatch;

import java.util.List;

/**
 * Which threads of a media thread space a thread waits for, as (dx, dy) offsets from its own (x,
 * y); the thread starts once every thread at an offset that lies inside the space has finished. The
 * named patterns are the hardware scoreboard settings Intel's media driver programs for the CM
 * dependency patterns. The offsets must not form a cycle (the 26Z patterns, meant for z-order walks
 * of 2x2 blocks, do in a plain raster space and are not offered); a cycle is reported when the
 * dispatch finds threads that can never start.
 */
public record DependencyPattern(String name, List<Offset> offsets) {
  /** One dependency: the thread at (x + dx, y + dy). */
  public record Offset(int dx, int dy) {
    public Offset {
      if (dx == 0 && dy == 0) {
        throw new IllegalArgumentException("a thread cannot depend on itself (offset 0,0)");
      }
    }
  }

  /** Every thread may run at once. */
  public static final DependencyPattern NONE = new DependencyPattern("none", List.of());

  /** Each thread waits for its left neighbour. */
  public static final DependencyPattern VERTICAL_WAVE =
      new DependencyPattern("vertical", List.of(new Offset(-1, 0)));

  /** Each thread waits for the one above it. */
  public static final DependencyPattern HORIZONTAL_WAVE =
      new DependencyPattern("horizontal", List.of(new Offset(0, -1)));

  /** 45-degree wavefront: left, upper-left and upper neighbours. */
  public static final DependencyPattern WAVEFRONT_45 =
      new DependencyPattern(
          "wavefront45", List.of(new Offset(-1, 0), new Offset(-1, -1), new Offset(0, -1)));

  /** 26-degree wavefront: left, upper-left, upper and upper-right neighbours. */
  public static final DependencyPattern WAVEFRONT_26 =
      new DependencyPattern(
          "wavefront26",
          List.of(new Offset(-1, 0), new Offset(-1, -1), new Offset(0, -1), new Offset(1, -1)));

  public DependencyPattern {
    offsets = List.copyOf(offsets);
  }

  /** The named pattern ({@link #name()} of one of the constants), or null. */
  public static DependencyPattern named(String name) {
    for (DependencyPattern p :
        List.of(NONE, VERTICAL_WAVE, HORIZONTAL_WAVE, WAVEFRONT_45, WAVEFRONT_26)) {
      if (p.name.equals(name)) {
        return p;
      }
    }
    return null;
  }
}
