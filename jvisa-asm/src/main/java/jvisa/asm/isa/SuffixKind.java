package jvisa.asm.isa;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * One kind of dotted suffix and how it is read: the relation of cmp, an LSC cache control, the
 * block size of a gather. {@link #parse} gives the typed value of a suffix as written, or null if
 * this kind does not accept it.
 *
 * @param <T> the type of the value
 */
public final class SuffixKind<T> {
  public static final SuffixKind<Cond> COND = spelled("relation", Cond.values(), true);
  public static final SuffixKind<Sfid> SFID = spelled("shared function", Sfid.values(), false);
  public static final SuffixKind<CacheHint> CACHE =
      spelled("cache control", CacheHint.values(), false);
  public static final SuffixKind<FenceOp> FENCE_OP =
      spelled("fence operation", FenceOp.values(), false);
  public static final SuffixKind<FenceScope> FENCE_SCOPE =
      spelled("fence scope", FenceScope.values(), false);
  public static final SuffixKind<MediaModifier> MEDIA_MODIFIER =
      spelled("media block modifier", MediaModifier.values(), false);
  public static final SuffixKind<AtomicOperation> ATOMIC =
      new SuffixKind<>(
          "atomic operation",
          AtomicOperation::fromLegacy,
          AtomicOperation::legacyText,
          legacyAtomicNames());
  public static final SuffixKind<Channels> RGBA =
      new SuffixKind<>(
          "channel mask",
          s -> Channels.parse(s, "RGBA"),
          c -> c.text("RGBA"),
          "letters of RGBA in that order");

  /** The step of sbarrier and nbarrier: {@code .signal}, {@code .wait}. */
  public static final SuffixKind<BarrierStep> BARRIER_STEP =
      spelled("barrier step", BarrierStep.values(), false);

  /** The three-input boolean function of bfn: {@code .xd8}. */
  public static final SuffixKind<Integer> BOOL_FUNCTION =
      new SuffixKind<>(
          "boolean function", SuffixKind::hexByte, v -> String.format("x%02x", v), "x00 to xff");

  private final String name;
  private final Function<String, T> parse;
  private final Function<T, String> print;
  private final String expected;

  public SuffixKind(
      String name, Function<String, T> parse, Function<T, String> print, String expected) {
    this.name = name;
    this.parse = parse;
    this.print = print;
    this.expected = expected;
  }

  /** A suffix that is one of the given numbers. */
  public static SuffixKind<Integer> number(String name, int... allowed) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < allowed.length; i++) {
      sb.append(i == 0 ? "" : i == allowed.length - 1 ? " or " : ", ").append(allowed[i]);
    }
    return new SuffixKind<>(
        name,
        s -> {
          for (int a : allowed) {
            if (s.equals(Integer.toString(a))) {
              return a;
            }
          }
          return null;
        },
        String::valueOf,
        sb.toString());
  }

  /** A suffix that is one of the given words. */
  public static SuffixKind<String> word(String name, String... allowed) {
    List<String> words = List.of(allowed);
    return new SuffixKind<>(
        name, s -> words.contains(s) ? s : null, s -> s, String.join(", ", words));
  }

  /** A suffix that is present or not: its value is {@code TRUE} when written. */
  public static SuffixKind<Boolean> flag(String name, String word) {
    return new SuffixKind<>(name, s -> s.equals(word) ? Boolean.TRUE : null, v -> word, word);
  }

  /** A suffix that is the spelling of one of the values. */
  public static <E extends Enum<E> & Spelled> SuffixKind<E> of(String name, E[] values) {
    return spelled(name, values, false);
  }

  /** A suffix of a free form: any text the pattern matches in full. */
  public static SuffixKind<String> matching(String name, String regex, String expected) {
    Pattern p = Pattern.compile(regex);
    return new SuffixKind<>(name, s -> p.matcher(s).matches() ? s : null, s -> s, expected);
  }

  private static <E extends Enum<E> & Spelled> SuffixKind<E> spelled(
      String name, E[] values, boolean anyCase) {
    List<String> texts = new ArrayList<>();
    for (E v : values) {
      texts.add(v.text());
    }
    return new SuffixKind<>(
        name,
        s -> {
          String key = anyCase ? s.toLowerCase(Locale.ROOT) : s;
          for (E v : values) {
            if (v.text().equals(key)) {
              return v;
            }
          }
          return null;
        },
        Spelled::text,
        String.join(", ", texts));
  }

  private static String legacyAtomicNames() {
    List<String> names = new ArrayList<>();
    for (AtomicOperation op : AtomicOperation.values()) {
      if (op.legacyText() != null) {
        names.add(op.legacyText());
      }
    }
    return String.join(", ", names);
  }

  private static Integer hexByte(String s) {
    if (s.length() < 2 || s.length() > 3 || s.charAt(0) != 'x') {
      return null;
    }
    try {
      return Integer.parseInt(s.substring(1), 16);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  public String name() {
    return name;
  }

  /** The value of a suffix as written, or null if this kind does not accept it. */
  public T parse(String text) {
    return parse.apply(text);
  }

  public String print(T value) {
    return print.apply(value);
  }

  /** What this kind accepts, for messages: "eq, ne, gt, ge, lt, le". */
  public String expected() {
    return expected;
  }

  @Override
  public String toString() {
    return name;
  }
}
