package jvisa.fuzz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/** Byte, token and line mutations of vISA text, driven by one seeded random generator. */
final class Mutator {
  private static final String[] SNIPPETS = {
    "(",
    ")",
    "<",
    ">",
    "[",
    "]",
    "{",
    "}",
    ",",
    ";",
    ":",
    ".",
    "&",
    "%",
    "-",
    "~",
    "!",
    "*",
    "/",
    "\"",
    "=",
    "0",
    "1",
    "-1",
    "0x",
    "0xffffffff",
    "0x8000000000000000",
    "99999999999999999999",
    "-2147483648",
    "1.5e300",
    "1e999",
    ":d",
    ":w",
    ":ud",
    ":q",
    ":f",
    ":bool",
    ":v",
    "<1>",
    "<0;1,0>",
    "<0>",
    "(M1, 16)",
    "(M8_NM, 32)",
    "(0,0)",
    "r[A0(0),0]",
    "&V",
    "%null",
    "%sizeof",
    "P1",
    "V0",
    "T0",
    "/*",
    "*/",
    "//",
    "\n",
    "\t",
    " ",
    "\u00e9",
    "\u0000",
    "\uffff",
    ".decl",
    ".function \"f\"",
    "goto",
    "call",
    "fcall",
    "alias=<",
    "v_type=P",
    "num_elts=",
    "@",
    "$",
    "?",
    "\\"
  };
  private static final String CHARS =
      "()<>[]{},;:.=+-*/%&|^~!?\"'\\ \t\n0123456789abcdefxABCDEFXMPVT_@$";

  private final Random random;

  Mutator(Random random) {
    this.random = random;
  }

  /** One to four mutations of the text. */
  String mutate(String text) {
    String t = text;
    int rounds = 1 + random.nextInt(4);
    for (int i = 0; i < rounds; i++) {
      t = once(t);
    }
    return t;
  }

  private String once(String t) {
    return switch (random.nextInt(12)) {
      case 0 -> deleteRange(t);
      case 1 -> duplicateRange(t);
      case 2 -> swapLines(t);
      case 3 -> flipChars(t);
      case 4 -> insert(t, SNIPPETS[random.nextInt(SNIPPETS.length)]);
      case 5 -> insert(t, Long.toString(random.nextLong() >> random.nextInt(64)));
      case 6 -> truncate(t);
      case 7 -> tokens(t);
      case 8 -> deleteLine(t);
      case 9 -> duplicateLine(t);
      case 10 -> nest(t);
      default -> insert(t, String.valueOf(CHARS.charAt(random.nextInt(CHARS.length()))));
    };
  }

  private int pos(String t) {
    return t.isEmpty() ? 0 : random.nextInt(t.length() + 1);
  }

  private String deleteRange(String t) {
    int a = pos(t);
    int b = Math.min(t.length(), a + 1 + random.nextInt(16));
    return t.substring(0, a) + t.substring(b);
  }

  private String duplicateRange(String t) {
    int a = pos(t);
    int b = Math.min(t.length(), a + 1 + random.nextInt(64));
    return t.substring(0, b) + t.substring(a, b) + t.substring(b);
  }

  private String flipChars(String t) {
    if (t.isEmpty()) {
      return t;
    }
    char[] c = t.toCharArray();
    int n = 1 + random.nextInt(4);
    for (int i = 0; i < n; i++) {
      int at = random.nextInt(c.length);
      c[at] =
          random.nextInt(4) == 0
              ? (char) random.nextInt(0x10000)
              : CHARS.charAt(random.nextInt(CHARS.length()));
    }
    return new String(c);
  }

  private String insert(String t, String s) {
    int a = pos(t);
    return t.substring(0, a) + s + t.substring(a);
  }

  private String truncate(String t) {
    return t.substring(0, pos(t));
  }

  /** Nested parentheses and unary chains, shallow or far deeper than any recursion can follow. */
  private String nest(String t) {
    int depth = 1 + random.nextInt(random.nextBoolean() ? 64 : 200_000);
    String unit =
        switch (random.nextInt(4)) {
          case 0 -> "(";
          case 1 -> "-";
          case 2 -> "~";
          default -> "!";
        };
    return insert(t, unit.repeat(depth));
  }

  private String tokens(String t) {
    List<String> words = new ArrayList<>(Arrays.asList(t.split(" ", -1)));
    if (words.size() < 2) {
      return t;
    }
    int i = random.nextInt(words.size());
    int j = random.nextInt(words.size());
    switch (random.nextInt(3)) {
      case 0 -> words.remove(i);
      case 1 -> words.add(i, words.get(j));
      default -> {
        String w = words.get(i);
        words.set(i, words.get(j));
        words.set(j, w);
      }
    }
    return String.join(" ", words);
  }

  private List<String> lines(String t) {
    return new ArrayList<>(Arrays.asList(t.split("\n", -1)));
  }

  private String swapLines(String t) {
    List<String> l = lines(t);
    int i = random.nextInt(l.size());
    int j = random.nextInt(l.size());
    String s = l.get(i);
    l.set(i, l.get(j));
    l.set(j, s);
    return String.join("\n", l);
  }

  private String deleteLine(String t) {
    List<String> l = lines(t);
    l.remove(random.nextInt(l.size()));
    return String.join("\n", l);
  }

  private String duplicateLine(String t) {
    List<String> l = lines(t);
    int i = random.nextInt(l.size());
    l.add(random.nextInt(l.size() + 1), l.get(i));
    return String.join("\n", l);
  }

  /** A random slice of a long input (kept whole sometimes), so that one iteration stays short. */
  String slice(String text) {
    if (text.length() < 4000 || random.nextInt(20) == 0) {
      return text;
    }
    List<String> l = lines(text);
    int from = random.nextInt(l.size());
    int to = Math.min(l.size(), from + 1 + random.nextInt(300));
    String head =
        random.nextBoolean() ? String.join("\n", l.subList(0, Math.min(2, l.size()))) + "\n" : "";
    return head + String.join("\n", l.subList(from, to));
  }
}
