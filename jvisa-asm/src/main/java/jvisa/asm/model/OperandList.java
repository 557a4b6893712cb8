package jvisa.asm.model;

import java.util.List;

/**
 * A parenthesised list: the labels of switchjmp {@code (L0, L1)}, the block size of media_ld {@code
 * (8, 4)}.
 */
public record OperandList(List<Operand> items, SourcePos pos) implements Operand {
  public OperandList {
    items = List.copyOf(items);
  }
}
