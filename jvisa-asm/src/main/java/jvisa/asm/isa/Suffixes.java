package jvisa.asm.isa;

import java.util.List;

/**
 * The typed values of an instruction's suffixes, matched against its format's slots: {@code
 * get(COND)} of {@code cmp.lt} is {@link Cond#LT}. Values of optional slots that were not written
 * are absent (null).
 */
public final class Suffixes {
  static final Suffixes NONE = new Suffixes(List.of(), new Object[0]);

  private final List<SuffixSlot> slots;
  private final Object[] values;

  Suffixes(List<SuffixSlot> slots, Object[] values) {
    this.slots = slots;
    this.values = values;
  }

  /** The value of the first slot of that kind, or null when it was not written. */
  public <T> T get(SuffixKind<T> kind) {
    return nth(kind, 0);
  }

  /**
   * The value of the n-th slot of that kind (the L3 cache control is {@code nth(CACHE, 1)}), or
   * null.
   */
  @SuppressWarnings("unchecked")
  public <T> T nth(SuffixKind<T> kind, int n) {
    int seen = 0;
    for (int i = 0; i < slots.size(); i++) {
      if (slots.get(i).kind() == kind && seen++ == n) {
        return (T) values[i];
      }
    }
    return null;
  }

  /**
   * The suffixes in the spelling each kind prints, in the order written: {@code [GE]} of cmp
   * becomes {@code [ge]}. {@code written} must be what these values were matched from.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public List<String> texts(List<String> written) {
    List<String> out = new java.util.ArrayList<>(written.size());
    for (int i = 0; i < slots.size(); i++) {
      if (values[i] != null) {
        out.add(((SuffixKind) slots.get(i).kind()).print(values[i]));
      }
    }
    return out.size() == written.size() ? out : written;
  }

  /** The slot each written suffix filled, in the order written. */
  public List<SuffixSlot> filledSlots() {
    List<SuffixSlot> out = new java.util.ArrayList<>(slots.size());
    for (int i = 0; i < slots.size(); i++) {
      if (values[i] != null) {
        out.add(slots.get(i));
      }
    }
    return out;
  }

  /** Whether a word-kind suffix was written with that value. */
  public boolean has(SuffixKind<String> kind, String word) {
    for (int i = 0; i < slots.size(); i++) {
      if (slots.get(i).kind() == kind && word.equals(values[i])) {
        return true;
      }
    }
    return false;
  }
}
