package jvisa.cc.visa;

import jvisa.cc.ir.BuiltIn;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Op;

/**
 * Work-item functions from the payload: local IDs per channel, group IDs from {@code %r0} (x in
 * dword 1, y in 6, z in 7), sizes and offsets from the cross-thread data ({@link LaunchLayout}).
 */
final class WorkItems {
  private static final int[] GROUP_ID_DWORD = {1, 6, 7};

  private final Code code;
  private final Var[] localIds;
  private final Var groupIds;
  private final int[] groupIdDwords;
  private final Var globalOffset;
  private final Var localSize;
  private final Var globalSize;
  private final Var groupCount;
  private final Var workDim;

  WorkItems(Code code, LaunchLayout layout) {
    this.code = code;
    VarTable vars = code.vars;
    int lanes = Math.max(code.simd, 16);
    localIds = new Var[3];
    String[] names = {"LocalIdX", "LocalIdY", "LocalIdZ"};
    for (int d = 0; d < 3; d++) {
      Var v = vars.input(names[d], "uw", lanes, layout.localIds().registerOffsetOf(d), 2 * lanes);
      localIds[d] = new Var(vars, v.name, "uw", lanes, true);
    }
    groupIds = vars.alias("R0", "ud", 8, "%r0", 0, false);
    groupIdDwords = GROUP_ID_DWORD;
    globalOffset = vars.input("GlobalOffset", "ud", 3, layout.registerOffset(0), 12);
    localSize =
        vars.input("LocalSize", "ud", 3, layout.registerOffset(LaunchLayout.LOCAL_SIZE), 12);
    globalSize =
        vars.input("GlobalSize", "ud", 3, layout.registerOffset(LaunchLayout.GLOBAL_SIZE), 12);
    groupCount =
        vars.input("GroupCount", "ud", 3, layout.registerOffset(LaunchLayout.GROUP_COUNT), 12);
    workDim = vars.input("WorkDim", "ud", 1, layout.registerOffset(LaunchLayout.WORK_DIM), 4);
  }

  private WorkItems(Code code, Var[] localIds, Var block) {
    this.code = code;
    this.localIds = localIds;
    this.groupIds = block;
    this.groupIdDwords =
        new int[] {
          WorkItemPassing.GROUP_ID, WorkItemPassing.GROUP_ID + 1, WorkItemPassing.GROUP_ID + 2
        };
    this.globalOffset = part(block, WorkItemPassing.GLOBAL_OFFSET, 3);
    this.localSize = part(block, WorkItemPassing.LOCAL_SIZE, 3);
    this.globalSize = part(block, WorkItemPassing.GLOBAL_SIZE, 3);
    this.groupCount = part(block, WorkItemPassing.GROUP_COUNT, 3);
    this.workDim = part(block, WorkItemPassing.WORK_DIM, 1);
  }

  /**
   * A stack-called function's work-items, from the state its caller passed ({@link
   * WorkItemPassing}).
   */
  static WorkItems received(Code code, Var[] localIds, Var block) {
    return new WorkItems(code, localIds, block);
  }

  private Var part(Var block, int dword, int count) {
    return code.vars.part(block, "ud", 4 * dword, count, false);
  }

  /** Writes this function's work-item state into a stack call's slots ({@link WorkItemPassing}). */
  void pass(Var[] idSlots, Var block) {
    for (int d = 0; d < 3; d++) {
      for (Code.Lanes l : code.lanes(true)) {
        code.op("mov", l, idSlots[d].dst("uw", l.half()), localIds[d].src("uw", l.half()));
      }
    }
    Code.Lanes once = new Code.Lanes("M1_NM", 1, 0);
    for (int d = 0; d < 3; d++) {
      String at = WorkItemPassing.dword(block, WorkItemPassing.GLOBAL_OFFSET + d);
      code.op("mov", once, at, globalOffset.scalar("ud", d));
      at = WorkItemPassing.dword(block, WorkItemPassing.LOCAL_SIZE + d);
      code.op("mov", once, at, localSize.scalar("ud", d));
      at = WorkItemPassing.dword(block, WorkItemPassing.GLOBAL_SIZE + d);
      code.op("mov", once, at, globalSize.scalar("ud", d));
      at = WorkItemPassing.dword(block, WorkItemPassing.GROUP_COUNT + d);
      code.op("mov", once, at, groupCount.scalar("ud", d));
      at = WorkItemPassing.dword(block, WorkItemPassing.GROUP_ID + d);
      code.op("mov", once, at, groupIds.scalar("ud", groupIdDwords[d]));
    }
    code.op(
        "mov",
        once,
        WorkItemPassing.dword(block, WorkItemPassing.WORK_DIM),
        workDim.scalar("ud", 0));
  }

