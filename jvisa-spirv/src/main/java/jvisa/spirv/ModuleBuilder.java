package jvisa.spirv;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.spirv.grammar.Enumerant;

/**
 * Builds the structured view of decoded instructions and checks the layout it relies on: functions
 * made of blocks that each start with a label and end with a terminator, one memory model, entry
 * points naming functions, every used id defined somewhere.
 */
final class ModuleBuilder {
  /** The specification's block terminators (section 2.2.4); the grammar does not mark them. */
  static final Set<String> TERMINATORS =
      Set.of(
          "OpBranch",
          "OpBranchConditional",
          "OpSwitch",
          "OpReturn",
          "OpReturnValue",
          "OpKill",
          "OpUnreachable",
          "OpTerminateInvocation",
          "OpIgnoreIntersectionKHR",
          "OpTerminateRayKHR",
          "OpEmitMeshTasksEXT");

  /** Grammar classes of instructions that compute, which only a block may hold. */
  private static final Set<String> BLOCK_ONLY_CLASSES =
      Set.of(
          "Arithmetic",
          "Relational_and_Logical",
          "Bit",
          "Conversion",
          "Composite",
          "Control-Flow",
          "Atomic",
          "Barrier",
          "Group",
          "Non-Uniform",
          "Image",
          "Derivative",
          "Primitive",
          "Pipe",
          "Device-Side_Enqueue");

  private final SpirvHeader header;
  private final List<Instruction> instructions;
  private final List<Enumerant> capabilities = new ArrayList<>();
  private final List<String> extensions = new ArrayList<>();
  private final Map<Integer, String> extInstImports = new LinkedHashMap<>();
  private MemoryModel memoryModel;
  private final List<Instruction> entryPointInstructions = new ArrayList<>();
  private final Map<Integer, List<ExecutionMode>> modes = new LinkedHashMap<>();
  private final Map<Integer, String> names = new LinkedHashMap<>();
  private final Map<Integer, Map<Integer, String>> memberNames = new LinkedHashMap<>();
  private final Map<Integer, List<Decoration>> decorations = new LinkedHashMap<>();
  private final Map<Integer, Instruction> types = new LinkedHashMap<>();
  private final Map<Integer, Instruction> constants = new LinkedHashMap<>();
  private final Map<Integer, GlobalVariable> globals = new LinkedHashMap<>();
  private final List<SpirvFunction> functions = new ArrayList<>();
  private final Map<Integer, Instruction> definitions = new LinkedHashMap<>();
  private Instruction function;
  private List<Instruction> parameters;
  private List<BasicBlock> blocks;
  private Instruction label;
  private List<Instruction> body;

  private ModuleBuilder(SpirvHeader header, List<Instruction> instructions) {
    this.header = header;
    this.instructions = instructions;
  }

  static SpirvModule build(SpirvHeader header, List<Instruction> instructions) {
    return new ModuleBuilder(header, instructions).build();
  }

  private SpirvModule build() {
    for (Instruction i : instructions) {
      if (i.result() != 0) {
        definitions.put(i.result(), i);
      }
      if (function != null) {
        inFunction(i);
      } else {
        atModuleLevel(i);
      }
    }
    if (function != null) {
      throw fail(function, "function %" + function.result() + " has no OpFunctionEnd");
    }
    checkUsesAreDefined();
    return new SpirvModule(
        header,
        List.copyOf(instructions),
        List.copyOf(capabilities),
        List.copyOf(extensions),
        Collections.unmodifiableMap(extInstImports),
        memoryModel,
        entryPoints(),
        Collections.unmodifiableMap(names),
        Collections.unmodifiableMap(memberNames),
        Collections.unmodifiableMap(decorations),
        Collections.unmodifiableMap(types),
        Collections.unmodifiableMap(constants),
        Collections.unmodifiableMap(globals),
        List.copyOf(functions),
        Collections.unmodifiableMap(definitions));
  }

