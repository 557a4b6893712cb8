package jvisa.cli.ocl;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;
import java.util.SplittableRandom;
import jvisa.asm.io.InputFiles;
import jvisa.machine.memory.Half;
import jvisa.machine.memory.LittleEndian;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.ElementType;

/**
 * Makes the initial bytes of a global buffer, component by component for vectors (the padding of
 * 3-component vectors stays zero). Random contents come from one {@link SplittableRandom} per
 * argument, seeded with the run's seed and the argument's position, so the same seed gives the same
 * data (it is jvisa's own generator, not NumPy's).
 */
public final class InitialData {
  private InitialData() {}

  /**
   * The {@code arg.byteSize()} initial bytes of argument number {@code position}.
   *
   * @throws IllegalArgumentException naming the argument when a value does not fit or a file is
   *     unreadable or the wrong size
   */
  public static byte[] of(KernelArg.Global arg, int position, long seed, long maxInputBytes) {
    if (arg.byteSize() > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException(
          "argument '" + arg.name() + "': " + arg.byteSize() + " bytes is too large a buffer");
    }
    BufferInit init = arg.init();
    if (init instanceof BufferInit.File f) {
      return fromFile(arg, f, maxInputBytes);
    }
    return VectorLayout.pad(arg.vectorType(), components(arg, position, seed));
  }

  /** The initial components, each made by the init on its own, without 3-vector padding. */
  private static byte[] components(KernelArg.Global arg, int position, long seed) {
    int count = (int) (arg.count() * arg.width());
    ElementType type = arg.type();
    byte[] out = new byte[count * type.size()];
    BufferInit init = arg.init();
    if (init instanceof BufferInit.Zero) {
      return out;
    }
    if (init instanceof BufferInit.Fill fill) {
      byte[] one = scalarBytes(arg.name(), type, fill.value());
      for (int i = 0; i < count; i++) {
        System.arraycopy(one, 0, out, i * one.length, one.length);
      }
      return out;
    }
    SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + position);
    for (int i = 0; i < count; i++) {
      long bits;
      if (init instanceof BufferInit.Iota iota) {
        bits = elementBits(type, iota.start() + i);
      } else if (init instanceof BufferInit.Permutation) {
        bits = i;
      } else {
        bits = randomBits(arg, (BufferInit.Random) init, random);
      }
      LittleEndian.putBytes(out, i * type.size(), type.size(), bits);
    }
    if (init instanceof BufferInit.Permutation) {
      shuffle(out, type, count, random);
    }
    return out;
  }

  private static byte[] fromFile(KernelArg.Global arg, BufferInit.File f, long maxInputBytes) {
    byte[] bytes;
    try {
      bytes = InputFiles.read(f.path(), maxInputBytes);
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException(
          "argument '" + arg.name() + "': cannot read " + f.path() + ": " + e.getMessage());
    }
    if (f.path().toString().endsWith(".npy")) {
      try {
        // a .npy holds the components (shape (N, 3) for N 3-component vectors), as ocl writes them
        bytes = VectorLayout.pad(arg.vectorType(), Npy.read(bytes, arg.type()));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "argument '" + arg.name() + "': " + f.path() + ": " + e.getMessage());
      }
    }
    if (bytes.length != arg.byteSize()) {
      throw new IllegalArgumentException(
          "argument '"
              + arg.name()
              + "': "
              + f.path()
              + " holds "
              + bytes.length
              + " bytes, but "
              + arg.count()
              + " "
              + arg.vectorType().clName()
              + " elements take "
              + arg.byteSize());
    }
    return bytes;
  }

  /** A value as the little-endian bytes of {@code type}, as a scalar argument would be passed. */
  public static byte[] scalarBytes(String name, ElementType type, BigDecimal value) {
    return new ArgSpec(
            name,
            ArgKind.SCALAR,
            type,
            1,
            Optional.empty(),
            Optional.of(value),
            false,
            Optional.empty(),
            Optional.empty())
        .scalarBytes();
  }

  private static long elementBits(ElementType type, long value) {
    return switch (type) {
      case FLOAT -> Float.floatToRawIntBits((float) value) & 0xFFFFFFFFL;
      case HALF -> Half.fromDecimal(BigDecimal.valueOf(value));
      default -> value;
    };
  }

  private static long randomBits(KernelArg.Global arg, BufferInit.Random r, SplittableRandom rnd) {
    ElementType type = arg.type();
    if (type.isFloating()) {
      double lo = r.low() == null ? 0 : r.low().doubleValue();
      double hi = r.high() == null ? 1 : r.high().doubleValue();
      double v = lo == hi ? lo : lo + (hi - lo) * rnd.nextDouble();
      return type == ElementType.FLOAT
          ? Float.floatToRawIntBits((float) v) & 0xFFFFFFFFL
          : Half.fromDouble(v);
    }
    if (r.low() == null) {
      return rnd.nextLong();
    }
    BigInteger lo = r.low().toBigInteger();
    BigInteger span = r.high().toBigInteger().subtract(lo).add(BigInteger.ONE);
    if (span.bitLength() > 63) {
      throw new IllegalArgumentException(
          "argument '" + arg.name() + "': random:LO:HI spans more than 2^63 values");
    }
    BigInteger v = lo.add(BigInteger.valueOf(rnd.nextLong(span.longValueExact())));
    return scalarBits(arg.name(), type, new BigDecimal(v));
  }

  private static long scalarBits(String name, ElementType type, BigDecimal v) {
    byte[] b = scalarBytes(name, type, v);
    return LittleEndian.getBytes(b, 0, b.length);
  }

  private static void shuffle(byte[] data, ElementType type, int count, SplittableRandom rnd) {
    int size = type.size();
    byte[] tmp = new byte[size];
    for (int i = count - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      System.arraycopy(data, i * size, tmp, 0, size);
      System.arraycopy(data, j * size, data, i * size, size);
      System.arraycopy(tmp, 0, data, j * size, size);
    }
  }
}
