package jvisa.asm.isa;

import static jvisa.asm.isa.Operands.function;
import static jvisa.asm.isa.Operands.label;
import static jvisa.asm.isa.Operands.param;
import static jvisa.asm.isa.Operands.scalar;

import java.util.List;
import java.util.Set;
import jvisa.asm.model.Type;

/**
 * Formats of control flow (instructions/GOTO.md ... SWITCHJMP.md), synchronisation and bookkeeping.
 */
public final class ControlFormats {
  private static final Set<Type> CALL_TARGET = Set.of(Type.UQ, Type.Q, Type.UD, Type.D);
  private static final Set<Type> INDEX = Set.of(Type.UD, Type.D, Type.UW, Type.W, Type.UB, Type.B);
  private static final Set<Type> SCALAR_INT =
      Set.of(Type.UD, Type.D, Type.UW, Type.W, Type.UB, Type.B);

  private ControlFormats() {}

  /** goto, jmp, call: a label of the same function. */
  public static Format branch() {
    return new Format(List.of(label("target")), List.of(), ExecRule.SIMD, false, false);
  }

  /** ret, fret: no operands. */
  public static Format ret() {
    return new Format(List.of(), List.of(), ExecRule.SIMD, false, false);
  }

  /** fcall: {@code (n) function arg-size ret-size}. */
  public static Format fcall() {
    return new Format(
        List.of(
            function("callee"),
            param("argument size", Form.NUMBER),
            param("return size", Form.NUMBER)),
        List.of(),
        ExecRule.SIMD,
        false,
        false);
  }

  /** ifcall: {@code (n) address arg-size ret-size}. */
  public static Format ifcall() {
    return new Format(
        List.of(
            scalar("callee address", CALL_TARGET),
            param("argument size", Form.NUMBER),
            param("return size", Form.NUMBER)),
        List.of(),
        ExecRule.SIMD,
        false,
        false);
  }

  /** faddr: {@code function dst}. */
  public static Format faddr() {
    return new Format(
        List.of(function("function"), Operands.dst("dst", CALL_TARGET)),
        List.of(),
        ExecRule.NONE,
        false,
        false);
  }

  /** switchjmp: {@code (1) index (L0, L1, ...)}. */
  public static Format switchjmp() {
    return new Format(
        List.of(scalar("index", INDEX), param("labels", Form.LIST)),
        List.of(),
        ExecRule.of(false, 1),
        false,
        false);
  }

  /** No operands, no execution size: barrier, yield, fence_sw, sampler_cache_flush. */
  public static Format bare() {
    return new Format(List.of(), List.of(), ExecRule.NONE, false, false);
  }

  /** No operands, one optional or required suffix. */
  public static Format bare(SuffixSlot slot) {
    return bare().withSuffixes(slot);
  }

  /**
   * fence_global/fence_local: optional flags, {@code .EISCR} ({@code E}vict, {@code I}nvalidate,
   * ...).
   */
  public static Format fence() {
    return bare(
        SuffixSlot.optional(
            SuffixKind.matching("fence flags", "[A-Z0-9]+", "letters such as E, I, S, C, R")));
  }

  /** nbarrier.signal id count / nbarrier.wait id. */
  public static InstructionFormat namedBarrier() {
    SuffixKind<BarrierStep> action = SuffixKind.BARRIER_STEP;
    Format signal =
        new Format(
            List.of(scalar("barrier id", SCALAR_INT), scalar("thread count", SCALAR_INT)),
            List.of(SuffixSlot.required(action)),
            ExecRule.NONE,
            false,
            false);
    Format wait =
        new Format(
            List.of(scalar("barrier id", SCALAR_INT)),
            List.of(SuffixSlot.required(action)),
            ExecRule.NONE,
            false,
            false);
    return insn -> action.parse(String.valueOf(insn.suffix())) == BarrierStep.WAIT ? wait : signal;
  }

  /** wait: {@code mask}. */
  public static Format waitMask() {
    return new Format(List.of(scalar("mask", SCALAR_INT)), List.of(), ExecRule.NONE, false, false);
  }

  /** FILE "name". */
  public static Format file() {
    return new Format(
        List.of(param("file name", Form.STRING)), List.of(), ExecRule.NONE, false, false);
  }

  /** LOC line. */
  public static Format loc() {
    return new Format(List.of(param("line", Form.NUMBER)), List.of(), ExecRule.NONE, false, false);
  }

  /** lifetime.start V / lifetime.end V: names a variable, reads and writes nothing. */
  public static Format lifetime() {
    return new Format(
        List.of(param("variable", Form.RAW, Form.PREDICATE, Form.ADDRESS, Form.STATE)),
        List.of(SuffixSlot.required(SuffixKind.word("lifetime edge", "start", "end"))),
        ExecRule.NONE,
        false,
        false);
  }
}
