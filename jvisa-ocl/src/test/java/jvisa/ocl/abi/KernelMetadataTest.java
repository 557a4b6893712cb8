package jvisa.ocl.abi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.ocl.TestCorpus;
import jvisa.ocl.TestCorpus.Variant;
import org.junit.jupiter.api.Test;

/** Facts about particular corpus kernels, checked against what their source and vISA show. */
class KernelMetadataTest {

  private static KernelMetadata bin(String caseName, String variant) {
    Variant v = TestCorpus.shared().variant(caseName, variant);
    return KernelMetadata.fromBin(v.bin(), v.spec().kernel());
  }

  @Test
  void collatzSimd16Layout() {
    KernelMetadata m = bin("collatz", "tgllp-simd16-inline");
    assertEquals(16, m.simdSize());
    assertEquals(128, m.crossThreadDataSize());
    assertEquals(128, m.crossThreadRegisterOffset());
    assertEquals(5, m.argumentCount());
    for (int arg = 0; arg < 4; arg++) {
      BufferArgument b = m.bufferArgument(arg).orElseThrow();
      assertEquals(32 + 8 * arg, b.dataParamOffset());
      assertEquals(8, b.dataParamSize());
      assertEquals(arg, m.btiOfSurfaceState(b.surfaceStateHeapOffset()));
    }
    List<DataParameter> cap = m.argumentValueParameters(4);
    assertEquals(1, cap.size());
    assertEquals(64, cap.get(0).offset());
    assertEquals(4, cap.get(0).dataSize());
    assertEquals("cap", m.argumentInfo(4).orElseThrow().argumentName());
    assertEquals("uint;4", m.argumentInfo(4).orElseThrow().typeName());
    List<DataParameter> groups = m.dataParameters(DataParameterType.NUM_WORK_GROUPS);
    assertEquals(List.of(68, 72, 76), groups.stream().map(DataParameter::offset).toList());
    assertEquals(List.of(0, 1, 2), groups.stream().map(DataParameter::dimension).toList());
    assertEquals(
        6,
        m.dataParameters(DataParameterType.LOCAL_WORK_SIZE).size(),
        "local size is stored twice");
    assertTrue(m.privateMemory().isEmpty());
    assertEquals(0, m.slmInlineSize());
    assertEquals(0, m.perThreadScratchSpace());
  }

  @Test
  void simd32LocalIdsTakeTwoRegistersPerChannel() {
    KernelMetadata m = bin("collatz", "dg2-simd32-inline");
    LocalIdLayout ids = m.localIdLayout();
    assertEquals(
        List.of(32, 96, 160),
        List.of(ids.registerOffsetOf(0), ids.registerOffsetOf(1), ids.registerOffsetOf(2)));
    assertEquals(224, m.crossThreadRegisterOffset());
    assertTrue(m.threadPayload().passInlineData(), "dg2 passes inline data");
  }

  @Test
  void localReduceHasSlmAndALocalArgument() {
    KernelMetadata m = bin("local_reduce", "tgllp-simd16-inline");
    assertEquals(1024, m.slmInlineSize());
    List<DataParameter> local =
        m.dataParameters(DataParameterType.SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES);
    assertEquals(1, local.size());
    assertEquals(6, local.get(0).argumentNumber());
    assertEquals(32, local.get(0).offset());
    assertEquals("__local", m.argumentInfo(6).orElseThrow().addressQualifier());
    assertTrue(m.executionEnvironment().hasBarriers() > 0);
  }

  @Test
  void stackCallVariantAsksForPrivateMemory() {
    KernelMetadata m = bin("calls_divergent", "tgllp-simd16-stackcall");
    PrivateMemoryRequest p = m.privateMemory().orElseThrow();
    assertEquals(128, p.perThreadPrivateMemorySize());
    assertTrue(p.simtThread());
    assertEquals(128 * 16, p.bytesPerHardwareThread(16));
    assertEquals(56, p.dataParamOffset());
    assertTrue(m.executionEnvironment().hasStackCalls());
    BindingTableEntry privateEntry = m.bindingTableEntries().get(3);
    assertEquals(BindingTableEntry.Kind.PRIVATE_MEMORY, privateEntry.kind());
    assertFalse(
        bin("calls_divergent", "tgllp-simd16-inline").executionEnvironment().hasStackCalls());
  }

