package jvisa.cc.ir;

/** The read-modify-write of an {@link Op#ATOMIC}; every one returns the old value. */
public enum AtomicKind {
  LOAD,
  STORE,
  EXCHANGE,
  COMPARE_EXCHANGE,
  IADD,
  ISUB,
  INC,
  DEC,
  SMIN,
  SMAX,
  UMIN,
  UMAX,
  AND,
  OR,
  XOR,
  FADD
}
