package jvisa.machine.core;

import jvisa.asm.model.Type;

/**
 * One small kernel decoded for one executor (vector paths on or off), its variables set, run once.
 * Every register byte starts as 0xa5, %cr0 included: a kernel that computes with floats sets %cr0
 * whole.
 */
final class MiniKernel {
  static final int THREAD_MASK = 0xb7d5;
  static final int ELEMENTS = 32;
  private static final byte UNTOUCHED = (byte) 0xa5;
  private final MachineProgram program;
  private final HwThread thread;
  private final Frame frame;

  private MiniKernel(MachineProgram program) {
    this.program = program;
    this.thread = program.newThread("0", THREAD_MASK, 1000, 4, ThreadEnvironment.NONE);
    this.frame = thread.kernelFrame();
    java.util.Arrays.fill(frame.grf, UNTOUCHED);
  }

  static MiniKernel of(String decls, String body, boolean vector) {
    VectorPaths.enabled = vector;
    try {
      return new MiniKernel(MachineProgram.decode(Kernels.parse(Kernels.kernel(decls, body))));
    } finally {
      VectorPaths.enabled = true;
    }
  }

  MiniKernel set(String var, Type t, long[] values) {
    int base = program.kernelLayout().offsetOf(var);
    for (int e = 0; e < ELEMENTS; e++) {
      Grf.writeInt(frame.grf, base + e * t.size(), t, values[e % values.length]);
    }
    return this;
  }

  MiniKernel flag(String var, int bits) {
    frame.flags[program.kernelLayout().predicateIndex(var)] = bits;
    return this;
  }

  MiniKernel run() {
    thread.run();
    return this;
  }

  int flag(String var) {
    return frame.flags[program.kernelLayout().predicateIndex(var)];
  }

  long[] read(String var, Type t) {
    int base = program.kernelLayout().offsetOf(var);
    long[] v = new long[ELEMENTS];
    for (int e = 0; e < ELEMENTS; e++) {
      v[e] = Grf.readInt(frame.grf, base + e * t.size(), t);
    }
    return v;
  }

  static long[] untouched(Type t) {
    byte[] b = new byte[8];
    java.util.Arrays.fill(b, UNTOUCHED);
    long[] v = new long[ELEMENTS];
    java.util.Arrays.fill(v, Grf.readInt(b, 0, t));
    return v;
  }

  static long sizeMask(Type t) {
    return t.size() == 8 ? -1L : (1L << (8 * t.size())) - 1;
  }

  /** Every element's bits in hex, for comparing whole variables in one assertion. */
  static String hex(long[] v, Type t) {
    StringBuilder b = new StringBuilder();
    for (long x : v) {
      b.append(Long.toHexString(x & sizeMask(t))).append(' ');
    }
    return b.toString();
  }

  static String decl(String name, Type t) {
    return ".decl "
        + name
        + " v_type=G type="
        + t.text()
        + " num_elts="
        + ELEMENTS
        + " align=hword\n";
  }
}
