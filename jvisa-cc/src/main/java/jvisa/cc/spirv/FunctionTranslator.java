package jvisa.cc.spirv;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvisa.cc.CompileError;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.AtomicKind;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.BuiltIn;
import jvisa.cc.ir.Collective;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.MathFn;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Scope;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;
import jvisa.spirv.BasicBlock;
import jvisa.spirv.Decoration;
import jvisa.spirv.Instruction;
import jvisa.spirv.Operand;
import jvisa.spirv.SpirvFunction;

/** Translates one SPIR-V function's blocks into an IR {@link Function}. */
final class FunctionTranslator {
  private static final Map<String, Op> BINARY =
      Map.ofEntries(
          Map.entry("OpIAdd", Op.IADD),
          Map.entry("OpISub", Op.ISUB),
          Map.entry("OpIMul", Op.IMUL),
          Map.entry("OpSDiv", Op.SDIV),
          Map.entry("OpUDiv", Op.UDIV),
          Map.entry("OpSRem", Op.SREM),
          Map.entry("OpSMod", Op.SMOD),
          Map.entry("OpUMod", Op.UREM),
          Map.entry("OpFAdd", Op.FADD),
          Map.entry("OpFSub", Op.FSUB),
          Map.entry("OpFMul", Op.FMUL),
          Map.entry("OpFDiv", Op.FDIV),
          Map.entry("OpFRem", Op.FREM),
          Map.entry("OpFMod", Op.FMOD),
          Map.entry("OpShiftLeftLogical", Op.SHL),
          Map.entry("OpShiftRightLogical", Op.LSHR),
          Map.entry("OpShiftRightArithmetic", Op.ASHR),
          Map.entry("OpBitwiseAnd", Op.AND),
          Map.entry("OpBitwiseOr", Op.OR),
          Map.entry("OpBitwiseXor", Op.XOR),
          Map.entry("OpLogicalAnd", Op.AND),
          Map.entry("OpLogicalOr", Op.OR),
          Map.entry("OpLogicalEqual", Op.IEQ),
          Map.entry("OpLogicalNotEqual", Op.INE),
          Map.entry("OpIEqual", Op.IEQ),
          Map.entry("OpINotEqual", Op.INE),
          Map.entry("OpSLessThan", Op.SLT),
          Map.entry("OpSLessThanEqual", Op.SLE),
          Map.entry("OpSGreaterThan", Op.SGT),
          Map.entry("OpSGreaterThanEqual", Op.SGE),
          Map.entry("OpULessThan", Op.ULT),
          Map.entry("OpULessThanEqual", Op.ULE),
          Map.entry("OpUGreaterThan", Op.UGT),
          Map.entry("OpUGreaterThanEqual", Op.UGE),
          Map.entry("OpFOrdEqual", Op.FOEQ),
          Map.entry("OpFOrdNotEqual", Op.FONE),
          Map.entry("OpFOrdLessThan", Op.FOLT),
          Map.entry("OpFOrdLessThanEqual", Op.FOLE),
          Map.entry("OpFOrdGreaterThan", Op.FOGT),
          Map.entry("OpFOrdGreaterThanEqual", Op.FOGE),
          Map.entry("OpFUnordEqual", Op.FUEQ),
          Map.entry("OpFUnordNotEqual", Op.FUNE),
          Map.entry("OpFUnordLessThan", Op.FULT),
          Map.entry("OpFUnordLessThanEqual", Op.FULE),
          Map.entry("OpFUnordGreaterThan", Op.FUGT),
          Map.entry("OpFUnordGreaterThanEqual", Op.FUGE),
          Map.entry("OpOrdered", Op.FORD),
          Map.entry("OpUnordered", Op.FUNORD));
  private static final Map<String, Op> UNARY =
      Map.of(
          "OpSNegate",
          Op.INEG,
          "OpFNegate",
          Op.FNEG,
          "OpNot",
          Op.NOT,
          "OpLogicalNot",
          Op.NOT,
          "OpBitCount",
          Op.POPCOUNT,
          "OpIsNan",
          Op.ISNAN,
          "OpIsInf",
          Op.ISINF,
          "OpIsFinite",
          Op.ISFINITE,
          "OpIsNormal",
          Op.ISNORMAL,
          "OpSignBitSet",
          Op.SIGNBIT);
  private static final Map<String, Op> CONVERSIONS =
      Map.ofEntries(
          Map.entry("OpConvertSToF", Op.SITOFP),
          Map.entry("OpConvertUToF", Op.UITOFP),
          Map.entry("OpConvertFToS", Op.FPTOSI),
          Map.entry("OpConvertFToU", Op.FPTOUI),
          Map.entry("OpSatConvertSToU", Op.SAT_STOU),
          Map.entry("OpSatConvertUToS", Op.SAT_UTOS),
          Map.entry("OpConvertPtrToU", Op.PTRTOINT),
          Map.entry("OpConvertUToPtr", Op.INTTOPTR),
          Map.entry("OpPtrCastToGeneric", Op.PTRCAST),
          Map.entry("OpGenericCastToPtr", Op.PTRCAST));
  private static final Map<String, AtomicKind> ATOMICS =
      Map.ofEntries(
          Map.entry("OpAtomicExchange", AtomicKind.EXCHANGE),
          Map.entry("OpAtomicIAdd", AtomicKind.IADD),
          Map.entry("OpAtomicISub", AtomicKind.ISUB),
          Map.entry("OpAtomicSMin", AtomicKind.SMIN),
          Map.entry("OpAtomicSMax", AtomicKind.SMAX),
          Map.entry("OpAtomicUMin", AtomicKind.UMIN),
          Map.entry("OpAtomicUMax", AtomicKind.UMAX),
          Map.entry("OpAtomicAnd", AtomicKind.AND),
          Map.entry("OpAtomicOr", AtomicKind.OR),
          Map.entry("OpAtomicXor", AtomicKind.XOR),
          Map.entry("OpAtomicFAddEXT", AtomicKind.FADD));
  private static final Map<String, Collective.Combine> GROUP_ARITH =
      Map.of(
          "OpGroupIAdd",
          Collective.Combine.IADD,
          "OpGroupFAdd",
          Collective.Combine.FADD,
          "OpGroupSMin",
          Collective.Combine.SMIN,
          "OpGroupSMax",
          Collective.Combine.SMAX,
          "OpGroupUMin",
          Collective.Combine.UMIN,
          "OpGroupUMax",
          Collective.Combine.UMAX,
          "OpGroupFMin",
          Collective.Combine.FMIN,
          "OpGroupFMax",
          Collective.Combine.FMAX);

