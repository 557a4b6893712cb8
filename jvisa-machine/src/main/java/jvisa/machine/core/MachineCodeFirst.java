package jvisa.machine.core;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Has the JVM compile a generated function class to machine code before any thread runs it. Under
 * {@code jit.options} the JVM compiles a generated method at about its third call while the caller
 * waits; done by the kernel's threads, that wait fell inside the launch, and the other threads ran
 * the method in the JVM's bytecode interpreter meanwhile. Each generated method returns at once
 * when its frame is null (a dispatch method when the pc is -1), so calling each a few times with
 * those arguments ({@code prepare} methods, two halves that two threads can run) makes the JVM
 * compile it and does nothing else.
 *
 * <p>The classes the generated code calls are initialised first: the JVM's C1 compiler treats a
 * method of a class not yet initialised as not loaded and will not inline it (sgemm's code then
 * kept 863 calls of semantic methods out of line and ran 13% slower than code compiled at its first
 * calls, which the interpreter had made after initialising them).
 */
final class MachineCodeFirst {
  /**
   * Calls of each method, more than the JVM interprets one before compiling it with {@code
   * jit.options}' {@code CompileThresholdScaling} of 0.01 (two); without it they cost microseconds.
   */
  static final int CALLS = 8;

  private static final int HALVES = 2;
  private static final int CALLS_PER_METHOD = 1000;
  private static final MethodType PREPARE = MethodType.methodType(void.class);

  private MachineCodeFirst() {}

  /**
   * Emits {@code prepare0} and {@code prepare1} into {@code cw} ({@code owner}): between them, they
   * call each of {@code parts} (descriptor {@code partDesc}, a null frame) and {@code dispatchers}
   * ({@code dispatchDesc}, pc -1) {@link #CALLS} times, through methods of at most {@link
   * #CALLS_PER_METHOD} call sites each (a loop, so that the JVM compiles none of them).
   */
  static void emit(
      ClassVisitor cw,
      String owner,
      List<String> parts,
      String partDesc,
      List<String> dispatchers,
      String dispatchDesc) {
    Set<String> dispatch = Set.copyOf(dispatchers);
    List<List<String>> halves = List.of(new ArrayList<>(), new ArrayList<>());
    List<String> all = new ArrayList<>(parts);
    all.addAll(dispatchers);
    for (int k = 0; k < all.size(); k++) {
      halves.get(k % HALVES).add(all.get(k));
    }
    for (int h = 0; h < HALVES; h++) {
      List<String> half = halves.get(h);
      List<String> chunks = new ArrayList<>();
      for (int from = 0; from < half.size(); from += CALLS_PER_METHOD) {
        String chunk = "prepare" + h + "_" + chunks.size();
        chunks.add(chunk);
        MethodVisitor mv =
            cw.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC, chunk, "()V", null, null);
        mv.visitCode();
        mv.visitInsn(Opcodes.ICONST_0);
        mv.visitVarInsn(Opcodes.ISTORE, 0);
        Label round = new Label();
        mv.visitLabel(round);
        for (String method : half.subList(from, Math.min(half.size(), from + CALLS_PER_METHOD))) {
          mv.visitInsn(Opcodes.ACONST_NULL);
          mv.visitInsn(Opcodes.ACONST_NULL);
          if (dispatch.contains(method)) {
            mv.visitInsn(Opcodes.ICONST_M1);
            mv.visitInsn(Opcodes.LCONST_0);
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner, method, dispatchDesc, false);
            mv.visitInsn(Opcodes.POP);
          } else {
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner, method, partDesc, false);
          }
        }
        mv.visitIincInsn(0, 1);
        mv.visitVarInsn(Opcodes.ILOAD, 0);
        mv.visitIntInsn(Opcodes.BIPUSH, CALLS);
        mv.visitJumpInsn(Opcodes.IF_ICMPLT, round);
        endVoid(mv);
      }
      MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "prepare" + h, "()V", null, null);
      mv.visitCode();
      for (String chunk : chunks) {
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner, chunk, "()V", false);
      }
      endVoid(mv);
    }
  }

  private static void endVoid(MethodVisitor mv) {
    mv.visitInsn(Opcodes.RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /**
   * Initialises {@code callees} (internal names, as {@link CalleeRecorder} records them), then runs
   * the {@code prepare} methods of the class {@code generated}: one on {@code helper} and one on
   * this thread when {@code helper} is not null, else both here.
   */
  static void prepare(MethodHandles.Lookup generated, Set<String> callees, ExecutorService helper)
      throws ReflectiveOperationException {
    Class<?> c = generated.lookupClass();
    for (String callee : callees) {
      Class.forName(callee.replace('/', '.'), true, c.getClassLoader());
    }
    MethodHandle first = generated.findStatic(c, "prepare0", PREPARE);
    MethodHandle second = generated.findStatic(c, "prepare1", PREPARE);
    Future<?> elsewhere = helper == null ? null : helper.submit(() -> call(second));
    call(first);
    if (elsewhere == null) {
      call(second);
      return;
    }
    try {
      elsewhere.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while the JVM compiled generated code", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("preparing generated code failed: " + e.getCause(), e);
    }
  }

  private static void call(MethodHandle prepare) {
    try {
      prepare.invokeExact();
    } catch (Throwable e) {
      throw new IllegalStateException("preparing generated code failed: " + e, e);
    }
  }
}
