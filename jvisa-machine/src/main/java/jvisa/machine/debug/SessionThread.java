package jvisa.machine.debug;

import jvisa.machine.core.HwThread;
import jvisa.machine.core.ThreadView;

/** A hardware thread of the current run, as the debugger names it: {@code (x,y,z).k}. */
final class SessionThread {
  /** The work-group's place in the order the run starts groups (0 first). */
  final int groupIndex;

  final long[] group;
  final int index;
  final HwThread thread;
  ThreadView view;

  SessionThread(int groupIndex, long[] group, int index, HwThread thread) {
    this.groupIndex = groupIndex;
    this.group = group.clone();
    this.index = index;
    this.thread = thread;
  }

  String groupName() {
    return "(" + group[0] + "," + group[1] + "," + group[2] + ")";
  }

  String name() {
    return groupName() + "." + index;
  }

  /** Stack calls and subroutines entered: deeper is larger. */
  long depth() {
    return ((long) view.callDepth() << 32) + view.subroutineDepth();
  }
}
