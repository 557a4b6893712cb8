package jvisa.verify.genx;

import static jvisa.verify.genx.Known.Side.GENX_IR;
import static jvisa.verify.genx.Known.Side.JVISA;

import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Type;

/**
 * The disagreements with GenX_IR (libigc-tools 1.0.x, TGLLP and DG2) that stay, each with its
 * reason. Where GenX_IR accepts what the spec page forbids, the table keeps the page's types; where
 * GenX_IR refuses what the table allows and the spec does not decide it by a type set, the table is
 * left as it is.
 */
final class KnownDisagreements {
  static final List<Known> ALL =
      List.of(
          // GenX_IR accepts, the table (spec) refuses
          new Known(
              GENX_IR,
              "GenX_IR checks no types of bfe, bfi, bfrev, cbit, fbh, fbl, lzd but Q/UQ; the pages "
                  + "name D/UD (bfe, bfi, fbh sources), UD (bfrev, fbl, lzd) and a UD destination "
                  + "(bfrev's D destination, which IGC writes, the table takes)",
              op(
                  Opcode.BFE,
                  Opcode.BFI,
                  Opcode.BFREV,
                  Opcode.CBIT,
                  Opcode.FBH,
                  Opcode.FBL,
                  Opcode.LZD)),
          new Known(
              GENX_IR,
              "GenX_IR checks no types of bfn; it has no spec page and the table keeps the D/UD/W/UW "
                  + "IGC emits",
              op(Opcode.BFN)),
          new Known(
              GENX_IR,
              "GenX_IR checks only the destination of mulh and madw; MULH.md names D/UD sources "
                  + "(madw has no page and follows mulh)",
              op(Opcode.MULH, Opcode.MADW)),
          new Known(
              GENX_IR,
              "GenX_IR checks math types only when a float is involved, so integer inv/sqrt/rsqrt "
                  + "pass; the pages name F and HF",
              op(Opcode.INV, Opcode.SQRT, Opcode.RSQRT).and(KnownDisagreements::noFloat)),
          new Known(
              GENX_IR,
              "GenX_IR takes HF sources (mixed mode) for F-only operations; LRP, FRC, RNDD..RNDZ and "
                  + "PLN pages name F only (dp2/dp3/dp4/dph/line have no page)",
              op(
                      Opcode.LRP,
                      Opcode.FRC,
                      Opcode.RNDD,
                      Opcode.RNDU,
                      Opcode.RNDE,
                      Opcode.RNDZ,
                      Opcode.PLANE,
                      Opcode.DP2,
                      Opcode.DP3,
                      Opcode.DP4,
                      Opcode.DPH,
                      Opcode.LINE)
                  .and(source(Type.HF))),
          new Known(
              GENX_IR,
              "GenX_IR takes an HF destination with F sources for divm/sqrtm; the pages name DF and F",
              op(Opcode.DIVM, Opcode.SQRTM).and(destination(Type.HF))),
          new Known(
              GENX_IR,
              "GenX_IR takes immediate coefficients for plane; PLN.md allows general and indirect "
                  + "sources only",
              op(Opcode.PLANE).and(KnownDisagreements::immediateSource)),
          new Known(
              GENX_IR,
              "GenX_IR takes Q/UQ; the pages of avg, mod, mul, mad and div name no Q/UQ (line has no "
                  + "page and the table keeps 32-bit integers)",
              op(Opcode.AVG, Opcode.MOD, Opcode.MUL, Opcode.MAD, Opcode.DIV, Opcode.LINE)
                  .and(anyType(Type.Q, Type.UQ))),
          new Known(
              GENX_IR,
              "GenX_IR (DG2) takes BF mixed with F; the pages of add, mul, mad, sel, min/max and cmp "
                  + "name no BF",
              op(Opcode.ADD, Opcode.MUL, Opcode.MAD, Opcode.SEL, Opcode.MIN, Opcode.MAX, Opcode.CMP)
                  .and(anyType(Type.BF))),
          new Known(
              GENX_IR,
              "GenX_IR takes any source type for setp; SETP.md names UB, UW, UD",
              op(Opcode.SETP)),
          new Known(
              GENX_IR,
              "GenX_IR reads cmp without a relation; CMP.md requires one",
              line("cmp (M1")),
          new Known(
              GENX_IR,
              "GenX_IR does not check the block size of svm_gather; SVM_GATHER.md allows 1, 4 and 8",
              line("svm_gather.2.1 ")),
          new Known(
              GENX_IR,
              "GenX_IR does not check the element size of gather_scaled; GATHER_SCALED.md allows "
                  + "1, 2 and 4",
              line("gather_scaled.3 ")),
          // the table allows, GenX_IR refuses
          new Known(
              JVISA,
              "Xe-HPC instruction without a spec page: the table leaves its types unchecked; GenX_IR "
                  + "refuses it on TGLLP and DG2",
              op(Opcode.SRND, Opcode.FCVT)),
          new Known(
              JVISA,
              "GenX_IR's text reader has no such mnemonic (Invalid OpCode) or syntax for it; no spec page",
              op(Opcode.ASIN, Opcode.ACOS, Opcode.ATAN, Opcode.BF_CVT)),
          new Known(
              JVISA,
              "sad2/sad2add are not supported on Xe (TGLLP, DG2)",
              op(Opcode.SAD2, Opcode.SAD2ADD)),
          new Known(
              JVISA,
              "divm/sqrtm are IEEE macros GenX_IR refuses on TGLLP and DG2 (no IEEE support there)",
              op(Opcode.DIVM, Opcode.SQRTM)),
          new Known(
              JVISA,
              "packed V/UV immediates count as word/dword integers in the table's rule (2_datatypes.md); "
                  + "GenX_IR wants plain D/W (add3), UD (addc, subb, dp4a) or W/B (addr_add) there",
              op(Opcode.ADD3, Opcode.ADDC, Opcode.SUBB, Opcode.DP4A, Opcode.ADDR_ADD)
                  .and(anyType(Type.V, Type.UV))),
          new Known(
              JVISA,
              "GenX_IR wants a register for line's src0 (the coefficients); line has no spec page",
              op(Opcode.LINE).and(KnownDisagreements::immediateSource)),
          new Known(
              JVISA,
              "GenX_IR's grammar has no BF immediate",
              op(Opcode.MOV).and(immediate(Type.BF))),
          new Known(
              JVISA,
              "mov converts BF only to and from F (DG2; TGLLP has no BF); a rule between the two "
                  + "operands, not a type set",
              op(Opcode.MOV).and(anyType(Type.BF)).and(noPredicate())),
          new Known(
              JVISA,
              "a predicate copied by mov needs an integer destination below 64 bits (MOV.md: UB, UW, UD); "
                  + "a rule between the two operands, not a type set",
              op(Opcode.MOV).and(predicateSource())));