  /**
   * A pointer into a built-in input variable: which built-in and which dimension (-1 = the whole
   * vector).
   */
  private record BuiltInPointer(BuiltIn builtIn, int dimension) {}

  private final SpirvTranslator module;
  private final SpirvFunction source;
  private final Function target;
  private final Map<Integer, Value> values = new HashMap<>();
  private final Map<Integer, Block> blocks = new HashMap<>();

  /** The IR block each SPIR-V block ends in (a printf splits its block). */
  private final Map<Integer, Block> exits = new HashMap<>();

  private final Map<Integer, BuiltInPointer> builtInPointers = new HashMap<>();
  private final List<Instruction> pendingPhis = new ArrayList<>();
  private final Map<Integer, Instr> phis = new HashMap<>();
  private Block block;
  private Instruction current;

  FunctionTranslator(SpirvTranslator module, SpirvFunction source, Function target) {
    this.module = module;
    this.source = source;
    this.target = target;
  }

  void translate() {
    for (Instruction p : source.parameters()) {
      values.put(
          p.result(),
          target.addArgument(
              module.types.type(p.resultType()), module.spirv.name(p.result()).orElse(null)));
    }
    for (BasicBlock b : source.blocks()) {
      blocks.put(
          b.id(),
          target.addBlock(
              module.spirv.name(b.id()).map(n -> n + "." + b.id()).orElse("b" + b.id())));
    }
    for (BasicBlock b : source.blocks()) {
      block = blocks.get(b.id());
      for (Instruction ins : b.instructions()) {
        current = ins;
        try {
          translate(ins);
        } catch (ClassCastException | IndexOutOfBoundsException | NullPointerException e) {
          throw unsupported("operands not as the instruction requires");
        }
      }
      exits.put(b.id(), block);
    }
    for (Instruction p : pendingPhis) {
      current = p;
      Instr phi = phis.get(p.result());
      for (int i = 0; i + 1 < p.inputs().size(); i += 2) {
        block(p.idInput(i + 1));
        phi.addIncoming(value(p.idInput(i)), exits.get(p.idInput(i + 1)));
      }
    }
    target.rebuildCfg();
  }

