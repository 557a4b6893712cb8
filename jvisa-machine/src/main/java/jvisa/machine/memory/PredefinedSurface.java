package jvisa.machine.memory;

/**
 * The vISA predefined surface variables T0..T5 (IGC's PreDefinedVars) and the binding-table index
 * each one stands for. In .visaasm they are written by name: {@code %slm}, {@code T1}, {@code T2},
 * {@code TSS}, {@code %bss}, {@code %scratch}; the spec calls T5 "T255, stateless".
 */
public enum PredefinedSurface {
  /** T0: shared local memory. */
  SLM(0, "%slm", BindingTable.SLM),
  T1(1, "T1", 1),
  T2(2, "T2", 2),
  /** T3: thread-group surface state. */
  TSS(3, "TSS", 3),
  /** T4: bindless surfaces (T252); the variable holds a surface-state address. */
  BSS(4, "%bss", BindingTable.BINDLESS),
  /** T5: the stateless A32 surface (T255), also used for scratch space. */
  SCRATCH(5, "%scratch", BindingTable.STATELESS);

  /** Declared surface variables are numbered from here (T6 is the first kernel surface). */
  public static final int FIRST_DECLARED = 6;

  private final int visaIndex;
  private final String visaName;
  private final int bindingTableIndex;

  PredefinedSurface(int visaIndex, String visaName, int bindingTableIndex) {
    this.visaIndex = visaIndex;
    this.visaName = visaName;
    this.bindingTableIndex = bindingTableIndex;
  }

  /** Its number n in "Tn". */
  public int visaIndex() {
    return visaIndex;
  }

  /** How .visaasm writes it, e.g. "%slm". */
  public String visaName() {
    return visaName;
  }

  public int bindingTableIndex() {
    return bindingTableIndex;
  }

  /** The predefined surface written {@code name} ("%slm", "T0", "%scratch", "T5", ...), or null. */
  public static PredefinedSurface byName(String name) {
    for (PredefinedSurface s : values()) {
      if (s.visaName.equals(name) || ("T" + s.visaIndex).equals(name)) {
        return s;
      }
    }
    return null;
  }

  /** The predefined surface Tn, or null when n is not 0..5. */
  public static PredefinedSurface byIndex(int n) {
    return n >= 0 && n < FIRST_DECLARED ? values()[n] : null;
  }
}
