package jvisa.asm.text;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.Operand;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.SrcRegion;

/** Reads the operands of LSC messages: addresses in every address model, and data shapes. */
final class LscOperandParser {
  private final TokenCursor in;
  private final ExprParser expr;
  private final OperandParser operands;

  LscOperandParser(TokenCursor in, ExprParser expr, OperandParser operands) {
    this.in = in;
    this.expr = expr;
    this.operands = operands;
  }

  /**
   * An LSC address; a bare surface such as {@code bti(0x4)} for lsc_read_state_info has no
   * brackets.
   */
  LscAddress address(String model, SourcePos pos) {
    Operand surface = null;
    if (in.atAdjacent('(')) {
      in.next();
      surface = operands.operand();
      in.expect(')', "after the LSC surface");
      if (!in.atAdjacent('[')) {
        return new LscAddress(model, surface, 1, List.of(), 0, null, pos);
      }
    }
    in.expect('[', "to open the LSC address");
    long scale = 1;
    while (in.isInt(in.peek()) && in.isPunct(in.peek(1), '*')) {
      int factor = in.next();
      in.next();
      try {
        scale = Math.multiplyExact(scale, in.intValue(factor));
      } catch (ArithmeticException e) {
        throw in.errorAt(factor, "the address scale does not fit in 64 bits");
      }
    }
    List<Operand> regs = new ArrayList<>();
    regs.add(addressComponent());
    long offset = 0;
    int sign = in.peek();
    if (in.accept('+')) {
      offset = expr.additive();
    } else if (in.accept('-')) {
      offset = -expr.primary();
    }
    if (offset != (int) offset) {
      throw in.errorAt(sign, "the address offset does not fit in 32 bits");
    }
    while (in.accept(',')) {
      regs.add(addressComponent());
    }
    in.expect(']', "to close the LSC address");
    String size = null;
    if (in.atAdjacent(':')) {
      in.next();
      size = in.text(in.expectIdent("an address size such as a32 or a64"));
    }
    return new LscAddress(model, surface, scale, regs, offset, size, pos);
  }

  private Operand addressComponent() {
    SourcePos pos = in.pos();
    if (in.isIdent(in.peek())) {
      String name = in.text(in.next());
      if (in.atAdjacent('(')) {
        in.next();
        long row = expr.count(false);
        in.expect(',', "in the (row,col) of an LSC address part");
        long col = expr.count(false);
        in.expect(')', "after the (row,col) of an LSC address part");
        return new SrcRegion(SrcModifier.NONE, name, (int) row, (int) col, -1, -1, -1, pos);
      }
      if (in.atAdjacent('.') && in.isInt(in.peek(1))) {
        in.next();
        return new RawOperand(name, expr.literalCount(in.next()), pos);
      }
      return new NameOperand(name, pos);
    }
    return new NumberOperand(expr.additive(), pos);
  }

  /** An LSC data shape written right after ':' — d32, d8c32, u32x4t, u8.2x32x32, u32.xyzw. */
  String shape() {
    StringBuilder sb = new StringBuilder();
    int t = in.peek();
    if (!in.isIdent(t)) {
      throw in.error("expected a data shape such as d32 after ':', found " + in.describe(t));
    }
    sb.append(in.text(in.next()));
    while (!in.spaceBefore(in.peek())
        && (in.at('.') || in.isIdent(in.peek()) || in.isInt(in.peek()))) {
      sb.append(in.text(in.next()));
    }
    return sb.toString();
  }
}
