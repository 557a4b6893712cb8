package jvisa.ocl.abi;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Collects decoded tokens of one kernel (from either format), then checks them and builds the
 * metadata.
 */
final class KernelMetadataBuilder {

  private final String source;
  String kernelName;
  KernelHeader header;
  private ExecutionEnvironment executionEnvironment;
  private ThreadPayload threadPayload;
  private Integer crossThreadDataSize;
  final List<DataParameter> dataParameters = new ArrayList<>();
  final List<BufferArgument> bufferArguments = new ArrayList<>();
  private BindingTableLayout bindingTable;
  final List<SurfaceState> surfaceStates = new ArrayList<>();
  private LocalSurface localSurface;
  private PrivateMemoryRequest privateMemory;
  private PrintfSurface printfSurface;
  final java.util.Map<Integer, String> printfStrings = new java.util.TreeMap<>();
  final List<ProgramSurfaceBinding> programSurfaces = new ArrayList<>();
  final List<ProgramBuffer> programBuffers = new ArrayList<>();
  final List<MediaVfeState> mediaVfeStates = new ArrayList<>();
  private Integer interfaceDescriptorDataOffset;
  private int[] interfaceDescriptorData;
  private String kernelAttributes;
  final List<KernelArgumentInfo> argumentInfo = new ArrayList<>();
  final List<UnhandledToken> unhandledTokens = new ArrayList<>();
  KernelBinaryImage binary;

  KernelMetadataBuilder(String source) {
    this.source = source;
  }

  MetadataFormatException error(String what) {
    return new MetadataFormatException(source + ": " + what);
  }

  private void once(Object current, PatchToken token) {
    if (current != null) {
      throw error("kernel '" + kernelName + "' has more than one " + token.dumpName());
    }
  }

  void executionEnvironment(ExecutionEnvironment e) {
    once(executionEnvironment, PatchToken.EXECUTION_ENVIRONMENT);
    executionEnvironment = e;
  }

  void threadPayload(ThreadPayload p) {
    once(threadPayload, PatchToken.THREAD_PAYLOAD);
    threadPayload = p;
  }

  void crossThreadDataSize(int size) {
    once(crossThreadDataSize, PatchToken.DATA_PARAMETER_STREAM);
    if (size < 0) {
      throw error("negative DataParameterStreamSize " + size);
    }
    crossThreadDataSize = size;
  }

  void bindingTable(BindingTableLayout t) {
    once(bindingTable, PatchToken.BINDING_TABLE_STATE);
    bindingTable = t;
  }

  BindingTableLayout bindingTable() {
    return bindingTable;
  }

  void localSurface(LocalSurface s) {
    once(localSurface, PatchToken.ALLOCATE_LOCAL_SURFACE);
    localSurface = s;
  }

  void privateMemory(PrivateMemoryRequest p) {
    once(privateMemory, PatchToken.ALLOCATE_STATELESS_PRIVATE_MEMORY);
    privateMemory = p;
  }

  void printfSurface(PrintfSurface p) {
    once(printfSurface, PatchToken.ALLOCATE_STATELESS_PRINTF_SURFACE);
    printfSurface = p;
  }

  void printfString(int index, String text) {
    if (printfStrings.put(index, text) != null) {
      throw error("kernel '" + kernelName + "' has two PATCH_TOKEN_STRINGs with index " + index);
    }
  }

  void interfaceDescriptorLoad(int dataOffset) {
    once(interfaceDescriptorDataOffset, PatchToken.MEDIA_INTERFACE_DESCRIPTOR_LOAD);
    interfaceDescriptorDataOffset = dataOffset;
  }

  void interfaceDescriptorData(
      int offset, int samplerStateOffset, int kernelOffset, int bindingTableOffset) {
    once(interfaceDescriptorData, PatchToken.INTERFACE_DESCRIPTOR_DATA);
    interfaceDescriptorData =
        new int[] {offset, samplerStateOffset, kernelOffset, bindingTableOffset};
  }

  void kernelAttributes(String text) {
    once(kernelAttributes, PatchToken.KERNEL_ATTRIBUTES_INFO);
    kernelAttributes = text;
  }

