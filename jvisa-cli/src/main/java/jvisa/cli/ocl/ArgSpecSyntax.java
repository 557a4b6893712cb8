package jvisa.cli.ocl;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jvisa.ocl.corpus.VectorType;

/**
 * Parses the {@code --arg} syntax: {@code NAME=TYPE[COUNT]:INIT[:out]} for a global buffer (INIT is
 * {@code zero}, {@code iota}, {@code iota:START}, {@code fill:V}, {@code random}, {@code
 * random:LO:HI}, or a {@code .bin}/{@code .npy} file), {@code NAME=TYPE:VALUE} for a scalar, and
 * {@code NAME=local:TYPE[COUNT]} for a {@code __local} buffer. TYPE may be a vector ({@code
 * float4}); a by-value vector takes one value per component, comma-separated, or one value for all
 * of them.
 */
public final class ArgSpecSyntax {
  private static final Pattern BUFFER =
      Pattern.compile("([A-Za-z_]\\w*)\\[(\\d+)\\](?::(.*))?", Pattern.DOTALL);
  private static final Pattern NAME = Pattern.compile("[A-Za-z_]\\w*");
  private static final String OUT = ":out";
  private static final String FORMS =
      "NAME=TYPE[COUNT]:INIT[:out], NAME=TYPE:VALUE or NAME=local:TYPE[COUNT]";

  private ArgSpecSyntax() {}

  /**
   * The argument {@code text} describes.
   *
   * @throws IllegalArgumentException with a message quoting {@code text} when it is malformed
   */
  public static KernelArg parse(String text) {
    int eq = text.indexOf('=');
    if (eq < 0) {
      throw bad(text, "expected " + FORMS);
    }
    String name = text.substring(0, eq);
    if (!NAME.matcher(name).matches()) {
      throw bad(text, "'" + name + "' is not an argument name");
    }
    String rest = text.substring(eq + 1);
    if (rest.startsWith("local:")) {
      Matcher m = BUFFER.matcher(rest.substring("local:".length()));
      if (!m.matches() || m.group(3) != null) {
        throw bad(text, "a __local buffer is NAME=local:TYPE[COUNT]");
      }
      VectorType type = type(text, m.group(1));
      return new KernelArg.Local(name, type.element(), type.width(), count(text, m.group(2)));
    }
    Matcher m = BUFFER.matcher(rest);
    if (m.matches()) {
      String init = m.group(3) == null ? "zero" : m.group(3);
      boolean output = init.equals("out") || init.endsWith(OUT);
      if (init.equals("out")) {
        init = "zero";
      } else if (output) {
        init = init.substring(0, init.length() - OUT.length());
      }
      VectorType type = type(text, m.group(1));
      return new KernelArg.Global(
          name, type.element(), type.width(), count(text, m.group(2)), init(text, init), output);
    }
    int colon = rest.indexOf(':');
    if (colon < 0) {
      throw bad(text, "expected " + FORMS);
    }
    return value(text, name, type(text, rest.substring(0, colon)), rest.substring(colon + 1));
  }

  private static KernelArg.Scalar value(String text, String name, VectorType type, String value) {
    String[] parts = value.split(",", -1);
    if (parts.length == 1) {
      return KernelArg.Scalar.broadcast(name, type, number(text, parts[0]));
    }
    if (parts.length != type.width()) {
      throw bad(
          text,
          type.clName()
              + " takes "
              + (type.isVector()
                  ? type.width() + " comma-separated values or one for all"
                  : "one value")
              + ", not "
              + parts.length);
    }
    List<BigDecimal> values = new ArrayList<>();
    for (String part : parts) {
      values.add(number(text, part));
    }
    return new KernelArg.Scalar(name, type.element(), type.width(), values);
  }

  private static BufferInit init(String text, String init) {
    if (init.equals("zero")) {
      return new BufferInit.Zero();
    }
    if (init.equals("iota")) {
      return new BufferInit.Iota(0);
    }
    if (init.startsWith("iota:")) {
      try {
        return new BufferInit.Iota(Long.parseLong(init.substring("iota:".length())));
      } catch (NumberFormatException e) {
        throw bad(text, "iota:START needs an integer START");
      }
    }
    if (init.startsWith("fill:")) {
      return new BufferInit.Fill(number(text, init.substring("fill:".length())));
    }
    if (init.equals("random")) {
      return new BufferInit.Random(null, null);
    }
    if (init.startsWith("random:")) {
      String[] bounds = init.substring("random:".length()).split(":", -1);
      if (bounds.length != 2) {
        throw bad(text, "random:LO:HI needs two bounds");
      }
      BigDecimal lo = number(text, bounds[0]);
      BigDecimal hi = number(text, bounds[1]);
      if (lo.compareTo(hi) > 0) {
        throw bad(text, "random:LO:HI needs LO <= HI");
      }
      return new BufferInit.Random(lo, hi);
    }
    if (init.endsWith(".bin") || init.endsWith(".npy")) {
      return new BufferInit.File(Path.of(init));
    }
    throw bad(
        text,
        "unknown initial contents '"
            + init
            + "' (zero, iota, iota:START, fill:V, random, random:LO:HI, FILE.bin or FILE.npy)");
  }

  private static VectorType type(String text, String name) {
    return VectorType.ofClName(name)
        .orElseThrow(
            () ->
                bad(
                    text,
                    "unknown type '"
                        + name
                        + "' (char, uchar, short, ushort, int, uint, long, ulong, half, float,"
                        + " or a vector of one with 2, 3, 4, 8 or 16 components, e.g. float4)"));
  }

  private static long count(String text, String digits) {
    try {
      long n = Long.parseLong(digits);
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // falls through to the complaint
    }
    throw bad(text, "the element count must be a positive integer, not " + digits);
  }

  private static BigDecimal number(String text, String value) {
    try {
      return value.startsWith("0x") || value.startsWith("0X")
          ? new BigDecimal(new java.math.BigInteger(value.substring(2), 16))
          : new BigDecimal(value);
    } catch (NumberFormatException e) {
      throw bad(text, "'" + value + "' is not a number");
    }
  }

  private static IllegalArgumentException bad(String text, String problem) {
    return new IllegalArgumentException("--arg '" + text + "': " + problem);
  }
}
