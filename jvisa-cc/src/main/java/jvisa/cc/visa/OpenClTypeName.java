package jvisa.cc.visa;

import jvisa.cc.ir.Function;
import jvisa.cc.ir.Type;

/**
 * How the launch description names a kernel argument's type (IGC's kernel-argument info): as the
 * source spells it when the front end recorded that, else from the IR type, which has no signedness
 * ({@code i32} is named {@code int}).
 */
final class OpenClTypeName {
  private OpenClTypeName() {}

  static String of(Function kernel, int index) {
    var recorded = kernel.sourceArgTypes();
    if (recorded.size() == kernel.arguments().size()) {
      return recorded.get(index);
    }
    return of(kernel.arguments().get(index).type());
  }

  static String of(Type t) {
    if (t instanceof Type.Int i) {
      return switch (i.bits()) {
        case 1 -> "bool";
        case 8 -> "char";
        case 16 -> "short";
        case 32 -> "int";
        case 64 -> "long";
        default -> "i" + i.bits();
      };
    }
    if (t instanceof Type.Flt f) {
      return switch (f.bits()) {
        case 16 -> "half";
        case 32 -> "float";
        default -> "double";
      };
    }
    if (t instanceof Type.Vector v) {
      return of(v.element()) + v.count();
    }
    if (t instanceof Type.Pointer p) {
      return of(p.pointee()) + "*";
    }
    return t.toString();
  }
}