  private CompileError unsupported(String what) {
    String result = current.result() != 0 ? "%" + current.result() + " = " : "";
    return new CompileError(
        "unsupported SPIR-V instruction "
            + result
            + current.name()
            + " in function "
            + target.name()
            + (what.isEmpty() ? "" : ": " + what));
  }

  private Value value(int id) {
    Value v = values.get(id);
    if (v != null) {
      return v;
    }
    if (module.types.isConstant(id)) {
      return module.types.constant(id);
    }
    if (module.globals.containsKey(id)) {
      return module.globals.get(id);
    }
    if (module.builtIns.containsKey(id) || builtInPointers.containsKey(id)) {
      throw unsupported("built-in variable %" + id + " used other than by a load");
    }
    throw unsupported("operand %" + id + " is not defined before its use");
  }

  private Block block(int id) {
    Block b = blocks.get(id);
    if (b == null) {
      throw unsupported("%" + id + " is not a block of this function");
    }
    return b;
  }

  private Type type(int id) {
    return module.types.type(id);
  }

  private Instr emit(Op op, Type type, Value... operands) {
    return block.append(new Instr(op, type, List.of(operands)));
  }

  /** {@code combine} of a boolean vector's components, first to last. */
  private Value acrossComponents(Value vector, Op combine) {
    Value r = emit(Op.EXTRACT, Type.I1, vector).withLiterals(0);
    for (int k = 1; k < Type.lanes(vector.type()); k++) {
      r = emit(combine, Type.I1, r, emit(Op.EXTRACT, Type.I1, vector).withLiterals(k));
    }
    return r;
  }

  private void define(Instruction ins, Value v) {
    values.put(ins.result(), v);
    if (v instanceof Instr i && i.name() == null) {
      module.spirv.name(ins.result()).ifPresent(i::setName);
    }
  }

  private List<Value> idOperands(Instruction ins, int from) {
    List<Value> out = new ArrayList<>();
    for (int i = from; i < ins.inputs().size(); i++) {
      out.add(value(ins.idInput(i)));
    }
    return out;
  }

  private boolean decorated(Instruction ins, String decoration) {
    return module.spirv.decorations(ins.result()).stream()
        .anyMatch(d -> d.member() < 0 && d.name().equals(decoration));
  }

  private long roundingMode(Instruction ins) {
    for (Decoration d : module.spirv.decorations(ins.result())) {
      if (d.name().equals("FPRoundingMode")) {
        return ((Operand.Enum) d.parameters().get(0)).value();
      }
    }
    return -1;
  }

  /** A module-level integer constant operand (scopes, semantics). */
  private long constantInput(Instruction ins, int i) {
    int id = ins.idInput(i);
    if (!module.types.isConstant(id)) {
      throw unsupported("operand %" + id + " must be a constant");
    }
    return module.types.constant(id).bits();
  }

