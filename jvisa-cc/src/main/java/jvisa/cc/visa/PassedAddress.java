package jvisa.cc.visa;

/**
 * A program-wide buffer whose 64-bit address the kernel reads from its payload and every stack call
 * carries, since a stack-called function cannot read that payload: the addresses a kernel passes
 * ({@link Linkage#passedAddresses}) are the qwords, in this order, of one {@code %arg} register
 * after the call's arguments and the work-item state ({@link WorkItemPassing}).
 */
enum PassedAddress {
  /** The program's constant buffer ({@link ConstantPlacement}). */
  CONSTANT_BUFFER,
  /** The printf buffer ({@code PrintfTranslation}). */
  PRINTF_BUFFER
}
