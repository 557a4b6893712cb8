package jvisa.spirv;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import jvisa.spirv.grammar.Enumerant;

/**
 * A SPIR-V module: the header, every instruction in order, and the structured view of them. Build
 * one with {@link SpirvReader}.
 *
 * @param extInstImports import id to set name ("OpenCL.std")
 * @param memberNames structure type id to member index to name
 * @param decorations target id to its decorations, in the order stated; decoration groups are
 *     applied
 * @param types type id to its {@code OpType*} instruction, in module order
 * @param constants id to its {@code OpConstant*}/{@code OpSpecConstant*}/{@code OpUndef} at module
 *     level
 * @param globals id to module-level variable
 * @param definitions every result id to the instruction that defines it
 */
public record SpirvModule(
    SpirvHeader header,
    List<Instruction> instructions,
    List<Enumerant> capabilities,
    List<String> extensions,
    Map<Integer, String> extInstImports,
    MemoryModel memoryModel,
    List<EntryPoint> entryPoints,
    Map<Integer, String> names,
    Map<Integer, Map<Integer, String>> memberNames,
    Map<Integer, List<Decoration>> decorations,
    Map<Integer, Instruction> types,
    Map<Integer, Instruction> constants,
    Map<Integer, GlobalVariable> globals,
    List<SpirvFunction> functions,
    Map<Integer, Instruction> definitions) {

  /** The instruction defining {@code id}. */
  public Optional<Instruction> definition(int id) {
    return Optional.ofNullable(definitions.get(id));
  }

  /** The {@code OpName} of {@code id}. */
  public Optional<String> name(int id) {
    return Optional.ofNullable(names.get(id));
  }

  /** The decorations of {@code id} (its members' included), possibly none. */
  public List<Decoration> decorations(int id) {
    return decorations.getOrDefault(id, Collections.emptyList());
  }

  public Optional<SpirvFunction> function(int id) {
    return functions.stream().filter(f -> f.id() == id).findFirst();
  }

  public Optional<EntryPoint> entryPoint(String name) {
    return entryPoints.stream().filter(e -> e.name().equals(name)).findFirst();
  }
}
