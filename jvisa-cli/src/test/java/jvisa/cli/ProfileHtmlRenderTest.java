package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import jvisa.corpus.Corpora;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * profile.html drawn by headless Chromium (skipped without the {@code chromium} command): the
 * screenshot is not blank, and the rendered page holds the control-flow graph and the listing.
 */
class ProfileHtmlRenderTest {
  @TempDir static Path tmp;
  static Path html;
  static String json;

  @BeforeAll
  static void profile() throws IOException {
    Path dir = tmp.resolve("prof");
    CliRun r =
        CliRun.of(
            "run",
            Corpora.TESTKERNELS.require().caseDirectory("divergent_loops").toString(),
            "--variant",
            "tgllp-simd8-inline",
            "--profile",
            dir.toString());
    assertEquals(0, r.exitCode(), r.err());
    html = dir.resolve("profile.html");
    json = Files.readString(dir.resolve("profile.json"));
  }

  private static Path chromium() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(":", -1)) {
      for (String name : List.of("chromium", "chromium-browser")) {
        Path p = Path.of(dir.isEmpty() ? "." : dir, name);
        if (Files.isExecutable(p)) {
          return p;
        }
      }
    }
    return null;
  }

  private static String chrome(String... args) throws IOException, InterruptedException {
    Path exe = chromium();
    assumeTrue(exe != null, "chromium is not installed");
    List<String> cmd = new ArrayList<>(List.of(exe.toString(), "--headless", "--disable-gpu"));
    cmd.addAll(List.of("--no-sandbox", "--user-data-dir=" + tmp.resolve("chrome-profile")));
    cmd.addAll(List.of(args));
    Path log = tmp.resolve("chrome.log");
    Process p =
        new ProcessBuilder(cmd)
            .redirectError(log.toFile())
            .redirectOutput(ProcessBuilder.Redirect.PIPE)
            .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "chromium did not finish");
    return out;
  }

  @Test
  void screenshotIsNotBlank() throws Exception {
    Path png = tmp.resolve("shot.png");
    chrome("--screenshot=" + png, "--window-size=1000,900", html.toUri().toString());
    assertTrue(Files.exists(png), "chromium wrote no screenshot");
    BufferedImage img = ImageIO.read(png.toFile());
    int background = img.getRGB(img.getWidth() - 1, img.getHeight() - 1);
    long coloured = 0;
    long drawn = 0;
    for (int y = 0; y < img.getHeight(); y++) {
      for (int x = 0; x < img.getWidth(); x++) {
        int rgb = img.getRGB(x, y);
        if (rgb != background) {
          drawn++;
        }
        int r = rgb >> 16 & 0xff;
        int g = rgb >> 8 & 0xff;
        int b = rgb & 0xff;
        if (Math.max(r, Math.max(g, b)) - Math.min(r, Math.min(g, b)) > 60) {
          coloured++;
        }
      }
    }
    long pixels = (long) img.getWidth() * img.getHeight();
    assertTrue(drawn > pixels / 20, "only " + drawn + " of " + pixels + " pixels drawn");
    assertTrue(coloured > pixels / 100, "the blocks' colours are missing: " + coloured);
  }

  @Test
  void renderedPageHasTheGraphAndTheListing() throws Exception {
    String dom = chrome("--dump-dom", html.toUri().toString());
    Matcher blocks = Pattern.compile("\\{\"id\": \\d+, \"first\"").matcher(json);
    int expected = 0;
    while (blocks.find()) {
      expected++;
    }
    assertTrue(expected > 3);
    assertEquals(expected, count(dom, "<g class=\"block\""));
    assertTrue(dom.contains("<svg class=\"cfg\" id=\"cfg-0\""), "no control-flow graph");
    assertTrue(dom.contains("<table class=\"listing\" id=\"listing-0\""), "no listing");
    assertTrue(count(dom, "<div class=\"bar\"") > 20, "no heat bars");
    assertTrue(dom.contains("jvisa profile: divergent_loops tgllp-simd8-inline"));
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
      n++;
    }
    return n;
  }
}
