package jvisa.machine.core;

import java.util.HashMap;
import java.util.Map;
import jvisa.machine.memory.AccessKind;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.ImageSurface;
import jvisa.machine.memory.MemoryFault;
import jvisa.machine.memory.SharedLocalMemory;

/**
 * A small machine around a test thread: global memory, BTI 3 = a 64-byte buffer at 0x1000, images
 * bound at other indices, 256 bytes of SLM, and helpers to decode a kernel body and read and write
 * its registers.
 */
class MessageTestEnv implements ThreadEnvironment {
  static final String DECLS =
      """
      .decl OFF v_type=G type=ud num_elts=16 align=hword
      .decl U v_type=G type=ud num_elts=8 align=hword
      .decl V v_type=G type=ud num_elts=8 align=hword
      .decl DATA v_type=G type=ud num_elts=64 align=hword
      .decl ADDR v_type=G type=uq num_elts=8 align=hword
      .decl SRC v_type=G type=ud num_elts=16 align=hword
      .decl OLD v_type=G type=ud num_elts=8 align=hword
      .decl T6 v_type=T num_elts=1
      .decl T7 v_type=T num_elts=1
      .decl S0 v_type=S num_elts=1
      """;

  final GlobalMemory global = new GlobalMemory();
  final BufferSurface bti3 = new BufferSurface("BTI 3", global, 0x1000, 64, null);
  final SharedLocalMemory slm = new SharedLocalMemory(256);
  final Map<Long, ImageSurface> images = new HashMap<>();

  @Override
  public AddressSpace global() {
    return global;
  }

  @Override
  public AddressSpace slm() {
    return slm;
  }

  @Override
  public AddressSpace surface(long bti) {
    if (bti == 3) {
      return bti3;
    }
    if (images.containsKey(bti)) {
      return images.get(bti);
    }
    throw new MemoryFault(
        "binding table", bti, 0, AccessKind.READ, "binding-table index " + bti + " is empty");
  }

  @Override
  public ImageSurface image(long bti) {
    ImageSurface img = images.get(bti);
    if (img == null) {
      throw new MemoryFault(
          "binding table",
          bti,
          0,
          AccessKind.READ,
          "binding-table index " + bti + " holds no image");
    }
    return img;
  }

  HwThread thread(String body, int mask) {
    MachineProgram p =
        MachineProgram.decodeWithMessages(Kernels.parse(Kernels.kernel(DECLS, body)));
    return p.newThread("0", mask, 10_000, 8, this);
  }

  static DecodeException decodeError(String body) {
    return org.junit.jupiter.api.Assertions.assertThrows(
        DecodeException.class,
        () -> MachineProgram.decodeWithMessages(Kernels.parse(Kernels.kernel(DECLS, body))));
  }

  /** The parser's message for a body whose suffixes the instruction table rejects. */
  static String suffixError(String body) {
    jvisa.asm.text.ParseResult r =
        jvisa.asm.text.VisaParser.parse("k.visaasm", Kernels.kernel(DECLS, body));
    org.junit.jupiter.api.Assertions.assertFalse(r.ok(), "expected a parse error for " + body);
    return r.diagnostics().toString();
  }

  static void putUd(HwThread t, String var, int index, long v) {
    Grf.i32(t.kernelRegisters(), t.kernelFrame().fn.layout().offsetOf(var) + 4 * index, (int) v);
  }

  static void putUq(HwThread t, String var, int index, long v) {
    Grf.i64(t.kernelRegisters(), t.kernelFrame().fn.layout().offsetOf(var) + 8 * index, v);
  }

  static long ud(HwThread t, String var, int index) {
    return Grf.i32(t.kernelRegisters(), t.kernelFrame().fn.layout().offsetOf(var) + 4 * index)
        & 0xffffffffL;
  }

  static int byteAt(HwThread t, String var, int index) {
    return t.kernelRegisters()[t.kernelFrame().fn.layout().offsetOf(var) + index] & 0xff;
  }
}
