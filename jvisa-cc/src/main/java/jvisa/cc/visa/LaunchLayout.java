package jvisa.cc.visa;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import jvisa.cc.CompileError;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.Argument;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.ocl.abi.BindingTableLayout;
import jvisa.ocl.abi.BufferArgument;
import jvisa.ocl.abi.DataParameter;
import jvisa.ocl.abi.DataParameterType;
import jvisa.ocl.abi.ExecutionEnvironment;
import jvisa.ocl.abi.KernelArgumentInfo;
import jvisa.ocl.abi.KernelHeader;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.abi.LocalIdLayout;
import jvisa.ocl.abi.LocalSurface;
import jvisa.ocl.abi.PrintfSurface;
import jvisa.ocl.abi.PrivateMemoryRequest;
import jvisa.ocl.abi.ProgramBuffer;
import jvisa.ocl.abi.ProgramSurfaceBinding;
import jvisa.ocl.abi.SurfaceState;
import jvisa.ocl.abi.ThreadPayload;

/**
 * Our payload and cross-thread data layout for one kernel, and the launch description ({@link
 * KernelMetadata}) that tells the launcher about it.
 *
 * <p>Per-thread data: local IDs x, y, z (16-bit per channel, one GRF each, two at SIMD32). Cross
 * -thread data: global offset (3 dwords) at 0, local size at 16, global size at 32, group count at
 * 48, work dimensions at 64 (no input crosses a register), then the arguments in order, each
 * aligned to its size: buffers as 64-bit stateless addresses (also bound at binding-table index =
 * their buffer number; compiled stateful, each also gets a {@code BUFFER_STATEFUL} entry as IGC
 * writes), scalars by value, {@code __local} pointers as their 32-bit SLM offset; then, when the
 * kernel keeps private arrays in memory or makes stack calls, the private memory's 64-bit base (the
 * launcher allocates the per-work-item size the {@code ALLOCATE_STATELESS_PRIVATE_MEMORY} token
 * gives); then, when the kernel reads {@code __constant} tables from the program's constant buffer
 * ({@link ConstantPlacement}), that buffer's 64-bit address, declared with IGC's program-scope
 * buffer tokens (buffer 0, no surface: read stateless); then, when it calls printf, the printf
 * buffer's 64-bit address ({@code ALLOCATE_STATELESS_PRINTF_SURFACE}, its strings as {@code
 * PATCH_TOKEN_STRING}s). The kernel's own {@code __local} variables come first in SLM ({@link
 * SlmLayout}), the launcher places {@code __local} arguments after them.
 */
public final class LaunchLayout {

  public static final int GLOBAL_OFFSET = 0;
  public static final int LOCAL_SIZE = 16;
  public static final int GLOBAL_SIZE = 32;
  public static final int GROUP_COUNT = 48;
  public static final int WORK_DIM = 64;
  private static final int FIRST_ARGUMENT = 72;

