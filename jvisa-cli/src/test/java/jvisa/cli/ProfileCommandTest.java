package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jvisa.corpus.Corpora;
import jvisa.corpus.ProjectRoot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --profile} and {@code exec --profile}: the files and their numbers. */
class ProfileCommandTest {
  @TempDir Path tmp;

  static long sumOf(String json, String field) {
    Matcher m = Pattern.compile("\\{\"pc\": [^}]*\"" + field + "\": (\\d+)").matcher(json);
    long sum = 0;
    while (m.find()) {
      sum += Long.parseLong(m.group(1));
    }
    return sum;
  }

  @Test
  void runProfileCountsAsManyInstructionsAsTheRunExecuted() throws IOException {
    Path dir = tmp.resolve("prof");
    CliRun r =
        CliRun.of(
            "run",
            Corpora.TESTKERNELS.require().caseDirectory("divergent_loops").toString(),
            "--variant",
            "tgllp-simd16-inline",
            "--profile",
            dir.toString());
    assertEquals(0, r.exitCode(), r.err());
    Matcher executed = Pattern.compile("(\\d+) instructions executed").matcher(r.out());
    assertTrue(executed.find(), r.out());
    String json = Files.readString(dir.resolve("profile.json"));
    assertTrue(json.startsWith("{\n  \"format\": \"jvisa-profile-1\""));
    assertEquals(Long.parseLong(executed.group(1)), sumOf(json, "count"));
    assertTrue(json.contains("\"divergent\": "), "the kernel's loops diverge");
    assertTrue(Files.readString(dir.resolve("profile.html")).contains("<svg class=\"cfg\""));
    assertTrue(r.out().contains("wrote the profile to " + dir.resolve("profile.html")));
  }

  @Test
  void execProfileOfTheDivergenceExample() throws IOException {
    Path dir = tmp.resolve("p");
    CliRun r =
        CliRun.of(
            "exec",
            ProjectRoot.locate().resolve("examples/divergence.visaasm").toString(),
            "--simd",
            "8",
            "--set",
            "N=1,2,3,4,5,6,7,8",
            "--profile",
            dir.toString());
    assertEquals(0, r.exitCode(), r.err());
    String json = Files.readString(dir.resolve("profile.json"));
    // the loop header's goto DONE: channel 0 leaves at once, the others later, all in the end
    Matcher m =
        Pattern.compile(
                "goto \\(M1, 16\\) DONE[^}]*\"branch\": \\{\"taken\": (\\d+), \"notTaken\": (\\d+),"
                    + " \"divergent\": (\\d+)")
            .matcher(json);
    assertTrue(m.find(), json);
    assertEquals(1, Long.parseLong(m.group(1)));
    assertTrue(Long.parseLong(m.group(3)) > 0);
  }
}
