package jvisa.ocl.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.machine.check.LaunchChecks;
import jvisa.machine.check.MemoryMap;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.limit.LaunchBudget;
import jvisa.machine.limit.LimitExceeded;
import jvisa.machine.limit.Limits;
import jvisa.machine.memory.BindingTable;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.OutOfBoundsLog;
import jvisa.machine.memory.PrivateMemory;
import jvisa.machine.memory.SharedLocalMemory;
import jvisa.ocl.abi.BindingTableEntry;
import jvisa.ocl.abi.BoundProgramBuffer;
import jvisa.ocl.abi.BufferArgument;
import jvisa.ocl.abi.DataParameter;
import jvisa.ocl.abi.DataParameterType;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.abi.PrivateMemoryRequest;
import jvisa.ocl.abi.ProgramBufferImages;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.BufferComparator;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.VariantSpec;

/**
 * Launches one compiled variant of a corpus case like Intel's OpenCL runtime: the kernel's vISA
 * decoded once, its buffers in a sparse 64-bit global memory (each at its own address above 4 GB),
 * bound in the binding table the metadata describes, the cross-thread data filled, every work-group
 * run, and the output buffers compared with the expected ones.
 */
public final class KernelLauncher {
  /** Instructions one hardware thread may execute before the run is stopped as a runaway. */
  public static final long DEFAULT_STEP_LIMIT = 200_000_000L;

  private static final long BUFFER_ALIGNMENT = 4096;

  private KernelLauncher() {}

  /** Runs the variant and compares its outputs. */
  public static LaunchResult launch(CaseSpec spec, VariantSpec variant) {
    return launch(spec, variant, LaunchOptions.defaults());
  }

  public static LaunchResult launch(CaseSpec spec, VariantSpec variant, long stepLimit) {
    return launch(spec, variant, LaunchOptions.defaults().withStepLimit(stepLimit));
  }

  /**
   * Runs the variant as {@code options} say (verification, schedule, parallel work-groups, step
   * limit).
   */
  public static LaunchResult launch(CaseSpec spec, VariantSpec variant, LaunchOptions options) {
    return launch(spec, variant, options, LaunchInstruments.none());
  }

  /** Runs the variant as {@code options} say, watched by {@code instruments}. */
  public static LaunchResult launch(
      CaseSpec spec, VariantSpec variant, LaunchOptions options, LaunchInstruments instruments) {
    long maxInput = options.limits().maxInputBytes();
    return launch(
        spec,
        load(spec, variant, maxInput),
        options,
        a -> spec.loadInput(a, maxInput),
        instruments);
  }

  /** Reads a variant's vISA and metadata from the case folder. */
  public static KernelImage load(CaseSpec spec, VariantSpec variant, long maxInputBytes) {
    KernelMetadata meta = metadata(spec, variant, maxInputBytes);
    return new KernelImage(
        variant.name(),
        variant.simd(),
        parse(spec, variant, maxInputBytes),
        meta,
        programBufferFiles(spec, variant, meta, maxInputBytes));
  }

  /** The program-scope buffers' bytes kept beside the variant's {@code .cos}. */
  private static ProgramBufferImages programBufferFiles(
      CaseSpec spec, VariantSpec variant, KernelMetadata meta, long maxInputBytes) {
    if (meta.programSurfaces().isEmpty() || variant.cos() == null) {
      return ProgramBufferImages.empty();
    }
    try {
      return ProgramBufferImages.readBeside(
          spec.cosPath(variant).toAbsolutePath().getParent(), meta, maxInputBytes);
    } catch (IOException e) {
      throw new LaunchException("cannot read a program buffer's bytes: " + e.getMessage());
    }
  }

  /**
   * Runs an already loaded kernel on the NDRange and arguments of {@code spec} (its variants and
   * files are not used), the initial bytes of each {@code global} argument from {@code inputs}.
   */
  public static LaunchResult launch(
      CaseSpec spec, KernelImage kernel, LaunchOptions options, InputSource inputs) {
    return launch(spec, kernel, options, inputs, LaunchInstruments.none());
  }

