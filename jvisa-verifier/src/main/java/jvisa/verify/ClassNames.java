package jvisa.verify;

import jvisa.asm.model.Declaration;

/** Variable classes named for messages, with their article ("an address variable"). */
final class ClassNames {
  private ClassNames() {}

  static String of(Declaration d) {
    if (d == null || d.varClass() == null) {
      return "an unknown variable";
    }
    return switch (d.varClass()) {
      case GENERAL -> "a general variable";
      case ADDRESS -> "an address variable";
      case PREDICATE -> "a predicate variable";
      case SAMPLER -> "a sampler variable";
      case SURFACE -> "a surface variable";
    };
  }
}
