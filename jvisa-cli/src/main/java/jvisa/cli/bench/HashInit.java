package jvisa.cli.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.zip.CRC32;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.CaseFormatException;
import jvisa.ocl.corpus.ElementType;

/**
 * The {@code {"hash_int": [lo, hi]}} inputs of the benchmark workloads, drawn at run time instead
 * of stored: element {@code i} is {@code lo + (x_i mod (hi - lo + 1))} in the argument's type, with
 * {@code x_i = mix64(base + i)}, {@code base = mix64(seed * 64 + argIndex)} and the seed the CRC-32
 * of the kernel's name. {@code tools/bench/bench_inputs.py} draws the same numbers for the
 * reference checksums.
 */
public final class HashInit {
  public static final String KIND = "hash_int";

  private HashInit() {}

  /** SplitMix64's step: a bijection of 64-bit values that scatters neighbouring inputs. */
  static long mix64(long z) {
    z += 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  static long seed(String kernel) {
    CRC32 crc = new CRC32();
    crc.update(kernel.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    return crc.getValue();
  }

  /** The argument's bytes, little-endian; {@code argIndex} counts every argument of the kernel. */
  public static byte[] draw(ArgSpec arg, int argIndex, String kernel) {
    JsonNode range = arg.init().orElseThrow().parameters();
    if (!range.isArray()
        || range.size() != 2
        || !range.get(0).canConvertToLong()
        || !range.get(1).canConvertToLong()
        || range.get(0).asLong() > range.get(1).asLong()) {
      throw new CaseFormatException(
          "argument '" + arg.name() + "': " + KIND + " needs [lo, hi] with lo <= hi");
    }
    if (arg.type() == ElementType.HALF) {
      throw new CaseFormatException(
          "argument '" + arg.name() + "': " + KIND + " does not draw half elements");
    }
    long lo = range.get(0).asLong();
    long span = range.get(1).asLong() - lo + 1;
    int size = arg.type().size();
    byte[] out = new byte[Math.toIntExact(arg.byteSize())];
    long base = mix64(seed(kernel) * 64 + argIndex);
    for (int i = 0; i < arg.count(); i++) {
      long value = lo + Long.remainderUnsigned(mix64(base + i), span);
      long bits = arg.type() == ElementType.FLOAT ? Float.floatToRawIntBits((float) value) : value;
      for (int b = 0; b < size; b++) {
        out[i * size + b] = (byte) (bits >>> (8 * b));
      }
    }
    return out;
  }
}