  /**
   * {@link #launch(CaseSpec, KernelImage, LaunchOptions, InputSource)}, watched by {@code
   * instruments}.
   */
  public static LaunchResult launch(
      CaseSpec spec,
      KernelImage kernel,
      LaunchOptions options,
      InputSource inputs,
      LaunchInstruments instruments) {
    long start = System.nanoTime();
    Limits limits = options.limits();
    checkDispatchSize(spec, limits);
    checkBufferSizes(spec, limits);
    boolean checked = options.checkedBounds() || !options.checks().isEmpty();
    boolean plain = !checked && !instruments.watchesThreads();
    MachineProgram program =
        plain
            ? kernel
                .decoded()
                .plain(kernel.program(), options.verify(), options.engine(), options.compileFirst())
            : DecodedPrograms.decode(kernel.program(), options.verify());
    program.checkRegisterFiles(limits);
    instruments.attach(program);
    program.attachChecks(options.checks());
    if (!plain && !checked) {
      program.useEngine(options.engine(), options.compileFirst());
    }
    KernelMetadata meta = kernel.metadata();
    int simd = meta.simdSize();
    if (kernel.simd() != 0 && simd != kernel.simd()) {
      throw new LaunchException(
          "variant "
              + kernel.variant()
              + " says SIMD"
              + kernel.simd()
              + ", but its metadata says SIMD"
              + simd);
    }
    List<ArgSpec> args = spec.args();
    LaunchBudget budget = LaunchBudget.of(limits);
    GlobalMemory memory = new GlobalMemory(budget);
    long[] addresses = placeGlobalBuffers(spec, memory, inputs);
    CrossThreadData ctd = new CrossThreadData(meta.crossThreadDataSize());
    long[] slmOffsets = new long[args.size()];
    int slmSize = placeLocalBuffers(spec, meta, slmOffsets);
    ctd.putDataParameters(meta, spec, slmOffsets, simd);
    for (BufferArgument b : meta.bufferArguments()) {
      ctd.put(
          b.dataParamOffset(),
          b.dataParamSize(),
          address(addresses, args, b.argumentNumber()),
          "the address of argument " + b.argumentNumber());
    }
    BindingTable table = new BindingTable(memory, 0);
    OutOfBoundsLog boundsLog = options.checkedBounds() ? new OutOfBoundsLog() : null;
    bindArguments(meta, spec, memory, addresses, table, boundsLog);
    List<long[]> programBuffers =
        bindProgramBuffers(meta, kernel.programBuffers(), memory, table, ctd);
    long printfBuffer =
        meta.printfSurface().map(p -> PrintfBuffers.place(p, meta, memory, table, ctd)).orElse(-1L);
    // printf records land in the buffer in execution order: one group at a time keeps it fixed
    int parallelism = printfBuffer >= 0 ? 1 : options.parallelism();
    WorkGroupRunner runner =
        new WorkGroupRunner(
            program,
            simd,
            meta.localIdLayout(),
            ctd.bytes(),
            options.stepLimit(),
            options.shuffleSeed(),
            meta.perThreadScratchSpace(),
            budget);
    runner.instrument(instruments);
    WorkGroupDispatcher dispatcher = new WorkGroupDispatcher(spec, runner, parallelism, budget);
    if (plain) {
      program.compileForLaunch(dispatcher.threads());
    }
    PrivateMemory[] privateRegion = new PrivateMemory[1];
    meta.privateMemory()
        .ifPresent(
            pm ->
                privateRegion[0] =
                    placePrivateMemory(pm, meta, dispatcher, memory, table, ctd, simd));
    if (instruments.debugs()) {
      MemoryMap regions = new MemoryMap();
      LaunchMemoryMaps.name(
          regions,
          spec,
          addresses,
          meta,
          programBuffers,
          privateRegion[0],
          printfBuffer,
          dispatcher);
      instruments.placed(regions);
    }
    if (!options.checks().isEmpty()) {
      LaunchChecks checks = new LaunchChecks(options.checks(), options.findings(), parallelism);
      LaunchMemoryMaps.describe(
          checks,
          spec,
          addresses,
          meta,
          programBuffers,
          privateRegion[0],
          printfBuffer,
          dispatcher);
      runner.attachChecks(checks, LaunchMemoryMaps.localBuffers(spec, meta, slmOffsets), slmSize);
    }
    instruments.starting(dispatcher.workGroups());
    long kernelStart = System.nanoTime();
    long groups = dispatcher.runAll(memory, table, slmSize);
    long kernelNanos = System.nanoTime() - kernelStart;

    List<BufferOutcome> outcomes = new ArrayList<>();
    Map<String, byte[]> outputBytes = new LinkedHashMap<>();
    // by index: a record's equals (indexOf) costs a fresh JVM its method-handle set-up, ~20 ms
    for (int i = 0; i < args.size(); i++) {
      ArgSpec a = args.get(i);
      if (!a.output()) {
        continue;
      }
      byte[] actual = memory.read(addresses[i], (int) a.byteSize());
      outputBytes.put(a.name(), actual);
      outcomes.add(
          hasExpectedFile(spec, a)
              ? new BufferOutcome(
                  a.name(),
                  BufferComparator.compare(
                      a.type(),
                      spec.loadExpected(a, limits.maxInputBytes()),
                      actual,
                      spec.compare()))
              : BufferOutcome.uncompared(a.name()));
    }
    RunStats stats =
        new RunStats(
            groups,
            runner.threads(),
            runner.instructions(),
            runner.compiledInstructions(),
            runner.activeChannels(),
            runner.dispatchedChannels(),
            System.nanoTime() - start,
            kernelNanos);
    PrintfRun printf =
        meta.printfSurface()
            .map(p -> PrintfBuffers.read(p, memory, printfBuffer))
            .orElse(PrintfRun.none());
    return new LaunchResult(
        spec.kernel(), kernel.variant(), outcomes, outputBytes, stats, boundsLog, printf);
  }

