package jvisa.machine.core;

import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.MethodVisitor;

/** Specialised bytecode for the hottest instruction kinds (filled in below). */
final class AluBytecode {
  private AluBytecode() {}

  static int estimatedBytes(Exec e) {
    return 24;
  }

  static boolean emit(MethodVisitor mv, Exec e, ConstantDynamic receiver) {
    return false;
  }
}
