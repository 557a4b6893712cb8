package jvisa.cli;

import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The jvisa command line: one subcommand per job, in the spirit of ocloc and GenX_IR. */
@Command(
    name = "jvisa",
    mixinStandardHelpOptions = true,
    version = "jvisa 0.1.0",
    description =
        "A Java toolkit for Intel's vISA: assembler, verifier, emulator and OpenCL launcher.",
    footer = ExitCodes.HELP_FOOTER)
public final class Main implements Runnable {
  /** The subcommands, in the order the help lists them. */
  static final List<Class<?>> SUBCOMMANDS =
      List.of(
          DemoCommand.class,
          FmtCommand.class,
          VerifyCommand.class,
          ExecCommand.class,
          DebugCommand.class,
          RunCommand.class,
          OclCommand.class,
          RunVisaCommand.class,
          CorpusCommand.class,
          BenchCommand.class,
          BenchWorkerCommand.class,
          CcCommand.class);

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    System.exit(run(args));
  }

  /**
   * Runs the command line and returns the exit code ({@link ExitCodes}); whatever goes wrong,
   * including the JVM running out of heap or stack, ends as one {@code error: } line, never a stack
   * trace.
   */
  public static int run(String... args) {
    try {
      CommandLine cl = new CommandLine(new Main());
      addSubcommands(cl, args.length > 0 ? args[0] : "");
      CommandLine.IParameterExceptionHandler usage = cl.getParameterExceptionHandler();
      cl.setParameterExceptionHandler(
          (ex, arguments) -> {
            usage.handleParseException(ex, arguments);
            return ExitCodes.USAGE;
          });
      cl.setExecutionExceptionHandler((ex, cmd, parsed) -> LaunchFailure.report(ex));
      return cl.execute(args);
    } catch (VirtualMachineError | RuntimeException e) {
      return LaunchFailure.report(e);
    }
  }

  /**
   * Adds only the subcommand {@code first} names when it names one (picocli reflects over every
   * option of every command it is given, a tenth of a second of start-up for all of them), else
   * all.
   */
  private static void addSubcommands(CommandLine cl, String first) {
    for (Class<?> c : SUBCOMMANDS) {
      if (c.getAnnotation(Command.class).name().equals(first)) {
        cl.addSubcommand(c);
        return;
      }
    }
    SUBCOMMANDS.forEach(cl::addSubcommand);
  }

  @Override
  public void run() {
    spec.commandLine().usage(System.out);
  }
}
