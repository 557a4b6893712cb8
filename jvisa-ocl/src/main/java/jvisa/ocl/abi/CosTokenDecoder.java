package jvisa.ocl.abi;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns one kernel-scope {@code .cos} token block into the metadata records, using IGC's dump field
 * names.
 */
final class CosTokenDecoder {

  private CosTokenDecoder() {}

  static void decode(CosBlock t, KernelMetadataBuilder b) {
    switch (t.token()) {
      case BINDING_TABLE_STATE -> {
        int offset = t.integer("Offset");
        int count = t.integer("Count");
        int surfaceStateOffset = t.integer("SurfaceStateOffset");
        if (count < 0 || count > 0x10000) {
          throw t.error(t.line, "has an implausible Count " + count);
        }
        List<Integer> entries = new ArrayList<>();
        for (int i = 0; i < count; i++) {
          entries.add(surfaceStateOffset + SurfaceState.SIZE_BYTES * i);
        }
        b.bindingTable(new BindingTableLayout(offset, count, surfaceStateOffset, entries));
      }
      case ALLOCATE_LOCAL_SURFACE ->
          b.localSurface(
              new LocalSurface(
                  t.inRange("Offset", 0, LocalSurface.MAX_SIZE),
                  t.inRange("TotalInlineLocalMemorySize", 0, LocalSurface.MAX_SIZE)));
      case DATA_PARAMETER_BUFFER ->
          b.dataParameters.add(
              new DataParameter(
                  dataParameterType(t),
                  t.integer("ArgumentNumber"),
                  t.integer("Offset"),
                  t.integer("DataSize"),
                  t.integer("SourceOffset"),
                  t.integer("LocationIndex1"),
                  t.integer("LocationIndex2"),
                  t.flag("IsEmulationArgument")));
      case MEDIA_VFE_STATE ->
          b.mediaVfeStates.add(
              new MediaVfeState(
                  0, t.integer("ScratchSpaceOffset"), t.integer("PerThreadScratchSpace")));
      case MEDIA_VFE_STATE_SLOT1 ->
          b.mediaVfeStates.add(
              new MediaVfeState(
                  1, t.integer("ScratchSpaceOffset"), t.integer("PerThreadScratchSpaceSlot1")));
      case MEDIA_INTERFACE_DESCRIPTOR_LOAD ->
          b.interfaceDescriptorLoad(t.integer("InterfaceDescriptorDataOffset"));
      case INTERFACE_DESCRIPTOR_DATA ->
          b.interfaceDescriptorData(
              t.integer("Offset"),
              t.integer("SamplerStateOffset"),
              t.integer("KernelOffset"),
              t.integer("BindingTableOffset"));
      case THREAD_PAYLOAD -> b.threadPayload(threadPayload(t));
      case EXECUTION_ENVIRONMENT -> b.executionEnvironment(executionEnvironment(t));
      case DATA_PARAMETER_STREAM ->
          b.crossThreadDataSize(
              t.inRange("DataParameterStreamSize", 0, KernelMetadata.MAX_CROSS_THREAD_DATA));
      case KERNEL_ARGUMENT_INFO ->
          b.argumentInfo.add(
              new KernelArgumentInfo(
                  t.integer("ArgumentNumber"),
                  t.quoted("AddressQualifierSize"),
                  t.quoted("AccessQualifierSize"),
                  t.quoted("ArgumentNameSize"),
                  t.quoted("TypeNameSize"),
                  t.quoted("TypeQualifierSize")));
      case KERNEL_ATTRIBUTES_INFO -> b.kernelAttributes(t.quoted("AttributeSize"));
      case STATELESS_GLOBAL_MEMORY_OBJECT_KERNEL_ARGUMENT,
          STATELESS_CONSTANT_MEMORY_OBJECT_KERNEL_ARGUMENT -> {
        BufferArgument.AddressSpace space =
            t.token() == PatchToken.STATELESS_GLOBAL_MEMORY_OBJECT_KERNEL_ARGUMENT
                ? BufferArgument.AddressSpace.GLOBAL
                : BufferArgument.AddressSpace.CONSTANT;
        b.bufferArguments.add(
            new BufferArgument(
                space,
                t.integer("ArgumentNumber"),
                t.integer("SurfaceStateHeapOffset"),
                t.integer("DataParamOffset"),
                t.integer("DataParamSize"),
                t.flag("IsEmulationArgument")));
      }
      case ALLOCATE_STATELESS_PRIVATE_MEMORY ->
          b.privateMemory(
              new PrivateMemoryRequest(
                  t.integer("SurfaceHeapOffset"),
                  t.integer("DataParamOffset"),
                  t.integer("DataParamSize"),
                  t.integer("PerThreadPrivateMemorySize"),
                  t.flag("IsSimtThread")));
      case ALLOCATE_STATELESS_CONSTANT_MEMORY_SURFACE_WITH_INITIALIZATION ->
          b.programSurfaces.add(programSurface(ProgramBuffer.Kind.CONSTANT, t));
      case ALLOCATE_STATELESS_GLOBAL_MEMORY_SURFACE_WITH_INITIALIZATION ->
          b.programSurfaces.add(programSurface(ProgramBuffer.Kind.GLOBAL, t));
      case ALLOCATE_STATELESS_PRINTF_SURFACE ->
          b.printfSurface(
              new PrintfSurface(
                  t.integer("PrintfSurfaceIndex"),
                  t.integer("SurfaceStateHeapOffset"),
                  t.integer("DataParamOffset"),
                  t.integer("DataParamSize"),
                  java.util.Map.of()));
      case STRING -> b.printfString(t.integer("String Index"), t.quoted("String Size"));
      default -> b.unhandledTokens.add(new UnhandledToken(t.id, t.size));
    }
  }