  private void translate(Instruction ins) {
    String name = ins.name();
    Type rt = ins.resultType() != 0 ? type(ins.resultType()) : Type.VOID;
    Op binary = BINARY.get(name);
    if (binary != null) {
      define(ins, emit(binary, rt, value(ins.idInput(0)), value(ins.idInput(1))));
      return;
    }
    Op unary = UNARY.get(name);
    if (unary != null) {
      define(ins, emit(unary, rt, value(ins.idInput(0))));
      return;
    }
    Op conversion = CONVERSIONS.get(name);
    if (conversion != null) {
      conversion(ins, conversion, rt);
      return;
    }
    AtomicKind atomic = ATOMICS.get(name);
    if (atomic != null) {
      define(
          ins,
          emit(Op.ATOMIC, rt, value(ins.idInput(0)), value(ins.idInput(3))).withAttribute(atomic));
      return;
    }
    Collective.Combine groupArith = GROUP_ARITH.get(name);
    if (groupArith != null) {
      Collective.Kind kind =
          switch (ins.enumInput(1).enumerant().name()) {
            case "Reduce" -> Collective.Kind.REDUCE;
            case "InclusiveScan" -> Collective.Kind.INCLUSIVE_SCAN;
            case "ExclusiveScan" -> Collective.Kind.EXCLUSIVE_SCAN;
            default -> throw unsupported("group operation " + ins.enumInput(1).enumerant().name());
          };
      define(
          ins,
          emit(Op.COLLECTIVE, rt, value(ins.idInput(2)))
              .withAttribute(new Collective(kind, scope(ins, 0), groupArith)));
      return;
    }
    switch (name) {
      case "OpNop",
          "OpLine",
          "OpNoLine",
          "OpSelectionMerge",
          "OpLoopMerge",
          "OpLifetimeStart",
          "OpLifetimeStop",
          "OpName",
          "OpDecorate",
          "OpLabel" -> {}
      case "OpSConvert", "OpUConvert", "OpFConvert" -> conversion(ins, null, rt);
      case "OpBitcast" -> {
        Value v = value(ins.idInput(0));
        boolean pointers = rt instanceof Type.Pointer && v.type() instanceof Type.Pointer;
        define(ins, emit(pointers ? Op.PTRCAST : Op.BITCAST, rt, v));
      }
      case "OpGenericCastToPtrExplicit" ->
          // to_global/to_local/to_private: the attribute names the space, null for a pointer
          // elsewhere
          define(
              ins,
              emit(Op.PTRCAST, rt, value(ins.idInput(0)))
                  .withAttribute(((Type.Pointer) rt).space()));
      case "OpGenericPtrMemSemantics" -> {
        // get_fence, as IGC's built-in library answers it: workgroup memory (0x100) for a
        // pointer into __local memory, cross-workgroup memory (0x200) for any other
        Value p = value(ins.idInput(0));
        Type.Pointer local =
            new Type.Pointer(AddressSpace.LOCAL, ((Type.Pointer) p.type()).pointee());
        Instr asLocal = emit(Op.PTRCAST, local, p).withAttribute(AddressSpace.LOCAL);
        Instr bits = emit(Op.PTRTOINT, Type.I64, asLocal);
        Instr none = emit(Op.IEQ, Type.I1, bits, Constant.zero(Type.I64));
        define(ins, emit(Op.SELECT, rt, none, Constant.of(rt, 0x200), Constant.of(rt, 0x100)));
      }
      case "OpCopyObject" -> define(ins, value(ins.idInput(0)));
      case "OpUndef" -> define(ins, Constant.undef(rt));
      case "OpSelect" ->
          define(
              ins,
              emit(
                  Op.SELECT,
                  rt,
                  value(ins.idInput(0)),
                  value(ins.idInput(1)),
                  value(ins.idInput(2))));
      case "OpVariable" -> variable(ins, rt);
      case "OpLoad" -> load(ins, rt);
      case "OpStore" -> {
        int pointer = ins.idInput(0);
        if (module.builtIns.containsKey(pointer) || builtInPointers.containsKey(pointer)) {
          throw unsupported("store to a built-in variable");
        }
        emit(Op.STORE, Type.VOID, value(pointer), value(ins.idInput(1)));
      }
      case "OpCopyMemorySized" ->
          emit(
              Op.COPY,
              Type.VOID,
              value(ins.idInput(0)),
              value(ins.idInput(1)),
              value(ins.idInput(2)));
      case "OpCopyMemory" -> {
        Value dst = value(ins.idInput(0));
        emit(
            Op.COPY,
            Type.VOID,
            dst,
            value(ins.idInput(1)),
            Constant.of(Type.I64, ((Type.Pointer) dst.type()).pointee().size()));
      }
      case "OpAccessChain", "OpInBoundsAccessChain" -> accessChain(ins, rt, false);
      case "OpPtrAccessChain", "OpInBoundsPtrAccessChain" -> accessChain(ins, rt, true);
      case "OpCompositeExtract" ->
          define(ins, emit(Op.EXTRACT, rt, value(ins.idInput(0))).withLiterals(literals(ins, 1)));
      case "OpCompositeInsert" ->
          define(
              ins,
              emit(Op.INSERT, rt, value(ins.idInput(1)), value(ins.idInput(0)))
                  .withLiterals(literals(ins, 2)));
      case "OpVectorShuffle" ->
          define(
              ins,
              emit(Op.SHUFFLE, rt, value(ins.idInput(0)), value(ins.idInput(1)))
                  .withLiterals(literals(ins, 2)));
      case "OpVectorExtractDynamic" ->
          define(ins, emit(Op.EXTRACT_DYN, rt, value(ins.idInput(0)), value(ins.idInput(1))));
      case "OpVectorInsertDynamic" ->
          define(
              ins,
              emit(
                  Op.INSERT_DYN,
                  rt,
                  value(ins.idInput(0)),
                  value(ins.idInput(1)),
                  value(ins.idInput(2))));
      case "OpCompositeConstruct" ->
          define(ins, block.append(new Instr(Op.CONSTRUCT, rt, idOperands(ins, 0))));
      case "OpVectorTimesScalar" -> {
        Value s = value(ins.idInput(1));
        Value splat =
            block.append(
                new Instr(Op.CONSTRUCT, rt, java.util.Collections.nCopies(Type.lanes(rt), s)));
        define(ins, emit(Op.FMUL, rt, value(ins.idInput(0)), splat));
      }
      case "OpAny" -> define(ins, acrossComponents(value(ins.idInput(0)), Op.OR));
      case "OpAll" -> define(ins, acrossComponents(value(ins.idInput(0)), Op.AND));
      case "OpDot" ->
          define(
              ins,
              emit(Op.MATH, rt, value(ins.idInput(0)), value(ins.idInput(1)))
                  .withAttribute(MathFn.DOT));
      case "OpFunctionCall" -> {
        Function callee = module.functions.get(ins.idInput(0));
        if (callee == null || !module.module.functions().contains(callee)) {
          throw unsupported(
              "call to a function without a body (%"
                  + ins.idInput(0)
                  + module.spirv.name(ins.idInput(0)).map(n -> " \"" + n + "\"").orElse("")
                  + ")");
        }
        define(ins, block.append(new Instr(Op.CALL, rt, idOperands(ins, 1)).withAttribute(callee)));
      }
      case "OpFunctionPointerCallINTEL" ->
          define(ins, block.append(new Instr(Op.ICALL, rt, idOperands(ins, 0))));
      case "OpExtInst" -> extInst(ins, rt);
      case "OpAtomicLoad" ->
          define(ins, emit(Op.ATOMIC, rt, value(ins.idInput(0))).withAttribute(AtomicKind.LOAD));
      case "OpAtomicStore" ->
          emit(Op.ATOMIC, Type.VOID, value(ins.idInput(0)), value(ins.idInput(3)))
              .withAttribute(AtomicKind.STORE);
      case "OpAtomicIIncrement", "OpAtomicIDecrement" ->
          define(
              ins,
              emit(Op.ATOMIC, rt, value(ins.idInput(0)))
                  .withAttribute(
                      name.equals("OpAtomicIIncrement") ? AtomicKind.INC : AtomicKind.DEC));
      case "OpAtomicCompareExchange" ->
          define(
              ins,
              emit(
                      Op.ATOMIC,
                      rt,
                      value(ins.idInput(0)),
                      value(ins.idInput(4)),
                      value(ins.idInput(5)))
                  .withAttribute(AtomicKind.COMPARE_EXCHANGE));
      case "OpControlBarrier" ->
          emit(Op.BARRIER, Type.VOID).withLiterals(scope(ins, 0).ordinal(), constantInput(ins, 2));
      case "OpGroupAsyncCopy" -> {
        scope(ins, 0);
        AsyncCopies.Lowered l =
            new AsyncCopies(target)
                .lower(
                    block,
                    value(ins.idInput(1)),
                    value(ins.idInput(2)),
                    value(ins.idInput(3)),
                    value(ins.idInput(4)),
                    value(ins.idInput(5)));
        block = l.join();
        define(ins, l.event());
      }
      case "OpGroupWaitEvents" ->
          emit(Op.BARRIER, Type.VOID)
              .withLiterals(scope(ins, 0).ordinal(), AsyncCopies.WAIT_SEMANTICS);
      case "OpMemoryBarrier" -> emit(Op.FENCE, Type.VOID).withLiterals(constantInput(ins, 1));
      case "OpGroupAny", "OpGroupAll" ->
          define(
              ins,
              emit(Op.COLLECTIVE, rt, value(ins.idInput(1)))
                  .withAttribute(
                      new Collective(
                          name.equals("OpGroupAny") ? Collective.Kind.ANY : Collective.Kind.ALL,
                          scope(ins, 0),
                          Collective.Combine.NONE)));
      case "OpGroupBroadcast" ->
          define(
              ins,
              emit(Op.COLLECTIVE, rt, value(ins.idInput(1)), value(ins.idInput(2)))
                  .withAttribute(
                      new Collective(
                          Collective.Kind.BROADCAST, scope(ins, 0), Collective.Combine.NONE)));
      case "OpSubgroupBlockReadINTEL" ->
          define(ins, new SubgroupBlocks(block).read(value(ins.idInput(0)), rt));
      case "OpSubgroupBlockWriteINTEL" ->
          new SubgroupBlocks(block).write(value(ins.idInput(0)), value(ins.idInput(1)));
      case "OpSubgroupShuffleINTEL" -> subgroup(ins, rt, Collective.Kind.SHUFFLE);
      case "OpSubgroupShuffleXorINTEL" -> subgroup(ins, rt, Collective.Kind.SHUFFLE_XOR);
      case "OpSubgroupShuffleUpINTEL" -> subgroup(ins, rt, Collective.Kind.SHUFFLE_UP);
      case "OpSubgroupShuffleDownINTEL" -> subgroup(ins, rt, Collective.Kind.SHUFFLE_DOWN);
      case "OpPhi" -> {
        Instr phi = block.append(new Instr(Op.PHI, rt, List.of()));
        phis.put(ins.result(), phi);
        pendingPhis.add(ins);
        define(ins, phi);
      }
      case "OpBranch" -> emit(Op.BR, Type.VOID).withTargets(block(ins.idInput(0)));
      case "OpBranchConditional" ->
          emit(Op.CONDBR, Type.VOID, value(ins.idInput(0)))
              .withTargets(block(ins.idInput(1)), block(ins.idInput(2)));
      case "OpSwitch" -> {
        Instr sw =
            emit(Op.SWITCH, Type.VOID, value(ins.idInput(0))).withTargets(block(ins.idInput(1)));
        long[] cases = new long[(ins.inputs().size() - 2) / 2];
        for (int i = 0; i < cases.length; i++) {
          cases[i] = ((Operand.Number) ins.inputs().get(2 + 2 * i)).bits();
          sw.targets().add(block(ins.idInput(3 + 2 * i)));
        }
        sw.withLiterals(cases);
      }
      case "OpReturn" -> emit(Op.RET, Type.VOID);
      case "OpReturnValue" -> emit(Op.RET, Type.VOID, value(ins.idInput(0)));
      case "OpUnreachable" -> emit(Op.UNREACHABLE, Type.VOID);
      default -> throw unsupported("");
    }
  }

