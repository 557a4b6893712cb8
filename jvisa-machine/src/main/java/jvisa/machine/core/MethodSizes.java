package jvisa.machine.core;

import org.objectweb.asm.ClassReader;

/**
 * The bytecode sizes of a generated class's methods, read back from its class file: the JIT's
 * estimates of what an instruction costs in bytes may be wrong, and a method past {@link
 * #JVM_COMPILES_AT_MOST} would run in the JVM's bytecode interpreter for good.
 */
final class MethodSizes {
  /**
   * HotSpot's {@code HugeMethodLimit}: with {@code DontCompileHugeMethods}, its default, neither of
   * its compilers compiles a method of more bytecode bytes than this.
   */
  static final int JVM_COMPILES_AT_MOST = 8000;

  private MethodSizes() {}

  /** The code length of the largest method of {@code classFile} (0 when none has code). */
  static int largest(byte[] classFile) {
    ClassReader r = new ClassReader(classFile);
    char[] text = new char[r.getMaxStringLength()];
    int at = r.header + 6; // access flags, this class, super class
    at += 2 + 2 * r.readUnsignedShort(at); // interfaces
    int largest = 0;
    for (int members = 0; members < 2; members++) { // the fields, then the methods
      int count = r.readUnsignedShort(at);
      at += 2;
      for (int m = 0; m < count; m++) {
        at += 6; // access flags, name, descriptor
        int attributes = r.readUnsignedShort(at);
        at += 2;
        for (int a = 0; a < attributes; a++) {
          int length = r.readInt(at + 2);
          if ("Code".equals(r.readUTF8(at, text))) {
            largest = Math.max(largest, r.readInt(at + 10)); // after max_stack and max_locals
          }
          at += 6 + length;
        }
      }
    }
    return largest;
  }
}
