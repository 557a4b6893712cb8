package jvisa.machine.core;

import static org.objectweb.asm.Opcodes.*;

import jvisa.asm.model.PredControl;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.MethodVisitor;

/**
 * Bytecode for an instruction's channel masks with its constants folded: {@link Exec#maskChannels},
 * {@link Exec#predicateBits} and {@link ControlExecs#takers}, for the JIT's specialised
 * instructions and branches.
 */
final class MaskBytecode {
  private static final String EXEC = BlockCompiler.PACKAGE + "Exec";

  private MaskBytecode() {}

  /** Pushes {@link Exec#maskChannels} of {@code e}. */
  static void maskChannels(MethodVisitor mv, Exec e) {
    if (e.noMask) {
      BlockCompiler.pushInt(mv, e.sizeMask);
      return;
    }
    mv.visitVarInsn(ALOAD, BlockCompiler.F);
    mv.visitFieldInsn(GETFIELD, BlockCompiler.FRAME, "em", "I");
    if (e.offset != 0) {
      BlockCompiler.pushInt(mv, e.offset);
      mv.visitInsn(IUSHR);
    }
    BlockCompiler.pushInt(mv, e.sizeMask);
    mv.visitInsn(IAND);
  }

  /**
   * Pushes {@link Exec#predicateBits} of {@code e} (bits above its size may be set): constants
   * folded for a per-channel predicate, the executor's method for the any/all forms.
   */
  static void predicateBits(MethodVisitor mv, Exec e, ConstantDynamic receiver) {
    if (e.predIndex < 0) {
      mv.visitInsn(ICONST_M1);
      return;
    }
    if (e.predControl != PredControl.NONE) {
      mv.visitLdcInsn(receiver);
      mv.visitVarInsn(ALOAD, BlockCompiler.F);
      mv.visitMethodInsn(
          INVOKEVIRTUAL, EXEC, "predicateBits", "(L" + BlockCompiler.FRAME + ";)I", false);
      return;
    }
    flagBits(mv, e);
    if (e.predNegated) {
      mv.visitInsn(ICONST_M1);
      mv.visitInsn(IXOR);
    }
  }

  /** Pushes {@code e}'s predicate, bit 0 its first channel's, not negated. */
  static void flagBits(MethodVisitor mv, Exec e) {
    mv.visitVarInsn(ALOAD, BlockCompiler.F);
    mv.visitFieldInsn(GETFIELD, BlockCompiler.FRAME, "flags", "[I");
    BlockCompiler.pushInt(mv, e.predIndex);
    mv.visitInsn(IALOAD);
    if (e.offset != 0) {
      BlockCompiler.pushInt(mv, e.offset);
      mv.visitInsn(IUSHR);
    }
  }

  /** Pushes {@link ControlExecs#takers} of the branch {@code e}. */
  static void takers(MethodVisitor mv, Exec e, ConstantDynamic receiver) {
    if (e.execSize == 1) {
      // all active channels when the predicate's first bit allows: em & -(p & 1)
      mv.visitVarInsn(ALOAD, BlockCompiler.F);
      mv.visitFieldInsn(GETFIELD, BlockCompiler.FRAME, "em", "I");
      if (e.predIndex >= 0) {
        predicateBits(mv, e, receiver);
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IAND);
        mv.visitInsn(INEG);
        mv.visitInsn(IAND);
      }
      return;
    }
    maskChannels(mv, e);
    if (e.predIndex >= 0) {
      predicateBits(mv, e, receiver);
      mv.visitInsn(IAND);
    }
    if (e.offset != 0) {
      BlockCompiler.pushInt(mv, e.offset);
      mv.visitInsn(ISHL);
    }
  }
}
