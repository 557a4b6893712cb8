package jvisa.spirv;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import jvisa.spirv.grammar.Grammar;

/** Reads a SPIR-V binary ({@code .spv}, either byte order) into a {@link SpirvModule}. */
public final class SpirvReader {
  private SpirvReader() {}

  /**
   * The module these bytes hold.
   *
   * @throws SpirvFormatException when they are not a well-formed module, naming where and what is
   *     wrong
   */
  public static SpirvModule read(byte[] bytes) {
    BinaryDecoder.Decoded decoded = BinaryDecoder.decode(Grammar.spirv(), bytes);
    return ModuleBuilder.build(decoded.header(), decoded.instructions());
  }

  /** The module in this file. */
  public static SpirvModule read(Path file) throws IOException {
    return read(Files.readAllBytes(file));
  }
}
