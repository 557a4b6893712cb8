package jvisa.cc.interp;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/** One work-item's state: its ids, its call stack and private memory, and what it waits for. */
final class WorkItem {
  enum Status {
    RUNNING,
    WAITING,
    DONE
  }

  /** A call frame. */
  static final class Frame {
    final Code code;
    final long[] s;
    final Object[] o;
    int block;
    int pc;

    /** The caller's CALL step, to receive the result. */
    Code.Step call;

    int privateMark;

    Frame(Code code) {
      this.code = code;
      this.s = code.scalars.clone();
      this.o = code.objects.clone();
    }
  }

  final long[] globalId = new long[3];
  final long[] localId = new long[3];
  final long[] groupId = new long[3];
  int localLinearId;
  final ArrayDeque<Frame> stack = new ArrayDeque<>();
  final List<byte[]> privateRegions = new ArrayList<>();
  Status status = Status.RUNNING;
  Code.Step waiting;

  Frame top() {
    return stack.peek();
  }
}
