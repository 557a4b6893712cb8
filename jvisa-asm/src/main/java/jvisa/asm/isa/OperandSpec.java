package jvisa.asm.isa;

import java.util.EnumSet;
import java.util.Set;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;

/**
 * One operand of an instruction format.
 *
 * @param name how messages name it: "dst", "src1", "surface", "offsets"
 * @param role what the instruction does with it
 * @param forms the forms it may be written in
 * @param types the element types allowed, or null when the operand is not typed
 * @param modifiers the source modifiers allowed (empty for none)
 * @param size for payloads, how many bytes the message reads or writes; for a destination that
 *     covers more than its region (madw), how many bytes it writes; null otherwise
 * @param nullable whether {@code %null} may stand for it (an unused payload)
 * @param repeated whether it stands for any number of operands (the trailing payloads of sampler
 *     messages)
 * @param optional whether it may be left out, together with every operand after it (the trailing
 *     parameters of a 3D sampler message)
 * @param numberStyle how it is printed when written as a plain number
 */
public record OperandSpec(
    String name,
    Role role,
    Set<Form> forms,
    Set<Type> types,
    Set<SrcModifier> modifiers,
    PayloadSize size,
    boolean nullable,
    boolean repeated,
    boolean optional,
    NumberStyle numberStyle) {

  public OperandSpec {
    forms = Set.copyOf(forms);
    types = types == null ? null : Set.copyOf(types);
    modifiers = Set.copyOf(modifiers);
  }

  public static OperandSpec of(String name, Role role, Set<Form> forms) {
    return new OperandSpec(
        name, role, forms, null, Set.of(), null, false, false, false, NumberStyle.DECIMAL);
  }

  public OperandSpec types(Set<Type> allowed) {
    return new OperandSpec(
        name, role, forms, allowed, modifiers, size, nullable, repeated, optional, numberStyle);
  }

  public OperandSpec modifiers(Set<SrcModifier> allowed) {
    return new OperandSpec(
        name, role, forms, types, allowed, size, nullable, repeated, optional, numberStyle);
  }

  public OperandSpec sized(PayloadSize bytes) {
    return new OperandSpec(
        name, role, forms, types, modifiers, bytes, nullable, repeated, optional, numberStyle);
  }

  public OperandSpec orNull() {
    return new OperandSpec(
        name, role, forms, types, modifiers, size, true, repeated, optional, numberStyle);
  }

  public OperandSpec repeating() {
    return new OperandSpec(
        name, role, forms, types, modifiers, size, nullable, true, optional, numberStyle);
  }

  /** The same operand, which may be left out with every operand after it. */
  public OperandSpec leaveOutable() {
    return new OperandSpec(
        name, role, forms, types, modifiers, size, nullable, repeated, true, numberStyle);
  }

  public OperandSpec forms(Form... allowed) {
    return new OperandSpec(
        name,
        role,
        EnumSet.of(allowed[0], allowed),
        types,
        modifiers,
        size,
        nullable,
        repeated,
        optional,
        numberStyle);
  }

  /** The same operand, printed in hexadecimal when written as a plain number. */
  public OperandSpec hex() {
    return new OperandSpec(
        name, role, forms, types, modifiers, size, nullable, repeated, optional, NumberStyle.HEX);
  }

  public boolean isDestination() {
    return role == Role.DST;
  }
}
