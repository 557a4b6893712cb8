package jvisa.verify;

import jvisa.asm.model.AddressOperand;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.Statement;
import jvisa.asm.model.VarClass;

/**
 * Regions (5_operands.md, Region-based Addressing and Region Restrictions): legal width and
 * strides, destination horizontal stride not 0, width not above the execution size, and every byte
 * a region touches over the instruction's channels inside the variable; likewise raw operand
 * offsets (which also start on a register) and address-variable elements.
 */
final class RegionCheck implements Check {
  private static final int GRF = 32;

  /** Range of the byte offset of an indirect operand (indirect_opnd.indirect_offset). */
  private static final int MIN_INDIRECT_OFFSET = -512;

  private static final int MAX_INDIRECT_OFFSET = 511;

  @Override
  public void check(UnitScope scope) {
    for (Statement s : scope.unit.body()) {
      if (s instanceof Instruction in) {
        boolean vector = in.opcode() != null && in.opcode().isVectorAlu();
        int channels = vector && ExecSizeCheck.isLegalSize(in.execSize()) ? in.execSize() : 1;
        for (Operand o : in.operands()) {
          operand(scope, in, o, channels);
        }
      }
    }
  }

  private static void operand(UnitScope scope, Instruction in, Operand o, int channels) {
    if (o instanceof DstRegion d) {
      destination(scope, in, d, channels);
    } else if (o instanceof SrcRegion r) {
      source(scope, r, channels);
    } else if (o instanceof IndirectOperand ind) {
      indirect(scope, ind, channels);
    } else if (o instanceof AddressOperand a) {
      address(scope, a.var(), a.elem(), Math.max(a.width(), channels), a.width(), a.pos());
    } else if (o instanceof RawOperand raw) {
      byteOffset(scope, raw.var(), raw.offset(), raw.pos());
    } else if (o instanceof LscData data) {
      byteOffset(scope, data.var(), data.offset(), data.pos());
    } else if (o instanceof LscAddress a) {
      for (Operand reg : a.regs()) {
        operand(scope, in, reg, 1);
      }
    } else if (o instanceof OperandList list) {
      for (Operand item : list.items()) {
        operand(scope, in, item, 1);
      }
    }
  }

  private static void destination(UnitScope scope, Instruction in, DstRegion d, int channels) {
    if (d.hstride() == 0) {
      scope.report.error("dst-stride", d.pos(), "destination horizontal stride must not be 0");
      return;
    }
    if (!legalHStride(d.hstride())) {
      scope.report.error(
          "region", d.pos(), "horizontal stride " + d.hstride() + " is not one of 1, 2, 4");
      return;
    }
    Declaration v = general(scope, d.var());
    if (v == null) {
      return;
    }
    int size = v.type().size();
    long span = ((long) (channels - 1) * d.hstride() + 1) * size;
    long last = span - 1;
    if (in.opcode() == Opcode.MADW) {
      // madw writes the low halves of the results, then the high halves from the next register
      last = roundUpToGrf(span) + span - 1;
    }
    bounds(scope, v, d.row(), d.col(), last, d.pos());
  }

  private static void source(UnitScope scope, SrcRegion r, int channels) {
    long last = 0;
    if (r.vstride() >= 0) {
      if (!legalRegion(scope, r.vstride(), r.width(), r.hstride(), channels, r.pos())) {
        return;
      }
      last = (long) (channels / r.width() - 1) * r.vstride() + (long) (r.width() - 1) * r.hstride();
    }
    Declaration v = general(scope, r.var());
    if (v != null) {
      int size = v.type().size();
      bounds(scope, v, r.row(), r.col(), last * size + size - 1, r.pos());
    }
  }

  private static void indirect(UnitScope scope, IndirectOperand ind, int channels) {
    if (ind.destination()) {
      if (ind.hstride() == 0) {
        scope.report.error("dst-stride", ind.pos(), "destination horizontal stride must not be 0");
      } else if (!legalHStride(ind.hstride())) {
        scope.report.error(
            "region", ind.pos(), "horizontal stride " + ind.hstride() + " is not one of 1, 2, 4");
      }
    } else if (ind.width() >= 0) {
      int vstride = ind.vstride() >= 0 ? ind.vstride() : 0;
      legalRegion(scope, vstride, ind.width(), ind.hstride(), channels, ind.pos());
    }
    if (ind.immOffset() < MIN_INDIRECT_OFFSET || ind.immOffset() > MAX_INDIRECT_OFFSET) {
      scope.report.error(
          "region",
          ind.pos(),
          "indirect byte offset " + ind.immOffset() + " is outside [-512, 511]");
    }
    address(scope, ind.addrVar(), ind.addrElem(), 1, 1, ind.pos());
  }

