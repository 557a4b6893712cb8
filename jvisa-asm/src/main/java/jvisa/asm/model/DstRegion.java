package jvisa.asm.model;

/**
 * A direct destination: {@code V0050(0,0)<1>} or, without offset, {@code V0050<1>}.
 *
 * @param explicitOffset false for the short form without (row,col)
 */
public record DstRegion(
    String var, int row, int col, int hstride, boolean explicitOffset, SourcePos pos)
    implements Operand {}
