package jvisa.ocl.abi;

import java.util.List;
import java.util.Locale;

/**
 * Writes a {@link KernelMetadata} as IGC's {@code .cos} patch-token text, in the form {@link
 * CosReader} reads: reading the text back gives an equal value (without the {@code .bin}-only
 * {@link KernelMetadata#binary()}). Tokens the metadata keeps no fields of ({@link
 * KernelMetadata#unhandledTokens()}) are written by id and size, without fields, at kernel scope.
 */
public final class CosWriter {

  private final StringBuilder out = new StringBuilder();

  private CosWriter() {}

  /** The {@code .cos} text of one kernel. */
  public static String write(KernelMetadata m) {
    CosWriter w = new CosWriter();
    w.program(m);
    w.kernel(m);
    return w.out.toString();
  }

  private void line(String text) {
    out.append(text).append('\n');
  }

  private void token(PatchToken t, int size) {
    line(String.format(Locale.ROOT, "%s (%08X) (size = %d)", t.dumpName(), t.id(), size));
  }

  private void field(String name, Object value) {
    line("\t" + name + " = " + value);
  }

  private void quoted(String name, String value) {
    field(name, (value.length() + 1) + " | value = \"" + value + "\"");
  }

  private void program(KernelMetadata m) {
    line("** Program Scope patch lists **");
    line("");
    for (ProgramBuffer b : m.programBuffers()) {
      if (b.kind() == ProgramBuffer.Kind.CONSTANT) {
        token(PatchToken.ALLOCATE_CONSTANT_MEMORY_SURFACE_PROGRAM_BINARY_INFO, 16);
        field("BufferIndex", b.index());
        field("InitializationDataSize", b.size());
      } else {
        token(PatchToken.ALLOCATE_GLOBAL_MEMORY_SURFACE_PROGRAM_BINARY_INFO, 20);
        field("BufferType", b.globalType());
        field("BufferIndex", b.index());
        field("InitializationDataSize", b.size());
      }
    }
    line("");
  }

  private void kernel(KernelMetadata m) {
    line("** Kernel Patch Lists : Kernel Name = " + m.kernelName() + " **");
    line("");
    for (SurfaceState s : m.surfaceStates()) {
      StringBuilder dwords = new StringBuilder();
      for (int d : s.dwords()) {
        dwords.append(dwords.length() == 0 ? "" : ", ").append(String.format("%08x", d));
      }
      line("SURFACE_STATE = { " + dwords + "}");
    }
    m.interfaceDescriptor().ifPresent(this::interfaceDescriptor);
    m.bindingTable()
        .ifPresent(
            t -> {
              token(PatchToken.BINDING_TABLE_STATE, 20);
              field("Offset", t.offset());
              field("Count", t.count());
              field("SurfaceStateOffset", t.surfaceStateOffset());
            });
    for (MediaVfeState v : m.mediaVfeStates()) {
      boolean slot0 = v.slot() == 0;
      token(slot0 ? PatchToken.MEDIA_VFE_STATE : PatchToken.MEDIA_VFE_STATE_SLOT1, 16);
      field("ScratchSpaceOffset", v.scratchSpaceOffset());
      field(
          slot0 ? "PerThreadScratchSpace" : "PerThreadScratchSpaceSlot1",
          v.perThreadScratchSpace());
    }
    m.localSurface()
        .ifPresent(
            s -> {
              token(PatchToken.ALLOCATE_LOCAL_SURFACE, 16);
              field("Offset", s.offset());
              field("TotalInlineLocalMemorySize", s.totalInlineLocalMemorySize());
            });
    m.privateMemory().ifPresent(this::privateMemory);
    for (ProgramSurfaceBinding s : m.programSurfaces()) {
      token(
          s.kind() == ProgramBuffer.Kind.CONSTANT
              ? PatchToken.ALLOCATE_STATELESS_CONSTANT_MEMORY_SURFACE_WITH_INITIALIZATION
              : PatchToken.ALLOCATE_STATELESS_GLOBAL_MEMORY_SURFACE_WITH_INITIALIZATION,
          24);
      field("Index", s.bufferIndex());
      field("SurfaceStateHeapOffset", s.surfaceStateHeapOffset());
      field("DataParamOffset", s.dataParamOffset());
      field("DataParamSize", s.dataParamSize());
    }
    for (DataParameter p : m.dataParameters()) {
      dataParameter(p);
    }
    m.printfSurface().ifPresent(this::printfSurface);
    for (BufferArgument b : m.bufferArguments()) {
      token(
          b.addressSpace() == BufferArgument.AddressSpace.GLOBAL
              ? PatchToken.STATELESS_GLOBAL_MEMORY_OBJECT_KERNEL_ARGUMENT
              : PatchToken.STATELESS_CONSTANT_MEMORY_OBJECT_KERNEL_ARGUMENT,
          36);
      field("ArgumentNumber", b.argumentNumber());
      field("SurfaceStateHeapOffset", b.surfaceStateHeapOffset());
      field("DataParamOffset", b.dataParamOffset());
      field("DataParamSize", b.dataParamSize());
      field("IsEmulationArgument", b.emulationArgument());
    }
    token(PatchToken.DATA_PARAMETER_STREAM, 12);
    field("DataParameterStreamSize", m.crossThreadDataSize());
    threadPayload(m.threadPayload());
    executionEnvironment(m.executionEnvironment());
    token(PatchToken.KERNEL_ATTRIBUTES_INFO, 0);
    quoted("AttributeSize", m.kernelAttributes());
    for (KernelArgumentInfo a : m.argumentInfo()) {
      token(PatchToken.KERNEL_ARGUMENT_INFO, 0);
      field("ArgumentNumber", a.argumentNumber());
      quoted("AddressQualifierSize", a.addressQualifier());
      quoted("AccessQualifierSize", a.accessQualifier());
      quoted("ArgumentNameSize", a.argumentName());
      quoted("TypeNameSize", a.typeName());
      quoted("TypeQualifierSize", a.typeQualifier());
    }
    m.printfSurface().ifPresent(this::printfStrings);
    for (UnhandledToken u : m.unhandledTokens()) {
      line(String.format(Locale.ROOT, "*** UNKNOWN TOKEN %X (size = %d)***", u.id(), u.size()));
    }
    line("Kernel Name: " + m.kernelName());
    header(m.header());
  }

