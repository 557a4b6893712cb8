package jvisa.cc.ir;

/** Which work-items a barrier or collective spans. */
public enum Scope {
  WORK_GROUP,
  SUB_GROUP
}
