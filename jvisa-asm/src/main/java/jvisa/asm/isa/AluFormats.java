package jvisa.asm.isa;

import static jvisa.asm.isa.Operands.dst;
import static jvisa.asm.isa.Operands.src;
import static jvisa.asm.isa.TypeSets.ARITHMETIC;
import static jvisa.asm.isa.TypeSets.LOGIC;
import static jvisa.asm.isa.TypeSets.NO_MODIFIER;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;

/**
 * Formats of the vector instructions (destinations then sources), from the "Operand class",
 * "Supported Types" and "Source Modifier" lines of the instruction pages. Where IGC's output is
 * wider than a page and Intel's finalizer accepts it, the format follows IGC (the rows in {@code
 * Opcode} say so).
 */
public final class AluFormats {
  private static final Set<Form> WITH_PREDICATE =
      Set.of(Form.GENERAL, Form.INDIRECT, Form.IMMEDIATE, Form.PREDICATE);

  private AluFormats() {}

  /**
   * Arithmetic: one type family throughout, floats of one type, (-)/(abs) modifiers, saturation.
   */
  public static Format arith(int srcs, Set<Type> types) {
    return arith(srcs, types, types);
  }

  public static Format arith(int srcs, Set<Type> dstTypes, Set<Type> srcTypes) {
    return vector(1, srcs, dstTypes, srcTypes, ARITHMETIC).withSameFloat().saturating();
  }

  /** No source modifiers, no saturation (bit operations). */
  public static Format plain(int srcs, Set<Type> dstTypes, Set<Type> srcTypes) {
    return vector(1, srcs, dstTypes, srcTypes, NO_MODIFIER);
  }

  /** (-)/(abs) modifiers without the one-float-type rule (moves, shifts, min/max). */
  public static Format moving(int srcs, Set<Type> dstTypes, Set<Type> srcTypes) {
    return vector(1, srcs, dstTypes, srcTypes, ARITHMETIC).saturating();
  }

  /** and, or, xor, not: integers or predicates, (~) modifier. */
  public static Format logic(int srcs) {
    Format f = vector(1, srcs, TypeSets.INT_BOOL, TypeSets.INT_BOOL, LOGIC);
    List<OperandSpec> ops = new ArrayList<>();
    for (OperandSpec o : f.operands()) {
      ops.add(
          o.isDestination()
              ? o.forms(Form.GENERAL, Form.INDIRECT, Form.PREDICATE)
              : withForms(o, WITH_PREDICATE));
    }
    return new Format(ops, List.of(), ExecRule.SIMD, false, true);
  }

  /** addc and subb: the result and the carry (borrow), both UD. */
  public static Format withCarry() {
    return vector(2, 2, TypeSets.UDWORD, TypeSets.UDWORD, NO_MODIFIER);
  }

  /** sad2add: word accumulator as the last source. */
  public static Format sad2add() {
    Format f = arith(3, TypeSets.WORD, TypeSets.BYTE);
    List<OperandSpec> ops = new ArrayList<>(f.operands());
    ops.set(3, ops.get(3).types(TypeSets.WORD));
    return new Format(ops, List.of(), ExecRule.SIMD, false, true);
  }

  /**
   * cmp: the result is a predicate or a vector of all-ones / zero. A general result has a numeric
   * type (CMP.md lists no BF, which GenX_IR refuses too; it lists no W either, which GenX_IR and
   * IGC use).
   */
  public static Format cmp() {
    return new Format(
        List.of(
            dst("dst", TypeSets.union(TypeSets.NUMERIC, Set.of(Type.BOOL)))
                .forms(Form.PREDICATE, Form.GENERAL, Form.INDIRECT),
            src("src0", TypeSets.NUMERIC, ARITHMETIC),
            src("src1", TypeSets.NUMERIC, ARITHMETIC)),
        List.of(SuffixSlot.required(SuffixKind.COND)),
        ExecRule.SIMD,
        false,
        false);
  }

  /** setp: a predicate from the bits of a scalar or the channels of a vector. */
  public static Format setp() {
    return new Format(
        List.of(
            dst("dst", Set.of(Type.BOOL)).forms(Form.PREDICATE),
            src("src0", TypeSets.PREDICATE_BITS, NO_MODIFIER)),
        List.of(),
        ExecRule.SIMD,
        false,
        false);
  }

  /** mov: any data type, the source may be a predicate. */
  public static Format mov() {
    return new Format(
        List.of(
            dst("dst", TypeSets.DATA),
            withForms(src("src0", TypeSets.ALL, ARITHMETIC), WITH_PREDICATE)),
        List.of(),
        ExecRule.SIMD,
        false,
        true);
  }

