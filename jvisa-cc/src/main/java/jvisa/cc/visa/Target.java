package jvisa.cc.visa;

import java.util.Locale;

/** The GPU a kernel is compiled for; it decides which memory messages global accesses use. */
public enum Target {
  /** Gen12LP: legacy dataport (svm_gather / svm_scatter on 64-bit addresses). */
  TGLLP,
  /** Xe-HPG: LSC messages (lsc_load / lsc_store .ugm on flat 64-bit addresses). */
  DG2;

  /** The name GenX_IR's {@code -platform} takes. */
  public String platform() {
    return name();
  }

  /** The target named as on the command line ({@code tgllp}, {@code dg2}). */
  public static Target of(String name) {
    for (Target t : values()) {
      if (t.name().equalsIgnoreCase(name)) {
        return t;
      }
    }
    throw new IllegalArgumentException("unknown target '" + name + "': expected tgllp or dg2");
  }

  public String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
