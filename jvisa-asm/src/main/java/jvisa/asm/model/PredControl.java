package jvisa.asm.model;

/** How a predicate combines across channels: per channel, or any/all of them (`(P1.any)`). */
public enum PredControl {
  NONE(""),
  ANY(".any"),
  ALL(".all");

  private final String text;

  PredControl(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }
}
