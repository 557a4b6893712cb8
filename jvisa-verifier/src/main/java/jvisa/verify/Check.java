package jvisa.verify;

/** One family of verifier rules, applied to one unit at a time. */
interface Check {
  void check(UnitScope scope);
}
