package jvisa.cli;

import jvisa.ocl.launch.LaunchResult;
import jvisa.ocl.printf.PrintfBuffer;

/** Prints a launch's printf output to stdout before its report, as an OpenCL runtime does. */
final class PrintfText {
  private PrintfText() {}

  static void print(LaunchResult r) {
    System.out.print(r.printfOutput());
    System.out.flush();
    if (r.printf().overflowed()) {
      System.err.println(
          "warning: the "
              + PrintfBuffer.SIZE
              + "-byte printf buffer filled up; the printf calls that did not fit printed"
              + " nothing");
    }
  }
}
