package jvisa.ocl.abi;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.io.InputFiles;

/**
 * Reads Intel's legacy patch-token device binary: a program header, the program-scope patch list,
 * then each kernel (header, name, kernel heap, general / dynamic / surface state heaps, patch
 * list). ocloc wraps it in an OpenCL ELF whose section of type {@code 0xff000005} holds it; a bare
 * blob is accepted too.
 */
final class PatchTokenBinaryReader {

  static final int MAGIC_CL = 0x494E5443;
  static final int PROGRAM_HEADER_BYTES = 28;
  static final int KERNEL_HEADER_BYTES = 40;
  static final int TOKEN_HEADER_BYTES = 8;

  private final FileBytes bytes;
  private final long base;
  private final long end;
  private final int version;
  private final int device;
  private final int pointerSize;
  private final int numberOfKernels;
  private final int steppingId;
  private final List<ProgramBuffer> programBuffers = new ArrayList<>();
  private final Map<ProgramBuffer.Kind, Map<Integer, byte[]>> programBufferData =
      new EnumMap<>(ProgramBuffer.Kind.class);
  private final List<UnhandledToken> programUnhandled = new ArrayList<>();
  private final long kernelsStart;

  private PatchTokenBinaryReader(FileBytes bytes) {
    this.bytes = bytes;
    long[] range = OpenClElf.locateProgram(bytes, MAGIC_CL);
    base = range[0];
    end = range[1];
    if (bytes.i32(base, "program header magic") != MAGIC_CL) {
      throw bytes.error(
          "the device binary at offset 0x"
              + Long.toHexString(base)
              + " does not start with the patch-token magic 'CTNI' (0x494E5443)");
    }
    bytes.require(base, PROGRAM_HEADER_BYTES, "program header");
    version = bytes.i32(base + 4, "program version");
    device = bytes.i32(base + 8, "device");
    pointerSize = bytes.i32(base + 12, "GPU pointer size");
    numberOfKernels = bytes.i32(base + 16, "number of kernels");
    steppingId = bytes.i32(base + 20, "stepping id");
    long patchListSize = bytes.u32(base + 24, "program patch list size");
    long listStart = base + PROGRAM_HEADER_BYTES;
    if (listStart + patchListSize > end) {
      throw bytes.error(
          "program patch list of " + patchListSize + " bytes runs past the device binary's end");
    }
    if (numberOfKernels < 0) {
      throw bytes.error("negative number of kernels " + numberOfKernels);
    }
    decodeProgramTokens(listStart, listStart + patchListSize);
    kernelsStart = listStart + patchListSize;
  }

  static KernelMetadata read(Path file, String kernelName, long maxBytes) {
    return read(readAll(file, maxBytes), file.toString(), kernelName);
  }

  /** Reads from bytes already in memory; {@code source} names them in messages. */
  static KernelMetadata read(byte[] data, String source, String kernelName) {
    return new PatchTokenBinaryReader(new FileBytes(data, source)).kernel(kernelName);
  }

  static List<String> kernelNames(Path file) {
    PatchTokenBinaryReader reader =
        new PatchTokenBinaryReader(
            new FileBytes(readAll(file, InputFiles.DEFAULT_MAX_BYTES), file.toString()));
    List<String> names = new ArrayList<>();
    long pos = reader.kernelsStart;
    for (int k = 0; k < reader.numberOfKernels; k++) {
      KernelLayout layout = reader.kernelLayout(pos, k);
      names.add(layout.name);
      pos = layout.end;
    }
    return names;
  }

  static byte[] readAll(Path file, long maxBytes) {
    try {
      return InputFiles.read(file, maxBytes);
    } catch (IOException | RuntimeException e) {
      throw new MetadataFormatException(file + ": cannot read: " + e.getMessage(), e);
    }
  }

  private void decodeProgramTokens(long start, long stop) {
    long pos = start;
    while (pos < stop) {
      BinaryToken t = tokenAt(pos, stop, "program");
      long total = t.size;
      switch (t.token) {
        case ALLOCATE_CONSTANT_MEMORY_SURFACE_PROGRAM_BINARY_INFO -> {
          int index = t.field(0);
          long inline = t.unsignedField(1);
          total += inline;
          requireWithin(pos, total, stop, t);
          programBuffers.add(
              new ProgramBuffer(ProgramBuffer.Kind.CONSTANT, index, (int) inline, 0));
          programBufferData
              .computeIfAbsent(ProgramBuffer.Kind.CONSTANT, k -> new HashMap<>())
              .put(index, bytes.slice(pos + t.size, inline, "constant buffer " + index + " data"));
        }
        case ALLOCATE_GLOBAL_MEMORY_SURFACE_PROGRAM_BINARY_INFO -> {
          int type = t.field(0);
          int index = t.field(1);
          long inline = t.unsignedField(2);
          total += inline;
          requireWithin(pos, total, stop, t);
          programBuffers.add(
              new ProgramBuffer(ProgramBuffer.Kind.GLOBAL, index, (int) inline, type));
          programBufferData
              .computeIfAbsent(ProgramBuffer.Kind.GLOBAL, k -> new HashMap<>())
              .put(index, bytes.slice(pos + t.size, inline, "global buffer " + index + " data"));
        }
        default -> programUnhandled.add(new UnhandledToken(t.id, (int) t.size));
      }
      pos += total;
    }
  }