  boolean select(Instr i) {
    if (i.op() != Op.BUILTIN) {
      return false;
    }
    BuiltIn b = (BuiltIn) i.attribute();
    int d = i.literals().length > 0 ? (int) i.literal(0) : 0;
    if (b.perDimension() && (d < 0 || d > 2)) {
      throw code.unsupported("work-item function of dimension " + d);
    }
    String t = VisaTypes.unsigned(i.type());
    Var dst = code.var(i);
    switch (b) {
      case LOCAL_ID -> channelWise(i, dst, t, localIds[d]);
      case GROUP_ID -> uniform(i, dst, t, groupIds.scalar("ud", groupIdDwords[d]));
      case LOCAL_SIZE, ENQUEUED_LOCAL_SIZE -> uniform(i, dst, t, localSize.scalar("ud", d));
      case GLOBAL_SIZE -> uniform(i, dst, t, globalSize.scalar("ud", d));
      case NUM_GROUPS -> uniform(i, dst, t, groupCount.scalar("ud", d));
      case GLOBAL_OFFSET -> uniform(i, dst, t, globalOffset.scalar("ud", d));
      case WORK_DIM -> uniform(i, dst, t, workDim.scalar("ud", 0));
      case GLOBAL_ID -> globalId(i, dst, t, d);
      case LOCAL_LINEAR_ID -> linearId(i, dst, t, false);
      case GLOBAL_LINEAR_ID -> linearId(i, dst, t, true);
      case SUB_GROUP_MAX_SIZE -> uniform(i, dst, t, imm(code.simd));
      case SUB_GROUP_LOCAL_ID -> channelWise(i, dst, t, SubGroups.laneIds(code));
      case SUB_GROUP_ID, SUB_GROUP_SIZE, NUM_SUB_GROUPS, NUM_ENQUEUED_SUB_GROUPS ->
          subGroupCounts(i, dst, t, b);
      default -> throw code.unsupported("work-item function " + b.spirvName());
    }
    return true;
  }

  private void channelWise(Instr i, Var dst, String t, Var source) {
    for (Code.Lanes l : code.lanesOf(i)) {
      code.op("mov", l, dst.dst(t, l.half()), source.src("uw", l.half()));
    }
  }

  private static String imm(long v) {
    return new Operand.Imm(v).src("ud", 0);
  }

  private void uniform(Instr i, Var dst, String t, String source) {
    for (Code.Lanes l : code.lanesOf(i)) {
      code.op("mov", l, dst.dst(t, l.half()), source);
    }
  }