  private static boolean hasExpectedFile(CaseSpec spec, ArgSpec a) {
    return a.expected().map(f -> Files.exists(spec.directory().resolve(f))).orElse(false);
  }

  /**
   * Refuses an NDRange with more work-groups than the limit before anything runs (a dispatch of
   * 2^32 - 1 work-items would otherwise run for hours).
   */
  private static void checkDispatchSize(CaseSpec spec, Limits limits) {
    long groups = 1;
    for (int d = 0; d < 3 && groups <= limits.maxWorkGroups(); d++) {
      groups = Math.multiplyExact(groups, spec.groupCount(d));
    }
    if (groups > limits.maxWorkGroups()) {
      throw LimitExceeded.of(
          "work-group",
          limits.maxWorkGroups() + " work-groups",
          Limits.WORK_GROUPS_FLAG,
          "kernel '"
              + spec.kernel()
              + "' is dispatched with global size "
              + spec.global()
              + " in work-groups of "
              + spec.local()
              + ", "
              + (groups == Long.MAX_VALUE ? "too many" : "at least " + groups)
              + " work-groups");
    }
  }

  /**
   * Refuses buffer arguments that alone take more emulated memory than the limit, before anything
   * runs.
   */
  private static void checkBufferSizes(CaseSpec spec, Limits limits) {
    long total = 0;
    for (ArgSpec a : spec.args()) {
      if (a.kind() == ArgKind.GLOBAL) {
        total = Math.addExact(total, a.byteSize());
      }
    }
    if (total > limits.maxMemory()) {
      throw LimitExceeded.of(
          "emulated memory",
          limits.maxMemory() + " bytes",
          Limits.MEMORY_FLAG,
          "the buffer arguments of kernel '" + spec.kernel() + "' take " + total + " bytes");
    }
  }

