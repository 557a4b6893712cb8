package jvisa.machine.dispatch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.machine.core.MachineFault;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.core.ThreadEnvironment;
import jvisa.machine.memory.AccessKind;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.MemoryFault;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Media thread spaces: every thread adds 1 to the values its dependencies stored in a zero-bordered
 * grid (BTI 1) and stores the sum at its own cell, so a cell is right only if the threads it reads
 * had finished; it also takes a ticket from a counter (BTI 2) to record the start order.
 */
class MediaDispatcherTest {
  private static final int W = 7;
  private static final int H = 5;
  private static final int PITCH = W + 2;

  /** BTI 1: the (W+2) x (H+2) grid; BTI 2: the ticket counter, then one ticket per thread. */
  private static final class Env implements ThreadEnvironment {
    final GlobalMemory memory = new GlobalMemory();
    final long gridBase = memory.allocate(4L * PITCH * (H + 2), 64);
    final long ticketBase = memory.allocate(4L * (W * H + 1), 64);
    final BufferSurface grid =
        new BufferSurface("BTI 1 (grid)", memory, gridBase, 4L * PITCH * (H + 2), null);
    final BufferSurface tickets =
        new BufferSurface("BTI 2 (tickets)", memory, ticketBase, 4L * (W * H + 1), null);

    @Override
    public AddressSpace surface(long bti) {
      if (bti == 1) {
        return grid;
      }
      if (bti == 2) {
        return tickets;
      }
      throw new MemoryFault(
          "binding table", bti, 0, AccessKind.READ, "binding-table index " + bti + " is empty");
    }

    long cell(int x, int y) {
      return memory.readInt(gridBase + 4L * ((y + 1) * PITCH + x + 1)) & 0xffffffffL;
    }

    int ticket(int x, int y) {
      return memory.readInt(ticketBase + 4L * (1 + y * W + x));
    }
  }

  private static final String DECLS =
      """
      .decl X v_type=G type=ud num_elts=1 align=dword
      .decl Y v_type=G type=ud num_elts=1 align=dword
      .decl OFF v_type=G type=ud num_elts=1 align=dword
      .decl TOFF v_type=G type=ud num_elts=1 align=dword
      .decl A v_type=G type=ud num_elts=1 align=dword
      .decl V v_type=G type=ud num_elts=1 align=dword
      .decl SUM v_type=G type=ud num_elts=1 align=dword
      .decl ZERO v_type=G type=ud num_elts=1 align=dword
      .decl ONE v_type=G type=ud num_elts=1 align=dword
      .decl T v_type=G type=ud num_elts=1 align=dword
      """;

