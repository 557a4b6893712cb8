package jvisa.machine.core;

import static org.objectweb.asm.Opcodes.*;

import java.util.HashMap;
import java.util.Map;
import java.util.function.IntConsumer;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Code for a run of instructions {@link LaneGroups} lets run channel by channel: one channel loop
 * over the run's execution mask whose body is each instruction's channel code in turn ({@link
 * AluBytecode}'s, calling the same semantic methods), so the mask, the register file and the loop
 * cost once per run instead of once per instruction. A predicated instruction tests its channel's
 * bit; a predicate the run's compares write is read from the compare's local bits, which go to the
 * flags after the loop. Outside the plain F mode a run with F operations calls the executors, one
 * instruction after the other.
 */
final class GroupBytecode {
  private GroupBytecode() {}

  /**
   * Emits the run {@code code[from..to-1]}, whose case of every channel enabled gets {@code full};
   * {@code execute} emits the executor call of an instruction, by index, leaving nothing on the
   * stack.
   */
  static void emit(
      MethodVisitor mv,
      Exec[] code,
      int from,
      int to,
      RegisterLayout layout,
      FullMaskCode full,
      IntConsumer execute) {
    Exec first = code[from];
    Label skip = new Label();
    MaskBytecode.maskChannels(mv, first);
    mv.visitVarInsn(ISTORE, AluBytecode.CH);
    mv.visitVarInsn(ILOAD, AluBytecode.CH);
    mv.visitJumpInsn(IFEQ, skip);
    boolean floats = false;
    for (int k = from; k < to; k++) {
      floats |= AluBytecode.needsPlainF(code[k]);
    }
    if (floats) {
      Label plain = new Label();
      AluBytecode.jumpIfPlainF(mv, layout, plain);
      for (int k = from; k < to; k++) {
        execute.accept(k);
      }
      mv.visitJumpInsn(GOTO, skip);
      mv.visitLabel(plain);
    }
    mv.visitVarInsn(ALOAD, BlockCompiler.F);
    mv.visitFieldInsn(GETFIELD, BlockCompiler.FRAME, "grf", "[B");
    mv.visitVarInsn(ASTORE, AluBytecode.G);
    Locals locals = new Locals(mv, code, from, to);
    AluBytecode.forAnyMask(
        mv,
        first,
        full,
        lane -> {
          for (int k = from; k < to; k++) {
            channel(mv, code[k], lane, locals, k);
          }
        });
    for (int k = from; k < to; k++) {
      if (code[k] instanceof MoveExecs.Cmp c && c.predDst >= 0) {
        AluBytecode.writeFlag(mv, c, locals.bits[k - from]);
      }
    }
    mv.visitLabel(skip);
  }

  /**
   * The int locals of a run: per instruction, the bits (shifted down by the mask offset) of the
   * predicate it reads, and a compare's result bits; a scratch local for one channel's result.
   */
  private static final class Locals {
    final int from;
    final int[] predicate;
    final int[] bits;
    final int bit;

    Locals(MethodVisitor mv, Exec[] code, int from, int to) {
      this.from = from;
      predicate = new int[to - from];
      bits = new int[to - from];
      int next = AluBytecode.FIRST_GROUP_LOCAL;
      bit = next++;
      // a predicate's bits: loaded before the loop, or those of the run's last compare writing it
      Map<Integer, Integer> current = new HashMap<>();
      for (int k = from; k < to; k++) {
        Exec e = code[k];
        if (e.predIndex >= 0) {
          Integer local = current.get(e.predIndex);
          if (local == null) {
            local = next++;
            current.put(e.predIndex, local);
            MaskBytecode.flagBits(mv, e);
            mv.visitVarInsn(ISTORE, local);
          }
          predicate[k - from] = local;
        } else if (e instanceof MoveExecs.Sel) {
          // no predicate: the first source everywhere
          predicate[k - from] = next++;
          mv.visitInsn(ICONST_M1);
          mv.visitVarInsn(ISTORE, predicate[k - from]);
        }
        if (e instanceof MoveExecs.Cmp c) {
          bits[k - from] = next++;
          mv.visitInsn(ICONST_0);
          mv.visitVarInsn(ISTORE, bits[k - from]);
          if (c.predDst >= 0) {
            current.put(c.predDst, bits[k - from]);
          }
        }
      }
    }
  }

  /** Instruction {@code e}'s code for channel {@code lane} of the run's loop. */
  private static void channel(MethodVisitor mv, Exec e, int lane, Locals locals, int k) {
    int predicate = locals.predicate[k - locals.from];
    if (e instanceof MoveExecs.Sel) {
      AluBytecode.channel(mv, e, lane, predicate, e.predIndex >= 0 && e.predNegated);
      return;
    }
    Label after = new Label();
    if (e.predIndex >= 0) {
      mv.visitVarInsn(ILOAD, predicate);
      AluBytecode.pushLane(mv, lane);
      mv.visitInsn(IUSHR);
      mv.visitInsn(ICONST_1);
      mv.visitInsn(IAND);
      mv.visitJumpInsn(e.predNegated ? IFNE : IFEQ, after);
    }
    if (e instanceof MoveExecs.Cmp c) {
      compare(mv, c, lane, locals.bits[k - locals.from], locals.bit);
    } else if (AluBytecode.carryOp(e)) {
      AluBytecode.carryChannel(mv, (AluExec) e, lane);
    } else {
      AluBytecode.channel(mv, e, lane, -1, false);
    }
    mv.visitLabel(after);
  }

  /**
   * A compare's channel: its result (the relation, negated as the compare says) in {@code bit},
   * added to {@code bits} and written to the compare's register destination.
   */
  private static void compare(MethodVisitor mv, MoveExecs.Cmp c, int lane, int bits, int bit) {
    Label no = new Label();
    Label done = new Label();
    AluBytecode.jumpUnlessPrimitiveHolds(mv, c, lane, no);
    mv.visitInsn(c.rel.negates() ? ICONST_0 : ICONST_1);
    mv.visitJumpInsn(GOTO, done);
    mv.visitLabel(no);
    mv.visitInsn(c.rel.negates() ? ICONST_1 : ICONST_0);
    mv.visitLabel(done);
    mv.visitVarInsn(ISTORE, bit);
    mv.visitVarInsn(ILOAD, bits);
    mv.visitVarInsn(ILOAD, bit);
    AluBytecode.pushLane(mv, lane);
    mv.visitInsn(ISHL);
    mv.visitInsn(IOR);
    mv.visitVarInsn(ISTORE, bits);
    if (c.dst != null) {
      AluBytecode.storeCompareResult(mv, c, lane, () -> mv.visitVarInsn(ILOAD, bit));
    }
  }
}
