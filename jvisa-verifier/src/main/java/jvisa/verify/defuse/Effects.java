package jvisa.verify.defuse;

import java.util.List;

/** What one instruction reads and writes; a predicated write counts as a write. */
public record Effects(List<Access> reads, List<Access> writes) {
  public static final Effects NONE = new Effects(List.of(), List.of());

  public Effects {
    reads = List.copyOf(reads);
    writes = List.copyOf(writes);
  }
}
