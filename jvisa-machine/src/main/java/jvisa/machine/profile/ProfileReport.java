package jvisa.machine.profile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import jvisa.machine.core.ProfileData;

/** Writes a profile as {@code DIR/profile.json} and {@code DIR/profile.html}. */
public final class ProfileReport {
  public static final String JSON = "profile.json";
  public static final String HTML = "profile.html";

  private ProfileReport() {}

  /** Creates {@code dir} if needed and writes both files into it. */
  public static void write(Path dir, String title, ProfileData data) throws IOException {
    Files.createDirectories(dir);
    Files.writeString(dir.resolve(JSON), ProfileJson.of(title, data), StandardCharsets.UTF_8);
    Files.writeString(dir.resolve(HTML), ProfileHtml.of(title, data), StandardCharsets.UTF_8);
  }
}