  private Scope scope(Instruction ins, int input) {
    long scope = constantInput(ins, input);
    return switch ((int) scope) {
      case 2 -> Scope.WORK_GROUP;
      case 3 -> Scope.SUB_GROUP;
      default -> throw unsupported("execution scope " + scope + " (only Workgroup and Subgroup)");
    };
  }

  private void subgroup(Instruction ins, Type rt, Collective.Kind kind) {
    define(
        ins,
        block.append(
            new Instr(Op.COLLECTIVE, rt, idOperands(ins, 0))
                .withAttribute(new Collective(kind, Scope.SUB_GROUP, Collective.Combine.NONE))));
  }

  private static long[] literals(Instruction ins, int from) {
    long[] out = new long[ins.inputs().size() - from];
    for (int i = 0; i < out.length; i++) {
      out[i] = ins.literalInput(from + i);
    }
    return out;
  }

  private void conversion(Instruction ins, Op fixed, Type rt) {
    Value v = value(ins.idInput(0));
    Op op = fixed;
    long saturate = decorated(ins, "SaturatedConversion") ? 1 : 0;
    if (op == null) {
      long from = Type.scalarOf(v.type()).size();
      long to = Type.scalarOf(rt).size();
      boolean narrowing = to < from || rt.equals(Type.I1) && !v.type().equals(Type.I1);
      switch (ins.name()) {
        case "OpSConvert" -> {
          op = narrowing ? Op.TRUNC : Op.SEXT;
          saturate = saturate == 1 ? 1 : 0;
        }
        case "OpUConvert" -> {
          op = narrowing ? Op.TRUNC : Op.ZEXT;
          saturate = saturate == 1 ? 2 : 0;
        }
        default -> op = to < from ? Op.FPTRUNC : Op.FPEXT;
      }
      if (rt.equals(v.type()) && saturate == 0) {
        define(ins, v);
        return;
      }
    }
    define(ins, emit(op, rt, v).withLiterals(roundingMode(ins), saturate));
  }