  private void atModuleLevel(Instruction i) {
    String name = i.name();
    switch (name) {
      case "OpCapability" -> capabilities.add(i.enumInput(0).enumerant());
      case "OpExtension" -> extensions.add(i.stringInput(0));
      case "OpExtInstImport" -> extInstImports.put(i.result(), i.stringInput(0));
      case "OpMemoryModel" -> {
        if (memoryModel != null) {
          throw fail(i, "a second OpMemoryModel");
        }
        memoryModel = new MemoryModel(i.enumInput(0).enumerant(), i.enumInput(1).enumerant());
      }
      case "OpEntryPoint" -> entryPointInstructions.add(i);
      case "OpExecutionMode", "OpExecutionModeId" ->
          modes
              .computeIfAbsent(i.idInput(0), k -> new ArrayList<>())
              .add(new ExecutionMode(i.enumInput(1), i));
      case "OpName" -> names.put(i.idInput(0), i.stringInput(1));
      case "OpMemberName" ->
          memberNames
              .computeIfAbsent(i.idInput(0), k -> new LinkedHashMap<>())
              .put((int) i.literalInput(1), i.stringInput(2));
      case "OpDecorate", "OpDecorateId", "OpDecorateString" ->
          decorate(i.idInput(0), -1, i.enumInput(1), i);
      case "OpMemberDecorate", "OpMemberDecorateString" ->
          decorate(i.idInput(0), (int) i.literalInput(1), i.enumInput(2), i);
      case "OpGroupDecorate" -> {
        for (int t = 1; t < i.inputs().size(); t++) {
          applyGroup(i, i.idInput(0), i.idInput(t), -1);
        }
      }
      case "OpGroupMemberDecorate" -> {
        for (int t = 1; t + 1 < i.inputs().size(); t += 2) {
          applyGroup(i, i.idInput(0), i.idInput(t), (int) i.literalInput(t + 1));
        }
      }
      case "OpVariable" ->
          globals.put(
              i.result(),
              new GlobalVariable(
                  i.result(),
                  i.resultType(),
                  i.enumInput(0).enumerant(),
                  i.inputs().size() > 1 ? i.idInput(1) : 0,
                  i));
      case "OpFunction" -> {
        function = i;
        parameters = new ArrayList<>();
        blocks = new ArrayList<>();
      }
      case "OpFunctionParameter", "OpLabel", "OpFunctionEnd" ->
          throw fail(i, name + " outside a function");
      default -> {
        if (name.startsWith("OpType")) {
          types.put(i.result(), i);
        } else if (name.startsWith("OpConstant")
            || name.startsWith("OpSpecConstant")
            || name.equals("OpUndef")) {
          constants.put(i.result(), i);
        } else if (BLOCK_ONLY_CLASSES.contains(i.spec().instructionClass())) {
          throw fail(i, name + " outside a function");
        }
      }
    }
  }

  private void decorate(int target, int member, Operand.Enum decoration, Instruction i) {
    decorations
        .computeIfAbsent(target, k -> new ArrayList<>())
        .add(new Decoration(target, member, decoration, i));
  }

  private void applyGroup(Instruction i, int group, int target, int member) {
    Instruction definition = definitions.get(group);
    if (definition == null || !definition.is("OpDecorationGroup")) {
      throw fail(i, "%" + group + " is not an OpDecorationGroup defined before its use");
    }
    for (Decoration d : decorations.getOrDefault(group, List.of())) {
      decorate(target, member, d.decoration(), d.instruction());
    }
  }

  private void inFunction(Instruction i) {
    switch (i.name()) {
      case "OpFunction" -> throw fail(i, "OpFunction inside function %" + function.result());
      case "OpFunctionParameter" -> {
        if (!blocks.isEmpty() || label != null) {
          throw fail(i, "OpFunctionParameter after the function's first block");
        }
        parameters.add(i);
      }
      case "OpLabel" -> {
        if (label != null) {
          throw fail(i, "block %" + label.result() + " ends without a terminator");
        }
        label = i;
        body = new ArrayList<>();
      }
      case "OpFunctionEnd" -> {
        if (label != null) {
          throw fail(i, "block %" + label.result() + " ends without a terminator");
        }
        functions.add(new SpirvFunction(function, parameters, blocks));
        function = null;
      }
      case "OpLine", "OpNoLine" -> {
        if (label != null) {
          body.add(i);
        }
      }
      default -> {
        if (label == null) {
          throw fail(i, i.name() + " outside a block (no OpLabel before it)");
        }
        body.add(i);
        if (TERMINATORS.contains(i.name())) {
          blocks.add(new BasicBlock(label, body));
          label = null;
        }
      }
    }
  }

  private List<EntryPoint> entryPoints() {
    List<EntryPoint> entries = new ArrayList<>();
    for (Instruction i : entryPointInstructions) {
      int f = i.idInput(1);
      Instruction target = definitions.get(f);
      if (target == null || !target.is("OpFunction")) {
        throw fail(
            i, "entry point \"" + i.stringInput(2) + "\" names %" + f + ", which is no OpFunction");
      }
      List<Integer> interfaces = new ArrayList<>();
      for (int k = 3; k < i.inputs().size(); k++) {
        interfaces.add(i.idInput(k));
      }
      entries.add(
          new EntryPoint(
              i.enumInput(0).enumerant(),
              f,
              i.stringInput(2),
              interfaces,
              modes.getOrDefault(f, List.of())));
    }
    for (Map.Entry<Integer, List<ExecutionMode>> m : modes.entrySet()) {
      if (entries.stream().noneMatch(e -> e.function() == m.getKey())) {
        throw fail(
            m.getValue().get(0).instruction(),
            "execution mode for %" + m.getKey() + ", no entry point");
      }
    }
    return entries;
  }

  private void checkUsesAreDefined() {
    for (Instruction i : instructions) {
      checkDefined(i, i.operands());
    }
  }

  private void checkDefined(Instruction i, List<Operand> operands) {
    for (Operand o : operands) {
      if (o instanceof Operand.Id id && !definitions.containsKey(id.id())) {
        throw fail(
            i, "uses %" + Integer.toUnsignedString(id.id()) + ", which no instruction defines");
      } else if (o instanceof Operand.Enum e) {
        checkDefined(i, e.parameters());
      }
    }
  }

  private static SpirvFormatException fail(Instruction i, String what) {
    return new SpirvFormatException(i.name() + ": " + what, i.wordOffset(), i.index());
  }
}