  private static Program parse(CaseSpec spec, VariantSpec variant, long maxInputBytes) {
    List<Unit> units = new ArrayList<>();
    for (Path p : new LinkedHashSet<>(spec.visaasmPaths(variant))) {
      ParseResult r = VisaParser.parseFile(p, maxInputBytes);
      if (!r.ok()) {
        throw new LaunchException(p + ": the vISA does not parse: " + r.diagnostics().get(0));
      }
      units.add(r.unit());
    }
    return new Program(units);
  }

  /**
   * The device binary's metadata (it has the program-scope buffers' bytes), else the text dump's.
   */
  private static KernelMetadata metadata(CaseSpec spec, VariantSpec variant, long maxInputBytes) {
    if (variant.bin() != null && Files.exists(spec.binPath(variant))) {
      return KernelMetadata.fromBin(spec.binPath(variant), spec.kernel(), maxInputBytes);
    }
    return KernelMetadata.fromCos(spec.cosPath(variant), spec.kernel(), maxInputBytes);
  }

  /**
   * Allocates and fills every {@code global} argument; the address per argument number (-1 for
   * others).
   */
  private static long[] placeGlobalBuffers(CaseSpec spec, GlobalMemory memory, InputSource inputs) {
    List<ArgSpec> args = spec.args();
    long[] addresses = new long[args.size()];
    for (int i = 0; i < args.size(); i++) {
      ArgSpec a = args.get(i);
      addresses[i] = -1;
      if (a.kind() == ArgKind.GLOBAL) {
        addresses[i] = memory.allocate(a.byteSize(), BUFFER_ALIGNMENT);
        byte[] init = inputs.initialBytes(a);
        if (init.length != a.byteSize()) {
          throw new LaunchException(
              "argument '"
                  + a.name()
                  + "' has "
                  + init.length
                  + " initial bytes for a buffer of "
                  + a.byteSize());
        }
        try {
          memory.write(addresses[i], init, 0, init.length);
        } catch (LimitExceeded e) {
          throw e.at("the input of argument '" + a.name() + "' of kernel '" + spec.kernel() + "'");
        }
      }
    }
    return addresses;
  }

  /**
   * Places the {@code __local} arguments in SLM after the kernel's own {@code __local} variables,
   * each aligned as its data parameter asks; returns the SLM size a group needs.
   */
  private static int placeLocalBuffers(CaseSpec spec, KernelMetadata meta, long[] slmOffsets) {
    long next = meta.slmInlineSize();
    List<ArgSpec> args = spec.args();
    for (int i = 0; i < args.size(); i++) {
      if (args.get(i).kind() != ArgKind.LOCAL) {
        continue;
      }
      long align = 16;
      for (DataParameter p :
          meta.dataParameters(DataParameterType.SUM_OF_LOCAL_MEMORY_OBJECT_ARGUMENT_SIZES)) {
        if (p.argumentNumber() == i && p.sourceOffset() > 0) {
          align = p.sourceOffset();
        }
      }
      next = (next + align - 1) / align * align;
      slmOffsets[i] = next;
      next += args.get(i).byteSize();
    }
    if (next > SharedLocalMemory.MAX_SIZE) {
      throw new LaunchException(
          "the kernel needs "
              + next
              + " bytes of shared local memory, more than the "
              + SharedLocalMemory.MAX_SIZE
              + " a work-group can have");
    }
    return (int) next;
  }

