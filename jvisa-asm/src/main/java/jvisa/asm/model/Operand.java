package jvisa.asm.model;

/** An instruction operand as written in vISA text. Each kind carries its source position. */
public sealed interface Operand
    permits DstRegion,
        SrcRegion,
        IndirectOperand,
        AddressOperand,
        AddressOfOperand,
        Immediate,
        RawOperand,
        StateOperand,
        NameOperand,
        NumberOperand,
        OperandList,
        LscData,
        LscAddress,
        StringOperand {
  SourcePos pos();
}
