package jvisa.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;

class MainTest {
  private static String nameOf(Class<?> c) {
    return c.getAnnotation(Command.class).name();
  }

  @Test
  void theUsageListsEveryVisibleSubcommand() {
    CliRun r = CliRun.of();
    assertEquals(0, r.exitCode());
    for (Class<?> c : Main.SUBCOMMANDS) {
      if (!c.getAnnotation(Command.class).hidden()) {
        assertTrue(r.out().contains("  " + nameOf(c) + " "), nameOf(c) + " in:\n" + r.out());
      }
    }
  }

  @Test
  void eachSubcommandIsFoundByItsName() {
    for (Class<?> c : Main.SUBCOMMANDS) {
      CliRun r = CliRun.of(nameOf(c), "--no-such-option");
      assertEquals(ExitCodes.USAGE, r.exitCode(), nameOf(c));
      assertTrue(r.err().contains("Usage: jvisa " + nameOf(c)), nameOf(c) + ": " + r.err());
    }
  }

  @Test
  void anUnknownSubcommandIsAUsageError() {
    CliRun r = CliRun.of("no-such-command");
    assertEquals(ExitCodes.USAGE, r.exitCode());
    assertTrue(r.err().contains("Unmatched argument"), r.err());
  }
}
