package jvisa.ocl.launch;

import jvisa.machine.memory.BindingTable;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.abi.PrintfSurface;
import jvisa.ocl.printf.PrintfBuffer;
import jvisa.ocl.printf.PrintfDecoder;

/**
 * The printf buffer of a launch, as Intel's runtime handles it: {@link PrintfBuffer#SIZE} bytes,
 * the offset dword set to {@link PrintfBuffer#HEADER_BYTES}, its address in the cross-thread data
 * (and its surface bound when the kernel names one), decoded after the launch.
 */
final class PrintfBuffers {
  private static final long ALIGNMENT = 4096;

  private PrintfBuffers() {}

  /** Allocates and addresses the buffer; returns its address. */
  static long place(
      PrintfSurface p,
      KernelMetadata meta,
      GlobalMemory memory,
      BindingTable table,
      CrossThreadData ctd) {
    long at = memory.allocate(PrintfBuffer.SIZE, ALIGNMENT);
    memory.writeInt(at, PrintfBuffer.HEADER_BYTES);
    ctd.put(p.dataParamOffset(), p.dataParamSize(), at, "the printf buffer address");
    int bti =
        p.surfaceStateHeapOffset() < 0 ? -1 : meta.btiOfSurfaceState(p.surfaceStateHeapOffset());
    if (bti >= 0) {
      table.bind(
          bti,
          new BufferSurface(
              "BTI " + bti + " (printf buffer)", memory, at, PrintfBuffer.SIZE, null));
    }
    return at;
  }

  /** Decodes what the launch's printf calls wrote. */
  static PrintfRun read(PrintfSurface p, GlobalMemory memory, long at) {
    long written = memory.readInt(at) & 0xFFFF_FFFFL;
    int length = (int) Math.max(PrintfBuffer.HEADER_BYTES, Math.min(written, PrintfBuffer.SIZE));
    PrintfDecoder.Output out = PrintfDecoder.decode(memory.read(at, length), written, p.strings());
    return new PrintfRun(true, out.text(), out.overflowed());
  }
}
