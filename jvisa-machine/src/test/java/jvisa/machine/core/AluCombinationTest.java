package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.isa.Format;
import jvisa.asm.model.Opcode;
import jvisa.machine.alu.AluReference;
import org.junit.jupiter.api.Test;

/**
 * Every ALU opcode with every typing its rules allow (with and without .sat where it applies), over
 * contiguous, strided, broadcast, scalar and immediate regions, full, partial and predicated masks,
 * with edge values, through the whole-vector and the per-channel executors; every destination
 * element is compared with {@link AluReference} (or with its untouched value).
 */
class AluCombinationTest {
  static final List<Opcode> OPCODES =
      List.of(
          Opcode.ADD,
          Opcode.ADD3,
          Opcode.AVG,
          Opcode.MUL,
          Opcode.MULH,
          Opcode.MAD,
          Opcode.LRP,
          Opcode.FRC,
          Opcode.RNDD,
          Opcode.RNDU,
          Opcode.RNDE,
          Opcode.RNDZ,
          Opcode.LZD,
          Opcode.AND,
          Opcode.OR,
          Opcode.XOR,
          Opcode.NOT,
          Opcode.SHL,
          Opcode.SHR,
          Opcode.ASR,
          Opcode.ROL,
          Opcode.ROR,
          Opcode.CBIT,
          Opcode.FBH,
          Opcode.FBL,
          Opcode.BFREV,
          Opcode.BFE,
          Opcode.BFI,
          Opcode.BFN,
          Opcode.LOG,
          Opcode.EXP,
          Opcode.SIN,
          Opcode.COS,
          Opcode.POW,
          Opcode.RSQRT,
          Opcode.INV,
          Opcode.SQRT,
          Opcode.SQRTM,
          Opcode.DIVM,
          Opcode.DIV,
          Opcode.MOD,
          Opcode.MOV,
          Opcode.SEL,
          Opcode.MIN,
          Opcode.MAX,
          Opcode.CMP,
          Opcode.ADDC,
          Opcode.SUBB,
          Opcode.MADW,
          Opcode.SAD2,
          Opcode.SAD2ADD,
          Opcode.DP2,
          Opcode.DP3,
          Opcode.DP4,
          Opcode.DPH,
          Opcode.LINE);
  static final String[] RELATIONS = {"eq", "ne", "gt", "ge", "lt", "le"};
  static final String[] BFN_TABLES = {"xd8", "x96", "x80", "xfe", "x01", "xca"};

  @Test
  void everyOpcodeTypingRegionAndMaskAgreesWithTheReference() {
    int combinations = 0;
    List<String> failures = new ArrayList<>();
    for (Opcode op : OPCODES) {
      int index = 0;
      for (AluTypeCombos.Combo combo : AluTypeCombos.allowed(op)) {
        for (boolean sat : saturates(op) ? new boolean[] {false, true} : new boolean[] {false}) {
          String suffix = suffix(op, index);
          long[] immediates = EdgeValues.of(combo.srcs().get(combo.srcs().size() - 1));
          AluProgram p =
              new AluProgram(op, suffix, combo, sat, immediates[index % immediates.length]);
          AluRunner.check(p, failures);
          combinations++;
          index++;
          if (failures.size() > 20) {
            fail(String.join("\n", failures));
          }
        }
      }
    }
    System.out.println(
        "ALU combinations executed: "
            + combinations
            + " (opcode, types, sat), each over "
            + AluProgram.Shape.values().length
            + " region/mask shapes, "
            + AluRunner.RUNS
            + " data sets and 4 execution paths (vector, per-channel, JIT, JIT unrolled)");
    assertTrue(failures.isEmpty(), () -> String.join("\n", failures));
  }

  /** Whether the instruction table lets op's destination saturate. */
  static boolean saturates(Opcode op) {
    return ((Format) op.format()).saturates();
  }

  /**
   * The required suffix of op's index-th program (cmp's relation, bfn's table), rotating, or null.
   */
  static String suffix(Opcode op, int index) {
    return op == Opcode.CMP
        ? RELATIONS[index % RELATIONS.length]
        : op == Opcode.BFN ? BFN_TABLES[index % BFN_TABLES.length] : null;
  }
}