  private void requireWithin(long pos, long total, long stop, BinaryToken t) {
    if (pos + total > stop || total > Integer.MAX_VALUE) {
      throw bytes.error(
          t.describe()
              + " with its inline data ("
              + total
              + " bytes) runs past the end of the program patch list");
    }
  }

  private BinaryToken tokenAt(long pos, long stop, String scope) {
    if (stop - pos < TOKEN_HEADER_BYTES) {
      throw bytes.error(
          scope
              + " patch list ends with "
              + (stop - pos)
              + " stray bytes at offset 0x"
              + Long.toHexString(pos)
              + ", expected a token header (8 bytes)");
    }
    int id = bytes.i32(pos, "patch token id");
    long size = bytes.u32(pos + 4, "patch token size");
    BinaryToken t = new BinaryToken(bytes, pos, id, size);
    if (size < TOKEN_HEADER_BYTES || pos + size > stop) {
      throw bytes.error(
          t.describe()
              + " has size "
              + size
              + ", which does not fit the "
              + scope
              + " patch list ("
              + (stop - pos)
              + " bytes left)");
    }
    return t;
  }

  /** Where one kernel's pieces lie. */
  private record KernelLayout(
      long header,
      String name,
      long heapStart,
      long kernelHeapSize,
      long gshSize,
      long dshSize,
      long sshSize,
      long patchListStart,
      long patchListSize,
      long end) {}

  private KernelLayout kernelLayout(long pos, int index) {
    String what = "kernel " + index + " header";
    bytes.require(pos, KERNEL_HEADER_BYTES, what);
    long nameSize = bytes.u32(pos + 12, what);
    long patchListSize = bytes.u32(pos + 16, what);
    long kh = bytes.u32(pos + 20, what);
    long gsh = bytes.u32(pos + 24, what);
    long dsh = bytes.u32(pos + 28, what);
    long ssh = bytes.u32(pos + 32, what);
    long nameStart = pos + KERNEL_HEADER_BYTES;
    long heapStart = nameStart + nameSize;
    long patchListStart = heapStart + kh + gsh + dsh + ssh;
    long kernelEnd = patchListStart + patchListSize;
    if (kernelEnd > end) {
      throw bytes.error(
          "kernel "
              + index
              + " ("
              + (kernelEnd - pos)
              + " bytes by its header) runs past the "
              + "end of the device binary");
    }
    String name = bytes.paddedString(nameStart, nameSize, "kernel " + index + " name");
    return new KernelLayout(
        pos, name, heapStart, kh, gsh, dsh, ssh, patchListStart, patchListSize, kernelEnd);
  }

  private KernelMetadata kernel(String kernelName) {
    long pos = kernelsStart;
    List<String> seen = new ArrayList<>();
    for (int k = 0; k < numberOfKernels; k++) {
      KernelLayout layout = kernelLayout(pos, k);
      if (layout.name.equals(kernelName)) {
        return decodeKernel(layout);
      }
      seen.add(layout.name);
      pos = layout.end;
    }
    throw bytes.error("no kernel named '" + kernelName + "'; the binary has " + seen);
  }

  private KernelMetadata decodeKernel(KernelLayout k) {
    KernelMetadataBuilder b = new KernelMetadataBuilder(bytes.source());
    long h = k.header;
    b.kernelName = k.name;
    b.header =
        new KernelHeader(
            bytes.i32(h, "checksum"),
            bytes.i64(h + 4, "shader hash"),
            (int) bytes.u32(h + 12, "name size"),
            (int) k.patchListSize,
            (int) k.kernelHeapSize,
            (int) k.gshSize,
            (int) k.dshSize,
            (int) k.sshSize);
    int unpadded = bytes.i32(h + 36, "kernel unpadded size");
    long gshStart = k.heapStart + k.kernelHeapSize;
    long dshStart = gshStart + k.gshSize;
    long sshStart = dshStart + k.dshSize;
    byte[] ssh = bytes.slice(sshStart, k.sshSize, "surface state heap");
    FileBytes sshBytes =
        new FileBytes(ssh, bytes.source() + " (surface state heap of '" + k.name + "')");
    b.programBuffers.addAll(programBuffers);
    b.unhandledTokens.addAll(programUnhandled);
    long pos = k.patchListStart;
    long stop = k.patchListStart + k.patchListSize;
    while (pos < stop) {
      BinaryToken t = tokenAt(pos, stop, "kernel '" + k.name + "'");
      BinaryTokenDecoder.decode(t, b, sshBytes);
      pos += t.size;
    }
    if (b.bindingTable() != null) {
      for (int offset : b.bindingTable().entries()) {
        List<Integer> dwords = new ArrayList<>(16);
        for (int i = 0; i < SurfaceState.SIZE_BYTES / 4; i++) {
          dwords.add(sshBytes.i32(offset + 4L * i, "surface state at heap offset " + offset));
        }
        b.surfaceStates.add(new SurfaceState(offset, dwords));
      }
    }
    b.binary =
        new KernelBinaryImage(
            version,
            device,
            pointerSize,
            steppingId,
            unpadded,
            bytes.slice(k.heapStart, k.kernelHeapSize, "kernel heap"),
            bytes.slice(gshStart, k.gshSize, "general state heap"),
            bytes.slice(dshStart, k.dshSize, "dynamic state heap"),
            ssh,
            programBufferData);
    return b.build();
  }
}
