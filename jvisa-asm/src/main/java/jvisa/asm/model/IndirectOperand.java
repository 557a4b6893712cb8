package jvisa.asm.model;

/**
 * An operand addressed through an address variable: {@code r[A0(0),0]<0;1,0>:d} as a source, {@code
 * r[A0(0),4]<1>:d} as a destination.
 *
 * @param vstride -1 when the region gives no vertical stride ({@code <w,h>} or {@code <h>} forms)
 * @param width -1 when the region gives only a horizontal stride
 */
public record IndirectOperand(
    SrcModifier modifier,
    String addrVar,
    int addrElem,
    long immOffset,
    int vstride,
    int width,
    int hstride,
    Type type,
    boolean destination,
    SourcePos pos)
    implements Operand {}
