package jvisa.cc.visa;

import java.util.Locale;

/**
 * How kernels reach their buffer arguments: through 64-bit addresses (stateless), or through the
 * buffer's binding-table surface with 32-bit offsets from its base (stateful).
 */
public enum Addressing {
  STATELESS,
  STATEFUL;

  /** The name as the command line writes it ({@code stateless}, {@code stateful}). */
  public String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
