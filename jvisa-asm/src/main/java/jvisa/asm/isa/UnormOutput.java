package jvisa.asm.isa;

/** The output format of sample_unorm (SAMPLE_UNORM.md, Channel_mask bits 5..4). */
public enum UnormOutput implements Spelled {
  FULL_16("16-full"),
  DOWNSAMPLED_16("16-downsampled"),
  FULL_8("8-full"),
  DOWNSAMPLED_8("8-downsampled");

  private final String text;

  UnormOutput(String text) {
    this.text = text;
  }

  @Override
  public String text() {
    return text;
  }
}
