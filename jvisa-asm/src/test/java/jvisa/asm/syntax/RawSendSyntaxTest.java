package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.imm;
import static jvisa.asm.syntax.Ops.num;
import static jvisa.asm.syntax.Ops.raw;
import static jvisa.asm.syntax.Ops.scalar;
import static jvisa.asm.syntax.Syntax.one;
import static jvisa.asm.syntax.Syntax.spelling;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jvisa.asm.model.Instruction;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.PredControl;
import jvisa.asm.model.Type;
import jvisa.asm.text.VisaPrinter;
import org.junit.jupiter.api.Test;

/**
 * raw_send and raw_sends. The counts of raw_send are operands (its extended descriptor a
 * hexadecimal number); those of raw_sends are dotted suffixes: sfid, source 0 and 1 and destination
 * sizes.
 */
class RawSendSyntaxTest {
  @Test
  void rawSendWithHexadecimalExtendedDescriptor() {
    Instruction i = one("(P1) raw_send (M1, 16) 0x2a 2 1 0x2190000:ud VD.0 VD.64");
    expect(i)
        .opcode(Opcode.RAW_SEND, "raw_send")
        .pred("P1", false, PredControl.NONE)
        .operands(num(0x2a), num(2), num(1), imm(Type.UD, 0x2190000), raw("VD", 0), raw("VD", 64));
    assertTrue(VisaPrinter.instruction(i).contains(" 0x2a 2 1 "), VisaPrinter.instruction(i));
    expect(one("raw_sendc (M1, 8) 0x0 1 0 VUD(0,0)<0;1,0> VD.0 %null.0"))
        .opcode(Opcode.RAW_SEND, "raw_sendc")
        .operands(num(0), num(1), num(0), scalar("VUD", 0, 0), raw("VD", 0), raw("%null", 0));
  }

  @Test
  void rawSendsWithSfidAndSizesAsSuffixes() {
    expect(one("raw_sends.15.2.1.1 (M1, 16) 0x0:ud 0x2190000:ud VD.0 VD.64 VD.128"))
        .opcode(Opcode.RAW_SENDS, "raw_sends")
        .suffixes("15", "2", "1", "1")
        .operands(
            imm(Type.UD, 0), imm(Type.UD, 0x2190000), raw("VD", 0), raw("VD", 64), raw("VD", 128));
    expect(one("raw_sends_eot.12.1.0.0 (M1, 16) VUD(0,0)<0;1,0> 0x2000000:ud VD.0 %null.0 %null.0"))
        .opcode(Opcode.RAW_SENDS, "raw_sends_eot")
        .suffixes("12", "1", "0", "0");
    expect(one("raw_sendsc.2.1.1 (M1, 16) 0x0:ud 0x0:ud VD.0 VD.64 VD.128"))
        .opcode(Opcode.RAW_SENDS, "raw_sendsc")
        .suffixes("2", "1", "1");
    expect(one("raw_sendsc_eot.1.0.0 (M1, 16) 0x0:ud 0x0:ud VD.0 %null.0 %null.0"))
        .opcode(Opcode.RAW_SENDS, "raw_sendsc_eot");
  }

  @Test
  void theEndOfThreadFormOfIntelsDisassemblerIsReadAsRawSendsEot() {
    expect(spelling("raw_sends.15.eot.1.0.0 (M1, 16) 0x0:ud 0x0:ud VD.0 %null.0 %null.0"))
        .opcode(Opcode.RAW_SENDS, "raw_sends_eot")
        .suffixes("15", "1", "0", "0");
  }
}
