package jvisa.machine.core;

import java.util.LinkedHashSet;
import java.util.Set;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Passes a generated class on to {@code next} and records the classes whose methods its code
 * invokes, other than itself and arrays.
 */
final class CalleeRecorder extends ClassVisitor {
  private final Set<String> callees = new LinkedHashSet<>();
  private String self = "";

  CalleeRecorder(ClassVisitor next) {
    super(Opcodes.ASM9, next);
  }

  /** Internal names of the classes invoked so far. */
  Set<String> callees() {
    return callees;
  }

  @Override
  public void visit(
      int version,
      int access,
      String name,
      String signature,
      String superName,
      String[] interfaces) {
    self = name;
    super.visit(version, access, name, signature, superName, interfaces);
  }

  @Override
  public MethodVisitor visitMethod(
      int access, String name, String descriptor, String signature, String[] exceptions) {
    return new MethodVisitor(
        Opcodes.ASM9, super.visitMethod(access, name, descriptor, signature, exceptions)) {
      @Override
      public void visitMethodInsn(
          int opcode, String owner, String method, String desc, boolean itf) {
        if (!owner.equals(self) && owner.charAt(0) != '[') {
          callees.add(owner);
        }
        super.visitMethodInsn(opcode, owner, method, desc, itf);
      }
    };
  }
}
