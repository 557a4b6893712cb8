package jvisa.asm.isa;

import java.util.List;
import java.util.Map;

/**
 * The parameters of each 3D sampler operation, in order, as the tables of 3D_SAMPLE.md, 3D_LOAD.md
 * and 3D_SAMPLE4.md list them. Operations the pages do not list take unnamed parameters.
 */
final class SamplerParameters {
  /** At most this many parameters (NumParams, 1 to 15). */
  static final int MAX = 15;

  private static final List<String> UVRA = List.of("u", "v", "r", "ai");
  private static final List<String> GRADIENTS =
      List.of("u", "dudx", "dudy", "v", "dvdx", "dvdy", "r", "drdx", "drdy", "ai");

  private static final Map<String, List<String>> SAMPLE =
      Map.ofEntries(
          Map.entry("sample_3d", UVRA),
          Map.entry("sample_b", withFirst("bias", UVRA)),
          Map.entry("sample_l", withFirst("lod", UVRA)),
          Map.entry("sample_c", withFirst("ref", UVRA)),
          Map.entry("sample_d", GRADIENTS),
          Map.entry("sample_b_c", withFirst("ref", withFirst("bias", UVRA))),
          Map.entry("sample_l_c", withFirst("ref", withFirst("lod", UVRA))),
          Map.entry("lod", UVRA),
          Map.entry("sample_d_c", withFirst("ref", GRADIENTS)),
          Map.entry("sample_lz", UVRA),
          Map.entry("sample_c_lz", withFirst("ref", UVRA)));

  private static final Map<String, List<String>> LOAD =
      Map.of(
          "load_3d", List.of("u", "v", "lod", "r"),
          "load_lz", List.of("u", "v", "r"),
          "load_mcs", List.of("u", "v", "r", "lod"),
          "load_2dms_w", List.of("si", "mcsl", "mcsh", "u", "v", "r", "lod"));

  private static final Map<String, List<String>> SAMPLE4 =
      Map.of(
          "sample4", UVRA,
          "sample4_c", withFirst("ref", UVRA),
          "sample4_po", List.of("u", "v", "offu", "offv", "r"),
          "sample4_po_c", List.of("ref", "u", "v", "offu", "offv", "r"));

  /** The operations that take CPS LOD compensation (3D_SAMPLE.md, Op bit 6). */
  static final List<String> CPS_OPERATIONS =
      List.of("sample_3d", "sample_b", "sample_b_c", "sample_c", "lod");

  private SamplerParameters() {}

  static Map<String, List<String>> sample() {
    return SAMPLE;
  }

  static Map<String, List<String>> load() {
    return LOAD;
  }

  static Map<String, List<String>> sample4() {
    return SAMPLE4;
  }

  private static List<String> withFirst(String first, List<String> rest) {
    return java.util.stream.Stream.concat(java.util.stream.Stream.of(first), rest.stream())
        .toList();
  }
}
