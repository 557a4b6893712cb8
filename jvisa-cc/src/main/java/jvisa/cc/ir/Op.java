package jvisa.cc.ir;

/**
 * The IR's operations. Operands are SSA values; literals ({@link Instr#literal}) carry what is
 * fixed at compile time (indices, predicates' fixed parts, built-in dimensions); {@link
 * Instr#attribute()} carries a callee, a math function, a built-in or a collective.
 */
public enum Op {
  // integer and float arithmetic: two operands of the result type (vectors lane-wise)
  IADD,
  ISUB,
  IMUL,
  SDIV,
  UDIV,
  SREM,
  SMOD,
  UREM,
  FADD,
  FSUB,
  FMUL,
  FDIV,
  FREM,
  FMOD,
  SHL,
  LSHR,
  ASHR,
  AND,
  OR,
  XOR,
  // one operand of the result type
  INEG,
  FNEG,
  NOT,
  POPCOUNT,
  // comparisons: two operands of one type, result i1 (or vector of i1)
  IEQ,
  INE,
  SLT,
  SLE,
  SGT,
  SGE,
  ULT,
  ULE,
  UGT,
  UGE,
  FOEQ,
  FONE,
  FOLT,
  FOLE,
  FOGT,
  FOGE,
  FUEQ,
  FUNE,
  FULT,
  FULE,
  FUGT,
  FUGE,
  FORD,
  FUNORD,
  /** One float operand: whether it is NaN / infinite / finite / normal / has its sign bit set. */
  ISNAN,
  ISINF,
  ISFINITE,
  ISNORMAL,
  SIGNBIT,
  /** condition, if-true, if-false. */
  SELECT,
  // conversions, one operand; literal 0 is the rounding mode of float results (-1 default), literal
  // 1 = 1 when
  // saturating
  TRUNC,
  ZEXT,
  SEXT,
  FPTRUNC,
  FPEXT,
  SITOFP,
  UITOFP,
  FPTOSI,
  FPTOUI,
  SAT_STOU,
  SAT_UTOS,
  BITCAST,
  PTRTOINT,
  INTTOPTR,
  PTRCAST,
  /** A private variable of {@link Instr#allocatedType()}; the result is its address. */
  ALLOCA,
  /** Address operand. */
  LOAD,
  /** Address, value. No result. */
  STORE,
  /**
   * Destination address, source address, byte count: copies memory ({@code OpCopyMemorySized}). No
   * result.
   */
  COPY,
  /**
   * Address arithmetic: base pointer, then indices. The first index steps over whole {@link
   * Instr#allocatedType() source elements} (the base's pointee); each further one selects an array
   * or vector element or (a constant) a structure member.
   */
  GEP,
  /** Callee in the attribute, arguments as operands. */
  CALL,
  /**
   * Indirect call ({@code OpFunctionPointerCallINTEL}): operand 0 is the callee's address (a
   * function-address {@link Constant} or a value computed from them), the arguments follow.
   */
  ICALL,
  /** Aggregate or vector, literal indices. */
  EXTRACT,
  /** Aggregate or vector, element, literal indices. */
  INSERT,
  /** Two vectors, literal lane selectors (0xFFFFFFFF = undefined lane). */
  SHUFFLE,
  /** Vector, index. */
  EXTRACT_DYN,
  /** Vector, element, index. */
  INSERT_DYN,
  /** Elements (scalars or vectors whose lanes are concatenated) making a vector or aggregate. */
  CONSTRUCT,
  /**
   * Atomic read-modify-write: attribute is the {@link AtomicKind}; address, then value
   * (compare-exchange: value, comparator).
   */
  ATOMIC,
  /**
   * Work-group or sub-group barrier; literal 0 is the {@link Scope} ordinal, literal 1 (when
   * present) SPIR-V's memory semantics bits (0x100 work-group memory, 0x200 global memory).
   */
  BARRIER,
  /** Memory fence, no execution barrier; literal 0 (when present) the memory semantics bits. */
  FENCE,
  /**
   * A work-item function (get_global_id ...): attribute is the {@link BuiltIn}, literal 0 the
   * dimension.
   */
  BUILTIN,
  /** An OpenCL.std extended instruction: attribute is the {@link MathFn}. */
  MATH,
  /** A sub-group or work-group collective: attribute is the {@link Collective}. */
  COLLECTIVE,
  /** Incoming values as operands, incoming blocks as {@link Instr#targets()}. */
  PHI,
  /** Unconditional branch to target 0. */
  BR,
  /** Condition; target 0 when true, 1 when false. */
  CONDBR,
  /** Selector; target 0 is the default, target i+1 is taken for literal i. */
  SWITCH,
  /** Optional return value. */
  RET,
  UNREACHABLE;

  public boolean isTerminator() {
    return this == BR || this == CONDBR || this == SWITCH || this == RET || this == UNREACHABLE;
  }

  public boolean isBinary() {
    return ordinal() <= XOR.ordinal();
  }

  public boolean isUnary() {
    return this == INEG || this == FNEG || this == NOT || this == POPCOUNT;
  }

  public boolean isCompare() {
    return ordinal() >= IEQ.ordinal() && ordinal() <= SIGNBIT.ordinal();
  }

  /** A compare of one float operand. */
  public boolean isUnaryTest() {
    return ordinal() >= ISNAN.ordinal() && ordinal() <= SIGNBIT.ordinal();
  }

  public boolean isConversion() {
    return ordinal() >= TRUNC.ordinal() && ordinal() <= PTRCAST.ordinal();
  }

  /**
   * Whether it writes memory, synchronizes or transfers control: never removed even when unused.
   */
  public boolean hasSideEffects() {
    return switch (this) {
      case STORE, COPY, CALL, ICALL, ATOMIC, BARRIER, FENCE, COLLECTIVE -> true;
      default -> isTerminator();
    };
  }

  /**
   * Whether its result depends only on its operands, literals and attribute, so two equal
   * instructions compute the same value (loads and allocas do not; MATH counts, except the
   * memory-touching ones, which say so).
   */
  public boolean isPure() {
    return !hasSideEffects() && this != LOAD && this != ALLOCA && this != PHI;
  }

  /** The printed name: "iadd". */
  public String text() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
