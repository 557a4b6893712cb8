package jvisa.spirv;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The committed real SPIR-V modules (test resources, see samples/README.md). */
final class Samples {
  static final List<String> NAMES =
      List.of(
          "calls_modes.ocloc.spv",
          "cl12_atomics_vload.ocloc.spv",
          "cl30_constants_switch.clang.spv",
          "function_pointers_recursion.clang.spv");

  private Samples() {}

  static byte[] bytes(String name) {
    try (InputStream in = Samples.class.getResourceAsStream("/jvisa/spirv/samples/" + name)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource samples/" + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static SpirvModule module(String name) {
    return SpirvReader.read(bytes(name));
  }

  static Map<String, byte[]> all() {
    Map<String, byte[]> all = new LinkedHashMap<>();
    NAMES.forEach(n -> all.put(n, bytes(n)));
    return all;
  }
}