  private void interfaceDescriptor(InterfaceDescriptor d) {
    if (d.interfaceDescriptorDataOffset() >= 0) {
      token(PatchToken.MEDIA_INTERFACE_DESCRIPTOR_LOAD, 12);
      field("InterfaceDescriptorDataOffset", d.interfaceDescriptorDataOffset());
    }
    token(PatchToken.INTERFACE_DESCRIPTOR_DATA, 24);
    field("Offset", d.offset());
    field("SamplerStateOffset", d.samplerStateOffset());
    field("KernelOffset", d.kernelOffset());
    field("BindingTableOffset", d.bindingTableOffset());
  }

  private void privateMemory(PrivateMemoryRequest p) {
    token(PatchToken.ALLOCATE_STATELESS_PRIVATE_MEMORY, 28);
    field("SurfaceHeapOffset", p.surfaceStateHeapOffset());
    field("DataParamOffset", p.dataParamOffset());
    field("DataParamSize", p.dataParamSize());
    field("PerThreadPrivateMemorySize", p.perThreadPrivateMemorySize());
    field("IsSimtThread", p.simtThread());
  }

  private void dataParameter(DataParameter p) {
    token(PatchToken.DATA_PARAMETER_BUFFER, 40);
    field("Type", p.type().map(Enum::name).orElse("UNKNOWN_TYPE"));
    field("ArgumentNumber", p.argumentNumber());
    field("Offset", p.offset());
    field("DataSize", p.dataSize());
    field("SourceOffset", p.sourceOffset());
    field("LocationIndex1", p.locationIndex());
    field("LocationIndex2", p.locationIndex2());
    field("IsEmulationArgument", p.emulationArgument());
  }

  private void threadPayload(ThreadPayload p) {
    token(PatchToken.THREAD_PAYLOAD, 88);
    field("HeaderPresent", p.headerPresent());
    field("LocalIDXPresent", p.localIdXPresent());
    field("LocalIDYPresent", p.localIdYPresent());
    field("LocalIDZPresent", p.localIdZPresent());
    field("RTStackIDPresent", p.rtStackIdPresent());
    field("LocalIDFlattenedPresent", p.localIdFlattenedPresent());
    field("IndirectPayloadStorage", p.indirectPayloadStorage());
    field("UnusedPerThreadConstantPresent", p.unusedPerThreadConstantPresent());
    field("GetLocalIDPresent", p.getLocalIdPresent());
    field("GetGlobalOffsetPresent", p.getGlobalOffsetPresent());
    field("GetGroupIDPresent", p.getGroupIdPresent());
    field("StageInGridOriginPresent", p.stageInGridOriginPresent());
    field("StageInGridSizePresent", p.stageInGridSizePresent());
    field("OffsetToSkipPerThreadDataLoad", p.offsetToSkipPerThreadDataLoad());
    field("OffsetToSkipSetFFIDGP", p.offsetToSkipSetFfidGp());
    field("PassInlineData", p.passInlineData());
    field("generateLocalID", p.generateLocalId());
    field("emitLocalMask", p.emitLocalMask());
    field("walkOrder", p.walkOrder());
    field("tileY", p.tileY());
  }

