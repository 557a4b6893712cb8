package jvisa.asm.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.asm.model.ExecSpec;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;
import jvisa.asm.model.PredControl;
import jvisa.asm.model.Predicate;

/** Fluent checks of a parsed instruction's structure. */
final class Expect {
  private final Instruction i;

  private Expect(Instruction i) {
    this.i = i;
  }

  static Expect expect(Instruction i) {
    return new Expect(i);
  }

  Expect opcode(Opcode op) {
    assertEquals(op, i.opcode(), "opcode");
    return this;
  }

  /** Opcode and the mnemonic exactly as written. */
  Expect opcode(Opcode op, String mnemonic) {
    opcode(op);
    assertEquals(mnemonic, i.mnemonic(), "mnemonic");
    return this;
  }

  Expect suffixes(String... s) {
    assertEquals(List.of(s), i.suffixes(), "suffixes");
    return this;
  }

  Expect sat() {
    assertTrue(i.saturate(), ".sat");
    return this;
  }

  Expect noSat() {
    assertFalse(i.saturate(), ".sat");
    return this;
  }

  Expect pred(String var, boolean negated, PredControl control) {
    Predicate p = i.predicate();
    assertEquals(var, p == null ? null : p.var(), "predicate variable");
    assertEquals(negated, p.negated(), "predicate negation");
    assertEquals(control, p.control(), "predicate control");
    return this;
  }

  Expect noPred() {
    assertNull(i.predicate(), "predicate");
    return this;
  }

  /** Execution size and mask: group 0..7 for M1..M8. */
  Expect exec(int size, int maskGroup, boolean noMask) {
    ExecSpec e = i.exec();
    assertEquals(size, e == null ? -1 : e.size(), "execution size");
    assertEquals(maskGroup, e.maskGroup(), "mask group");
    assertEquals(noMask, e.noMask(), "NoMask");
    assertTrue(e.maskGiven(), "mask written");
    return this;
  }

  /** A bare execution size such as {@code (4)}. */
  Expect execSize(int size) {
    ExecSpec e = i.exec();
    assertEquals(size, e == null ? -1 : e.size(), "execution size");
    assertFalse(e.maskGiven(), "no mask written");
    return this;
  }

  Expect noExec() {
    assertNull(i.exec(), "execution size");
    return this;
  }

  Expect operands(Operand... expected) {
    assertEquals(List.of(expected), i.operands(), "operands");
    return this;
  }

  Expect operand(int k, Operand expected) {
    assertTrue(k < i.operands().size(), "operand " + k + " missing in " + i.operands());
    assertEquals(expected, i.operand(k), "operand " + k);
    return this;
  }
}
