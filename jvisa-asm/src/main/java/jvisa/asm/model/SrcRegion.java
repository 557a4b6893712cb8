package jvisa.asm.model;

/** A direct source with region: {@code (-)V0038(0,1)<0;1,0>}. */
public record SrcRegion(
    SrcModifier modifier,
    String var,
    int row,
    int col,
    int vstride,
    int width,
    int hstride,
    SourcePos pos)
    implements Operand {

  public boolean isScalar() {
    return vstride == 0 && width == 1 && hstride == 0;
  }
}
