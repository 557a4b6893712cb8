package jvisa.cc.spirv;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import jvisa.cc.CompileError;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Type;
import jvisa.spirv.Instruction;
import jvisa.spirv.Operand;
import jvisa.spirv.SpirvModule;

/** SPIR-V types and module-level constants as IR types and constants, each made once. */
final class SpirvTypes {
  private final SpirvModule module;
  private final Map<Integer, Type> types = new HashMap<>();
  private final Map<Integer, Constant> constants = new HashMap<>();
  private final java.util.Set<Integer> inProgress = new java.util.HashSet<>();
  private IntFunction<Function> functions = id -> null;

  SpirvTypes(SpirvModule module) {
    this.module = module;
  }

  /** Where {@code OpConstantFunctionPointerINTEL} finds the functions it names. */
  void functions(IntFunction<Function> byId) {
    this.functions = byId;
  }

  /** The IR type of SPIR-V type {@code id}. */
  Type type(int id) {
    Type t = types.get(id);
    if (t == null) {
      if (!inProgress.add(id)) {
        throw new CompileError("type %" + id + " contains itself");
      }
      t = translateType(id);
      inProgress.remove(id);
      types.put(id, t);
    }
    return t;
  }

  private Type translateType(int id) {
    Instruction ins = module.types().get(id);
    if (ins == null) {
      throw new CompileError("%" + id + " is used as a type but is not one");
    }
    return switch (ins.name()) {
      case "OpTypeVoid" -> Type.VOID;
      case "OpTypeBool" -> Type.I1;
      // Async copies are complete when they return ({@link AsyncCopies}): an event is a word.
      case "OpTypeEvent" -> Type.I32;
      case "OpTypeInt" -> intType((int) ins.literalInput(0), ins);
      case "OpTypeFloat" -> floatType((int) ins.literalInput(0), ins);
      case "OpTypeVector" -> new Type.Vector(type(ins.idInput(0)), (int) ins.literalInput(1));
      case "OpTypeArray" -> new Type.Array(type(ins.idInput(0)), constant(ins.idInput(1)).bits());
      case "OpTypePointer" ->
          new Type.Pointer(space(ins.enumInput(0).enumerant().name(), ins), pointee(ins));
      case "OpTypeStruct" -> {
        List<Type> members = new ArrayList<>();
        for (int i = 0; i < ins.inputs().size(); i++) {
          members.add(type(ins.idInput(i)));
        }
        boolean packed =
            module.decorations(id).stream()
                .anyMatch(d -> d.member() < 0 && d.name().equals("CPacked"));
        yield new Type.Struct(members, packed);
      }
      default ->
          throw new CompileError("unsupported SPIR-V type " + ins.name() + " (result %" + id + ")");
    };
  }

  private Type pointee(Instruction pointer) {
    int id = pointer.idInput(1);
    Instruction ins = module.types().get(id);
    if (ins != null && ins.is("OpTypeFunction")) {
      return Type.VOID;
    }
    return type(id);
  }

  private static Type intType(int bits, Instruction ins) {
    return switch (bits) {
      case 8 -> Type.I8;
      case 16 -> Type.I16;
      case 32 -> Type.I32;
      case 64 -> Type.I64;
      default ->
          throw new CompileError(
              "unsupported SPIR-V type OpTypeInt " + bits + " (result %" + ins.result() + ")");
    };
  }

  private static Type floatType(int bits, Instruction ins) {
    return switch (bits) {
      case 16 -> Type.F16;
      case 32 -> Type.F32;
      case 64 -> Type.F64;
      default ->
          throw new CompileError(
              "unsupported SPIR-V type OpTypeFloat " + bits + " (result %" + ins.result() + ")");
    };
  }

  /** The address space of a storage class ({@code Input}, built-ins, counts as private). */
  static AddressSpace space(String storageClass, Instruction ins) {
    return switch (storageClass) {
      case "Function", "Private", "Input" -> AddressSpace.PRIVATE;
      case "CrossWorkgroup" -> AddressSpace.GLOBAL;
      case "UniformConstant" -> AddressSpace.CONSTANT;
      case "Workgroup" -> AddressSpace.LOCAL;
      case "Generic" -> AddressSpace.GENERIC;
      default ->
          throw new CompileError(
              "unsupported storage class "
                  + storageClass
                  + " in "
                  + ins.name()
                  + " (result %"
                  + ins.result()
                  + ")");
    };
  }

  /** Whether {@code id} is a module-level constant. */
  boolean isConstant(int id) {
    return module.constants().containsKey(id);
  }

  /** The module-level constant {@code id}. */
  Constant constant(int id) {
    Constant c = constants.get(id);
    if (c == null) {
      if (!inProgress.add(-id)) {
        throw new CompileError("constant %" + id + " contains itself");
      }
      c = translateConstant(id);
      inProgress.remove(-id);
      constants.put(id, c);
    }
    return c;
  }

  /** A constant pointer cast of a function's address: the same address, retyped. */
  private Constant pointerCast(Instruction ins, Type t) {
    String op = ((Operand.Opcode) ins.inputs().get(0)).instruction().name();
    boolean cast =
        op.equals("OpPtrCastToGeneric")
            || op.equals("OpGenericCastToPtr")
            || op.equals("OpBitcast");
    Constant source = cast ? constant(ins.idInput(1)) : null;
    if (source == null || source.kind() != Constant.Kind.FUNCTION) {
      throw new CompileError(
          "unsupported SPIR-V constant OpSpecConstantOp "
              + op
              + " (result %"
              + ins.result()
              + "): only pointer casts of function addresses");
    }
    return source.retyped(t);
  }

  private Constant translateConstant(int id) {
    Instruction ins = module.constants().get(id);
    if (ins == null) {
      throw new CompileError("%" + id + " is used as a constant but is not one");
    }
    Type t = type(ins.resultType());
    return switch (ins.name()) {
      case "OpConstant", "OpSpecConstant" ->
          Constant.of(t, ((Operand.Number) ins.inputs().get(0)).bits());
      case "OpConstantTrue", "OpSpecConstantTrue" -> Constant.ofBool(true);
      case "OpConstantFalse", "OpSpecConstantFalse" -> Constant.ofBool(false);
      case "OpConstantNull" -> Constant.zero(t);
      case "OpUndef" -> Constant.undef(t);
      case "OpConstantComposite", "OpSpecConstantComposite" -> {
        List<Constant> elements = new ArrayList<>();
        for (int i = 0; i < ins.inputs().size(); i++) {
          elements.add(constant(ins.idInput(i)));
        }
        yield Constant.composite(t, elements);
      }
      case "OpConstantFunctionPointerINTEL" -> {
        Function f = functions.apply(ins.idInput(0));
        if (f == null) {
          throw new CompileError(
              "OpConstantFunctionPointerINTEL %"
                  + id
                  + " names %"
                  + ins.idInput(0)
                  + ", which is not a function");
        }
        yield Constant.function(t, f);
      }
      case "OpSpecConstantOp" -> pointerCast(ins, t);
      default ->
          throw new CompileError(
              "unsupported SPIR-V constant " + ins.name() + " (result %" + id + ")");
    };
  }
}
