package jvisa.cc.pass;

/**
 * What {@link Pipeline} did to a module.
 *
 * @param scalarAllocasLeft private variables of scalar, vector or pointer type left after the
 *     passes
 * @param aggregateAllocasLeft private arrays and structures left (dynamically indexed ones stay in
 *     memory)
 */
public record PassStats(
    int instructionsBefore,
    int instructionsAfter,
    int callsInlined,
    int aggregatesSplit,
    int variablesPromoted,
    int folded,
    int deadRemoved,
    int commonRemoved,
    int hoisted,
    int loopsUnrolled,
    int scalarAllocasLeft,
    int aggregateAllocasLeft) {

  @Override
  public String toString() {
    return String.format(
        "%d -> %d instructions; inlined %d, split %d, promoted %d, folded %d, dce %d, cse %d,"
            + " licm %d, unrolled %d; "
            + "allocas left: %d scalar, %d aggregate",
        instructionsBefore,
        instructionsAfter,
        callsInlined,
        aggregatesSplit,
        variablesPromoted,
        folded,
        deadRemoved,
        commonRemoved,
        hoisted,
        loopsUnrolled,
        scalarAllocasLeft,
        aggregateAllocasLeft);
  }
}
