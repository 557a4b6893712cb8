package jvisa.asm.isa;

import static jvisa.asm.isa.Operands.param;
import static jvisa.asm.isa.Operands.payloadIn;
import static jvisa.asm.isa.Operands.payloadOut;
import static jvisa.asm.isa.Operands.surface;

import java.util.List;
import java.util.Set;
import jvisa.asm.model.NumberOperand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.Type;

/**
 * The motion estimation messages (VME_IME.md, VME_SIC.md, VME_FBR.md, VME_IDM.md): each payload a
 * fixed number of bytes, except the IME input and output, whose size the stream mode and search
 * control decide.
 */
public final class VmeFormats {
  private static final Set<Type> UB = Set.of(Type.UB);
  private static final Set<Type> UW = Set.of(Type.UW);
  private static final int UNIVERSAL_INPUT = 128;

  private VmeFormats() {}

  /** vme_ime (stream mode, search control) surface uni ime ref0 ref1 cost-center output. */
  public static Format ime() {
    return format(
        param("stream mode and search control", Form.LIST),
        List.of(
            bytes("uni input", UNIVERSAL_INPUT),
            payloadIn("ime input", imeBytes(64, 128, 192)).types(UB),
            payloadIn("ref0", fixed(4)).types(UW),
            payloadIn("ref1", fixed(4)).types(UW),
            payloadIn("cost center", fixed(32)).types(UW)),
        imeBytes(224, 288, 352));
  }

  /** vme_sic surface uni sic output. */
  public static Format sic() {
    return format(
        null, List.of(bytes("uni input", UNIVERSAL_INPUT), bytes("sic input", 128)), fixed(224));
  }

  /**
   * vme_fbr (mb mode, sub-mb shape, sub-prediction mode) surface uni fbr output: the three are UD
   * scalars.
   */
  public static Format fbr() {
    OperandSpec modes = OperandSpec.of("modes", Role.SRC, Set.of(Form.LIST));
    return format(
        modes, List.of(bytes("uni input", UNIVERSAL_INPUT), bytes("fbr input", 128)), fixed(224));
  }

  /** vme_idm surface uni idm output. */
  public static Format idm() {
    return format(
        null, List.of(bytes("uni input", UNIVERSAL_INPUT), bytes("idm input", 32)), fixed(512));
  }

  private static Format format(
      OperandSpec parameters, List<OperandSpec> inputs, PayloadSize output) {
    List<OperandSpec> ops = new java.util.ArrayList<>();
    if (parameters != null) {
      ops.add(parameters);
    }
    ops.add(surface());
    ops.addAll(inputs);
    ops.add(payloadOut("output", output).types(UB));
    return new Format(ops, List.of(), ExecRule.NONE, false, false);
  }

  private static OperandSpec bytes(String name, int count) {
    return payloadIn(name, fixed(count)).types(UB);
  }

  private static PayloadSize fixed(int bytes) {
    return (insn, s, own) -> bytes;
  }

  /**
   * An IME payload: {@code single} bytes when the stream mode is 0, else {@code dual} ({@code
   * dualSearch3} when the search control is 3); unknown when the modes are not plain numbers.
   */
  private static PayloadSize imeBytes(int single, int dual, int dualSearch3) {
    return (insn, s, own) -> {
      if (insn.operands().isEmpty()
          || !(insn.operand(0) instanceof OperandList l)
          || l.items().size() != 2
          || !(l.items().get(0) instanceof NumberOperand stream)
          || !(l.items().get(1) instanceof NumberOperand ctrl)) {
        return -1;
      }
      return stream.value() == 0 ? single : ctrl.value() == 3 ? dualSearch3 : dual;
    };
  }
}