  /**
   * Private memory (the stack of stack calls, private arrays): one slice per hardware thread, which
   * IGC finds at base + %hw_id * slice. The dispatcher keeps %hw_id unique among the threads of the
   * groups running at the same time and below {@link WorkGroupDispatcher#hardwareThreads}; later
   * groups reuse the slices.
   */
  private static PrivateMemory placePrivateMemory(
      PrivateMemoryRequest pm,
      KernelMetadata meta,
      WorkGroupDispatcher dispatcher,
      GlobalMemory memory,
      BindingTable table,
      CrossThreadData ctd,
      int simd) {
    PrivateMemory region;
    try {
      region =
          PrivateMemory.allocate(
              memory,
              pm.bytesPerHardwareThread(simd),
              dispatcher.hardwareThreads(),
              BUFFER_ALIGNMENT);
    } catch (IllegalArgumentException e) {
      throw new LaunchException(e.getMessage());
    }
    long base = region.base();
    long size = region.size();
    ctd.put(pm.dataParamOffset(), pm.dataParamSize(), base, "the private memory address");
    for (BindingTableEntry e : meta.bindingTableEntries()) {
      if (e.kind() == BindingTableEntry.Kind.PRIVATE_MEMORY) {
        table.bind(
            e.bti(),
            new BufferSurface("BTI " + e.bti() + " (private memory)", memory, base, size, null));
      }
    }
    return region;
  }

  private static long address(long[] addresses, List<ArgSpec> args, int arg) {
    if (arg < 0 || arg >= args.size() || addresses[arg] < 0) {
      throw new LaunchException(
          "the kernel takes argument "
              + arg
              + " as a buffer, but the case "
              + (arg < args.size()
                  ? "passes '" + args.get(arg).name() + "' as " + args.get(arg).kind().jsonName()
                  : "has only " + args.size() + " arguments"));
    }
    return addresses[arg];
  }

  /** Binds the buffer arguments; with a log, their surfaces record out-of-bounds accesses in it. */
  private static void bindArguments(
      KernelMetadata meta,
      CaseSpec spec,
      GlobalMemory memory,
      long[] addresses,
      BindingTable table,
      OutOfBoundsLog boundsLog) {
    List<ArgSpec> args = spec.args();
    for (BindingTableEntry e : meta.bindingTableEntries()) {
      if (e.kind() == BindingTableEntry.Kind.ARGUMENT) {
        long at = address(addresses, args, e.index());
        ArgSpec a = args.get(e.index());
        table.bind(
            e.bti(),
            new BufferSurface(
                "BTI " + e.bti() + " (argument '" + a.name() + "')",
                memory,
                at,
                a.byteSize(),
                boundsLog));
      }
    }
  }

  /**
   * Program-scope buffers ({@code __constant} tables, program globals): allocated, filled,
   * addressed, bound.
   */
  private static List<long[]> bindProgramBuffers(
      KernelMetadata meta,
      ProgramBufferImages besides,
      GlobalMemory memory,
      BindingTable table,
      CrossThreadData ctd) {
    List<long[]> placed = new ArrayList<>();
    for (BoundProgramBuffer b : meta.boundProgramBuffers()) {
      long at = memory.allocate(b.size(), BUFFER_ALIGNMENT);
      placed.add(new long[] {b.bufferIndex(), at, b.size()});
      if (b.size() > 0) {
        byte[] data =
            b.initialData()
                .or(() -> besides.bytes(b.kind(), b.bufferIndex()))
                .orElseThrow(
                    () ->
                        new LaunchException(
                            "the bytes of program buffer "
                                + b.kind()
                                + " "
                                + b.bufferIndex()
                                + " are missing (they are in kernel.bin or, for the jvisa compiler's output, in "
                                + ProgramBufferImages.fileName(b.kind(), b.bufferIndex())
                                + " beside kernel.cos)"));
        memory.write(at, data, 0, Math.min(data.length, b.size()));
      }
      ctd.put(
          b.dataParamOffset(),
          b.dataParamSize(),
          at,
          "the address of program buffer " + b.bufferIndex());
      if (b.bti() >= 0) {
        table.bind(
            b.bti(),
            new BufferSurface(
                "BTI " + b.bti() + " (program buffer " + b.bufferIndex() + ")",
                memory,
                at,
                b.size(),
                null));
      }
    }
    return placed;
  }
}