  @Test
  void constantTableIsBoundToItsOwnBti() {
    KernelMetadata m = bin("gather_lut", "tgllp-simd16-inline");
    BoundProgramBuffer c = m.boundProgramBuffers().get(0);
    assertEquals(ProgramBuffer.Kind.CONSTANT, c.kind());
    assertEquals(320, c.size());
    assertEquals(5, c.bti());
    assertEquals(72, c.dataParamOffset());
    assertEquals(BindingTableEntry.Kind.CONSTANT_BUFFER, m.bindingTableEntries().get(5).kind());
  }

  @Test
  void bytecodeVmProgramTableStartsWithItsFirstInstruction() {
    KernelMetadata m = bin("bytecode_vm", "dg2-simd8-inline");
    byte[] data = m.boundProgramBuffers().get(0).initialData().orElseThrow();
    assertEquals(8 * 12 * 4, data.length, "prog[8][12] of uint");
    int ldi5 = (5 << 8) | 1;
    assertEquals(ldi5, (data[0] & 0xFF) | (data[1] & 0xFF) << 8);
  }

  @Test
  void ndrange3dHasWorkDimensions() {
    KernelMetadata m = bin("ndrange3d", "tgllp-simd8-inline");
    assertEquals(1, m.dataParameters(DataParameterType.WORK_DIMENSIONS).size());
    assertEquals(3, m.dataParameters(DataParameterType.GLOBAL_WORK_SIZE).size());
    assertEquals(128, m.crossThreadRegisterOffset(), "SIMD8 still gives each channel a whole GRF");
  }

  @Test
  void kernelWithoutLocalIdsKeepsTheUnusedPerThreadGrfOnTgllp() {
    Variant tgllp = TestCorpus.testKernels().variant("no_work_items", "tgllp-simd16-inline");
    KernelMetadata m = KernelMetadata.fromBin(tgllp.bin(), tgllp.spec().kernel());
    assertEquals(0, m.localIdLayout().channels());
    assertTrue(m.threadPayload().unusedPerThreadConstantPresent());
    assertEquals(
        64, m.crossThreadRegisterOffset(), "r1 is the unused GRF, its .inputs start at 64");
    Variant dg2 = TestCorpus.testKernels().variant("no_work_items", "dg2-simd16-inline");
    KernelMetadata d = KernelMetadata.fromBin(dg2.bin(), dg2.spec().kernel());
    assertFalse(d.threadPayload().unusedPerThreadConstantPresent());
    assertEquals(32, d.crossThreadRegisterOffset(), "dg2 reserves no GRF, its .inputs start at 32");
  }

  @Test
  void localIdLayoutArithmetic() {
    LocalIdLayout xOnly = new LocalIdLayout(16, true, false, false);
    assertEquals(32, xOnly.registerOffsetOf(0));
    assertEquals(-1, xOnly.registerOffsetOf(1));
    assertEquals(64, xOnly.crossThreadRegisterOffset());
    LocalIdLayout xz = new LocalIdLayout(32, true, false, true);
    assertEquals(96, xz.registerOffsetOf(2));
    assertEquals(160, xz.crossThreadRegisterOffset());
    assertEquals(32, new LocalIdLayout(8, false, false, false).crossThreadRegisterOffset());
    LocalIdLayout unusedGrf = new LocalIdLayout(32, false, false, false, true);
    assertEquals(32, unusedGrf.perThreadDataSize(), "one GRF whatever the SIMD width");
    assertEquals(64, unusedGrf.crossThreadRegisterOffset());
    assertThrows(IllegalArgumentException.class, () -> new LocalIdLayout(12, true, true, true));
  }

  @Test
  void tokenAndTypeTables() {
    assertEquals(PatchToken.DATA_PARAMETER_BUFFER, PatchToken.ofId(17));
    assertEquals(PatchToken.ALLOCATE_STATELESS_PRIVATE_MEMORY, PatchToken.ofId(38));
    assertEquals(PatchToken.ALLOCATE_RT_GLOBAL_BUFFER, PatchToken.ofId(58));
    assertEquals(PatchToken.UNKNOWN, PatchToken.ofId(59));
    assertEquals(PatchToken.UNKNOWN, PatchToken.ofId(-3));
    assertEquals(43, DataParameterType.BUFFER_STATEFUL.code());
    assertEquals(28, DataParameterType.ENQUEUED_LOCAL_WORK_SIZE.code());
    assertEquals(33, DataParameterType.PRIVATE_MEMORY_STATELESS_SIZE.code());
    assertEquals(
        DataParameterType.KERNEL_ARGUMENT,
        DataParameterType.ofDumpName("DATA_PARAMETER_KERNEL_ARGUMENT").orElseThrow());
    assertTrue(DataParameterType.ofCode(50).isEmpty());
  }
}
