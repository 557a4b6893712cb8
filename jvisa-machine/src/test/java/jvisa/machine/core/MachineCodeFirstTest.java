package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Before generated code runs, the classes it calls are initialised (so the JVM's compiler can
 * inline their methods) and its {@code prepare} methods call each generated method without effect.
 */
class MachineCodeFirstTest {
  private static final String SELF = "jvisa/machine/core/Generated";

  static volatile boolean markerInitialised;

  /** A class only generated code calls. */
  static final class Marker {
    static {
      markerInitialised = true;
    }

    private Marker() {}

    static int touch(int v) {
      return v;
    }
  }

  /**
   * A class whose {@code never()} calls Marker (when {@code callsMarker}), Math and itself and
   * whose {@code parts} methods count their calls, with the {@code prepare} methods of those.
   */
  private record Generated(byte[] bytes, Set<String> callees) {}

  private static Generated generated(int parts, boolean callsMarker) {
    ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
    CalleeRecorder cw = new CalleeRecorder(writer);
    cw.visit(V17, ACC_FINAL | ACC_SUPER, SELF, null, "java/lang/Object", null);
    cw.visitField(ACC_STATIC, "calls", "I", null, null).visitEnd();
    MethodVisitor mv = cw.visitMethod(ACC_STATIC, "never", "()I", null, null);
    mv.visitCode();
    mv.visitInsn(ICONST_1);
    if (callsMarker) {
      mv.visitMethodInsn(INVOKESTATIC, Type.getInternalName(Marker.class), "touch", "(I)I", false);
    }
    mv.visitInsn(ICONST_2);
    mv.visitMethodInsn(INVOKESTATIC, "java/lang/Math", "max", "(II)I", false);
    mv.visitMethodInsn(INVOKESTATIC, SELF, "never", "()I", false);
    mv.visitInsn(IRETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
    // parts that count their calls
    String partDesc = BlockCompiler.RUN_DESC;
    List<String> names = new ArrayList<>();
    for (int i = 0; i < parts; i++) {
      names.add("part" + i);
      mv = cw.visitMethod(ACC_STATIC, "part" + i, partDesc, null, null);
      mv.visitCode();
      mv.visitFieldInsn(GETSTATIC, SELF, "calls", "I");
      mv.visitInsn(ICONST_1);
      mv.visitInsn(IADD);
      mv.visitFieldInsn(PUTSTATIC, SELF, "calls", "I");
      mv.visitInsn(RETURN);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    MachineCodeFirst.emit(cw, SELF, names, partDesc, List.of(), "()V");
    cw.visitEnd();
    return new Generated(writer.toByteArray(), cw.callees());
  }

  @Test
  void theRecorderListsTheClassesInvokedOtherThanItself() {
    assertEquals(
        Set.of(Type.getInternalName(Marker.class), "java/lang/Math"), generated(1, true).callees());
  }

  /** Prepares a class of {@code parts} parts; returns the calls of its parts. */
  private static int prepared(int parts, boolean callsMarker, ExecutorService helper)
      throws Exception {
    Generated g = generated(parts, callsMarker);
    MethodHandles.Lookup lookup = MethodHandles.lookup().defineHiddenClass(g.bytes(), true);
    MachineCodeFirst.prepare(lookup, g.callees(), helper);
    return (int) lookup.findStaticVarHandle(lookup.lookupClass(), "calls", int.class).get();
  }

  @Test
  void prepareInitialisesTheCalleesAndCallsEachMethodOnEitherThread() throws Exception {
    assertFalse(markerInitialised, "nothing initialised Marker before");
    ExecutorService helper = Executors.newSingleThreadExecutor();
    try {
      assertEquals(3 * MachineCodeFirst.CALLS, prepared(3, true, helper));
    } finally {
      helper.shutdown();
    }
    assertTrue(markerInitialised, "prepare initialised Marker without calling it");
  }

  @Test
  void theCallsOfManyMethodsAreSpreadOverMethodsOfBoundedSize() throws Exception {
    assertEquals(2500 * MachineCodeFirst.CALLS, prepared(2500, false, null));
  }
}
