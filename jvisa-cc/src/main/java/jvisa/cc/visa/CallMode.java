package jvisa.cc.visa;

import java.util.Locale;

/**
 * How calls to non-kernel functions are compiled: inlined by the middle end, vISA subroutines
 * ({@code call}/{@code ret} in the kernel's file) or stack calls ({@code fcall}/{@code fret}, one
 * file per function, frames on a private-memory stack). Only stack calls allow recursion.
 */
public enum CallMode {
  INLINE,
  SUBROUTINE,
  STACKCALL;

  /** The mode named as on the command line and in a corpus variant ({@code inline}, ...). */
  public static CallMode of(String name) {
    for (CallMode m : values()) {
      if (m.cliName().equalsIgnoreCase(name)) {
        return m;
      }
    }
    throw new IllegalArgumentException(
        "unknown call mode '" + name + "': expected inline, subroutine or stackcall");
  }

  public String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
