package jvisa.ocl.corpus;

import java.util.List;
import java.util.Optional;

/**
 * An OpenCL C scalar or vector type such as {@code float} or {@code float4}: an element type and a
 * number of components (1 for a scalar). A 3-component vector takes the space of 4 in memory and by
 * value, as OpenCL C says.
 *
 * @param element the type of each component
 * @param width the number of components: 1, 2, 3, 4, 8 or 16
 */
public record VectorType(ElementType element, int width) {
  /** The component counts OpenCL C's vector types have. */
  public static final List<Integer> VECTOR_WIDTHS = List.of(2, 3, 4, 8, 16);

  /** Checks the width. */
  public VectorType {
    if (width != 1 && !VECTOR_WIDTHS.contains(width)) {
      throw new IllegalArgumentException("a vector has 2, 3, 4, 8 or 16 components, not " + width);
    }
  }

  /** The scalar type {@code element}. */
  public static VectorType scalar(ElementType element) {
    return new VectorType(element, 1);
  }

  /**
   * The type an OpenCL C name such as {@code uint} or {@code half8} denotes, if it is one of these
   * (a width outside 2, 3, 4, 8, 16 is not).
   */
  public static Optional<VectorType> ofClName(String name) {
    int digits = name.length();
    while (digits > 0 && Character.isDigit(name.charAt(digits - 1))) {
      digits--;
    }
    Optional<ElementType> element = ElementType.ofClName(name.substring(0, digits));
    if (element.isEmpty()) {
      return Optional.empty();
    }
    if (digits == name.length()) {
      return Optional.of(scalar(element.get()));
    }
    String suffix = name.substring(digits);
    int width = suffix.length() > 2 || suffix.startsWith("0") ? 0 : Integer.parseInt(suffix);
    return VECTOR_WIDTHS.contains(width)
        ? Optional.of(new VectorType(element.get(), width))
        : Optional.empty();
  }

  /** Whether this is a vector (2 or more components). */
  public boolean isVector() {
    return width > 1;
  }

  /** Components of space one value takes in memory: the width, 4 for a 3-component vector. */
  public int storedComponents() {
    return width == 3 ? 4 : width;
  }

  /** Bytes one value takes in memory. */
  public int size() {
    return storedComponents() * element.size();
  }

  /** The OpenCL C name, e.g. {@code float4}. */
  public String clName() {
    return element.clName() + (width == 1 ? "" : Integer.toString(width));
  }

  @Override
  public String toString() {
    return clName();
  }
}
