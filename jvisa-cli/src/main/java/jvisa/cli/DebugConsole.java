package jvisa.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import jvisa.machine.debug.DebugController;
import jvisa.machine.debug.DebugException;
import jvisa.machine.debug.DebugSession;
import jvisa.machine.debug.Resume;

/**
 * The debugger's command line: reads commands one a line (from a terminal, a file or a pipe),
 * answers the inspecting ones and returns the one that resumes the run. A command it cannot carry
 * out prints {@code error: ...} and the next is read.
 */
final class DebugConsole implements DebugController {
  static final String HELP =
      String.join(
          "\n",
          "break LABEL|LINE|#INDEX|FUNC#INDEX [group X,Y,Z] [thread T]   stop there",
          "watch VAR              stop after each instruction that writes VAR",
          "delete N               remove breakpoint or watch N",
          "info breakpoints       list breakpoints and watches",
          "run                    start again from the beginning",
          "continue               run to the next breakpoint or watch",
          "step | next | finish   one instruction / over calls / out of the subroutine",
          "reverse-step           back to before the current thread's last instruction",
          "reverse-continue       back to the last breakpoint or watch stop",
          "print VAR | P | V(r,c)<v;w,h>:type   values per channel, (x) = inactive",
          "x BUF[+OFF] [N] [TYPE]  N elements (8) of TYPE (ud) of a buffer argument, private,",
          "                       scratch, slm or a 0x global address",
          "mask                   execution mask, call mask, parked channels",
          "threads | thread G.T   resident groups' threads / switch to thread T of group G",
          "list | where | help | quit");

  private final BufferedReader in;
  private final PrintStream out;
  private final boolean interactive;

  DebugConsole(BufferedReader in, PrintStream out, boolean interactive) {
    this.in = in;
    this.out = out;
    this.interactive = interactive;
  }

  @Override
  public void show(String text) {
    out.println(text);
  }

  @Override
  public Resume next(DebugSession session) {
    while (true) {
      if (interactive) {
        out.print("(jvisa-debug) ");
        out.flush();
      }
      String line;
      try {
        line = in.readLine();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      if (line == null) {
        return Resume.QUIT;
      }
      line = line.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      if (!interactive) {
        out.println("> " + line);
      }
      try {
        Resume r = command(session, line);
        if (r != null) {
          return r;
        }
      } catch (DebugException e) {
        out.println("error: " + e.getMessage());
      }
    }
  }

  /** Carries out an inspecting command (null) or returns a resuming one. */
  private Resume command(DebugSession s, String line) {
    int space = line.indexOf(' ');
    String verb = (space < 0 ? line : line.substring(0, space)).toLowerCase(Locale.ROOT);
    String rest = space < 0 ? "" : line.substring(space + 1).strip();
    switch (verb) {
      case "run", "r" -> {
        return Resume.RUN;
      }
      case "continue", "c" -> {
        return Resume.CONTINUE;
      }
      case "step", "s", "stepi", "si" -> {
        return Resume.STEP;
      }
      case "next", "n", "nexti", "ni" -> {
        return Resume.NEXT;
      }
      case "finish" -> {
        return Resume.FINISH;
      }
      case "reverse-step", "rs" -> {
        return Resume.REVERSE_STEP;
      }
      case "reverse-continue", "rc" -> {
        return Resume.REVERSE_CONTINUE;
      }
      case "quit", "q", "exit" -> {
        return Resume.QUIT;
      }
      case "break", "b" -> out.println(breakpoint(s, rest));
      case "watch" -> out.println(s.addWatch(required(rest, "watch VAR")));
      case "delete", "d" -> out.println(s.delete(number(required(rest, "delete N"))));
      case "info" -> {
        if (!rest.startsWith("b")) {
          throw new DebugException("info takes 'breakpoints'");
        }
        out.println(s.breakpointList());
      }
      case "print", "p" -> out.println(s.print(required(rest, "print VAR")));
      case "x" -> out.println(s.examine(required(rest, "x BUFFER[+OFFSET] [COUNT] [TYPE]")));
      case "mask" -> out.println(s.mask());
      case "threads" -> out.println(s.threads());
      case "thread" -> out.println(s.selectThread(required(rest, "thread G.T")));
      case "list", "l" -> out.println(s.list());
      case "where", "bt" -> out.println(s.where());
      case "help", "h" -> out.println(HELP);
      default -> throw new DebugException("unknown command '" + verb + "' (help lists them)");
    }
    return null;
  }

  private static String breakpoint(DebugSession s, String args) {
    String[] words = required(args, "break LABEL|LINE|#INDEX").split("\\s+", -1);
    long[] group = null;
    int thread = -1;
    for (int i = 1; i < words.length; i++) {
      if (i + 1 >= words.length) {
        throw new DebugException("'" + words[i] + "' wants a value");
      }
      switch (words[i]) {
        case "group" -> group = DebugSession.groupId(words[++i]);
        case "thread" -> thread = number(words[++i]);
        default ->
            throw new DebugException(
                "break takes 'group X,Y,Z' and 'thread T' after the place, not '" + words[i] + "'");
      }
    }
    return s.addBreakpoint(words[0], group, thread);
  }

  private static String required(String arg, String usage) {
    if (arg.isEmpty()) {
      throw new DebugException("usage: " + usage);
    }
    return arg;
  }

  private static int number(String s) {
    try {
      return Integer.parseInt(s.strip());
    } catch (NumberFormatException e) {
      throw new DebugException("'" + s + "' is not a number");
    }
  }
}
