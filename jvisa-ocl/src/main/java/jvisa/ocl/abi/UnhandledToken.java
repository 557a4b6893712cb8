package jvisa.ocl.abi;

/** A patch token this reader keeps no fields of (id and total size as in the list). */
public record UnhandledToken(int id, int size) {

  public PatchToken token() {
    return PatchToken.ofId(id);
  }
}
