package jvisa.api;

import java.util.Locale;
import java.util.Optional;

/** The Intel GPU a kernel is compiled for. */
public enum Device {
  /** Tiger Lake integrated graphics (Xe-LP, Gen12LP). */
  TGLLP("tgllp"),
  /** Alchemist discrete graphics (Xe-HPG, DG2). */
  DG2("dg2-g10");

  private final String oclocDevice;

  Device(String oclocDevice) {
    this.oclocDevice = oclocDevice;
  }

  /** The name on the command line: {@code tgllp} or {@code dg2}. */
  public String cliName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The value of ocloc's {@code -device}. */
  public String oclocDevice() {
    return oclocDevice;
  }

  /** The device called {@code name} ({@code tgllp} or {@code dg2}), if any. */
  public static Optional<Device> byName(String name) {
    for (Device d : values()) {
      if (d.cliName().equals(name)) {
        return Optional.of(d);
      }
    }
    return Optional.empty();
  }
}
