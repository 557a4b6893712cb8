package jvisa.asm.isa;

/**
 * The data shape of a 2D block LSC message as written after ':' — {@code d8.2x32x32nn}, {@code
 * d16.16x8t}, {@code d32.1x8x8}: element size, blocks (1 when absent), block width and height in
 * elements, then the transpose and VNNI flags ({@code t} or {@code n} each, {@code n} when absent).
 */
public record LscBlock2dShape(
    LscDataShape element, int blocks, int width, int height, boolean transposed, boolean vnni) {

  /** The shape as written, or null when it does not have the form of a 2D block shape. */
  public static LscBlock2dShape parse(String text) {
    int dot = text == null ? -1 : text.indexOf('.');
    if (dot < 0) {
      return null;
    }
    LscDataShape element = LscDataShape.parse(text.substring(0, dot));
    if (element == null || element.vectorSize() != 1 || element.transposed()) {
      return null;
    }
    String dims = text.substring(dot + 1);
    int letters = dims.length();
    while (letters > 0 && Character.isLetter(dims.charAt(letters - 1))) {
      letters--;
    }
    String flags = dims.substring(letters);
    String[] parts = dims.substring(0, letters).split("x", -1);
    if (parts.length < 2 || parts.length > 3 || flags.length() > 2 || !flags.matches("[tn]*")) {
      return null;
    }
    int[] n = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      if (!parts[i].matches("[0-9]{1,4}")) {
        return null;
      }
      n[i] = Integer.parseInt(parts[i]);
    }
    return new LscBlock2dShape(
        element,
        parts.length == 3 ? n[0] : 1,
        n[parts.length - 2],
        n[parts.length - 1],
        flags.length() > 0 && flags.charAt(0) == 't',
        flags.length() > 1 && flags.charAt(1) == 't');
  }

  /**
   * Bytes of one element, or -1 for the zero-extended sizes (d8u32...) 2D block messages do not
   * take.
   */
  public int elementBytes() {
    return element.memoryBytes() == element.registerBytes() ? element.memoryBytes() : -1;
  }

  /** What makes this shape illegal for a load or store, or null when it is legal. */
  public String problem(boolean store) {
    int elementBytes = elementBytes();
    if (elementBytes < 0) {
      return "2D block messages take d8, d16, d32 or d64 data";
    }
    if (blocks < 1 || blocks > 4 || width < 1 || width > 64 || height < 1 || height > 256) {
      return "bad 2D block shape " + blocks + "x" + width + "x" + height;
    }
    if (vnni && elementBytes > 2) {
      return "VNNI needs d8 or d16 data";
    }
    if (store && (blocks != 1 || transposed || vnni)) {
      return "a 2D block store writes one block, neither transposed nor VNNI";
    }
    return null;
  }

  /**
   * Register bytes of one block: rows padded to a power of two elements, rounded up to whole
   * registers.
   */
  public int blockElements() {
    int rowLength = transposed ? height : width;
    int rows = transposed ? width : height;
    int perRegister = PayloadSize.GRF_BYTES / elementBytes();
    return (nextPowerOfTwo(rowLength) * rows + perRegister - 1) / perRegister * perRegister;
  }

  /** Register bytes of the whole data payload. */
  public long payloadBytes() {
    return (long) blocks * blockElements() * elementBytes();
  }

  private static int nextPowerOfTwo(int n) {
    return n <= 1 ? 1 : Integer.highestOneBit(n - 1) << 1;
  }
}
