package jvisa.asm.isa;

/** The step of a split or named barrier: {@code sbarrier.signal}, {@code nbarrier.wait}. */
public enum BarrierStep implements Spelled {
  SIGNAL("signal"),
  WAIT("wait");

  private final String text;

  BarrierStep(String text) {
    this.text = text;
  }

  @Override
  public String text() {
    return text;
  }
}
