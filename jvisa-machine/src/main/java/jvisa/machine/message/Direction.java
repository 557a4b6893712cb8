package jvisa.machine.message;

/** Which way a load/store message moves data between memory and its register payload. */
public enum Direction {
  /** Memory to the register payload. */
  LOAD,
  /** The register payload to memory. */
  STORE
}
