package jvisa.spirv.grammar;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * An extended instruction set ({@code OpExtInstImport "OpenCL.std"}) and its instructions by
 * number.
 */
public final class ExtInstSet {
  private final String name;
  private final int version;
  private final int revision;
  private final Map<Integer, InstructionSpec> instructions = new LinkedHashMap<>();

  ExtInstSet(String name, int version, int revision) {
    this.name = name;
    this.version = version;
    this.revision = revision;
  }

  /** The name an {@code OpExtInstImport} gives to import it. */
  public String name() {
    return name;
  }

  public int version() {
    return version;
  }

  public int revision() {
    return revision;
  }

  public Optional<InstructionSpec> instruction(int number) {
    return Optional.ofNullable(instructions.get(number));
  }

  public Map<Integer, InstructionSpec> instructions() {
    return Collections.unmodifiableMap(instructions);
  }

  void add(InstructionSpec spec) {
    instructions.putIfAbsent(spec.opcode(), spec);
  }
}
