package jvisa.ocl.launch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.memory.BindingTable;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.SharedLocalMemory;
import jvisa.ocl.abi.BindingTableEntry;
import jvisa.ocl.abi.BoundProgramBuffer;
import jvisa.ocl.abi.BufferArgument;
import jvisa.ocl.abi.DataParameter;
import jvisa.ocl.abi.DataParameterType;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.abi.PrivateMemory;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.BufferComparator;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;

/**
 * Launches one compiled variant of a corpus case like Intel's OpenCL runtime: the kernel's vISA decoded
 * once, its buffers in a sparse 64-bit global memory (each at its own address above 4 GB), bound in the
 * binding table the metadata describes, the cross-thread data filled, every work-group run, and the
 * output buffers compared with the expected ones.
 */
public final class KernelLauncher {
  /** Instructions one hardware thread may execute before the run is stopped as a runaway. */
  public static final long DEFAULT_STEP_LIMIT = 200_000_000L;
  private static final long BUFFER_ALIGNMENT = 4096;

  private KernelLauncher() {}

  /** Runs the variant and compares its outputs. */
  public static LaunchResult launch(CaseSpec spec, VariantSpec variant) {
    return launch(spec, variant, DEFAULT_STEP_LIMIT);
  }

  public static LaunchResult launch(CaseSpec spec, VariantSpec variant, long stepLimit) {
    MachineProgram program = MachineProgram.decodeWithMessages(parse(spec, variant));
    KernelMetadata meta = metadata(spec, variant);
    int simd = meta.simdSize();
    if (simd != variant.simd()) {
      throw new LaunchException("variant " + variant.name() + " says SIMD" + variant.simd()
          + ", but its metadata says SIMD" + simd);
    }
    List<ArgSpec> args = spec.args();
    GlobalMemory memory = new GlobalMemory();
    long[] addresses = placeGlobalBuffers(spec, memory);
    CrossThreadData ctd = new CrossThreadData(meta.crossThreadDataSize());
    long[] slmOffsets = new long[args.size()];
    int slmSize = placeLocalBuffers(spec, meta, slmOffsets);
    ctd.putDataParameters(meta, spec, slmOffsets, simd);
    for (BufferArgument b : meta.bufferArguments()) {
      ctd.put(b.dataParamOffset(), b.dataParamSize(), address(addresses, args, b.argumentNumber()),
          "the address of argument " + b.argumentNumber());
    }
    BindingTable table = new BindingTable(memory, 0);
    bindArguments(meta, spec, memory, addresses, table);
    bindProgramBuffers(meta, memory, table, ctd);
    WorkGroupRunner runner = new WorkGroupRunner(program, simd, meta.localIdLayout(), ctd.bytes(), stepLimit);
    meta.privateMemory().ifPresent(pm -> placePrivateMemory(pm, meta, spec, runner, memory, table, ctd, simd));
    long groups = 0;
    long[] group = new long[3];
    long[] size = new long[3];
    for (group[2] = 0; group[2] < spec.groupCount(2); group[2]++) {
      for (group[1] = 0; group[1] < spec.groupCount(1); group[1]++) {
        for (group[0] = 0; group[0] < spec.groupCount(0); group[0]++) {
          for (int d = 0; d < 3; d++) {
            size[d] = Math.min(spec.localSize(d), spec.globalSize(d) - group[d] * spec.localSize(d));
          }
          int threads = runner.threadsFor(size[0] * size[1] * size[2]);
          SharedLocalMemory slm = new SharedLocalMemory(slmSize);
          runner.run(group, size, new GroupEnvironment(memory, table, slm, threads));
          groups++;
        }
      }
    }

    List<BufferOutcome> outcomes = new ArrayList<>();
    for (ArgSpec a : spec.outputs()) {
      int i = args.indexOf(a);
      byte[] actual = memory.read(addresses[i], (int) a.byteSize());
      outcomes.add(new BufferOutcome(a.name(),
          BufferComparator.compare(a.type(), spec.loadExpected(a), actual, spec.compare())));
    }
    return new LaunchResult(spec.kernel(), variant.name(), outcomes, groups, runner.threads(),
        runner.instructions());
  }

  private static Program parse(CaseSpec spec, VariantSpec variant) {
    List<Unit> units = new ArrayList<>();
    for (Path p : new LinkedHashSet<>(spec.visaasmPaths(variant))) {
      ParseResult r = VisaParser.parseFile(p);
      if (!r.ok()) {
        throw new LaunchException(p + ": the vISA does not parse: " + r.diagnostics().get(0));
      }
      units.add(r.unit());
    }
    return new Program(units);
  }

  /** The device binary's metadata (it has the program-scope buffers' bytes), else the text dump's. */
  private static KernelMetadata metadata(CaseSpec spec, VariantSpec variant) {
    Path bin = spec.binPath(variant);
    if (variant.bin() != null && Files.isRegularFile(bin)) {
      return KernelMetadata.fromBin(bin, spec.kernel());
    }
    return KernelMetadata.fromCos(spec.cosPath(variant), spec.kernel());
  }

