package jvisa.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The jvisa command line: one subcommand per job, in the spirit of ocloc and GenX_IR. */
@Command(
    name = "jvisa",
    mixinStandardHelpOptions = true,
    version = "jvisa 0.1.0",
    description = "A Java toolkit for Intel's vISA: assembler, verifier, emulator and OpenCL launcher.",
    subcommands = {DemoCommand.class, FmtCommand.class, VerifyCommand.class, ExecCommand.class, RunCommand.class,
        CorpusCommand.class})
public final class Main implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /** Runs the command line and returns the exit code (for tests). */
  public static int run(String... args) {
    CommandLine cl = new CommandLine(new Main());
    cl.setExecutionExceptionHandler(
        (ex, cmd, parsed) -> {
          cmd.getErr().println("error: " + ex.getMessage());
          return 2;
        });
    return cl.execute(args);
  }

  @Override
  public void run() {
    spec.commandLine().usage(System.out);
  }
}
