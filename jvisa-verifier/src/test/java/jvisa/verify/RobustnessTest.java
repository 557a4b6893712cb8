package jvisa.verify;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.asm.model.AddressOfOperand;
import jvisa.asm.model.AddressOperand;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.DstRegion;
import jvisa.asm.model.ExecSpec;
import jvisa.asm.model.FunctionStmt;
import jvisa.asm.model.Immediate;
import jvisa.asm.model.IndirectOperand;
import jvisa.asm.model.InputDecl;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LabelStmt;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.NameOperand;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.Operand;
import jvisa.asm.model.OperandList;
import jvisa.asm.model.Predicate;
import jvisa.asm.model.Program;
import jvisa.asm.model.RawOperand;
import jvisa.asm.model.SrcRegion;
import jvisa.asm.model.StateOperand;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Type;
import jvisa.asm.model.Unit;
import jvisa.asm.model.VarClass;
import jvisa.asm.text.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * Hand-built programs with missing fields and absurd values: the verifier reports, never throws.
 */
class RobustnessTest {
  @Test
  void nullFieldsAndAbsurdValuesGiveDiagnosticsNotExceptions() {
    List<Declaration> decls =
        List.of(
            new Declaration(null, null, null, -5, null, "nowhere", -3, null, List.of(), null),
            new Declaration(
                "V1", VarClass.GENERAL, Type.D, 1, null, "V1", 0, null, List.of(), null),
            new Declaration(
                "V2",
                VarClass.GENERAL,
                null,
                Integer.MAX_VALUE,
                null,
                null,
                0,
                null,
                List.of(),
                null),
            new Declaration(
                "P1", VarClass.PREDICATE, null, 0, null, null, 0, null, List.of(), null),
            new Declaration(
                "A1", VarClass.ADDRESS, Type.UW, -1, null, null, 0, null, List.of(), null));
    List<Operand> weird =
        List.of(
            new DstRegion(null, -1, -1, 0, true, null),
            new SrcRegion(null, null, Integer.MAX_VALUE, Integer.MIN_VALUE, 7, 0, -9, null),
            new Immediate(null, 0, null));
    List<Operand> odd =
        List.of(
            new IndirectOperand(null, null, -5, 99999, 3, 0, 0, null, true, null),
            new AddressOperand(null, -1, 0, null),
            new AddressOfOperand(null, 0, null),
            new StateOperand(null, -1, null),
            new RawOperand("V2", Long.MIN_VALUE, null),
            new LscData(null, -1, null, null),
            new LscAddress(
                null,
                new NameOperand(null, null),
                0,
                List.of(new NameOperand(null, null)),
                0,
                null,
                null),
            new OperandList(List.of(new NameOperand(null, null)), null));
    List<Statement> body =
        List.of(
            new FunctionStmt(null, null),
            new LabelStmt(null, null),
            new LabelStmt(null, null),
            new Instruction(null, null, List.of(), false, null, null, List.of(), null),
            new Instruction(
                Opcode.ADD,
                "add",
                List.of(),
                false,
                new Predicate(null, false, null, null),
                new ExecSpec(0, 99, false, true, null),
                weird,
                null),
            new Instruction(
                Opcode.ADD,
                null,
                List.of(),
                false,
                null,
                new ExecSpec(16, -3, true, true, null),
                weird,
                null),
            new Instruction(
                Opcode.MOV,
                "mov",
                List.of(),
                false,
                new Predicate("P1", true, null, null),
                new ExecSpec(32, 0, false, true, null),
                odd,
                null),
            new Instruction(Opcode.RAW_SEND, "raw_send", List.of(), false, null, null, odd, null),
            new Instruction(Opcode.GOTO, "goto", List.of(), false, null, null, List.of(), null),
            new Instruction(
                Opcode.CALL,
                "call",
                List.of(),
                false,
                null,
                null,
                List.of(new NameOperand(null, null)),
                null),
            new Instruction(Opcode.FCALL, "fcall", List.of(), false, null, null, List.of(), null),
            new Instruction(Opcode.SWITCHJMP, "switchjmp", List.of(), false, null, null, odd, null),
            new Instruction(
                Opcode.CMP,
                "cmp",
                List.of(),
                false,
                null,
                new ExecSpec(8, 7, false, true, null),
                odd.subList(0, 3),
                null));
    List<InputDecl> inputs =
        List.of(
            new InputDecl(null, null, -1, -1, null),
            new InputDecl("input", "V1", 0, Long.MAX_VALUE, null));
    Unit unit = new Unit(null, 0, 0, false, null, List.of(), decls, inputs, List.of(), body);
    Unit twin = new Unit(null, 0, 0, false, null, List.of(), List.of(), List.of(), List.of(), body);

    List<Diagnostic> diagnostics = Verifier.verify(new Program(List.of(unit, twin)));

    assertFalse(diagnostics.isEmpty());
    for (Diagnostic d : diagnostics) {
      assertTrue(d.line() >= 1 && d.col() >= 1 && d.file() != null, d.toString());
      assertTrue(d.message().startsWith("["), d.toString());
      assertFalse(d.message().startsWith("[internal-error]"), d.toString());
    }
    assertTrue(Verifier.verify(null).isEmpty());
    assertTrue(Verifier.verify(new Program(List.of())).isEmpty());
  }
}
