package jvisa.cli;

/** The exit codes of every command, documented in README.md and in {@code jvisa --help}. */
final class ExitCodes {
  static final int SUCCESS = 0;

  /** A run whose output buffers differ from the expected ones (or a corpus with such a variant). */
  static final int MISMATCH = 1;

  /** Bad input or invalid program: parse, verify, case file, kernel metadata or file errors. */
  static final int BAD_INPUT = 2;

  /**
   * A kernel fault at run time, or a resource limit reached (memory, instructions, work-groups,
   * ...).
   */
  static final int FAULT_OR_LIMIT = 3;

  /** A usage error: unknown option, missing or malformed parameter. */
  static final int USAGE = 4;

  /** A run under {@code --check} whose checks found something (races, bounds, ...). */
  static final int CHECK_FINDINGS = 5;

  /** A defect of jvisa itself (please report it). */
  static final int INTERNAL = 70;

  /** The lines {@code --help} ends with. */
  static final String HELP_FOOTER =
      "%nExit codes: 0 success, 1 result mismatch, 2 bad input or invalid program,"
          + " 3 kernel fault or limit reached, 4 usage error, 5 --check findings, 70 internal error.";

  private ExitCodes() {}
}
