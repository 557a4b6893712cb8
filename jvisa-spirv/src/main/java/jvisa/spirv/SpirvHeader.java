package jvisa.spirv;

/**
 * The five header words.
 *
 * @param bigEndian whether the file's words are big-endian (the magic number read that way)
 * @param majorVersion SPIR-V version, e.g. 1
 * @param minorVersion e.g. 0 or 4
 * @param generator the generator's vendor id (high 16 bits) and its own version (low 16 bits)
 * @param bound every id is below it
 * @param schema reserved, 0
 */
public record SpirvHeader(
    boolean bigEndian, int majorVersion, int minorVersion, int generator, int bound, int schema) {
  /** The generator's registered vendor id. */
  public int generatorVendor() {
    return generator >>> 16;
  }

  /** The generator tool's own version number. */
  public int generatorVersion() {
    return generator & 0xffff;
  }
}
