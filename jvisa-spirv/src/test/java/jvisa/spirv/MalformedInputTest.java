package jvisa.spirv;

import static jvisa.spirv.ModuleWords.cat;
import static jvisa.spirv.ModuleWords.kernelModule;
import static jvisa.spirv.ModuleWords.string;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Each class of malformed input gets a {@link SpirvFormatException} naming where and what. */
class MalformedInputTest {
  private static final int CAPABILITY_KERNEL = 6;

  private static SpirvFormatException rejected(byte[] bytes, String expected) {
    SpirvFormatException e =
        assertThrows(SpirvFormatException.class, () -> SpirvReader.read(bytes));
    assertTrue(
        e.getMessage().contains(expected),
        () -> "message \"" + e.getMessage() + "\" lacks \"" + expected + "\"");
    return e;
  }

  /**
   * The three opening instructions take words 5..11; the next instruction is instruction 3 at word
   * 12.
   */
  private static void assertAtFourthInstruction(SpirvFormatException e) {
    assertEquals(3, e.instructionIndex(), e.getMessage());
    assertTrue(e.getMessage().startsWith("word 1"), e.getMessage());
  }

  @Test
  void badMagicNumber() {
    byte[] bytes = kernelModule(10).bytes();
    bytes[0] ^= 0x55;
    SpirvFormatException e = rejected(bytes, "not SPIR-V: magic number");
    assertEquals(0, e.wordOffset());
  }

  @Test
  void headerTruncated() {
    rejected(Arrays.copyOf(kernelModule(10).bytes(), 16), "header truncated: 16 bytes");
  }

  @Test
  void lengthNotWholeWords() {
    rejected(
        Arrays.copyOf(kernelModule(10).bytes(), 23),
        "23 bytes is not a whole number of 32-bit words");
  }

  @Test
  void wordCountZero() {
    SpirvFormatException e = rejected(kernelModule(10).raw(17).bytes(), "word count 0 (opcode 17)");
    assertEquals(12, e.wordOffset());
    assertEquals(3, e.instructionIndex());
  }

  @Test
  void wordCountPastTheEnd() {
    SpirvFormatException e =
        rejected(
            kernelModule(10).raw(5 << 16 | 17, CAPABILITY_KERNEL).bytes(),
            "word count 5 (opcode 17) runs past the end of the module: only 2 words remain");
    assertAtFourthInstruction(e);
  }

  @Test
  void idNotBelowBound() {
    SpirvFormatException e =
        rejected(
            kernelModule(10).op("OpTypeInt", 10, 32, 0).bytes(),
            "OpTypeInt: IdResult %10 is not below the bound 10");
    assertEquals(13, e.wordOffset());
  }

  @Test
  void idZero() {
    rejected(kernelModule(10).op("OpTypeInt", 0, 32, 0).bytes(), "IdResult is id 0");
  }

  @Test
  void unknownOpcode() {
    assertAtFourthInstruction(
        rejected(kernelModule(10).raw(1 << 16 | 0xfffe).bytes(), "unknown opcode 65534"));
  }

  @Test
  void requiredOperandMissing() {
    rejected(
        kernelModule(10).op("OpTypeInt", 1, 32).bytes(),
        "OpTypeInt: operand 3 (LiteralInteger) is missing");
  }

  @Test
  void wordsLeftOver() {
    rejected(
        kernelModule(10).op("OpCapability", CAPABILITY_KERNEL, 7).bytes(),
        "OpCapability: 1 word(s) left over");
  }

  @Test
  void unknownEnumValue() {
    rejected(kernelModule(10).op("OpCapability", 99999).bytes(), "Capability has no value 99999");
  }

  @Test
  void unknownBitInMask() {
    ModuleWords m =
        kernelModule(10)
            .op("OpTypeVoid", 1)
            .op("OpTypeFunction", 2, 1)
            .op("OpFunction", 1, 3, 0x40000000, 2);
    rejected(m.bytes(), "FunctionControl mask 0x40000000 has unknown bit 0x40000000");
  }

  @Test
  void enumerantParameterMissing() {
    rejected(
        kernelModule(10).op("OpTypeInt", 1, 32, 0).op("OpDecorate", 1, 44).bytes(),
        "OpDecorate: operand 1 (LiteralInteger) is missing");
  }

  @Test
  void stringNotTerminated() {
    int[] name = string("abcd");
    SpirvFormatException e =
        rejected(
            kernelModule(10).op("OpExtension", name[0]).bytes(),
            "OpExtension: string not terminated");
    assertEquals(13, e.wordOffset());
  }

