package jvisa.asm.isa;

import java.util.Set;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;

/** Builders of the operand specs instruction formats are made of. */
public final class Operands {
  private static final Set<Form> VECTOR_DST = Set.of(Form.GENERAL, Form.INDIRECT);
  private static final Set<Form> VECTOR_SRC = Set.of(Form.GENERAL, Form.INDIRECT, Form.IMMEDIATE);

  private Operands() {}

  /** A vector destination {@code V(0,0)<1>} or {@code r[A0(0),0]<1>:d}. */
  public static OperandSpec dst(String name, Set<Type> types) {
    return OperandSpec.of(name, Role.DST, VECTOR_DST).types(types);
  }

  /** A vector source: region, indirect or immediate. */
  public static OperandSpec src(String name, Set<Type> types, Set<SrcModifier> modifiers) {
    return OperandSpec.of(name, Role.SRC, VECTOR_SRC).types(types).modifiers(modifiers);
  }

  /** A scalar source of a message (an offset, a descriptor): region or immediate, no modifier. */
  public static OperandSpec scalar(String name, Set<Type> types) {
    return OperandSpec.of(name, Role.SRC, VECTOR_SRC).types(types);
  }

  /** A surface: {@code T6}, {@code %slm}, {@code T6(0)}. */
  public static OperandSpec surface() {
    return OperandSpec.of("surface", Role.SURFACE, Set.of(Form.STATE));
  }

  /** A sampler: {@code S0}. */
  public static OperandSpec sampler() {
    return OperandSpec.of("sampler", Role.SAMPLER, Set.of(Form.STATE));
  }

  /** A payload the message reads: {@code V.0}. */
  public static OperandSpec payloadIn(String name, PayloadSize size) {
    return OperandSpec.of(name, Role.PAYLOAD_READ, Set.of(Form.RAW)).sized(size);
  }

  /** A payload the message writes: {@code V.0}. */
  public static OperandSpec payloadOut(String name, PayloadSize size) {
    return OperandSpec.of(name, Role.PAYLOAD_WRITTEN, Set.of(Form.RAW)).sized(size);
  }

  public static OperandSpec label(String name) {
    return OperandSpec.of(name, Role.LABEL, Set.of(Form.NAME));
  }

  public static OperandSpec function(String name) {
    return OperandSpec.of(name, Role.FUNCTION, Set.of(Form.NAME));
  }

  /** A constant that shapes the instruction. */
  public static OperandSpec param(String name, Form... forms) {
    return OperandSpec.of(name, Role.PARAM, Set.of(forms));
  }
}
