package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvisa.corpus.ProjectRoot;
import org.junit.jupiter.api.Test;

/** Scripted sessions of {@code jvisa debug}: commands from stdin, answers checked. */
class DebugCommandTest {
  private static final int[] N = {1, 2, 3, 4, 5, 6, 7, 27};

  private static CliRun debug(String script, String... args) {
    InputStream old = System.in;
    try {
      System.setIn(new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)));
      List<String> all = new ArrayList<>(List.of("debug"));
      all.addAll(List.of(args));
      return CliRun.of(all.toArray(new String[0]));
    } finally {
      System.setIn(old);
    }
  }

  private static CliRun divergence(String script) {
    return debug(
        script,
        ProjectRoot.locate().resolve("examples/divergence.visaasm").toString(),
        "--simd",
        "8",
        "--set",
        "N=1,2,3,4,5,6,7,27");
  }

  /** The answer to the command echoed as {@code > command}: the lines up to the next command. */
  private static String answer(CliRun r, String command) {
    int at = r.out().indexOf("> " + command + "\n");
    assertTrue(at >= 0, "no answer to '" + command + "' in:\n" + r.out());
    int from = at + command.length() + 3;
    int end = r.out().indexOf("\n> ", from);
    return r.out().substring(from, end < 0 ? r.out().length() : end);
  }

  private static String channels(int[] values, boolean[] active) {
    StringBuilder s = new StringBuilder("el 0..7:");
    for (int i = 0; i < values.length; i++) {
      s.append(' ').append(active[i] ? "" + values[i] : "(" + values[i] + ")");
    }
    return s.toString();
  }

  private static int bits(boolean[] set) {
    int b = 0;
    for (int i = 0; i < set.length; i++) {
      b |= set[i] ? 1 << i : 0;
    }
    return b;
  }

  @Test
  void breakpointAtALabelShowsEachChannelAndTheParkedOnes() {
    CliRun r = divergence("break EVEN\ncontinue\nprint N\nmask\nquit\n");
    assertEquals(0, r.exitCode(), r.err());
    // the first pass of the loop: n <= 1 waits at DONE, odd n became 3n+1 and waits at NEXT,
    // even n reach EVEN
    int[] after = new int[8];
    boolean[] even = new boolean[8];
    boolean[] odd = new boolean[8];
    boolean[] done = new boolean[8];
    for (int i = 0; i < 8; i++) {
      done[i] = N[i] <= 1;
      odd[i] = !done[i] && N[i] % 2 != 0;
      even[i] = !done[i] && !odd[i];
      after[i] = odd[i] ? 3 * N[i] + 1 : N[i];
    }
    assertTrue(
        r.out().contains("Breakpoint 1: thread (0,0,0).0 at kernel 'divergence' EVEN"), r.out());
    assertTrue(answer(r, "print N").contains(channels(after, even)), answer(r, "print N"));
    String mask = answer(r, "mask");
    assertTrue(mask.contains("execution mask  " + hex(bits(even))), mask);
    assertTrue(mask.contains("parked at NEXT (#9, line 24): " + hex(bits(odd))), mask);
    assertTrue(mask.contains("parked at DONE (#11, line 27): " + hex(bits(done))), mask);
  }

  private static String hex(int bits) {
    return String.format("0x%08x", bits);
  }

  @Test
  void reverseStepReturnsToExactlyTheStateBefore() {
    CliRun r =
        divergence(
            "break EVEN\ncontinue\nprint N\nstep\nprint N(0,0)<1;1,0>\n"
                + "reverse-step\np N\nmask\nquit\n");
    String before = answer(r, "print N");
    String stepped = answer(r, "print N(0,0)<1;1,0>");
    String back = answer(r, "p N");
    assertEquals(before, back);
    assertFalse(before.contains("ch ") && before.equals(stepped));
    // the asr halved the even channels
    assertTrue(stepped.contains(" 1 ") && stepped.contains(" 2 "), stepped);
    assertTrue(r.out().contains("stepped back: thread (0,0,0).0 at kernel 'divergence' EVEN"));
  }

  @Test
  void watchStopsOnWritesWithOldAndNewValues() {
    CliRun r = divergence("watch STEPS\ncontinue\nc\nquit\n");
    String first = answer(r, "continue");
    assertTrue(first.startsWith("Watch 1: thread (0,0,0).0 wrote at _main_0 (#0, line 12)"), first);
    assertTrue(first.contains("STEPS:d written, value unchanged"), first);
    String w = answer(r, "c");
    assertTrue(w.startsWith("Watch 1: thread (0,0,0).0 wrote at NEXT (#9, line 24)"), w);
    for (int i = 0; i < 8; i++) {
      assertEquals(N[i] > 1, w.contains("el " + i + ": 0 -> "), "channel " + i + " in " + w);
    }
  }

  @Test
  void badCommandsGiveMessagesNotStackTraces() {
    CliRun r =
        divergence(
            "print BOGUS\nprint N(9,0)<1;1,0>\nprint N(0,0)<1;1\nthread 3.0\nfrobnicate\n"
                + "break NOWHERE\ndelete 7\nfinish\nreverse-step\nquit\n");
    assertEquals(0, r.exitCode());
    assertTrue(answer(r, "print BOGUS").startsWith("error: no variable 'BOGUS'"));
    assertTrue(answer(r, "print N(9,0)<1;1,0>").startsWith("error: channel 0 of"));
    assertTrue(answer(r, "print N(0,0)<1;1").startsWith("error: cannot read"));
    assertTrue(answer(r, "thread 3.0").startsWith("error: "));
    assertTrue(answer(r, "frobnicate").startsWith("error: unknown command"));
    assertTrue(answer(r, "break NOWHERE").startsWith("error: no label 'NOWHERE'"));
    assertTrue(answer(r, "delete 7").startsWith("error: "));
    assertTrue(answer(r, "finish").startsWith("error: "));
    assertTrue(answer(r, "reverse-step").startsWith("error: "));
    assertFalse(r.out().contains("Exception") || r.err().contains("Exception"), r.out() + r.err());
  }

  @Test
  void caseBreakpointStopsInTheRightGroupAndThreadAndShowsBarriers() throws IOException {
    Path dir = ProjectRoot.locate().resolve("testkernels/slm_barrier_reverse");
    CliRun r =
        debug(
            "break 100 group 1,0,0 thread 2\ncontinue\nthreads\nprint V0045\nprint V0050\n"
                + "thread 1.0\nstep\nprint V0057\nreverse-step\np V0057\nquit\n",
            dir.toString(),
            "--variant",
            "tgllp-simd8-inline");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(answer(r, "continue").startsWith("Breakpoint 1: thread (1,0,0).2 "), r.out());
    String threads = answer(r, "threads");
    assertTrue(threads.contains("(1,0,0).0  at barrier"), threads);
    assertTrue(threads.contains("* (1,0,0).2  running"), threads);
    assertTrue(threads.contains("(1,0,0).3  ready"), threads);
    assertTrue(threads.contains("2 work-group(s) not started"), threads);
    // thread 2 of a SIMD8 group holds local IDs 16-23; it loaded in[64 + local id]
    ByteBuffer in =
        ByteBuffer.wrap(Files.readAllBytes(dir.resolve("in/in.bin")))
            .order(ByteOrder.LITTLE_ENDIAN);
    StringBuilder ids = new StringBuilder("ch 0..7:");
    StringBuilder loaded = new StringBuilder("ch 0..7:");
    for (int ch = 0; ch < 8; ch++) {
      ids.append(' ').append(16 + ch);
      loaded.append(' ').append(in.getInt(4 * (64 + 16 + ch)));
    }
    assertTrue(answer(r, "print V0045").contains(ids), answer(r, "print V0045"));
    assertTrue(answer(r, "print V0050").contains(loaded), answer(r, "print V0050"));
    assertTrue(answer(r, "thread 1.0").startsWith("thread (1,0,0).0 "), r.out());
    assertTrue(answer(r, "step").startsWith("thread (1,0,0).0 "), r.out());
    assertTrue(answer(r, "reverse-step").startsWith("stepped back: thread (1,0,0).0 "), r.out());
    assertFalse(answer(r, "print V0057").equals(answer(r, "p V0057")));
  }

  private static CliRun callsModes(String script) {
    return debug(
        script,
        ProjectRoot.locate().resolve("testkernels/calls_modes").toString(),
        "--variant",
        "tgllp-simd8-stackcall");
  }

  // calls_modes, stack calls: line 139 is the kernel's first 'fcall mix_step', line 140 follows it
  private static final String AFTER_CALL = "thread (0,0,0).0 at kernel 'calls_modes' #28, line 140";

  @Test
  void nextRunsACalledFunctionToItsReturn() {
    CliRun r = callsModes("break 139\ncontinue\nprint V0047\nnext\np V0047\nnext\nquit\n");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(answer(r, "continue").contains("fcall (M1, 8) mix_step"), r.out());
    assertTrue(answer(r, "next").startsWith(AFTER_CALL), r.out());
    // the function ran: its return value arrived in the enabled channels
    assertFalse(answer(r, "print V0047").equals(answer(r, "p V0047")), r.out());
    // next at an instruction that calls nothing is one step
    assertTrue(r.out().contains("> next\nthread (0,0,0).0 at kernel 'calls_modes' #29, "), r.out());
  }

  @Test
  void finishReturnsFromTheFunctionToItsCaller() {
    CliRun r = callsModes("break 139\ncontinue\nstep\nstep\nfinish\nfinish\nquit\n");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(
        answer(r, "step").startsWith("thread (0,0,0).0 at function 'mix_step' mix_step_0 (#0, "),
        r.out());
    assertTrue(answer(r, "finish").startsWith(AFTER_CALL), r.out());
    // back in the kernel, a second finish has nothing to leave
    assertTrue(r.out().contains("> finish\nerror: thread (0,0,0).0 is in the kernel"), r.out());
  }

  @Test
  void threadsListsTheResidentGroupAndNamesFinishedOnes() {
    CliRun r =
        callsModes("break 139 group 1,0,0\ncontinue\nthreads\nthread 0.0\nthread 1.3\nquit\n");
    String threads = answer(r, "threads");
    assertTrue(threads.contains("work-group (0,0,0)  finished (4 threads)"), threads);
    assertTrue(threads.contains("work-group (1,0,0) (index 1):\n* (1,0,0).0  running"), threads);
    assertTrue(threads.contains("6 work-group(s) not started"), threads);
    assertTrue(answer(r, "thread 0.0").startsWith("error: work-group 0 is not resident"), r.out());
    assertTrue(answer(r, "thread 1.3").startsWith("thread (1,0,0).3 "), r.out());
  }

  @Test
  void xReadsBuffersByNameAndOffset() throws IOException {
    Path dir = ProjectRoot.locate().resolve("testkernels/calls_modes");
    CliRun r =
        callsModes(
            "break 139\ncontinue\nx in+0x80 4\nx in 1 uq\nx in+0x3fc 2\nx out+8 2 d\n"
                + "x private 2 ub\nx nowhere\nx in 3 bogus\nquit\n");
    assertEquals(0, r.exitCode(), r.err());
    ByteBuffer in =
        ByteBuffer.wrap(Files.readAllBytes(dir.resolve("in/in.bin")))
            .order(ByteOrder.LITTLE_ENDIAN);
    StringBuilder row = new StringBuilder("+0x80 ");
    for (int i = 0; i < 4; i++) {
      row.append(' ').append(Integer.toUnsignedString(in.getInt(0x80 + 4 * i)));
    }
    String x = answer(r, "x in+0x80 4");
    assertTrue(x.startsWith("argument 'in' + 0x80 (0x"), x);
    assertTrue(x.contains(row.toString().replace("+0x80 ", "+0x80   ")), x + "\n" + row);
    assertTrue(answer(r, "x in 1 uq").contains(Long.toUnsignedString(in.getLong(0))), r.out());
    assertTrue(
        answer(r, "x in+0x3fc 2").startsWith("error: bytes 0x3fc to 0x403 lie outside argument"),
        r.out());
    assertTrue(answer(r, "x out+8 2 d").contains("+0x8     0 0"), r.out());
    assertTrue(answer(r, "x private 2 ub").startsWith("private memory + 0x0"), r.out());
    assertTrue(answer(r, "x nowhere").startsWith("error: no memory named 'nowhere'"), r.out());
    assertTrue(answer(r, "x in 3 bogus").startsWith("error: 'bogus' is not an element type"));
  }

  @Test
  void printSaysWhichChannelsThePredicateDisables() {
    // #2 is '(P1) goto (M1, 16) DONE': at first only N = 1 (channel 0) satisfies n <= 1
    CliRun r = divergence("break #2\ncontinue\nprint N\nstep\nprint STEPS\nquit\n");
    assertTrue(
        answer(r, "print N").endsWith("disables channels {1-7} of the enabled {0-7}"), r.out());
    assertFalse(answer(r, "print STEPS").contains("predicate"), r.out());
  }
}
