package jvisa.ocl.abi;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jvisa.asm.io.InputFiles;

/**
 * Everything Intel's OpenCL runtime needs to launch one IGC-compiled kernel, read from IGC's
 * patch-token text dump ({@link #fromCos}) or from the device binary ocloc wrote ({@link
 * #fromBin}). Both give the same value except {@link #binary()}, which only the {@code .bin} has
 * (machine code, heaps, {@code __constant} bytes).
 *
 * @param crossThreadDataSize {@code PATCH_TOKEN_DATA_PARAMETER_STREAM}: bytes of cross-thread data
 * @param kernelAttributes {@code PATCH_TOKEN_KERNEL_ATTRIBUTES_INFO} text ("" when none)
 * @param unhandledTokens program- and kernel-scope tokens this reader keeps no fields of
 * @param printfSurface the printf buffer and format strings of a kernel that calls printf
 */
public record KernelMetadata(
    String kernelName,
    KernelHeader header,
    ExecutionEnvironment executionEnvironment,
    ThreadPayload threadPayload,
    int crossThreadDataSize,
    List<DataParameter> dataParameters,
    List<BufferArgument> bufferArguments,
    Optional<BindingTableLayout> bindingTable,
    List<SurfaceState> surfaceStates,
    Optional<LocalSurface> localSurface,
    Optional<PrivateMemoryRequest> privateMemory,
    List<ProgramSurfaceBinding> programSurfaces,
    List<ProgramBuffer> programBuffers,
    List<MediaVfeState> mediaVfeStates,
    Optional<InterfaceDescriptor> interfaceDescriptor,
    String kernelAttributes,
    List<KernelArgumentInfo> argumentInfo,
    List<UnhandledToken> unhandledTokens,
    Optional<PrintfSurface> printfSurface,
    Optional<KernelBinaryImage> binary) {

  /**
   * Most cross-thread data a kernel may ask for: it is loaded into 256 registers of 32 bytes at
   * most.
   */
  public static final int MAX_CROSS_THREAD_DATA = 256 * 32;

  public KernelMetadata {
    dataParameters = List.copyOf(dataParameters);
    bufferArguments = List.copyOf(bufferArguments);
    surfaceStates = List.copyOf(surfaceStates);
    programSurfaces = List.copyOf(programSurfaces);
    programBuffers = List.copyOf(programBuffers);
    mediaVfeStates = List.copyOf(mediaVfeStates);
    argumentInfo = List.copyOf(argumentInfo);
    unhandledTokens = List.copyOf(unhandledTokens);
  }

  /** Reads the only kernel of IGC's {@code .cos} dump. */
  public static KernelMetadata fromCos(Path cosFile) {
    return CosReader.read(cosFile, null, InputFiles.DEFAULT_MAX_BYTES);
  }

  /** Reads kernel {@code kernelName} of IGC's {@code .cos} dump. */
  public static KernelMetadata fromCos(Path cosFile, String kernelName) {
    return fromCos(cosFile, kernelName, InputFiles.DEFAULT_MAX_BYTES);
  }

  /**
   * Reads kernel {@code kernelName} of IGC's {@code .cos} dump, a regular file of at most {@code
   * maxBytes}.
   */
  public static KernelMetadata fromCos(Path cosFile, String kernelName, long maxBytes) {
    return CosReader.read(cosFile, kernelName, maxBytes);
  }

  /**
   * Reads kernel {@code kernelName} of a patch-token device binary (bare, or inside ocloc's OpenCL
   * ELF).
   */
  public static KernelMetadata fromBin(Path binFile, String kernelName) {
    return fromBin(binFile, kernelName, InputFiles.DEFAULT_MAX_BYTES);
  }

  /** Like {@link #fromBin(Path, String)}, for a regular file of at most {@code maxBytes}. */
  public static KernelMetadata fromBin(Path binFile, String kernelName, long maxBytes) {
    return PatchTokenBinaryReader.read(binFile, kernelName, maxBytes);
  }

  /** The kernel names a patch-token device binary holds, in order. */
  public static List<String> kernelNamesInBin(Path binFile) {
    return PatchTokenBinaryReader.kernelNames(binFile);
  }

  /** The dispatch width IGC compiled for. */
  public int simdSize() {
    return executionEnvironment.largestCompiledSimdSize();
  }

  public LocalIdLayout localIdLayout() {
    return LocalIdLayout.of(simdSize(), threadPayload);
  }

  /**
   * Register-file byte offset of cross-thread data offset 0 (what {@code .input} offsets are
   * relative to).
   */
  public int crossThreadRegisterOffset() {
    return localIdLayout().crossThreadRegisterOffset();
  }

  public List<DataParameter> dataParameters(DataParameterType type) {
    List<DataParameter> out = new ArrayList<>();
    for (DataParameter p : dataParameters) {
      if (p.is(type)) {
        out.add(p);
      }
    }
    return out;
  }

  /** The by-value pieces of argument {@code argNumber} ({@code KERNEL_ARGUMENT} entries). */
  public List<DataParameter> argumentValueParameters(int argNumber) {
    List<DataParameter> out = new ArrayList<>();
    for (DataParameter p : dataParameters(DataParameterType.KERNEL_ARGUMENT)) {
      if (p.argumentNumber() == argNumber) {
        out.add(p);
      }
    }
    return out;
  }

  public Optional<BufferArgument> bufferArgument(int argNumber) {
    return bufferArguments.stream().filter(b -> b.argumentNumber() == argNumber).findFirst();
  }

  public Optional<KernelArgumentInfo> argumentInfo(int argNumber) {
    return argumentInfo.stream().filter(a -> a.argumentNumber() == argNumber).findFirst();
  }

  /** Number of kernel arguments: one more than the highest argument number any token names. */
  public int argumentCount() {
    int max = -1;
    for (KernelArgumentInfo a : argumentInfo) {
      max = Math.max(max, a.argumentNumber());
    }
    for (BufferArgument b : bufferArguments) {
      max = Math.max(max, b.argumentNumber());
    }
    for (DataParameter p : dataParameters) {
      if (p.is(DataParameterType.KERNEL_ARGUMENT)
          || p.is(DataParameterType.BUFFER_OFFSET)
          || p.is(DataParameterType.BUFFER_STATEFUL)
          || p.is(DataParameterType.SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES)) {
        max = Math.max(max, p.argumentNumber());
      }
    }
    return max + 1;
  }

  /** The binding-table index whose entry points at that surface-state-heap offset, or -1. */
  public int btiOfSurfaceState(int surfaceStateHeapOffset) {
    return bindingTable.map(t -> t.btiOf(surfaceStateHeapOffset)).orElse(-1);
  }

  /** What each binding-table index is bound to. */
  public List<BindingTableEntry> bindingTableEntries() {
    List<BindingTableEntry> out = new ArrayList<>();
    if (bindingTable.isEmpty()) {
      return out;
    }
    List<Integer> entries = bindingTable.get().entries();
    for (int bti = 0; bti < entries.size(); bti++) {
      out.add(resolveBinding(bti, entries.get(bti)));
    }
    return out;
  }

  private BindingTableEntry resolveBinding(int bti, int heapOffset) {
    for (BufferArgument b : bufferArguments) {
      if (b.surfaceStateHeapOffset() == heapOffset) {
        return new BindingTableEntry(
            bti, heapOffset, BindingTableEntry.Kind.ARGUMENT, b.argumentNumber());
      }
    }
    for (ProgramSurfaceBinding s : programSurfaces) {
      if (s.surfaceStateHeapOffset() == heapOffset) {
        BindingTableEntry.Kind kind =
            s.kind() == ProgramBuffer.Kind.CONSTANT
                ? BindingTableEntry.Kind.CONSTANT_BUFFER
                : BindingTableEntry.Kind.GLOBAL_BUFFER;
        return new BindingTableEntry(bti, heapOffset, kind, s.bufferIndex());
      }
    }
    if (privateMemory.isPresent() && privateMemory.get().surfaceStateHeapOffset() == heapOffset) {
      return new BindingTableEntry(bti, heapOffset, BindingTableEntry.Kind.PRIVATE_MEMORY, -1);
    }
    return new BindingTableEntry(bti, heapOffset, BindingTableEntry.Kind.UNBOUND, -1);
  }

  /** Shared local memory the kernel declares itself, in bytes (0 when none). */
  public int slmInlineSize() {
    return localSurface.map(LocalSurface::totalInlineLocalMemorySize).orElse(0);
  }

  /**
   * Scratch bytes per hardware thread that {@code PATCH_TOKEN_MEDIA_VFE_STATE} slot 0 asks for (0
   * when none).
   */
  public int perThreadScratchSpace() {
    for (MediaVfeState s : mediaVfeStates) {
      if (s.slot() == 0) {
        return s.perThreadScratchSpace();
      }
    }
    return 0;
  }

  public Optional<ProgramBuffer> programBuffer(ProgramBuffer.Kind kind, int index) {
    return programBuffers.stream().filter(b -> b.kind() == kind && b.index() == index).findFirst();
  }

  /**
   * The program-scope buffers this kernel binds, with where their address goes and their initial
   * bytes (empty when read from a {@code .cos}, which lacks them).
   */
  public List<BoundProgramBuffer> boundProgramBuffers() {
    List<BoundProgramBuffer> out = new ArrayList<>();
    for (ProgramSurfaceBinding s : programSurfaces) {
      Optional<ProgramBuffer> buffer = programBuffer(s.kind(), s.bufferIndex());
      int size = buffer.map(ProgramBuffer::size).orElse(0);
      Optional<byte[]> data = binary.flatMap(b -> b.programBufferData(s.kind(), s.bufferIndex()));
      out.add(
          new BoundProgramBuffer(
              s.kind(),
              s.bufferIndex(),
              size,
              btiOfSurfaceState(s.surfaceStateHeapOffset()),
              s.dataParamOffset(),
              s.dataParamSize(),
              data));
    }
    return out;
  }

  /**
   * This metadata without the {@code .bin}-only part, for comparing a {@code .cos} reading with a
   * {@code .bin} one.
   */
  public KernelMetadata withoutBinary() {
    return new KernelMetadata(
        kernelName,
        header,
        executionEnvironment,
        threadPayload,
        crossThreadDataSize,
        dataParameters,
        bufferArguments,
        bindingTable,
        surfaceStates,
        localSurface,
        privateMemory,
        programSurfaces,
        programBuffers,
        mediaVfeStates,
        interfaceDescriptor,
        kernelAttributes,
        argumentInfo,
        unhandledTokens,
        printfSurface,
        Optional.empty());
  }
}