  private void variable(Instruction ins, Type rt) {
    if (!(rt instanceof Type.Pointer p)
        || !ins.enumInput(0).enumerant().name().equals("Function")) {
      throw unsupported("a function-scope variable must be of storage class Function");
    }
    Instr alloca = block.append(new Instr(Op.ALLOCA, rt, List.of()).withAttribute(p.pointee()));
    define(ins, alloca);
    if (ins.inputs().size() > 1) {
      emit(Op.STORE, Type.VOID, alloca, value(ins.idInput(1)));
    }
  }

  private void load(Instruction ins, Type rt) {
    int pointer = ins.idInput(0);
    BuiltInPointer bp = builtInPointers.get(pointer);
    if (bp == null && module.builtIns.containsKey(pointer)) {
      bp = new BuiltInPointer(module.builtIns.get(pointer), -1);
    }
    if (bp == null) {
      define(ins, emit(Op.LOAD, rt, value(pointer)));
      return;
    }
    if (bp.dimension() >= 0 || !(rt instanceof Type.Vector vec)) {
      define(
          ins,
          emit(Op.BUILTIN, rt)
              .withAttribute(bp.builtIn())
              .withLiterals(Math.max(0, bp.dimension())));
      return;
    }
    List<Value> lanes = new ArrayList<>();
    for (int d = 0; d < vec.count(); d++) {
      lanes.add(emit(Op.BUILTIN, vec.element()).withAttribute(bp.builtIn()).withLiterals(d));
    }
    define(ins, block.append(new Instr(Op.CONSTRUCT, rt, lanes)));
  }