  private void executionEnvironment(ExecutionEnvironment e) {
    token(PatchToken.EXECUTION_ENVIRONMENT, 140);
    field("RequiredWorkGroupSizeX", e.requiredWorkGroupSizeX());
    field("RequiredWorkGroupSizeY", e.requiredWorkGroupSizeY());
    field("RequiredWorkGroupSizeZ", e.requiredWorkGroupSizeZ());
    field("LargestCompiledSIMDSize", e.largestCompiledSimdSize());
    field("HasBarriers", e.hasBarriers());
    field("DisableMidThreadPreemption", e.disableMidThreadPreemption());
    field("CompiledSIMD8", e.compiledSimd8());
    field("CompiledSIMD16", e.compiledSimd16());
    field("CompiledSIMD32", e.compiledSimd32());
    field("HasDeviceEnqueue", e.hasDeviceEnqueue());
    field("MayAccessUndeclaredResource", e.mayAccessUndeclaredResource());
    field("UsesFencesForReadWriteImages", e.usesFencesForReadWriteImages());
    field("UsesStatelessSpillFill", e.usesStatelessSpillFill());
    field("UsesMultiScratchSpaces", e.usesMultiScratchSpaces());
    field("IsCoherent", e.isCoherent());
    field(
        "SubgroupIndependentForwardProgressRequired",
        e.subgroupIndependentForwardProgressRequired());
    field("CompiledSubGroupsNumber", e.compiledSubGroupsNumber());
    field("CompiledForGreaterThan4GBBuffers", e.compiledForGreaterThan4GbBuffers());
    field("HasGlobalAtomics", e.hasGlobalAtomics());
    field("NumGRFRequired", e.numGrfRequired());
    field("HasDPAS", e.hasDpas());
    field("HasRTCalls", e.hasRtCalls());
    field("NumThreadsRequired", e.numThreadsRequired());
    field("NumStatelessWrites", e.statelessWritesCount());
    field("NumIndirectStateless", e.indirectStatelessCount());
    field("UseBindlessMode", e.useBindlessMode());
    field("HasStackCalls", e.hasStackCalls() ? 1 : 0);
    field("SIMDInfo", e.simdInfo());
    field("RequireDisableEUFusion", e.requireDisableEuFusion());
  }

  private void header(KernelHeader h) {
    line("Gen7 Kernel Binary Header:");
    field("CheckSum", Integer.toHexString(h.checkSum()));
    field("ShaderHashCode", Long.toUnsignedString(h.shaderHashCode()));
    field("KernelNameSize", h.kernelNameSize());
    field("PatchListSize", h.patchListSize());
    field("KernelHeapSize", h.kernelHeapSize());
    field("GeneralStateHeapSize", h.generalStateHeapSize());
    field("DynamicStateHeapSize", h.dynamicStateHeapSize());
    field("SurfaceStateHeapSize", h.surfaceStateHeapSize());
  }

  /** The lines of {@link #write}, for {@link CosReader#read(List, String, String)}. */
  static List<String> lines(KernelMetadata m) {
    return write(m).lines().toList();
  }

  private void printfSurface(PrintfSurface p) {
    token(PatchToken.ALLOCATE_STATELESS_PRINTF_SURFACE, 24);
    field("PrintfSurfaceIndex", p.surfaceIndex());
    field("SurfaceStateHeapOffset", p.surfaceStateHeapOffset());
    field("DataParamOffset", p.dataParamOffset());
    field("DataParamSize", p.dataParamSize());
  }

  private void printfStrings(PrintfSurface p) {
    for (var e : p.strings().entrySet()) {
      int size = (e.getValue().length() + 4) & ~3;
      token(PatchToken.STRING, 16 + size);
      field("String Index", e.getKey());
      field("String Size", size + " | value = \"" + e.getValue() + "\"");
    }
  }
}
