package jvisa.machine.core;

import static org.objectweb.asm.Opcodes.BALOAD;
import static org.objectweb.asm.Opcodes.BIPUSH;
import static org.objectweb.asm.Opcodes.GETSTATIC;
import static org.objectweb.asm.Opcodes.IAND;
import static org.objectweb.asm.Opcodes.ILOAD;
import static org.objectweb.asm.Opcodes.IMUL;
import static org.objectweb.asm.Opcodes.INEG;
import static org.objectweb.asm.Opcodes.IUSHR;

import org.objectweb.asm.MethodVisitor;

/**
 * The index of an int's lowest set bit by de Bruijn multiplication, for channel loops over enabled
 * channels: the JVM's C1 compiler, which runs jvisa, calls {@code Integer.numberOfTrailingZeros} as
 * a method of a dozen instructions where C2 would emit one.
 */
final class LowestSetBit {
  private static final int DE_BRUIJN = 0x077CB531;

  /** Read by generated code (hidden classes cannot read private fields). */
  static final byte[] INDEX = new byte[32];

  static {
    for (int i = 0; i < 32; i++) {
      INDEX[(DE_BRUIJN << i) >>> 27] = (byte) i;
    }
  }

  private LowestSetBit() {}

  /** The index of {@code x}'s lowest set bit; {@code x} must not be 0. */
  static int of(int x) {
    return INDEX[((x & -x) * DE_BRUIJN) >>> 27];
  }

  /** Emits {@link #of} of the int local {@code local}, leaving the index on the stack. */
  static void emit(MethodVisitor mv, int local) {
    mv.visitFieldInsn(GETSTATIC, BlockCompiler.PACKAGE + "LowestSetBit", "INDEX", "[B");
    mv.visitVarInsn(ILOAD, local);
    mv.visitVarInsn(ILOAD, local);
    mv.visitInsn(INEG);
    mv.visitInsn(IAND);
    mv.visitLdcInsn(DE_BRUIJN);
    mv.visitInsn(IMUL);
    mv.visitIntInsn(BIPUSH, 27);
    mv.visitInsn(IUSHR);
    mv.visitInsn(BALOAD);
  }
}