  private static boolean legalRegion(
      UnitScope scope, int vstride, int width, int hstride, int channels, SourcePos pos) {
    String problem = null;
    if (width != 1 && width != 2 && width != 4 && width != 8 && width != 16) {
      problem = "width " + width + " is not one of 1, 2, 4, 8, 16";
    } else if (vstride != 0
        && vstride != 1
        && vstride != 2
        && vstride != 4
        && vstride != 8
        && vstride != 16
        && vstride != 32) {
      problem = "vertical stride " + vstride + " is not one of 0, 1, 2, 4, 8, 16, 32";
    } else if (hstride != 0 && !legalHStride(hstride)) {
      problem = "horizontal stride " + hstride + " is not one of 0, 1, 2, 4";
    } else if (width > channels) {
      problem = "width " + width + " is larger than the execution size " + channels;
    }
    if (problem != null) {
      scope.report.error("region", pos, problem);
    }
    return problem == null;
  }

  private static boolean legalHStride(int h) {
    return h == 1 || h == 2 || h == 4;
  }

  private static long roundUpToGrf(long bytes) {
    return (bytes + GRF - 1) / GRF * GRF;
  }

  /**
   * The general variable of a region, if its bounds can be checked (declared, typed, not %null).
   */
  private static Declaration general(UnitScope scope, String name) {
    Declaration d = scope.symbols.lookup(name, VarClass.GENERAL);
    if (d == null || d.type() == null || "%null".equals(d.name())) {
      return null;
    }
    return d;
  }

  /** {@code last} is the offset of the last byte touched, counted from the region's first byte. */
  private static void bounds(
      UnitScope scope, Declaration v, int row, int col, long last, SourcePos pos) {
    int size = v.type().size();
    if (row < 0 || col < 0) {
      scope.report.error("region-bounds", pos, "offset (" + row + "," + col + ") is negative");
      return;
    }
    if ((long) col * size >= GRF) {
      scope.report.error(
          "region-bounds",
          pos,
          "column " + col + " of '" + v.name() + "' lies beyond its 32-byte row");
      return;
    }
    long first = (long) row * GRF + (long) col * size;
    long varBytes = v.byteSize();
    if (first >= varBytes) {
      scope.report.error(
          "region-bounds",
          pos,
          "offset ("
              + row
              + ","
              + col
              + ") is byte "
              + first
              + ", outside '"
              + v.name()
              + "' ("
              + varBytes
              + " bytes)");
    } else if (first + last >= varBytes) {
      scope.report.error(
          "region-bounds",
          pos,
          "region reaches byte "
              + (first + last)
              + " of '"
              + v.name()
              + "', which has "
              + varBytes
              + " bytes");
    }
  }

  /**
   * A raw operand's byte offset lies inside its variable and, when the storage it aliases into is a
   * register or more, on a register boundary (5_operands.md, Raw Operands: "all raw operands must
   * be GRF-aligned").
   */
  private static void byteOffset(UnitScope scope, String var, long offset, SourcePos pos) {
    Declaration v = general(scope, var);
    if (v == null) {
      return;
    }
    if (offset < 0 || offset >= v.byteSize()) {
      scope.report.error(
          "region-bounds",
          pos,
          "byte offset " + offset + " is outside '" + v.name() + "' (" + v.byteSize() + " bytes)");
      return;
    }
    Symbols.Placement p = scope.symbols.placement(v);
    if (p != null && p.root().byteSize() >= GRF && (p.offset() + offset) % GRF != 0) {
      scope.report.error(
          "raw-align",
          pos,
          "raw operand starts at byte "
              + (p.offset() + offset)
              + " of '"
              + p.root().name()
              + "'; raw operands start on a 32-byte register");
    }
  }

  /**
   * An address operand {@code A0(elem)<width>}: the elements it covers over the instruction's
   * channels (the larger of its width and the execution size) lie inside the address variable.
   */
  private static void address(
      UnitScope scope, String var, int elem, int covered, int width, SourcePos pos) {
    Declaration a = scope.symbols.lookup(var, VarClass.ADDRESS);
    if (width != 1 && width != 2 && width != 4 && width != 8 && width != 16) {
      scope.report.error(
          "address-bounds", pos, "address width " + width + " is not one of 1, 2, 4, 8, 16");
    } else if (a != null && (elem < 0 || (long) elem + covered > a.numElements())) {
      String used =
          covered == 1
              ? "element " + elem + " is"
              : "elements " + elem + ".." + (elem + covered - 1) + " are";
      scope.report.error(
          "address-bounds",
          pos,
          used
              + " outside address variable '"
              + var
              + "', which has "
              + a.numElements()
              + " element(s)");
    }
  }
}
