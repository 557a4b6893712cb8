package jvisa.ocl.abi;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What only the {@code .bin} carries: the program header, the kernel's heaps (Gen machine code,
 * dynamic and surface state) and the initial bytes of program-scope buffers. Arrays are copied in
 * and out.
 */
public final class KernelBinaryImage {

  private final int programVersion;
  private final int device;
  private final int gpuPointerSizeInBytes;
  private final int steppingId;
  private final int kernelUnpaddedSize;
  private final byte[] kernelHeap;
  private final byte[] generalStateHeap;
  private final byte[] dynamicStateHeap;
  private final byte[] surfaceStateHeap;
  private final Map<ProgramBuffer.Kind, Map<Integer, byte[]>> programBufferData;

  KernelBinaryImage(
      int programVersion,
      int device,
      int gpuPointerSizeInBytes,
      int steppingId,
      int kernelUnpaddedSize,
      byte[] kernelHeap,
      byte[] generalStateHeap,
      byte[] dynamicStateHeap,
      byte[] surfaceStateHeap,
      Map<ProgramBuffer.Kind, Map<Integer, byte[]>> programBufferData) {
    this.programVersion = programVersion;
    this.device = device;
    this.gpuPointerSizeInBytes = gpuPointerSizeInBytes;
    this.steppingId = steppingId;
    this.kernelUnpaddedSize = kernelUnpaddedSize;
    this.kernelHeap = kernelHeap.clone();
    this.generalStateHeap = generalStateHeap.clone();
    this.dynamicStateHeap = dynamicStateHeap.clone();
    this.surfaceStateHeap = surfaceStateHeap.clone();
    Map<ProgramBuffer.Kind, Map<Integer, byte[]>> copy = new HashMap<>();
    programBufferData.forEach(
        (kind, byIndex) -> {
          Map<Integer, byte[]> inner = new HashMap<>();
          byIndex.forEach((index, bytes) -> inner.put(index, bytes.clone()));
          copy.put(kind, inner);
        });
    this.programBufferData = copy;
  }

  /** Patch-token format version (1081 for the corpus' IGC). */
  public int programVersion() {
    return programVersion;
  }

  /** IGC's device/platform code (18 for tgllp, 3079 for dg2 in the corpus). */
  public int device() {
    return device;
  }

  public int gpuPointerSizeInBytes() {
    return gpuPointerSizeInBytes;
  }

  public int steppingId() {
    return steppingId;
  }

  /** Size of the machine code before padding to the kernel heap size. */
  public int kernelUnpaddedSize() {
    return kernelUnpaddedSize;
  }

  /** The Gen machine code. */
  public byte[] kernelHeap() {
    return kernelHeap.clone();
  }

  public byte[] generalStateHeap() {
    return generalStateHeap.clone();
  }

  public byte[] dynamicStateHeap() {
    return dynamicStateHeap.clone();
  }

  /** Surface states followed by the binding table. */
  public byte[] surfaceStateHeap() {
    return surfaceStateHeap.clone();
  }

  /** The initial bytes of a program-scope buffer (absent for zero-initialized globals). */
  public Optional<byte[]> programBufferData(ProgramBuffer.Kind kind, int index) {
    byte[] bytes = programBufferData.getOrDefault(kind, Map.of()).get(index);
    return bytes == null ? Optional.empty() : Optional.of(bytes.clone());
  }

  @Override
  public String toString() {
    return "KernelBinaryImage[version="
        + programVersion
        + ", device="
        + device
        + ", kernelHeap="
        + kernelHeap.length
        + " bytes, ssh="
        + surfaceStateHeap.length
        + " bytes, dsh="
        + dynamicStateHeap.length
        + " bytes, programBuffers="
        + describeBuffers()
        + "]";
  }

  private String describeBuffers() {
    StringBuilder sb = new StringBuilder("{");
    programBufferData.forEach(
        (kind, byIndex) ->
            byIndex.forEach(
                (index, bytes) ->
                    sb.append(sb.length() > 1 ? ", " : "")
                        .append(kind)
                        .append('#')
                        .append(index)
                        .append('=')
                        .append(bytes.length)
                        .append(" bytes")));
    return sb.append('}').toString();
  }
}