  private KnownDisagreements() {}

  private static Predicate<Tried> op(Opcode... ops) {
    Set<Opcode> set = Set.of(ops);
    return t -> t.alu() != null && set.contains(t.alu().op());
  }

  private static Predicate<Tried> line(String start) {
    return t -> t.alu() == null && t.line().startsWith(start);
  }

  private static Stream<Arg> operands(Tried t) {
    return Stream.concat(t.alu().dsts().stream(), t.alu().srcs().stream());
  }

  private static Predicate<Tried> anyType(Type... types) {
    Set<Type> set = Set.of(types);
    return t -> operands(t).anyMatch(a -> a.type() != null && set.contains(a.type()));
  }

  private static boolean noFloat(Tried t) {
    return operands(t).noneMatch(a -> a.type() != null && a.type().isFloat());
  }

  private static Predicate<Tried> source(Type type) {
    return t -> t.alu().srcs().stream().anyMatch(a -> a.type() == type);
  }

  private static Predicate<Tried> destination(Type type) {
    return t -> t.alu().dsts().get(0).type() == type;
  }

  private static boolean immediateSource(Tried t) {
    return t.alu().srcs().stream().anyMatch(a -> a.kind() == Arg.Kind.IMMEDIATE);
  }

  private static Predicate<Tried> immediate(Type type) {
    return t ->
        t.alu().srcs().stream().anyMatch(a -> a.kind() == Arg.Kind.IMMEDIATE && a.type() == type);
  }

  private static Predicate<Tried> predicateSource() {
    return t -> t.alu().srcs().stream().anyMatch(a -> a.kind() == Arg.Kind.PREDICATE);
  }

  private static Predicate<Tried> noPredicate() {
    return predicateSource().negate();
  }
}
