package jvisa.machine.core;

/** How an instruction moves control, for basic blocks and branch statistics. */
public enum ControlKind {
  /** Not a control-flow instruction: execution falls through. */
  NONE,
  /** goto: per-channel, channels that do not go wait at re-convergence points. */
  GOTO,
  /** jmp: uniform (the first predicate bit decides for all channels). */
  JMP,
  /** switchjmp: uniform jump to one of several labels. */
  SWITCHJMP,
  /** call: subroutine call, the called channels become the call mask. */
  CALL,
  /** ret: subroutine return (or end of the kernel's channels). */
  RET,
  /** fcall and ifcall: stack call to another function; comes back to the next instruction. */
  FCALL,
  /** fret: stack-call return. */
  FRET;

  /** Whether the branch decides per channel (so it can diverge); jmp and switchjmp are uniform. */
  public boolean perChannel() {
    return this != NONE && this != JMP && this != SWITCHJMP;
  }

  static ControlKind of(Exec e) {
    if (e instanceof ControlExecs.Goto) {
      return GOTO;
    }
    if (e instanceof ControlExecs.Jmp) {
      return JMP;
    }
    if (e instanceof ControlExecs.SwitchJmp) {
      return SWITCHJMP;
    }
    if (e instanceof ControlExecs.Call) {
      return CALL;
    }
    if (e instanceof ControlExecs.Ret) {
      return RET;
    }
    if (e instanceof ControlExecs.Fcall || e instanceof ControlExecs.Ifcall) {
      return FCALL;
    }
    if (e instanceof ControlExecs.Fret) {
      return FRET;
    }
    return NONE;
  }

  static java.util.List<Integer> targets(Exec e) {
    if (e instanceof ControlExecs.Goto g) {
      return java.util.List.of(g.target);
    }
    if (e instanceof ControlExecs.Jmp j) {
      return java.util.List.of(j.target);
    }
    if (e instanceof ControlExecs.Call c) {
      return java.util.List.of(c.target);
    }
    if (e instanceof ControlExecs.SwitchJmp s) {
      return java.util.Arrays.stream(s.targets).boxed().toList();
    }
    return java.util.List.of();
  }
}