  /**
   * The dump prints the type's name; UNKNOWN_TYPE (a code the dumper had no name for) becomes -1.
   */
  private static int dataParameterType(CosBlock t) {
    String name = t.text("Type");
    if (name.equals("UNKNOWN_TYPE")) {
      return -1;
    }
    return DataParameterType.ofDumpName(name)
        .map(DataParameterType::code)
        .orElseThrow(() -> t.error(t.line, "has an unknown Type '" + name + "'"));
  }

  private static ProgramSurfaceBinding programSurface(ProgramBuffer.Kind kind, CosBlock t) {
    return new ProgramSurfaceBinding(
        kind,
        t.integer("Index"),
        t.integer("SurfaceStateHeapOffset"),
        t.integer("DataParamOffset"),
        t.integer("DataParamSize"));
  }

  private static ThreadPayload threadPayload(CosBlock t) {
    return new ThreadPayload(
        t.flag("HeaderPresent"),
        t.flag("LocalIDXPresent"),
        t.flag("LocalIDYPresent"),
        t.flag("LocalIDZPresent"),
        t.flag("LocalIDFlattenedPresent"),
        t.flag("IndirectPayloadStorage"),
        t.flag("UnusedPerThreadConstantPresent"),
        t.flag("GetLocalIDPresent"),
        t.flag("GetGroupIDPresent"),
        t.flag("GetGlobalOffsetPresent"),
        t.flag("StageInGridOriginPresent"),
        t.flag("StageInGridSizePresent"),
        t.integer("OffsetToSkipPerThreadDataLoad"),
        t.integer("OffsetToSkipSetFFIDGP"),
        t.flag("PassInlineData"),
        t.flag("RTStackIDPresent"),
        t.flag("generateLocalID"),
        t.integer("emitLocalMask"),
        t.integer("walkOrder"),
        t.flag("tileY"));
  }

  private static ExecutionEnvironment executionEnvironment(CosBlock t) {
    return new ExecutionEnvironment(
        t.integer("RequiredWorkGroupSizeX"),
        t.integer("RequiredWorkGroupSizeY"),
        t.integer("RequiredWorkGroupSizeZ"),
        t.integer("LargestCompiledSIMDSize"),
        t.integer("CompiledSubGroupsNumber"),
        t.integer("HasBarriers"),
        t.flag("DisableMidThreadPreemption"),
        t.flag("CompiledSIMD8"),
        t.flag("CompiledSIMD16"),
        t.flag("CompiledSIMD32"),
        t.flag("HasDeviceEnqueue"),
        t.flag("MayAccessUndeclaredResource"),
        t.flag("UsesFencesForReadWriteImages"),
        t.flag("UsesStatelessSpillFill"),
        t.flag("UsesMultiScratchSpaces"),
        t.flag("IsCoherent"),
        false,
        false,
        t.flag("SubgroupIndependentForwardProgressRequired"),
        t.flag("CompiledForGreaterThan4GBBuffers"),
        t.integer("NumGRFRequired"),
        0,
        t.flag("HasGlobalAtomics"),
        t.flag("HasDPAS"),
        t.flag("HasRTCalls"),
        t.integer("NumThreadsRequired"),
        t.integer("NumStatelessWrites"),
        t.integer("NumIndirectStateless"),
        t.integer("UseBindlessMode"),
        t.flag("HasStackCalls"),
        t.signedLong("SIMDInfo"),
        t.flag("RequireDisableEUFusion"));
  }
}
