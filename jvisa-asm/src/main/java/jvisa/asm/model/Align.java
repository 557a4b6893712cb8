package jvisa.asm.model;

/** Alignment of a general variable, with the spellings the vISA text accepts. */
public enum Align {
  BYTE("byte", 1),
  WORD("word", 2),
  DWORD("dword", 4),
  QWORD("qword", 8),
  OWORD("oword", 16),
  HWORD("hword", 32),
  GRF("GRF", 32),
  GRF2("GRFx2", 64),
  WORDX32("wordx32", 64),
  WORDX64("wordx64", 128);

  private final String text;
  private final int bytes;

  Align(String text, int bytes) {
    this.text = text;
    this.bytes = bytes;
  }

  public String text() {
    return text;
  }

  public int bytes() {
    return bytes;
  }

  private static final Align[] ALL = values();

  public static Align fromText(String s) {
    if (s.equals("2GRF")) {
      return GRF2;
    }
    for (Align a : ALL) {
      if (a.text.equals(s)) {
        return a;
      }
    }
    return null;
  }

  public static Align fromBytes(long bytes) {
    for (Align a : ALL) {
      if (a.bytes == bytes && a != GRF && a != GRF2) {
        return a;
      }
    }
    return null;
  }
}
