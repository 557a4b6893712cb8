package jvisa.cc.interp;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import jvisa.cc.ir.BuiltIn;
import jvisa.cc.ir.Collective;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.GlobalVariable;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Scope;
import jvisa.cc.ir.Type;

/**
 * Runs a kernel's IR over an NDRange, the test oracle of the middle end. Work-groups run one after
 * another; inside one, each work-item runs until it ends or reaches a barrier or collective, and a
 * barrier (collective) is passed when every work-item of its work-group (sub-group) waits there.
 * Sub-groups are {@value #SUB_GROUP_SIZE} consecutive work-items by local linear id.
 */
public final class Interpreter {
  public static final int SUB_GROUP_SIZE = 16;
  public static final long DEFAULT_STEP_BUDGET = 2_000_000_000L;

  private final Module module;
  private final IdentityHashMap<Function, Code> codes = new IdentityHashMap<>();
  private final Memory memory = new Memory();
  private final Map<GlobalVariable, Long> globalAddresses = new HashMap<>();
  private final List<Long> localSizes = new ArrayList<>();
  private NdRange range;
  private long budget;
  private long steps;

  private Interpreter(Module module, long budget) {
    this.module = module;
    this.budget = budget;
  }

  /**
   * Runs {@code kernel} over {@code range} with {@code args} (buffers are updated in place).
   *
   * @return the number of IR instructions executed
   * @throws ExecutionError naming the function, block and instruction when the kernel cannot run
   */
  public static long run(
      Module module, String kernel, NdRange range, List<KernelArg> args, long stepBudget) {
    Interpreter in = new Interpreter(module, stepBudget);
    return in.launch(kernel, range, args);
  }

