package jvisa.api;

import java.util.Optional;
import jvisa.ocl.abi.KernelArgumentInfo;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.ElementType;
import jvisa.ocl.corpus.VectorType;

/**
 * One parameter of a kernel's signature, as the compiler's kernel-argument info describes it.
 *
 * @param index the position in the signature, from 0
 * @param name the parameter's name in the source
 * @param kind a {@code __global}/{@code __constant} buffer, a {@code __local} buffer or a by-value
 *     scalar
 * @param typeName the OpenCL C type, e.g. {@code int*}, {@code float}, {@code uint4}
 * @param addressQualifier {@code __global}, {@code __constant}, {@code __local} or {@code
 *     __private}
 * @param typeQualifier e.g. {@code const}; empty when none
 * @param elementType the scalar's type or the buffer's element type, when it is one of the types
 *     buffers and scalars can have here
 */
public record Parameter(
    int index,
    String name,
    ArgKind kind,
    String typeName,
    String addressQualifier,
    String typeQualifier,
    Optional<ElementType> elementType) {

  /** The parameter as IGC's kernel-argument info gives it. */
  static Parameter of(KernelArgumentInfo info) {
    String type = info.typeName();
    int semicolon = type.indexOf(';');
    if (semicolon >= 0) {
      type = type.substring(0, semicolon);
    }
    String address = info.addressQualifier();
    ArgKind kind =
        switch (address) {
          case "__global", "__constant" -> ArgKind.GLOBAL;
          case "__local" -> ArgKind.LOCAL;
          default -> ArgKind.SCALAR;
        };
    String qualifier = "NONE".equals(info.typeQualifier()) ? "" : info.typeQualifier();
    return new Parameter(
        info.argumentNumber(),
        info.argumentName(),
        kind,
        type,
        address,
        qualifier,
        elementTypeOf(type));
  }

  /** The parameter as a corpus case describes it (cases without kernel-argument info). */
  static Parameter of(int index, ArgSpec arg) {
    String type = arg.type().clName() + (arg.kind() == ArgKind.SCALAR ? "" : "*");
    String address =
        switch (arg.kind()) {
          case GLOBAL -> "__global";
          case LOCAL -> "__local";
          case SCALAR -> "__private";
        };
    return new Parameter(index, arg.name(), arg.kind(), type, address, "", Optional.of(arg.type()));
  }

  private static Optional<ElementType> elementTypeOf(String type) {
    String base = type.endsWith("*") ? type.substring(0, type.length() - 1).trim() : type.trim();
    return switch (base) {
      case "size_t", "uintptr_t" -> Optional.of(ElementType.ULONG);
      case "ptrdiff_t", "intptr_t" -> Optional.of(ElementType.LONG);
      case "bool" -> Optional.of(ElementType.UCHAR);
      default -> ElementType.ofClName(base);
    };
  }

  /**
   * The scalar's or buffer element's type as an OpenCL C scalar or vector type, e.g. {@code float4}
   * for a {@code float4} or a {@code float4*}, when it is one of those (of the element types here).
   */
  public Optional<VectorType> vectorType() {
    String base =
        typeName.endsWith("*") ? typeName.substring(0, typeName.length() - 1).trim() : typeName;
    return VectorType.ofClName(base.trim());
  }

  /** The declaration as in the source, e.g. {@code __global const int* a}. */
  public String declaration() {
    StringBuilder sb = new StringBuilder();
    if (!"__private".equals(addressQualifier)) {
      sb.append(addressQualifier).append(' ');
    }
    if (!typeQualifier.isEmpty()) {
      sb.append(typeQualifier).append(' ');
    }
    return sb.append(typeName).append(' ').append(name).toString();
  }
}
