package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.stream.Stream;
import jvisa.machine.check.CheckKind;
import jvisa.machine.check.FindingLog;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One planted bug per kind of report: a test kernel of testkernels/ with its vISA edited, run under
 * one check; the report must say what and where. (The unedited kernels run clean: {@link
 * CheckedCorpusTest}.)
 */
class PlantedBugChecksTest {
  private static final String VARIANT = "tgllp-simd8-inline";

  @TempDir Path tmp;

  /** The case with {@code from} replaced by {@code to} in the variant's vISA (once each). */
  private CaseSpec planted(String caseName, String... fromTo) throws IOException {
    return plantedIn(caseName, VARIANT, fromTo);
  }

  private CaseSpec plantedIn(String caseName, String variant, String... fromTo) throws IOException {
    Path from = TestCorpus.testKernels().caseNamed(caseName).directory();
    Path dir = tmp.resolve(caseName);
    try (Stream<Path> files = Files.walk(from)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        Path target = dir.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target);
        }
      }
    }
    Path visa = dir.resolve("igc/" + variant + "/kernel.visaasm");
    String text = Files.readString(visa);
    for (int i = 0; i < fromTo.length; i += 2) {
      assertTrue(text.contains(fromTo[i]), "the test kernel changed: " + fromTo[i]);
      text = text.replace(fromTo[i], fromTo[i + 1]);
    }
    Files.writeString(visa, text);
    return CaseSpec.load(dir);
  }

  private static String run(CaseSpec spec, CheckKind check) {
    return run(spec, VARIANT, check);
  }

  private static String run(CaseSpec spec, String variant, CheckKind check) {
    FindingLog log = new FindingLog(20, null);
    VariantSpec v =
        spec.variants().stream().filter(x -> x.name().equals(variant)).findFirst().orElseThrow();
    KernelLauncher.launch(
        spec,
        v,
        LaunchOptions.defaults()
            .withParallelism(1)
            .withVerify(false)
            .withChecks(EnumSet.of(check), log));
    assertTrue(!log.isEmpty(), "the planted bug was not found");
    String r = String.join("\n", log.report());
    for (String report : log.report()) {
      String line = report.lines().findFirst().orElse("");
      if (line.startsWith("  [")) {
        assertTrue(line.contains(spec.kernel()), "a report names the kernel: " + line);
        assertTrue(line.matches(".*#\\d+ '.*'.* \\(.*\\.visaasm:\\d+\\)"), line);
      }
    }
    return r;
  }

  private static void has(String report, String... parts) {
    for (String p : parts) {
      assertTrue(report.contains(p), "missing '" + p + "' in\n" + report);
    }
  }

  // vadd_int: c[gid] = a[gid] + b[gid], 4 groups of 64; V0047 holds each channel's byte offset.
  private static final String STORE = "scatter4_scaled.R (M1, 8) T6 0x0:ud V0047.0 V0048.0";
  private static final String GROUP_OFFSET =
      "add (M1, 8) V0045(0,0)<1> V0044(0,0)<0;1,0> V0045(0,0)<1;1,0>";

  @Test
  void groupsWritingTheSameAddressesRace() throws IOException {
    String r = run(planted("vadd_int", GROUP_OFFSET, ""), CheckKind.RACES);
    has(r, "data race (write after write)", "argument 'c' + 0x", "different work-groups");
    assertTrue(r.matches("(?s).*work-group \\(\\d,\\d,\\d\\) thread \\d+ at #\\d+ 'scatter.*"), r);
  }

  @Test
  void channelsOfOneScatterWritingDifferentValuesToOneAddress() throws IOException {
    String r =
        run(
            planted("vadd_int", STORE, "mov (M1, 8) V0047(0,0)<1> 0x10:ud\n    " + STORE),
            CheckKind.RACES);
    has(r, "channels of one instruction write different values to the same address");
    has(r, "argument 'c' + 0x10");
  }

  @Test
  void aStorePastTheEndOfItsBuffer() throws IOException {
    String r =
        run(planted("vadd_int", STORE, STORE.replace("0x0:ud", "0x3e0:ud")), CheckKind.BOUNDS);
    has(r, "out-of-bounds write of a surface", "argument 'c'", "channel(s)");
  }

  @Test
  void undefinedAddressStoredValueAndBranch() throws IOException {
    String decl = ".decl V0047 ";
    CaseSpec spec =
        planted(
            "vadd_int",
            decl,
            ".decl VUNSET v_type=G type=ud num_elts=8 align=hword\n"
                + ".decl P1 v_type=P num_elts=8\n"
                + decl,
            STORE,
            "cmp.eq (M1, 8) P1 VUNSET(0,0)<1;1,0> 0x0:ud\n"
                + "    (P1) goto (M1, 8) PLANTED\n"
                + "PLANTED:\n"
                + "    scatter4_scaled.R (M1, 8) T6 0x0:ud VUNSET.0 V0048.0\n"
                + "    "
                + STORE.replace("V0048.0", "VUNSET.0"));
    String r = run(spec, CheckKind.UNINIT);
    has(r, "uninitialised predicate decides a branch", "uninitialised value forms an address");
    has(r, "uninitialised value is stored to memory", "comes from 'VUNSET'");
  }

  @Test
  void aGlobalWrittenUndefinedInSomeChannelsIsUndefinedWhereItIsReadBack() throws IOException {
    // channels 0-3 store a never-written value to c[gid]; all channels read c[gid] back and branch
    String decl = ".decl V0047 ";
    CaseSpec spec =
        planted(
            "vadd_int",
            decl,
            ".decl VUNSET v_type=G type=d num_elts=8 align=hword\n"
                + ".decl VBACK v_type=G type=d num_elts=8 align=hword\n"
                + ".decl P9 v_type=P num_elts=8\n"
                + decl,
            STORE,
            "mov (M1, 4) V0048(0,0)<1> VUNSET(0,0)<1;1,0>\n    "
                + STORE
                + "\n    gather4_scaled.R (M1, 8) T6 0x0:ud V0047.0 VBACK.0\n"
                + "    cmp.eq (M1, 8) P9 VBACK(0,0)<1;1,0> 0x0:d\n"
                + "    (P9) goto (M1, 8) PLANTED\n"
                + "PLANTED:");
    String r = run(spec, CheckKind.UNINIT);
    has(r, "uninitialised value is stored to memory", "comes from 'VUNSET'");
    String branch = reportOf(r, "uninitialised predicate decides a branch");
    has(branch, "channel(s) 0-3\n", "comes from 'VUNSET'");
  }

  @Test
  void privateMemoryTheThreadNeverWroteIsUndefinedWhereItIsUsed() throws IOException {
    // the stack's first oword is written, a load of two owords reads the second one unwritten
    String store = "svm_block_st (1) V0066(0,0)<0;1,0> V0064.0";
    String r =
        run(
            plantedIn(
                "calls_modes",
                STACKCALL,
                ".decl P1 ",
                ".decl VPRIV v_type=G type=ud num_elts=8 align=hword\n"
                    + ".decl P9 v_type=P num_elts=8\n.decl P1 ",
                store,
                store
                    + "\n    svm_block_ld (2) V0066(0,0)<0;1,0> VPRIV.0\n"
                    + "    cmp.eq (M1, 8) P9 VPRIV(0,0)<1;1,0> 0x0:ud\n"
                    + "    (P9) goto (M1, 8) PRIVATE_READ\n"
                    + "PRIVATE_READ:"),
            STACKCALL,
            CheckKind.UNINIT);
    String branch = reportOf(r, "uninitialised predicate decides a branch");
    has(branch, "channel(s) 4-7\n", "private memory (or scratch) that the thread did not write");
  }

  /** The report (its lines up to the next report) whose first line contains {@code kind}. */
  private static String reportOf(String reports, String kind) {
    int at = reports.indexOf(kind);
    assertTrue(at >= 0, "no '" + kind + "' in\n" + reports);
    int next = reports.indexOf("\n  [", at);
    return reports.substring(reports.lastIndexOf('\n', at) + 1, next < 0 ? reports.length() : next);
  }

  // slm_barrier_reverse: tmp[lid] = in[gid]; barrier; r = tmp[n-1-lid]; ...; 8 threads per group
  private static final String FIRST_BARRIER =
      "    barrier                                                                      /// $13";

  @Test
  void slmAccessesOfAGroupWithoutABarrierRace() throws IOException {
    String r = run(planted("slm_barrier_reverse", FIRST_BARRIER, ""), CheckKind.RACES);
    has(r, "data race", "__local argument 'tmp' + 0x", "not ordered by a barrier");
  }

  @Test
  void withItsBarriersTheSlmKernelHasNoRace() throws IOException {
    FindingLog log = new FindingLog(20, null);
    CaseSpec spec = planted("slm_barrier_reverse");
    VariantSpec v =
        spec.variants().stream().filter(x -> x.name().equals(VARIANT)).findFirst().orElseThrow();
    KernelLauncher.launch(
        spec, v, LaunchOptions.defaults().withChecks(EnumSet.allOf(CheckKind.class), log));
    assertEquals(0, log.total(), String.join("\n", log.report()));
  }

  @Test
  void anOverrunOfTheLocalBuffer() throws IOException {
    // tmp[lid] written 0x80 bytes further on: the upper half of the group lands past tmp's end
    String r =
        run(
            planted(
                "slm_barrier_reverse",
                "add (M1, 8) V0052(0,0)<1> V0051(0,0)<1;1,0> 0x100:w",
                "add (M1, 8) V0052(0,0)<1> V0051(0,0)<1;1,0> 0x180:w"),
            CheckKind.BOUNDS);
    has(r, "out-of-bounds write of SLM");
  }

  @Test
  void aValueReadFromSlmNoThreadWroteIsUndefinedWhereItLeavesTheGroup() throws IOException {
    // tmp[lid] = in[gid] goes to rot instead: tmp is read but never written
    String r =
        run(
            planted(
                "slm_barrier_reverse",
                "add (M1, 8) V0052(0,0)<1> V0051(0,0)<1;1,0> 0x100:w",
                "add (M1, 8) V0052(0,0)<1> V0051(0,0)<1;1,0> 0x0:w"),
            CheckKind.UNINIT);
    has(r, "uninitialised value is stored to memory", "'scatter4_scaled.R (M1, 8) T6 ");
    has(r, "shared local memory (SLM) that no thread of the group wrote");
  }

  @Test
  void aBarrierSomeThreadsNeverReach() throws IOException {
    // the threads whose first local id is 0 (thread 0 of each group) skip the first barrier
    String r =
        run(
            planted(
                "slm_barrier_reverse",
                FIRST_BARRIER,
                "    cmp.eq (M1_NM, 8) P9 V0045(0,0)<0;1,0> 0x0:d\n"
                    + "    (P9.any) goto (M1, 8) SKIP\n"
                    + "    barrier\n"
                    + "SKIP:",
                ".decl P1 ",
                ".decl P9 v_type=P num_elts=8\n.decl P1 "),
            CheckKind.BARRIERS);
    assertTrue(
        r.contains("threads of a group wait at different barriers")
            || r.contains("barrier not reached by every thread of the group"),
        r);
  }

  @Test
  void atomicsOnOneAddressDoNotRace() throws IOException {
    FindingLog log = new FindingLog(20, null);
    CaseSpec spec = planted("atomics_mix");
    VariantSpec v =
        spec.variants().stream().filter(x -> x.name().equals(VARIANT)).findFirst().orElseThrow();
    KernelLauncher.launch(
        spec, v, LaunchOptions.defaults().withChecks(EnumSet.of(CheckKind.RACES), log));
    assertEquals(0, log.total(), String.join("\n", log.report()));
  }

  // calls_modes, stack calls: each hardware thread's stack is its slice of private memory, at
  // private base + hardware thread * 0x400; the kernel stores a first oword there.
  private static final String STACKCALL = "tgllp-simd8-stackcall";
  private static final String SLICE = "mul (M1_NM, 1) V0054(0,0)<1> V0053(0,0)<0;1,0> 0x400:ud";
  private static final String STACK_ADDRESS = "mov (M1_NM, 2) V0067(0,0)<1> V0060(0,0)<1;1,0>";

  @Test
  void aThreadReachingAnotherThreadsPrivateMemory() throws IOException {
    // every thread takes hardware thread 0's slice
    String r =
        run(
            plantedIn("calls_modes", STACKCALL, SLICE, SLICE.replace("0x400", "0x0")),
            STACKCALL,
            CheckKind.BOUNDS);
    has(r, "access to another thread's slice of private memory", "private memory + 0x");
  }

  @Test
  void aMisalignedBlockStoreIsReportedAndTheRunGoesOn() throws IOException {
    String r =
        run(
            plantedIn(
                "calls_modes",
                STACKCALL,
                STACK_ADDRESS,
                STACK_ADDRESS + "\n    add (M1_NM, 1) V0067(0,0)<1> V0067(0,0)<0;1,0> 0x4:ud"),
            STACKCALL,
            CheckKind.BOUNDS);
    has(r, "misaligned block access", "svm_block_st needs a 16-byte aligned address");
  }
}