  private long launch(String kernelName, NdRange ndRange, List<KernelArg> args) {
    this.range = ndRange;
    Function kernel =
        module.kernel(kernelName).orElseThrow(() -> new ExecutionError("no kernel " + kernelName));
    if (kernel.arguments().size() != args.size()) {
      throw new ExecutionError(
          "kernel "
              + kernelName
              + " takes "
              + kernel.arguments().size()
              + " arguments, "
              + args.size()
              + " given");
    }
    memory.global.add(new byte[0]);
    memory.constant.add(new byte[0]);
    placeGlobals();
    long[] argValues = new long[args.size()];
    List<Long> argLocalSizes = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      argValues[i] = argumentValue(kernel.arguments().get(i).type(), args.get(i), argLocalSizes);
    }
    List<Long> allLocal = new ArrayList<>(localSizes);
    allLocal.addAll(argLocalSizes);
    Code code = code(kernel);
    for (long gz = 0; gz < range.groups(2); gz++) {
      for (long gy = 0; gy < range.groups(1); gy++) {
        for (long gx = 0; gx < range.groups(0); gx++) {
          runGroup(code, new long[] {gx, gy, gz}, argValues, allLocal);
        }
      }
    }
    return steps;
  }

  private void placeGlobals() {
    int localIndex = 1;
    for (GlobalVariable g : module.globals()) {
      byte[] image = new byte[(int) g.contentType().size()];
      if (g.initializer() != null) {
        Code.write(g.initializer(), image, 0, this::functionAddress);
      }
      switch (g.space()) {
        case GLOBAL -> {
          memory.global.add(image);
          globalAddresses.put(g, Memory.pointer(2, memory.global.size() - 1, 0));
        }
        case CONSTANT -> {
          memory.constant.add(image);
          globalAddresses.put(g, Memory.pointer(3, memory.constant.size() - 1, 0));
        }
        case LOCAL -> {
          localSizes.add(g.contentType().size());
          globalAddresses.put(g, Memory.pointer(4, localIndex++, Memory.NULL_GUARD));
        }
        default ->
            throw new ExecutionError(
                "program-scope variable @"
                    + g.name()
                    + " in "
                    + g.space()
                    + " memory is not supported");
      }
    }
  }

  private long argumentValue(Type type, KernelArg arg, List<Long> argLocalSizes) {
    if (arg instanceof KernelArg.Buffer b) {
      memory.global.add(b.bytes());
      return Memory.pointer(2, memory.global.size() - 1, 0);
    }
    if (arg instanceof KernelArg.Local l) {
      argLocalSizes.add(l.bytes());
      return Memory.pointer(4, localSizes.size() + argLocalSizes.size(), Memory.NULL_GUARD);
    }
    byte[] bytes = ((KernelArg.Scalar) arg).bytes();
    if (!type.isScalar() || bytes.length < type.size()) {
      throw new ExecutionError(
          "by-value argument of type "
              + type
              + " is not supported with "
              + bytes.length
              + " bytes");
    }
    return Memory.readBytes(bytes, 0, (int) type.size());
  }

  /** A function's address as the interpreter's pointers hold it. */
  long functionAddress(Function f) {
    int index = module.functions().indexOf(f);
    if (index < 0) {
      throw new ExecutionError("address of @" + f.name() + ", which is not in the module");
    }
    return Memory.functionPointer(index);
  }

  /** The function an indirect call's pointer addresses. */
  Function functionAt(long pointer) {
    int index = Memory.functionIndex(pointer);
    if (index < 0 || index >= module.functions().size()) {
      throw new ExecutionError(
          "indirect call through 0x"
              + Long.toHexString(pointer)
              + ", which is no function's address");
    }
    return module.functions().get(index);
  }

  Code code(Function f) {
    Code c = codes.get(f);
    if (c == null) {
      c = new Code(f, globalAddresses, this::functionAddress);
      codes.put(f, c);
    }
    return c;
  }

  private void runGroup(Code kernel, long[] group, long[] args, List<Long> localRegionSizes) {
    memory.local = new ArrayList<>();
    memory.local.add(new byte[0]);
    for (long size : localRegionSizes) {
      memory.local.add(new byte[(int) (Memory.NULL_GUARD + size)]);
    }
    List<WorkItem> items = new ArrayList<>();
    long[] size = new long[3];
    for (int d = 0; d < 3; d++) {
      size[d] = Math.min(range.local()[d], range.global()[d] - group[d] * range.local()[d]);
    }
    for (long z = 0; z < size[2]; z++) {
      for (long y = 0; y < size[1]; y++) {
        for (long x = 0; x < size[0]; x++) {
          WorkItem w = new WorkItem();
          long[] l = {x, y, z};
          for (int d = 0; d < 3; d++) {
            w.localId[d] = l[d];
            w.groupId[d] = group[d];
            w.globalId[d] = group[d] * range.local()[d] + l[d];
          }
          w.localLinearId = items.size();
          WorkItem.Frame f = new WorkItem.Frame(kernel);
          System.arraycopy(args, 0, f.s, 0, args.length);
          w.stack.push(f);
          items.add(w);
        }
      }
    }
    Steps stepper = new Steps(this, memory, items.size());
    while (true) {
      for (WorkItem w : items) {
        if (w.status == WorkItem.Status.RUNNING) {
          memory.privateRegions = w.privateRegions;
          steps += stepper.run(w, budget - steps);
          if (steps >= budget) {
            throw new ExecutionError("step budget of " + budget + " IR instructions exhausted");
          }
        }
      }
      if (items.stream().allMatch(w -> w.status == WorkItem.Status.DONE)) {
        return;
      }
      if (!Collectives.resolve(stepper, items)) {
        WorkItem w =
            items.stream()
                .filter(i -> i.status == WorkItem.Status.WAITING)
                .findFirst()
                .orElseThrow();
        throw new ExecutionError(
            "work-items of group "
                + java.util.Arrays.toString(group)
                + " wait at different barriers or collectives (first: "
                + w.waiting.ins
                + " in "
                + w.top().code.function.name()
                + ")");
      }
    }
  }

  NdRange range() {
    return range;
  }

  /** A built-in's value for {@code w}. */
  long builtIn(WorkItem w, BuiltIn b, int d, long groupItems) {
    boolean inRange = d >= 0 && d < 3;
    return switch (b) {
      case GLOBAL_ID -> inRange ? w.globalId[d] : 0;
      case LOCAL_ID -> inRange ? w.localId[d] : 0;
      case GROUP_ID -> inRange ? w.groupId[d] : 0;
      case GLOBAL_SIZE -> inRange ? range.global()[d] : 1;
      case LOCAL_SIZE ->
          inRange
              ? Math.min(range.local()[d], range.global()[d] - w.groupId[d] * range.local()[d])
              : 1;
      case ENQUEUED_LOCAL_SIZE -> inRange ? range.local()[d] : 1;
      case NUM_GROUPS -> inRange ? range.groups(d) : 1;
      case GLOBAL_OFFSET -> 0;
      case WORK_DIM -> range.dimensions();
      case GLOBAL_LINEAR_ID ->
          w.globalId[0] + range.global()[0] * (w.globalId[1] + range.global()[1] * w.globalId[2]);
      case LOCAL_LINEAR_ID -> w.localLinearId;
      case SUB_GROUP_SIZE ->
          Math.min(
              SUB_GROUP_SIZE,
              groupItems - (long) (w.localLinearId / SUB_GROUP_SIZE) * SUB_GROUP_SIZE);
      case SUB_GROUP_MAX_SIZE -> SUB_GROUP_SIZE;
      case NUM_SUB_GROUPS, NUM_ENQUEUED_SUB_GROUPS ->
          (groupItems + SUB_GROUP_SIZE - 1) / SUB_GROUP_SIZE;
      case SUB_GROUP_ID -> w.localLinearId / SUB_GROUP_SIZE;
      case SUB_GROUP_LOCAL_ID -> w.localLinearId % SUB_GROUP_SIZE;
    };
  }

  static Scope scopeOf(Code.Step st) {
    return st.op == Op.BARRIER
        ? Scope.values()[(int) st.ins.literal(0)]
        : ((Collective) st.ins.attribute()).scope();
  }
}