  private void accessChain(Instruction ins, Type rt, boolean withElement) {
    int base = ins.idInput(0);
    BuiltIn builtIn = module.builtIns.get(base);
    if (builtIn != null) {
      int indexAt = withElement ? 2 : 1;
      if (ins.inputs().size() != indexAt + 1
          || !module.types.isConstant(ins.idInput(indexAt))
          || withElement && constantInput(ins, 1) != 0) {
        throw unsupported("built-in variable indexed other than by one constant dimension");
      }
      builtInPointers.put(
          ins.result(), new BuiltInPointer(builtIn, (int) constantInput(ins, indexAt)));
      return;
    }
    Value b = value(base);
    List<Value> operands = new ArrayList<>();
    operands.add(b);
    if (!withElement) {
      operands.add(Constant.of(Type.I64, 0));
    }
    operands.addAll(idOperands(ins, 1));
    Type sourceElement = ((Type.Pointer) b.type()).pointee();
    define(ins, block.append(new Instr(Op.GEP, rt, operands).withAttribute(sourceElement)));
  }

  private void extInst(Instruction ins, Type rt) {
    Operand.ExtInstNumber number = (Operand.ExtInstNumber) ins.inputs().get(1);
    String set = module.spirv.extInstImports().get(ins.idInput(0));
    if (!"OpenCL.std".equals(set) || number.instruction() == null) {
      throw unsupported("extended instruction " + number.number() + " of set " + set);
    }
    String fnName = number.instruction().name();
    if (fnName.equals("prefetch")) {
      prefetch(ins);
      return;
    }
    if (fnName.equals("printf")) {
      PrintfTranslation.Lowered l =
          new PrintfTranslation(module.module, target, this::unsupported)
              .lower(block, value(ins.idInput(2)), idOperands(ins, 3));
      block = l.join();
      define(ins, l.result());
      return;
    }
    MathFn fn = MathFn.ofSpirv(fnName).orElseThrow(() -> unsupported("OpenCL.std " + fnName));
    List<Value> operands = new ArrayList<>();
    List<Long> lits = new ArrayList<>();
    for (int i = 2; i < ins.inputs().size(); i++) {
      Operand o = ins.inputs().get(i);
      if (o instanceof Operand.Id id) {
        operands.add(value(id.id()));
      } else if (o instanceof Operand.Number n) {
        lits.add(n.bits());
      } else if (o instanceof Operand.Enum e) {
        lits.add((long) e.value());
      }
    }
    Instr i = block.append(new Instr(Op.MATH, rt, operands).withAttribute(fn));
    i.withLiterals(lits.stream().mapToLong(Long::longValue).toArray());
    define(ins, i);
  }

  /**
   * prefetch(p, n) only hints at a cache: nothing to do, once its operands are what OpenCL takes (a
   * global pointer and an element count).
   */
  private void prefetch(Instruction ins) {
    if (ins.inputs().size() != 4
        || !(ins.inputs().get(2) instanceof Operand.Id p)
        || !(ins.inputs().get(3) instanceof Operand.Id n)
        || !(value(p.id()).type() instanceof Type.Pointer pointer)
        || pointer.space() != AddressSpace.GLOBAL
        || !(value(n.id()).type() instanceof Type.Int)) {
      throw unsupported("OpenCL.std prefetch takes a global pointer and an integer count");
    }
  }
}
