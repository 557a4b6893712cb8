package jvisa.spirv;

import static jvisa.spirv.ModuleWords.cat;
import static jvisa.spirv.ModuleWords.kernelModule;
import static jvisa.spirv.ModuleWords.string;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import jvisa.spirv.grammar.Enumerant;
import org.junit.jupiter.api.Test;

/**
 * The structured view of real front-end output (committed samples) and of small hand-written
 * modules.
 */
class SpirvReaderTest {
  @Test
  void oclocModuleHeaderEntryPointAndGlobals() {
    SpirvModule m = Samples.module("calls_modes.ocloc.spv");
    assertEquals(1, m.header().majorVersion());
    assertFalse(m.header().bigEndian());
    assertEquals(Map.of(1, "OpenCL.std"), m.extInstImports());
    assertEquals("Physical64", m.memoryModel().addressing().name());
    assertEquals("OpenCL", m.memoryModel().memory().name());
    assertTrue(
        m.capabilities().stream()
            .map(Enumerant::name)
            .toList()
            .containsAll(List.of("Addresses", "Kernel")));
    EntryPoint kernel = m.entryPoint("calls_modes").orElseThrow();
    assertEquals("Kernel", kernel.executionModel().name());
    SpirvFunction f = m.function(kernel.function()).orElseThrow();
    assertFalse(f.isDeclaration());
    int builtIn = kernel.interfaces().get(0);
    assertEquals("Input", m.globals().get(builtIn).storageClass().name());
    Decoration d =
        m.decorations(builtIn).stream()
            .filter(x -> x.name().equals("BuiltIn"))
            .findFirst()
            .orElseThrow();
    assertEquals("GlobalInvocationId", ((Operand.Enum) d.parameters().get(0)).enumerant().name());
    assertEquals("__spirv_BuiltInGlobalInvocationId", m.name(builtIn).orElseThrow());
  }

  @Test
  void functionsBlocksAndPhisFromOcloc() {
    SpirvModule m = Samples.module("calls_modes.ocloc.spv");
    assertEquals(4, m.functions().size(), "mix_step, tri_mix, the kernel body and its wrapper");
    for (SpirvFunction f : m.functions()) {
      for (BasicBlock b : f.blocks()) {
        assertTrue(
            ModuleBuilder.TERMINATORS.contains(b.terminator().name()), b.terminator().name());
        assertEquals(b.label(), m.definition(b.id()).orElseThrow());
      }
    }
    Instruction phi =
        m.instructions().stream().filter(i -> i.is("OpPhi")).findFirst().orElseThrow();
    assertEquals(phi, m.definition(phi.result()).orElseThrow());
    assertTrue(m.types().containsKey(phi.resultType()));
    assertEquals(0, phi.inputs().size() % 2, "OpPhi operands come in (value, block) pairs");
  }

  @Test
  void functionPointersAndRecursionFromClang() {
    SpirvModule m = Samples.module("function_pointers_recursion.clang.spv");
    List<Instruction> pointers =
        m.constants().values().stream()
            .filter(i -> i.is("OpConstantFunctionPointerINTEL"))
            .toList();
    assertEquals(3, pointers.size());
    for (Instruction p : pointers) {
      assertTrue(m.function(p.idInput(0)).isPresent(), "points at a function");
    }
    assertTrue(m.instructions().stream().anyMatch(i -> i.is("OpFunctionPointerCallINTEL")));
    boolean recursive =
        m.functions().stream()
            .anyMatch(
                f ->
                    f.blocks().stream()
                        .flatMap(b -> b.instructions().stream())
                        .anyMatch(i -> i.is("OpFunctionCall") && i.idInput(0) == f.id()));
    assertTrue(recursive, "fib and apply call themselves");
    GlobalVariable steps =
        m.globals().values().stream().filter(g -> g.initializer() != 0).findFirst().orElseThrow();
    assertEquals("UniformConstant", steps.storageClass().name());
    assertTrue(m.constants().get(steps.initializer()).is("OpConstantComposite"));
  }

  @Test
  void sixtyFourBitSwitchCasesAndFloatConstants() {
    SpirvModule m = Samples.module("cl30_constants_switch.clang.spv");
    Instruction sw =
        m.instructions().stream().filter(i -> i.is("OpSwitch")).findFirst().orElseThrow();
    Operand.Number firstCase = (Operand.Number) sw.inputs().get(2);
    assertEquals(64, firstCase.type().width());
    assertEquals(-3L, firstCase.bits());
    assertTrue(m.constants().values().stream().anyMatch(i -> i.is("OpConstantNull")));
    assertTrue(
        m.constants().values().stream()
            .anyMatch(
                i ->
                    i.is("OpConstant")
                        && i.inputs().get(0) instanceof Operand.Number n
                        && n.type().floating()
                        && n.type().width() == 16));
  }

  @Test
  void bigEndianReadsTheSame() {
    byte[] little = Samples.bytes("cl12_atomics_vload.ocloc.spv");
    byte[] big = new byte[little.length];
    for (int i = 0; i < little.length; i += 4) {
      for (int k = 0; k < 4; k++) {
        big[i + k] = little[i + 3 - k];
      }
    }
    SpirvModule fromBig = SpirvReader.read(big);
    assertTrue(fromBig.header().bigEndian());
    assertEquals(SpirvText.print(SpirvReader.read(little)), SpirvText.print(fromBig));
  }

  @Test
  void decorationGroupsApplyToTheirTargets() {
    ModuleWords m =
        kernelModule(10)
            .op("OpDecorate", 1, 22)
            .op("OpDecorate", 1, 44, 16)
            .op("OpDecorationGroup", 1)
            .op("OpGroupDecorate", 1, 3, 4)
            .op("OpGroupMemberDecorate", 1, 5, 2)
            .op("OpTypeInt", 2, 32, 0)
            .op("OpConstant", 2, 3, 7)
            .op("OpConstant", 2, 4, 8)
            .op("OpTypeStruct", 5, 2, 2, 2);
    SpirvModule module = SpirvReader.read(m.bytes());
    for (int target : List.of(3, 4)) {
      assertEquals(
          List.of("Constant", "Alignment"),
          module.decorations(target).stream().map(Decoration::name).toList());
      assertEquals(-1, module.decorations(target).get(0).member());
    }
    assertEquals(List.of(2, 2), module.decorations(5).stream().map(Decoration::member).toList());
    assertEquals(16L, ((Operand.Number) module.decorations(4).get(1).parameters().get(0)).bits());
  }

  @Test
  void enumerantParametersAndStringsDecode() {
    ModuleWords m =
        kernelModule(10)
            .op("OpDecorate", cat(new int[] {1, 41}, string("ext_fn"), new int[] {1}))
            .op("OpTypeVoid", 2)
            .op("OpTypeFunction", 3, 2)
            .op("OpFunction", 2, 1, 2, 3)
            .op("OpFunctionEnd");
    SpirvModule module = SpirvReader.read(m.bytes());
    Decoration linkage = module.decorations(1).get(0);
    assertEquals("LinkageAttributes", linkage.name());
    assertEquals("ext_fn", ((Operand.Text) linkage.parameters().get(0)).value());
    assertEquals("Import", ((Operand.Enum) linkage.parameters().get(1)).enumerant().name());
    SpirvFunction f = module.functions().get(0);
    assertTrue(f.isDeclaration());
    assertTrue(f.control().has("DontInline"));
    assertTrue(
        SpirvText.print(module).contains("OpDecorate %1 LinkageAttributes \"ext_fn\" Import\n"));
  }
}