  /**
   * The thread's sub-group: its channels are consecutive linear local IDs from that of channel 0,
   * so the sub-group ID is that / simd; the group has ceil(local items / simd) sub-groups and the
   * last may be partial.
   */
  private void subGroupCounts(Instr i, Var dst, String t, BuiltIn b) {
    Code.Lanes once = code.lanes(false).get(0);
    int shift = Integer.numberOfTrailingZeros(code.simd);
    Var items = code.vars.temp("ud", false);
    Var r = code.vars.temp("ud", false);
    String is = items.src("ud", 0);
    String rs = r.src("ud", 0);
    code.op("mul", once, items.dst("ud", 0), localSize.scalar("ud", 0), localSize.scalar("ud", 1));
    code.op("mul", once, items.dst("ud", 0), is, localSize.scalar("ud", 2));
    switch (b) {
      case NUM_SUB_GROUPS, NUM_ENQUEUED_SUB_GROUPS -> {
        code.op("add", once, r.dst("ud", 0), is, imm(code.simd - 1));
        code.op("shr", once, r.dst("ud", 0), rs, imm(shift));
      }
      default -> {
        code.op(
            "mul", once, r.dst("ud", 0), localIds[2].scalar("uw", 0), localSize.scalar("ud", 1));
        code.op("add", once, r.dst("ud", 0), rs, localIds[1].scalar("uw", 0));
        code.op("mul", once, r.dst("ud", 0), rs, localSize.scalar("ud", 0));
        code.op("add", once, r.dst("ud", 0), rs, localIds[0].scalar("uw", 0));
        if (b == BuiltIn.SUB_GROUP_ID) {
          code.op("shr", once, r.dst("ud", 0), rs, imm(shift));
        } else {
          code.op("and", once, r.dst("ud", 0), rs, imm(-code.simd & 0xffffffffL));
          code.op("add", once, r.dst("d", 0), is, "(-)" + r.src("d", 0));
          code.op("min", once, r.dst("ud", 0), rs, imm(code.simd));
        }
      }
    }
    uniform(i, dst, t, rs);
  }

  /**
   * (id z * size y + id y) * size x + id x of the local IDs and sizes, or of the global IDs less
   * the global offset (group * local size + local ID) and the global sizes.
   */
  private void linearId(Instr i, Var dst, String t, boolean global) {
    Code.Lanes once = code.lanes(false).get(0);
    Var[] groupStart = new Var[3];
    if (global) {
      for (int d = 0; d < 3; d++) {
        groupStart[d] = code.vars.temp("ud", false);
        code.op(
            "mul",
            once,
            groupStart[d].dst("ud", 0),
            groupIds.scalar("ud", groupIdDwords[d]),
            localSize.scalar("ud", d));
      }
    }
    Var sizes = global ? globalSize : localSize;
    Var id = code.vars.temp("ud", code.isWide(i));
    for (Code.Lanes l : code.lanesOf(i)) {
      int h = l.half();
      for (int d = 2; d >= 0; d--) {
        if (d == 2) {
          code.op("mov", l, id.dst("ud", h), localIds[d].src("uw", h));
        } else {
          code.op("mul", l, id.dst("ud", h), id.src("ud", h), sizes.scalar("ud", d));
          code.op("add", l, id.dst("ud", h), id.src("ud", h), localIds[d].src("uw", h));
        }
        if (global) {
          code.op("add", l, id.dst("ud", h), id.src("ud", h), groupStart[d].src("ud", 0));
        }
      }
      code.op("mov", l, dst.dst(t, h), id.src("ud", h));
    }
  }

  /** group * local size + global offset, once; then plus each channel's local ID. */
  private void globalId(Instr i, Var dst, String t, int d) {
    Var base = code.vars.temp("ud", false);
    Code.Lanes once = code.lanes(false).get(0);
    code.op(
        "mul",
        once,
        base.dst("ud", 0),
        groupIds.scalar("ud", groupIdDwords[d]),
        localSize.scalar("ud", d));
    code.op("add", once, base.dst("ud", 0), base.src("ud", 0), globalOffset.scalar("ud", d));
    if (t.equals("ud")) {
      for (Code.Lanes l : code.lanesOf(i)) {
        code.op(
            "add", l, dst.dst("ud", l.half()), localIds[d].src("uw", l.half()), base.src("ud", 0));
      }
      return;
    }
    Var id = code.vars.temp("ud", code.isWide(i));
    for (Code.Lanes l : code.lanesOf(i)) {
      code.op("add", l, id.dst("ud", l.half()), localIds[d].src("uw", l.half()), base.src("ud", 0));
      code.op("mov", l, dst.dst(t, l.half()), id.src("ud", l.half()));
    }
  }
}