  /** Allocates and fills every {@code global} argument; the address per argument number (-1 for others). */
  private static long[] placeGlobalBuffers(CaseSpec spec, GlobalMemory memory) {
    List<ArgSpec> args = spec.args();
    long[] addresses = new long[args.size()];
    for (int i = 0; i < args.size(); i++) {
      ArgSpec a = args.get(i);
      addresses[i] = -1;
      if (a.kind() == ArgKind.GLOBAL) {
        addresses[i] = memory.allocate(a.byteSize(), BUFFER_ALIGNMENT);
        byte[] init = spec.loadInput(a);
        memory.write(addresses[i], init, 0, init.length);
      }
    }
    return addresses;
  }

  /**
   * Places the {@code __local} arguments in SLM after the kernel's own {@code __local} variables, each
   * aligned as its data parameter asks; returns the SLM size a group needs.
   */
  private static int placeLocalBuffers(CaseSpec spec, KernelMetadata meta, long[] slmOffsets) {
    long next = meta.slmInlineSize();
    List<ArgSpec> args = spec.args();
    for (int i = 0; i < args.size(); i++) {
      if (args.get(i).kind() != ArgKind.LOCAL) {
        continue;
      }
      long align = 16;
      for (DataParameter p : meta.dataParameters(DataParameterType.SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES)) {
        if (p.argumentNumber() == i && p.sourceOffset() > 0) {
          align = p.sourceOffset();
        }
      }
      next = (next + align - 1) / align * align;
      slmOffsets[i] = next;
      next += args.get(i).byteSize();
    }
    if (next > SharedLocalMemory.MAX_SIZE) {
      throw new LaunchException("the kernel needs " + next + " bytes of shared local memory, more than the "
          + SharedLocalMemory.MAX_SIZE + " a work-group can have");
    }
    return (int) next;
  }

  /**
   * Private memory (the stack of stack calls, private arrays): one slice per hardware thread of a group,
   * which IGC finds at base + %hw_id * slice. Groups run one after another, so a group's threads use hardware
   * thread IDs 0, 1, ... and the slices are reused.
   */
  private static void placePrivateMemory(PrivateMemory pm, KernelMetadata meta, CaseSpec spec,
      WorkGroupRunner runner, GlobalMemory memory, BindingTable table, CrossThreadData ctd, int simd) {
    long slice = pm.bytesPerHardwareThread(simd);
    long threads = runner.threadsFor(spec.localSize(0) * spec.localSize(1) * spec.localSize(2));
    long size = Math.max(slice * threads, 16);
    if (size > 0x1_0000_0000L) {
      throw new LaunchException("the kernel asks for " + size + " bytes of private memory per work-group");
    }
    long base = memory.allocate(size, BUFFER_ALIGNMENT);
    ctd.put(pm.dataParamOffset(), pm.dataParamSize(), base, "the private memory address");
    for (BindingTableEntry e : meta.bindingTableEntries()) {
      if (e.kind() == BindingTableEntry.Kind.PRIVATE_MEMORY) {
        table.bind(e.bti(), new BufferSurface("BTI " + e.bti() + " (private memory)", memory, base, size, null));
      }
    }
  }

  private static long address(long[] addresses, List<ArgSpec> args, int arg) {
    if (arg < 0 || arg >= args.size() || addresses[arg] < 0) {
      throw new LaunchException("the kernel takes argument " + arg + " as a buffer, but the case "
          + (arg < args.size() ? "passes '" + args.get(arg).name() + "' as " + args.get(arg).kind().jsonName()
              : "has only " + args.size() + " arguments"));
    }
    return addresses[arg];
  }

  private static void bindArguments(KernelMetadata meta, CaseSpec spec, GlobalMemory memory, long[] addresses,
      BindingTable table) {
    List<ArgSpec> args = spec.args();
    for (BindingTableEntry e : meta.bindingTableEntries()) {
      if (e.kind() == BindingTableEntry.Kind.ARGUMENT) {
        long at = address(addresses, args, e.index());
        ArgSpec a = args.get(e.index());
        table.bind(e.bti(), new BufferSurface("BTI " + e.bti() + " (argument '" + a.name() + "')", memory, at,
            a.byteSize(), null));
      }
    }
  }

  /** Program-scope buffers ({@code __constant} tables, program globals): allocated, filled, addressed, bound. */
  private static void bindProgramBuffers(KernelMetadata meta, GlobalMemory memory, BindingTable table,
      CrossThreadData ctd) {
    for (BoundProgramBuffer b : meta.boundProgramBuffers()) {
      long at = memory.allocate(b.size(), BUFFER_ALIGNMENT);
      if (b.size() > 0) {
        byte[] data = b.initialData().orElseThrow(() -> new LaunchException("the bytes of program buffer "
            + b.kind() + " " + b.bufferIndex() + " are missing (they are only in kernel.bin)"));
        memory.write(at, data, 0, Math.min(data.length, b.size()));
      }
      ctd.put(b.dataParamOffset(), b.dataParamSize(), at, "the address of program buffer " + b.bufferIndex());
      if (b.bti() >= 0) {
        table.bind(b.bti(), new BufferSurface("BTI " + b.bti() + " (program buffer " + b.bufferIndex() + ")",
            memory, at, b.size(), null));
      }
    }
  }
}
