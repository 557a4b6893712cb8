package jvisa.cli.ocl;

import jvisa.ocl.corpus.VectorType;

/**
 * Converts between a buffer of 3-component vectors as memory holds it (each padded to 4 components)
 * and its components alone; other types are the same either way.
 */
public final class VectorLayout {
  private VectorLayout() {}

  /** The components of {@code memory} (values of {@code type}) without the padding. */
  public static byte[] strip(VectorType type, byte[] memory) {
    if (type.width() == type.storedComponents()) {
      return memory;
    }
    int size = type.element().size();
    int values = memory.length / type.size();
    byte[] out = new byte[values * type.width() * size];
    for (int v = 0; v < values; v++) {
      System.arraycopy(memory, v * type.size(), out, v * type.width() * size, type.width() * size);
    }
    return out;
  }

  /** {@code components} laid out as memory holds values of {@code type}, padding zero. */
  public static byte[] pad(VectorType type, byte[] components) {
    if (type.width() == type.storedComponents()) {
      return components;
    }
    int size = type.element().size();
    int values = components.length / (type.width() * size);
    byte[] out = new byte[values * type.size()];
    for (int v = 0; v < values; v++) {
      System.arraycopy(
          components, v * type.width() * size, out, v * type.size(), type.width() * size);
    }
    return out;
  }
}
