package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Set;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.CheckedEnvironment;
import jvisa.machine.check.FindingLog;
import jvisa.machine.check.GroupChecks;
import jvisa.machine.check.LaunchChecks;
import jvisa.machine.check.MemoryMap;
import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.SurfaceFormat;
import org.junit.jupiter.api.Test;

/**
 * Typed and media messages under the race and uninitialised-value checks: image bytes are shadowed
 * like a buffer's (BTI 5: an 8x4 R32_UINT image; BTI 3: a 64-byte buffer).
 */
class ImageChecksTest {
  private static final long IMAGE = 0x3_0000_0000L;
  private static final long IMAGE_BYTES = 8 * 4 * 4;

  /** Defined coordinates (pixel (lane, 1)) and, unless {@code undefinedSrc}, defined data. */
  private static final String SETUP =
      """
      movs (M1_NM, 1) T7(0) 0x5:ud
      movs (M1_NM, 1) T6(0) 0x3:ud
      mov (M1, 8) U(0,0)<1> 0x0:ud
      mov (M1, 8) V(0,0)<1> 0x1:ud
      mov (M1, 8) OFF(0,0)<1> 0x0:ud
      """;

  /** One launch's memories and checks. */
  private static final class Launch {
    final MessageTestEnv env = new MessageTestEnv();
    final FindingLog log = new FindingLog(100, null);
    final Set<CheckKind> kinds;
    final LaunchChecks checks;
    final GroupChecks group = new GroupChecks(256, new MemoryMap());

    Launch(Set<CheckKind> kinds) {
      this.kinds = kinds;
      this.checks = new LaunchChecks(kinds, log, 1);
      env.images.put(
          5L, ImageSurface.packed2d("img", env.global, IMAGE, SurfaceFormat.R32_UINT, 8, 4));
    }

    /** Runs {@code body} (after {@link #SETUP}) as thread {@code index} of work-group 0. */
    void thread(int index, String body) {
      MachineProgram p =
          MachineProgram.decodeWithMessages(
              Kernels.parse(Kernels.kernel(MessageTestEnv.DECLS, SETUP + body)));
      p.attachChecks(kinds);
      ThreadProbe probe = new ThreadProbe(log, p.kernelName(), "(0,0,0)", 0, index, false);
      HwThread t =
          p.newThread("0", 0xff, 10_000, 8, new CheckedEnvironment(env, probe, checks, group));
      t.attachProbe(probe);
      t.run();
    }

    String report() {
      return String.join("\n", log.report());
    }
  }

  private static Launch with(CheckKind kind) {
    return new Launch(EnumSet.of(kind));
  }

  @Test
  void aTypedWriteAndAnotherThreadsTypedReadOfThePixelRace() {
    Launch c = with(CheckKind.RACES);
    c.thread(
        0,
        """
        mov (M1, 8) SRC(0,0)<1> 0x7:ud
        scatter4_typed.R (M1, 8) T7 U.0 V.0 %null.0 %null.0 SRC.0
        """);
    c.thread(1, "gather4_typed.R (M1, 8) T7 U.0 V.0 %null.0 %null.0 DATA.0\n");
    assertTrue(c.report().contains("data race (read after write)"), c.report());
    assertTrue(c.report().contains("image 'img' + 0x20"), c.report());
  }

  @Test
  void mediaBlockWritesOfTwoThreadsToTheSameBytesRace() {
    Launch c = with(CheckKind.RACES);
    String body =
        """
        mov (M1, 8) SRC(0,0)<1> 0x7:ud
        media_st.nomod (4, 1) T7 0 0x8:ud 0x1:ud SRC.0
        """;
    c.thread(0, body);
    c.thread(1, body);
    assertTrue(c.report().contains("data race (write after write)"), c.report());
    assertTrue(c.report().contains("image 'img' + 0x28"), c.report());
  }

  @Test
  void oneThreadsOwnImageAccessesDoNotRace() {
    Launch c = with(CheckKind.RACES);
    c.thread(
        0,
        """
        mov (M1, 8) SRC(0,0)<1> 0x7:ud
        scatter4_typed.R (M1, 8) T7 U.0 V.0 %null.0 %null.0 SRC.0
        gather4_typed.R (M1, 8) T7 U.0 V.0 %null.0 %null.0 DATA.0
        media_ld.nomod (8, 1) T7 0 0x0:ud 0x1:ud DATA.32
        """);
    assertEquals(0, c.log.groups().size(), c.report());
  }

  @Test
  void anUndefinedValueStoredToAnImageIsReported() {
    Launch c = with(CheckKind.UNINIT);
    c.thread(0, "scatter4_typed.R (M1, 8) T7 U.0 V.0 %null.0 %null.0 SRC.0\n");
    assertTrue(c.report().contains("uninitialised value is stored to memory"), c.report());
    assertTrue(c.report().contains("'SRC'"), c.report());
  }

  @Test
  void anUndefinedValueMediaStoredToAnImageIsReported() {
    Launch c = with(CheckKind.UNINIT);
    c.thread(0, "media_st.nomod (4, 1) T7 0 0x8:ud 0x1:ud SRC.0\n");
    assertTrue(c.report().contains("uninitialised value is stored to memory"), c.report());
  }

  @Test
  void valuesReadFromNeverWrittenImageBytesAreUndefined() {
    Launch c = with(CheckKind.UNINIT);
    c.checks.startUndefinedImage(IMAGE, IMAGE_BYTES);
    c.thread(
        0,
        """
        gather4_typed.R (M1, 8) T7 U.0 V.0 %null.0 %null.0 DATA.0
        scatter4_scaled.R (M1, 8) T6 0x0:ud OFF.0 DATA.0
        """);
    assertTrue(c.report().contains("uninitialised value is stored to memory"), c.report());
    assertTrue(c.report().contains("image bytes that nothing wrote"), c.report());
  }

  @Test
  void mediaReadsOfNeverWrittenImageBytesAreUndefined() {
    Launch c = with(CheckKind.UNINIT);
    c.checks.startUndefinedImage(IMAGE, IMAGE_BYTES);
    c.thread(
        0,
        """
        media_ld.nomod (4, 1) T7 0 0x8:ud 0x1:ud DATA.0
        scatter4_scaled.R (M1, 1) T6 0x0:ud OFF.0 DATA.0
        """);
    assertTrue(c.report().contains("image bytes that nothing wrote"), c.report());
  }

  @Test
  void imageBytesATypedWriteDefinedReadBackDefined() {
    Launch c = with(CheckKind.UNINIT);
    c.checks.startUndefinedImage(IMAGE, IMAGE_BYTES);
    c.thread(
        0,
        """
        mov (M1, 8) SRC(0,0)<1> 0x7:ud
        scatter4_typed.R (M1, 8) T7 U.0 V.0 %null.0 %null.0 SRC.0
        gather4_typed.R (M1, 8) T7 U.0 V.0 %null.0 %null.0 DATA.0
        scatter4_scaled.R (M1, 8) T6 0x0:ud OFF.0 DATA.0
        """);
    assertEquals(0, c.log.groups().size(), c.report());
  }
}
