package jvisa.machine.core;

import java.lang.reflect.Field;
import java.nio.ByteOrder;

/**
 * The JDK's {@code sun.misc.Unsafe}, for the JIT's channel loops: a register element read or
 * written as one machine load or store. Generated code uses it only at register offsets checked
 * against the frame's size when the code is generated; it is available only on little-endian hosts
 * (where native order is the register file's order), else the JIT calls the executors instead.
 */
final class JitUnsafe {
  static final String OWNER = BlockCompiler.PACKAGE + "JitUnsafe";
  static final String TYPE = "sun/misc/Unsafe";

  /** The Unsafe instance, typed as Object so that no Java source names the class; or null. */
  static final Object U = find();

  /** Byte offset of element 0 of a byte array. */
  static final long BYTE_BASE = U == null ? 0 : baseOffset();

  private JitUnsafe() {}

  static boolean available() {
    return U != null;
  }

  private static Object find() {
    if (ByteOrder.nativeOrder() != ByteOrder.LITTLE_ENDIAN) {
      return null;
    }
    try {
      Class<?> c = Class.forName("sun.misc.Unsafe");
      Field f = c.getDeclaredField("theUnsafe");
      f.setAccessible(true);
      Object u = f.get(null);
      Object scale = c.getMethod("arrayIndexScale", Class.class).invoke(u, byte[].class);
      return Integer.valueOf(1).equals(scale) ? u : null;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }

  private static long baseOffset() {
    try {
      return ((Number)
              U.getClass().getMethod("arrayBaseOffset", Class.class).invoke(U, byte[].class))
          .longValue();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }
}
