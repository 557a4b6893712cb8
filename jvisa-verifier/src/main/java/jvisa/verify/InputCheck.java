package jvisa.verify;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.InputDecl;
import jvisa.asm.model.VarClass;

/**
 * {@code .input} directives (4_visa_header.md, Input Variables): a declared, non-aliased general,
 * sampler or surface variable; its size; GRF placement; and no two inputs overlapping.
 */
final class InputCheck implements Check {
  private static final int GRF = 32;

  /** The payload lies in the thread's register file: at most 256 registers of 32 bytes. */
  static final long REGISTER_FILE_BYTES = 256 * GRF;

  private record Span(InputDecl input, long start, long end) {}

  @Override
  public void check(UnitScope scope) {
    List<Span> spans = new ArrayList<>();
    for (InputDecl in : scope.unit.inputs()) {
      Declaration d = scope.symbols.lookup(in.name());
      if (d == null) {
        scope.report.error(
            "undeclared", in.pos(), "input variable '" + in.name() + "' is not declared");
        continue;
      }
      if (d.varClass() == VarClass.ADDRESS || d.varClass() == VarClass.PREDICATE) {
        scope.report.error(
            "var-class",
            in.pos(),
            "input '"
                + in.name()
                + "' is "
                + ClassNames.of(d)
                + "; inputs are general, sampler or surface variables");
        continue;
      }
      long size = in.size() >= 0 ? in.size() : naturalSize(d);
      checkPlacement(scope, in, d, size);
      spans.add(new Span(in, in.offset(), in.offset() + size));
    }
    spans.sort(Comparator.comparingLong(Span::start));
    Span widest = null;
    for (Span s : spans) {
      if (widest != null && s.start() < widest.end() && s.end() > s.start()) {
        scope.report.error(
            "input-overlap",
            s.input().pos(),
            "input '"
                + s.input().name()
                + "' ["
                + s.start()
                + ", "
                + s.end()
                + ") overlaps input '"
                + widest.input().name()
                + "' ["
                + widest.start()
                + ", "
                + widest.end()
                + ")");
      }
      if (widest == null || s.end() > widest.end()) {
        widest = s;
      }
    }
  }

  private static long naturalSize(Declaration d) {
    return d.varClass() == VarClass.GENERAL ? d.byteSize() : 4L * d.numElements();
  }

  private static void checkPlacement(UnitScope scope, InputDecl in, Declaration d, long size) {
    Report r = scope.report;
    if (in.offset() < 0) {
      r.error("input", in.pos(), "input '" + in.name() + "' has a negative offset " + in.offset());
      return;
    }
    if (in.offset() > REGISTER_FILE_BYTES || size < 0 || size > REGISTER_FILE_BYTES - in.offset()) {
      r.error(
          "input",
          in.pos(),
          "input '"
              + in.name()
              + "' (offset "
              + in.offset()
              + ", size "
              + size
              + ") lies outside the register file: offset plus size must be 0 to "
              + REGISTER_FILE_BYTES);
      return;
    }
    if (size != naturalSize(d)) {
      r.error(
          "input",
          in.pos(),
          "input '"
              + in.name()
              + "' has size "
              + size
              + " but the variable has "
              + naturalSize(d)
              + " bytes");
    }
    if (d.varClass() != VarClass.GENERAL) {
      return;
    }
    if (d.isAlias()) {
      r.error(
          "input",
          in.pos(),
          "input '" + in.name() + "' is an alias; inputs must own their storage");
    }
    if (size >= GRF && in.offset() % GRF != 0) {
      r.error(
          "input",
          in.pos(),
          "input '"
              + in.name()
              + "' of "
              + size
              + " bytes must start on a 32-byte register, not at "
              + in.offset());
    } else if (size > 0 && size < GRF && in.offset() / GRF != (in.offset() + size - 1) / GRF) {
      r.error(
          "input",
          in.pos(),
          "input '"
              + in.name()
              + "' of "
              + size
              + " bytes crosses a register boundary at offset "
              + in.offset());
    }
  }
}