  @Test
  void unknownExtendedInstruction() {
    ModuleWords m =
        new ModuleWords(10)
            .op("OpCapability", CAPABILITY_KERNEL)
            .op("OpExtInstImport", cat(new int[] {1}, string("OpenCL.std")))
            .op("OpMemoryModel", 2, 2)
            .op("OpTypeInt", 2, 32, 0)
            .op("OpConstant", 2, 3, 1)
            .op("OpExtInst", 2, 4, 1, 9999, 3);
    rejected(m.bytes(), "OpExtInst: OpenCL.std has no instruction 9999");
  }

  @Test
  void extInstWithoutImport() {
    ModuleWords m =
        kernelModule(10)
            .op("OpTypeInt", 2, 32, 0)
            .op("OpConstant", 2, 3, 1)
            .op("OpExtInst", 2, 4, 3, 0, 3);
    rejected(m.bytes(), "%3 is not an OpExtInstImport");
  }

  @Test
  void specConstantOpWithUnknownOpcode() {
    ModuleWords m = kernelModule(10).op("OpTypeInt", 2, 32, 0).op("OpSpecConstantOp", 2, 3, 0xfffe);
    rejected(m.bytes(), "OpSpecConstantOp names unknown opcode 65534");
  }

  @Test
  void constantOfNonNumericType() {
    rejected(
        kernelModule(10).op("OpTypeBool", 2).op("OpConstant", 2, 3, 1).bytes(),
        "OpConstant: cannot size the literal: %2 is not an integer or float type");
  }

  @Test
  void constantTooShortForItsType() {
    rejected(
        kernelModule(10).op("OpTypeInt", 2, 64, 0).op("OpConstant", 2, 3, 1).bytes(),
        "LiteralContextDependentNumber of 64 bits needs 2 word(s), only 1 left");
  }

  @Test
  void idDefinedTwice() {
    rejected(
        kernelModule(10).op("OpTypeInt", 2, 32, 0).op("OpTypeBool", 2).bytes(),
        "%2 is defined again (first by instruction 3)");
  }

  @Test
  void useOfUndefinedId() {
    rejected(
        kernelModule(10).op("OpTypeInt", 2, 32, 0).op("OpTypePointer", 3, 5, 7).bytes(),
        "OpTypePointer: uses %7, which no instruction defines");
  }

  @Test
  void blockWithoutTerminator() {
    ModuleWords m =
        kernelModule(10)
            .op("OpTypeVoid", 1)
            .op("OpTypeFunction", 2, 1)
            .op("OpFunction", 1, 3, 0, 2)
            .op("OpLabel", 4)
            .op("OpLabel", 5)
            .op("OpReturn")
            .op("OpFunctionEnd");
    rejected(m.bytes(), "OpLabel: block %4 ends without a terminator");
  }

  @Test
  void instructionOutsideBlock() {
    ModuleWords m =
        kernelModule(10)
            .op("OpTypeVoid", 1)
            .op("OpTypeFunction", 2, 1)
            .op("OpFunction", 1, 3, 0, 2)
            .op("OpReturn")
            .op("OpFunctionEnd");
    rejected(m.bytes(), "OpReturn: OpReturn outside a block");
  }

  @Test
  void functionWithoutEnd() {
    ModuleWords m =
        kernelModule(10)
            .op("OpTypeVoid", 1)
            .op("OpTypeFunction", 2, 1)
            .op("OpFunction", 1, 3, 0, 2)
            .op("OpLabel", 4)
            .op("OpReturn");
    rejected(m.bytes(), "OpFunction: function %3 has no OpFunctionEnd");
  }

  @Test
  void computationOutsideFunction() {
    ModuleWords m =
        kernelModule(10)
            .op("OpTypeInt", 2, 32, 0)
            .op("OpConstant", 2, 3, 1)
            .op("OpIAdd", 2, 4, 3, 3);
    rejected(m.bytes(), "OpIAdd: OpIAdd outside a function");
  }

  @Test
  void entryPointNamingNoFunction() {
    ModuleWords m =
        kernelModule(10).op("OpEntryPoint", cat(new int[] {6, 2}, string("k"))).op("OpTypeVoid", 2);
    rejected(m.bytes(), "entry point \"k\" names %2, which is no OpFunction");
  }

  @Test
  void executionModeForNoEntryPoint() {
    ModuleWords m =
        kernelModule(10)
            .op("OpExecutionMode", 3, 17, 1, 1, 1)
            .op("OpTypeVoid", 1)
            .op("OpTypeFunction", 2, 1)
            .op("OpFunction", 1, 3, 0, 2)
            .op("OpLabel", 4)
            .op("OpReturn")
            .op("OpFunctionEnd");
    rejected(m.bytes(), "execution mode for %3, no entry point");
  }

  @Test
  void secondMemoryModel() {
    rejected(kernelModule(10).op("OpMemoryModel", 2, 2).bytes(), "a second OpMemoryModel");
  }
}