  /** movs: between surface/sampler variables and general variables. */
  public static Format movs() {
    return new Format(
        List.of(
            dst("dst", null).forms(Form.STATE, Form.GENERAL),
            src("src0", null, NO_MODIFIER)
                .forms(Form.GENERAL, Form.INDIRECT, Form.IMMEDIATE, Form.STATE)),
        List.of(),
        ExecRule.SIMD,
        false,
        false);
  }

  /**
   * addr_add: an address register from an address, a variable's address or a register, plus an
   * offset. A general src0 stands for its variable's address, so its type is free (ADDR_ADD.md
   * names none for src0, and GenX_IR takes any); the offset is a byte or word integer.
   */
  public static Format addrAdd() {
    return new Format(
        List.of(
            dst("dst", Set.of(Type.UW)).forms(Form.ADDRESS),
            src("src0", null, NO_MODIFIER)
                .forms(Form.ADDRESS, Form.ADDRESS_OF, Form.STATE, Form.GENERAL),
            src("src1", TypeSets.ADDRESS_OFFSET, NO_MODIFIER)),
        List.of(),
        ExecRule.SIMD,
        false,
        false);
  }

  /**
   * madw: {@code a * b + c} as 64 bits, the low dwords in the destination's first GRF-aligned block
   * of exec size elements, the high dwords in the next; the destination's size says so.
   */
  public static Format madw() {
    Format f = arith(3, TypeSets.DWORD);
    List<OperandSpec> ops = new ArrayList<>(f.operands());
    ops.set(0, ops.get(0).sized((insn, s, own) -> 2 * PayloadSize.registers(4L * insn.execSize())));
    return new Format(ops, f.suffixes(), f.exec(), f.sameFloat(), f.saturates());
  }

  /** plane: the coefficients are registers (no immediates). */
  public static Format plane() {
    Format f = arith(2, TypeSets.F_ONLY);
    List<OperandSpec> ops = new ArrayList<>(f.operands());
    ops.set(1, ops.get(1).forms(Form.GENERAL, Form.INDIRECT));
    ops.set(2, ops.get(2).forms(Form.GENERAL, Form.INDIRECT));
    return new Format(ops, List.of(), ExecRule.SIMD, true, true);
  }

  /** bfn: three sources combined by an 8-bit truth table. */
  public static Format bfn() {
    return vector(1, 3, TypeSets.DW_W, TypeSets.DW_W, LOGIC)
        .saturating()
        .withSuffixes(SuffixSlot.required(SuffixKind.BOOL_FUNCTION));
  }

  /** dpas/dpasw: systolic matrix multiply on whole registers. */
  public static Format dpas() {
    SuffixKind<String> precision =
        SuffixKind.word(
            "precision", "f", "hf", "bf", "tf32", "bf8", "hf8", "u8", "s8", "u4", "s4", "u2", "s2");
    return new Format(
        List.of(
            Operands.payloadOut("dst", null),
            Operands.payloadIn("src0", null).orNull(),
            Operands.payloadIn("src1", null),
            OperandSpec.of("src2", Role.PAYLOAD_READ, Set.of(Form.GENERAL, Form.RAW))),
        List.of(
            SuffixSlot.required(precision),
            SuffixSlot.required(precision),
            SuffixSlot.required(SuffixKind.number("systolic depth", 1, 2, 4, 8)),
            SuffixSlot.required(SuffixKind.number("repeat count", 1, 2, 3, 4, 5, 6, 7, 8))),
        ExecRule.of(false, 8, 16),
        false,
        false);
  }

  /** Destinations then sources, each with the given types and modifiers. */
  public static Format vector(
      int dsts, int srcs, Set<Type> dstTypes, Set<Type> srcTypes, Set<SrcModifier> mods) {
    List<OperandSpec> ops = new ArrayList<>();
    for (int i = 0; i < dsts; i++) {
      ops.add(dst(i == 0 ? "dst" : "dst" + (i + 1), dstTypes));
    }
    for (int i = 0; i < srcs; i++) {
      ops.add(src("src" + i, srcTypes, mods));
    }
    return new Format(ops, List.of(), ExecRule.SIMD, false, false);
  }

  private static OperandSpec withForms(OperandSpec o, Set<Form> forms) {
    return new OperandSpec(
        o.name(),
        o.role(),
        forms,
        o.types(),
        o.modifiers(),
        o.size(),
        o.nullable(),
        o.repeated(),
        o.optional(),
        o.numberStyle());
  }
}