  /** The kernel for a pattern: it reads exactly the cells of the pattern's offsets. */
  private static MachineProgram kernel(DependencyPattern pattern) {
    StringBuilder body =
        new StringBuilder(
            """
        mov (M1_NM, 1) X(0,0)<1> %thread_x(0,0)<0;1,0>
        mov (M1_NM, 1) Y(0,0)<1> %thread_y(0,0)<0;1,0>
        mul (M1_NM, 1) TOFF(0,0)<1> Y(0,0)<0;1,0> WIDTH:ud
        add (M1_NM, 1) TOFF(0,0)<1> TOFF(0,0)<0;1,0> X(0,0)<0;1,0>
        add (M1_NM, 1) TOFF(0,0)<1> TOFF(0,0)<0;1,0> 0x1:ud
        shl (M1_NM, 1) TOFF(0,0)<1> TOFF(0,0)<0;1,0> 0x2:ud
        add (M1_NM, 1) Y(0,0)<1> Y(0,0)<0;1,0> 0x1:ud
        mul (M1_NM, 1) OFF(0,0)<1> Y(0,0)<0;1,0> PITCH:ud
        add (M1_NM, 1) OFF(0,0)<1> OFF(0,0)<0;1,0> X(0,0)<0;1,0>
        add (M1_NM, 1) OFF(0,0)<1> OFF(0,0)<0;1,0> 0x1:ud
        shl (M1_NM, 1) OFF(0,0)<1> OFF(0,0)<0;1,0> 0x2:ud
        mov (M1_NM, 1) SUM(0,0)<1> 0x1:ud
        mov (M1_NM, 1) ZERO(0,0)<1> 0x0:ud
        mov (M1_NM, 1) ONE(0,0)<1> 0x1:ud
        lsc_atomic_iadd.ugm (M1_NM, 1) T:d32 bti(0x2)[ZERO]:a32 ONE %null
        lsc_store.ugm.wb.wb (M1_NM, 1) bti(0x2)[TOFF]:a32 T:d32
        """
                .replace("WIDTH", "0x" + Integer.toHexString(W))
                .replace("PITCH", "0x" + Integer.toHexString(PITCH)));
    for (DependencyPattern.Offset o : pattern.offsets()) {
      int delta = 4 * (o.dy() * PITCH + o.dx());
      body.append("add (M1_NM, 1) A(0,0)<1> OFF(0,0)<0;1,0> 0x%x:ud\n".formatted(delta));
      body.append("lsc_load.ugm.ca.ca (M1_NM, 1) V:d32 bti(0x1)[A]:a32\n");
      body.append("add (M1_NM, 1) SUM(0,0)<1> SUM(0,0)<0;1,0> V(0,0)<0;1,0>\n");
    }
    body.append("lsc_store.ugm.wb.wb (M1_NM, 1) bti(0x1)[OFF]:a32 SUM:d32\n");
    return VisaText.kernel(DECLS, body.toString());
  }

  /** The cells as the pattern defines them: 1 + the sum of the dependencies inside the space. */
  private static long[] expected(DependencyPattern pattern) {
    Long[] memo = new Long[W * H];
    long[] out = new long[W * H];
    for (int i = 0; i < W * H; i++) {
      out[i] = value(pattern, i % W, i / W, memo);
    }
    return out;
  }

  private static long value(DependencyPattern pattern, int x, int y, Long[] memo) {
    if (memo[y * W + x] == null) {
      long v = 1;
      for (DependencyPattern.Offset o : pattern.offsets()) {
        int nx = x + o.dx();
        int ny = y + o.dy();
        if (nx >= 0 && nx < W && ny >= 0 && ny < H) {
          v = (v + value(pattern, nx, ny, memo)) & 0xffffffffL;
        }
      }
      memo[y * W + x] = v;
    }
    return memo[y * W + x];
  }

  private static Env run(DependencyPattern pattern, MachineProgram program, int parallelism) {
    Env env = new Env();
    MediaDispatcher.Result r =
        new MediaDispatcher(program, 1, 100_000).run(W, H, pattern, env, parallelism);
    assertEquals(W * H, r.threads());
    assertTrue(r.instructions() > 0);
    return env;
  }

  private static long[] cells(Env env) {
    long[] out = new long[W * H];
    for (int i = 0; i < W * H; i++) {
      out[i] = env.cell(i % W, i / W);
    }
    return out;
  }

  private static final DependencyPattern RIGHT_TO_LEFT =
      new DependencyPattern("right-to-left", List.of(new DependencyPattern.Offset(1, 0)));
  private static final DependencyPattern BOTTOM_UP_DIAGONAL =
      new DependencyPattern(
          "bottom-up diagonal",
          List.of(new DependencyPattern.Offset(-1, 1), new DependencyPattern.Offset(0, 1)));

  static List<DependencyPattern> patterns() {
    return List.of(
        DependencyPattern.VERTICAL_WAVE,
        DependencyPattern.HORIZONTAL_WAVE,
        DependencyPattern.WAVEFRONT_45,
        DependencyPattern.WAVEFRONT_26,
        RIGHT_TO_LEFT,
        BOTTOM_UP_DIAGONAL);
  }

