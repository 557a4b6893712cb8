package jvisa.asm.model;

/** Instruction groups, following 6_instructions.md. */
public enum OpClass {
  /** Integer and float arithmetic with vector dst and sources. */
  ARITH,
  /** Bitwise logic, shifts and bit manipulation (may also act on predicates). */
  LOGIC,
  /** Extended math (the hardware's math unit). */
  MATH,
  /** mov, movs, sel, setp, min/max, cmp, addr_add: moves and comparisons. */
  MOVE,
  /** goto, jmp, call, ret, fcall, fret, ifcall, faddr, switchjmp. */
  CONTROL,
  /** Legacy dataport and SVM messages. */
  MEMORY,
  /** Load/store cache messages (Xe-HPG and later). */
  LSC,
  /** barrier, sbarrier, fence, wait, yield and friends. */
  SYNC,
  /** Sampler and 3D messages. */
  SAMPLER,
  /** Video motion estimation and AVS. */
  VIDEO,
  /** raw_send / raw_sends. */
  RAW_SEND,
  /** file, loc, lifetime, cache_flush and other non-computing instructions. */
  MISC
}