  KernelMetadata build() {
    if (kernelName == null) {
      throw error("no kernel name");
    }
    if (header == null) {
      throw error("kernel '" + kernelName + "' has no kernel binary header");
    }
    if (executionEnvironment == null) {
      throw error(
          "kernel '" + kernelName + "' has no " + PatchToken.EXECUTION_ENVIRONMENT.dumpName());
    }
    if (threadPayload == null) {
      throw error("kernel '" + kernelName + "' has no " + PatchToken.THREAD_PAYLOAD.dumpName());
    }
    int simd = executionEnvironment.largestCompiledSimdSize();
    if (simd != 1 && simd != 8 && simd != 16 && simd != 32) {
      throw error(
          "kernel '"
              + kernelName
              + "' has LargestCompiledSIMDSize "
              + simd
              + ", expected 1, 8, 16 or 32");
    }
    int ctSize = crossThreadDataSize == null ? 0 : crossThreadDataSize;
    checkCrossThreadReferences(ctSize);
    Optional<InterfaceDescriptor> descriptor =
        interfaceDescriptorData == null
            ? Optional.empty()
            : Optional.of(
                new InterfaceDescriptor(
                    interfaceDescriptorDataOffset == null ? -1 : interfaceDescriptorDataOffset,
                    interfaceDescriptorData[0],
                    interfaceDescriptorData[1],
                    interfaceDescriptorData[2],
                    interfaceDescriptorData[3]));
    return new KernelMetadata(
        kernelName,
        header,
        executionEnvironment,
        threadPayload,
        ctSize,
        dataParameters,
        bufferArguments,
        Optional.ofNullable(bindingTable),
        surfaceStates,
        Optional.ofNullable(localSurface),
        Optional.ofNullable(privateMemory),
        programSurfaces,
        programBuffers,
        mediaVfeStates,
        descriptor,
        kernelAttributes == null ? "" : kernelAttributes,
        argumentInfo,
        unhandledTokens,
        Optional.ofNullable(printfSurface).map(p -> p.withStrings(printfStrings)),
        Optional.ofNullable(binary));
  }

  private void checkCrossThreadReferences(int ctSize) {
    for (DataParameter p : dataParameters) {
      checkRange(
          ctSize,
          p.offset(),
          p.dataSize(),
          "DATA_PARAMETER_BUFFER " + p.typeName() + " (argument " + p.argumentNumber() + ")");
      checkArgumentNumber(p.argumentNumber(), "DATA_PARAMETER_BUFFER " + p.typeName());
    }
    for (BufferArgument b : bufferArguments) {
      checkRange(
          ctSize, b.dataParamOffset(), b.dataParamSize(), "buffer argument " + b.argumentNumber());
      checkArgumentNumber(b.argumentNumber(), "buffer argument");
    }
    if (privateMemory != null) {
      checkRange(
          ctSize,
          privateMemory.dataParamOffset(),
          privateMemory.dataParamSize(),
          "ALLOCATE_STATELESS_PRIVATE_MEMORY pointer");
    }
    if (printfSurface != null) {
      checkRange(
          ctSize,
          printfSurface.dataParamOffset(),
          printfSurface.dataParamSize(),
          "ALLOCATE_STATELESS_PRINTF_SURFACE pointer");
    }
    for (ProgramSurfaceBinding s : programSurfaces) {
      checkRange(
          ctSize,
          s.dataParamOffset(),
          s.dataParamSize(),
          s.kind() + " program buffer " + s.bufferIndex() + " pointer");
    }
    for (KernelArgumentInfo a : argumentInfo) {
      checkArgumentNumber(a.argumentNumber(), "KERNEL_ARGUMENT_INFO");
    }
  }

  private void checkRange(int ctSize, int offset, int size, String what) {
    if (offset < 0 || size < 0 || (long) offset + size > ctSize) {
      throw error(
          "kernel '"
              + kernelName
              + "': "
              + what
              + " at cross-thread offset "
              + offset
              + " size "
              + size
              + " lies outside the "
              + ctSize
              + "-byte cross-thread data");
    }
  }

  private void checkArgumentNumber(int argNumber, String what) {
    if (argNumber < 0 || argNumber > 0xFFFF) {
      throw error("kernel '" + kernelName + "': " + what + " names argument " + argNumber);
    }
  }
}