  @ParameterizedTest(name = "parallelism {0}")
  @ValueSource(ints = {1, 2, 3})
  void everyPatternHonoursItsDependencies(int parallelism) {
    for (DependencyPattern p : patterns()) {
      Env env = run(p, kernel(p), parallelism);
      assertArrayEquals(expected(p), cells(env), p.name());
      for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) {
          for (DependencyPattern.Offset o : p.offsets()) {
            int nx = x + o.dx();
            int ny = y + o.dy();
            if (nx >= 0 && nx < W && ny >= 0 && ny < H) {
              assertTrue(
                  env.ticket(nx, ny) < env.ticket(x, y),
                  p.name() + ": (" + x + "," + y + ") started before (" + nx + "," + ny + ")");
            }
          }
        }
      }
    }
  }

  @Test
  void theKernelIsWrongWhenTheDependenciesAreIgnored() {
    // raster order runs these threads before the ones they read
    for (DependencyPattern p : List.of(RIGHT_TO_LEFT, BOTTOM_UP_DIAGONAL)) {
      Env env = run(DependencyPattern.NONE, kernel(p), 1);
      assertFalse(java.util.Arrays.equals(expected(p), cells(env)), p.name());
    }
  }

  @Test
  void wavefront45ValuesAreBinomialLikeDelannoyNumbers() {
    // 1 + left + upper-left + up: a closed-form check of the reference itself
    long[] e = expected(DependencyPattern.WAVEFRONT_45);
    assertEquals(1, e[0]);
    assertEquals(2, e[1]);
    assertEquals(2, e[W]);
    assertEquals(1 + 2 + 1 + 2, e[W + 1]);
  }

  @Test
  void withoutDependenciesThreadsStartRowByRow() {
    Env env = run(DependencyPattern.NONE, kernel(DependencyPattern.NONE), 1);
    for (int i = 0; i < W * H; i++) {
      assertEquals(i, env.ticket(i % W, i / W));
      assertEquals(1, env.cell(i % W, i / W));
    }
  }

  @Test
  void aCyclicPatternIsAnError() {
    DependencyPattern cycle =
        new DependencyPattern(
            "both-ways",
            List.of(new DependencyPattern.Offset(1, 0), new DependencyPattern.Offset(-1, 0)));
    MachineFault f = assertThrows(MachineFault.class, () -> run(cycle, kernel(cycle), 2));
    assertTrue(f.getMessage().contains("forms a cycle"), f.getMessage());
  }

  @Test
  void aFaultingThreadIsReportedWithItsCoordinates() {
    MachineProgram p =
        VisaText.kernel(
            DECLS,
            """
        mov (M1_NM, 1) A(0,0)<1> 0x0:ud
        lsc_load.ugm.ca.ca (M1_NM, 1) V:d32 bti(0x5)[A]:a32
        """);
    MachineFault f =
        assertThrows(
            MachineFault.class,
            () -> new MediaDispatcher(p, 8, 1000).run(2, 2, DependencyPattern.NONE, new Env(), 1));
    String m = f.getMessage();
    assertTrue(m.contains("binding-table index 5 is empty"), m);
    assertTrue(m.contains("thread (0,0)"), m);
    assertTrue(m.contains("kernel 'k'"), m);
    // with two workers, whichever thread faults first is named
    MachineFault parallel =
        assertThrows(
            MachineFault.class,
            () -> new MediaDispatcher(p, 8, 1000).run(2, 2, DependencyPattern.NONE, new Env(), 2));
    assertTrue(
        parallel.getMessage().matches("(?s).*thread \\(\\d,\\d\\).*"), parallel.getMessage());
  }

  @Test
  void namedPatternsAreFoundByName() {
    assertEquals(DependencyPattern.WAVEFRONT_26, DependencyPattern.named("wavefront26"));
    assertEquals(4, DependencyPattern.WAVEFRONT_26.offsets().size());
    assertEquals(null, DependencyPattern.named("diagonal"));
  }
}