  /** The surface state IGC writes for a raw buffer; the launcher patches in address and size. */
  private static final List<Integer> BUFFER_SURFACE =
      List.of(0x83ffc000, 0x03000000, 0x1fff007f, 0x0fe00000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

  /** Where one kernel argument lies in the cross-thread data. */
  public record ArgumentSlot(Argument argument, int offset, int size) {}

  private final Function kernel;
  private final int simd;
  private final List<ArgumentSlot> slots = new ArrayList<>();
  private final int crossThreadSize;
  private final SlmLayout slm;
  private final boolean barriers;
  private final int privateBytes;
  private final int privateBaseOffset;
  private final boolean stateful;

  private final boolean stackCalls;
  private final int constantBufferBytes;
  private final int constantBufferOffset;
  private final List<String> printfStrings;
  private final int printfBufferOffset;

  private LaunchLayout(
      Function kernel,
      int simd,
      int privateBytes,
      boolean stateful,
      boolean stackCalls,
      int constantBufferBytes,
      List<String> printfStrings,
      boolean slmLock) {
    this.stackCalls = stackCalls;
    this.printfStrings = printfStrings;
    this.constantBufferBytes = constantBufferBytes;
    this.kernel = kernel;
    this.simd = simd;
    this.privateBytes = privateBytes;
    this.stateful = stateful;
    this.slm = SlmLayout.of(kernel, slmLock);
    if (slm.size() > LocalSurface.MAX_SIZE) {
      throw new CompileError(
          "kernel '"
              + kernel.name()
              + "' declares "
              + slm.size()
              + " bytes of __local memory, more than the "
              + LocalSurface.MAX_SIZE
              + " a work-group can have");
    }
    this.barriers =
        slmLock
            || kernel.blocks().stream()
                .flatMap(b -> b.instructions().stream())
                .anyMatch(i -> i.op() == Op.BARRIER);
    int at = FIRST_ARGUMENT;
    for (Argument a : kernel.arguments()) {
      int size = slotSize(a);
      at = (at + size - 1) / size * size;
      slots.add(new ArgumentSlot(a, at, size));
      at += size;
    }
    privateBaseOffset = privateBytes > 0 ? qwordAt(at) : -1;
    at = privateBaseOffset >= 0 ? privateBaseOffset + 8 : at;
    constantBufferOffset = constantBufferBytes > 0 ? qwordAt(at) : -1;
    at = constantBufferOffset >= 0 ? constantBufferOffset + 8 : at;
    printfBufferOffset = printfStrings != null ? qwordAt(at) : -1;
    at = printfBufferOffset >= 0 ? printfBufferOffset + 8 : at;
    crossThreadSize =
        (at + LocalIdLayout.GRF_BYTES - 1) / LocalIdLayout.GRF_BYTES * LocalIdLayout.GRF_BYTES;
  }

  public static LaunchLayout of(Function kernel, int simd) {
    return new LaunchLayout(kernel, simd, 0, false, false, 0, null, false);
  }

  /**
   * The layout of a kernel that needs {@code privateBytes} of private memory per work-item (0:
   * none) and, when {@code stateful}, reaches its buffers through their surfaces.
   */
  public static LaunchLayout of(Function kernel, int simd, int privateBytes, boolean stateful) {
    return new LaunchLayout(kernel, simd, privateBytes, stateful, false, 0, null, false);
  }

  /**
   * The layout of a kernel making stack calls, with {@code stackBytes} of private memory per
   * work-item for the stack (a hardware thread's slice is that times the SIMD width), whose base
   * address the launcher writes after the arguments ({@link #privateBaseOffset}).
   */
  public static LaunchLayout withStack(
      Function kernel, int simd, int stackBytes, boolean stateful) {
    return new LaunchLayout(kernel, simd, stackBytes, stateful, true, 0, null, false);
  }

  /** This layout with a program constant buffer of {@code bytes} (0: none). */
  public LaunchLayout withConstantBuffer(int bytes) {
    return new LaunchLayout(
        kernel,
        simd,
        privateBytes,
        stateful,
        stackCalls,
        bytes,
        printfStrings,
        slm.lockOffset() >= 0);
  }

  /**
   * This layout with a printf buffer, whose 64-bit address the launcher writes after the constant
   * buffer's ({@link #printfBufferOffset}), and the printf strings by index.
   */
  public LaunchLayout withPrintf(List<String> strings) {
    return new LaunchLayout(
        kernel,
        simd,
        privateBytes,
        stateful,
        stackCalls,
        constantBufferBytes,
        List.copyOf(strings),
        slm.lockOffset() >= 0);
  }

  /** Cross-thread data offset of the printf buffer's 64-bit address (-1: none). */
  public int printfBufferOffset() {
    return printfBufferOffset;
  }

  /**
   * This layout with the SLM lock word of {@link SlmAtomics64} (which the kernel's entry sets
   * before a barrier).
   */
  LaunchLayout withSlmLock() {
    return new LaunchLayout(
        kernel, simd, privateBytes, stateful, stackCalls, constantBufferBytes, printfStrings, true);
  }

  /** Cross-thread data offset of the constant buffer's 64-bit address (-1: none). */
  public int constantBufferOffset() {
    return constantBufferOffset;
  }

  /** Cross-thread data offset of the private memory's 64-bit base address (-1: none). */
  public int privateBaseOffset() {
    return privateBaseOffset;
  }

  /** The binding-table index of buffer argument {@code a}: its number among the buffers. */
  public int bindingTableIndex(Argument a) {
    int bti = 0;
    for (ArgumentSlot s : slots) {
      if (s.argument() == a) {
        return bti;
      }
      bti += isBuffer(s.argument()) ? 1 : 0;
    }
    throw new IllegalArgumentException("argument " + a.index() + " is not this kernel's");
  }

  /** The first 8-byte aligned offset from {@code at}: where a 64-bit address goes. */
  private static int qwordAt(int at) {
    return (at + 7) / 8 * 8;
  }

  private int slotSize(Argument a) {
    Type t = a.type();
    if (t instanceof Type.Pointer p) {
      return switch (p.space()) {
        case GLOBAL, CONSTANT -> 8;
        case LOCAL -> 4;
        default ->
            throw new CompileError(
                "kernel '"
                    + kernel.name()
                    + "': argument "
                    + a.index()
                    + " is a "
                    + p.space()
                    + " pointer, which a kernel cannot take");
      };
    }
    if ((t instanceof Type.Int || t instanceof Type.Flt) && t.size() <= 8) {
      return (int) Math.max(1, t.size());
    }
    throw new CompileError(
        "kernel '"
            + kernel.name()
            + "': argument "
            + a.index()
            + " of type "
            + t
            + " is not supported yet (by-value vectors and structures)");
  }

  /** Where the kernel's own {@code __local} variables lie. */
  SlmLayout slm() {
    return slm;
  }

  public List<ArgumentSlot> slots() {
    return slots;
  }

  public ArgumentSlot slot(Argument a) {
    return slots.get(a.index());
  }

  public int crossThreadSize() {
    return crossThreadSize;
  }

  public LocalIdLayout localIds() {
    return new LocalIdLayout(simd, true, true, true);
  }

  /** Register-file byte offset of cross-thread data offset {@code offset}. */
  public int registerOffset(int offset) {
    return localIds().crossThreadRegisterOffset() + offset;
  }

  private static boolean isBuffer(Argument a) {
    return a.type() instanceof Type.Pointer p
        && (p.space() == AddressSpace.GLOBAL || p.space() == AddressSpace.CONSTANT);
  }

  /** The launch description of the kernel compiled with this layout. */
  public KernelMetadata metadata() {
    List<DataParameter> params = new ArrayList<>();
    vector(params, DataParameterType.GLOBAL_WORK_OFFSET, GLOBAL_OFFSET);
    vector(params, DataParameterType.LOCAL_WORK_SIZE, LOCAL_SIZE);
    vector(params, DataParameterType.GLOBAL_WORK_SIZE, GLOBAL_SIZE);
    vector(params, DataParameterType.NUM_WORK_GROUPS, GROUP_COUNT);
    params.add(param(DataParameterType.WORK_DIMENSIONS, 0, WORK_DIM, 4, 0));
    List<BufferArgument> buffers = new ArrayList<>();
    List<KernelArgumentInfo> info = new ArrayList<>();
    List<SurfaceState> surfaces = new ArrayList<>();
    List<Integer> entries = new ArrayList<>();
    for (ArgumentSlot s : slots) {
      Argument a = s.argument();
      String space = "__private";
      if (isBuffer(a)) {
        Type.Pointer p = (Type.Pointer) a.type();
        int heapOffset = SurfaceState.SIZE_BYTES * buffers.size();
        buffers.add(
            new BufferArgument(
                p.space() == AddressSpace.CONSTANT
                    ? BufferArgument.AddressSpace.CONSTANT
                    : BufferArgument.AddressSpace.GLOBAL,
                a.index(),
                heapOffset,
                s.offset(),
                s.size(),
                false));
        surfaces.add(new SurfaceState(heapOffset, BUFFER_SURFACE));
        entries.add(heapOffset);
        if (stateful) {
          params.add(param(DataParameterType.BUFFER_STATEFUL, a.index(), s.offset(), 4, 0));
        }
        space = p.space() == AddressSpace.CONSTANT ? "__constant" : "__global";
      } else if (a.type() instanceof Type.Pointer) {
        params.add(
            param(
                DataParameterType.SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES,
                a.index(),
                s.offset(),
                s.size(),
                16));
        space = "__local";
      } else {
        params.add(param(DataParameterType.KERNEL_ARGUMENT, a.index(), s.offset(), s.size(), 0));
      }
      String name = a.name() == null ? "arg" + a.index() : a.name();
      info.add(
          new KernelArgumentInfo(
              a.index(),
              space,
              "NONE",
              name,
              OpenClTypeName.of(kernel, a.index()) + ";" + a.type().size(),
              "NONE"));
    }
    Optional<BindingTableLayout> table =
        entries.isEmpty()
            ? Optional.empty()
            : Optional.of(
                new BindingTableLayout(
                    SurfaceState.SIZE_BYTES * entries.size(), entries.size(), 0, entries));
    return new KernelMetadata(
        kernel.name(),
        new KernelHeader(0, 0, kernel.name().length() + 1, 0, 0, 0, 0, 0),
        executionEnvironment(),
        threadPayload(),
        crossThreadSize,
        params,
        buffers,
        table,
        surfaces,
        slm.size() > 0 ? Optional.of(new LocalSurface(0, slm.size())) : Optional.empty(),
        privateBytes > 0
            ? Optional.of(
                new PrivateMemoryRequest(
                    SurfaceState.SIZE_BYTES * entries.size(),
                    privateBaseOffset,
                    8,
                    privateBytes,
                    true))
            : Optional.empty(),
        programSurfaces(SurfaceState.SIZE_BYTES * (entries.size() + 1)),
        constantBufferBytes > 0
            ? List.of(new ProgramBuffer(ProgramBuffer.Kind.CONSTANT, 0, constantBufferBytes, 0))
            : List.of(),
        List.of(),
        Optional.empty(),
        "",
        info,
        List.of(),
        printfSurface(),
        Optional.empty());
  }

  private Optional<PrintfSurface> printfSurface() {
    if (printfStrings == null) {
      return Optional.empty();
    }
    Map<Integer, String> table = new TreeMap<>();
    for (int k = 0; k < printfStrings.size(); k++) {
      table.put(k, printfStrings.get(k));
    }
    return Optional.of(new PrintfSurface(0, -1, printfBufferOffset, 8, table));
  }

  /**
   * The constant buffer's binding: its address at {@link #constantBufferOffset}; {@code heapOffset}
   * lies past the binding table, so it has no binding-table index.
   */
  private List<ProgramSurfaceBinding> programSurfaces(int heapOffset) {
    return constantBufferBytes > 0
        ? List.of(
            new ProgramSurfaceBinding(
                ProgramBuffer.Kind.CONSTANT, 0, heapOffset, constantBufferOffset, 8))
        : List.of();
  }

  private static void vector(List<DataParameter> params, DataParameterType type, int offset) {
    for (int d = 0; d < 3; d++) {
      params.add(param(type, 0, offset + 4 * d, 4, 4 * d));
    }
  }

  private static DataParameter param(
      DataParameterType type, int arg, int offset, int size, int sourceOffset) {
    return new DataParameter(type.code(), arg, offset, size, sourceOffset, 0, 0, false);
  }

  private ExecutionEnvironment executionEnvironment() {
    return new ExecutionEnvironment(
        0,
        0,
        0,
        simd,
        0,
        barriers ? 1 : 0,
        false,
        simd == 8,
        simd == 16,
        simd == 32,
        false,
        false,
        false,
        false,
        false,
        false,
        false,
        false,
        true,
        false,
        128,
        0,
        false,
        false,
        false,
        0,
        0,
        0,
        0,
        stackCalls,
        0L,
        false);
  }

  private static ThreadPayload threadPayload() {
    return new ThreadPayload(
        false, true, true, true, false, true, false, false, false, false, false, false, 0, 0, false,
        false, false, 0, 0, false);
  }
}
