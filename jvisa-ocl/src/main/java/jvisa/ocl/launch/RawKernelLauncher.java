package jvisa.ocl.launch;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.InputDecl;
import jvisa.asm.model.Program;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.dispatch.DependencyPattern;
import jvisa.machine.dispatch.MediaDispatcher;
import jvisa.machine.limit.LaunchBudget;
import jvisa.machine.limit.Limits;
import jvisa.machine.memory.BindingTable;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.LittleEndian;
import jvisa.machine.memory.SharedLocalMemory;
import jvisa.ocl.abi.LocalIdLayout;
import jvisa.ocl.corpus.ArgKind;
import jvisa.ocl.corpus.ArgSpec;
import jvisa.ocl.corpus.CaseSpec;
import jvisa.ocl.corpus.CompareRule;

/**
 * Launches a vISA kernel that has no compiler metadata, binding each {@link RawArgument} to the
 * {@code .input} variable it names. Global buffers are bound at binding-table index k (k = the
 * argument's position among all arguments) and their 64-bit address is written into their input
 * (which must be 8 bytes); scalars are written into their input (which must hold them); {@code
 * __local} buffers are placed in SLM one after another (16-byte aligned) and their offset is
 * written into their input (at least 4 bytes). Inputs without an argument start as zero.
 *
 * <p>GPGPU dispatch follows IGC's OpenCL payload: r0 holds the group IDs (r0.1, r0.6, r0.7), the
 * local IDs of x, y and z follow from byte 32 (16 bits per lane, one GRF per channel, two for
 * SIMD32), and the arguments' inputs must lie after them. Media dispatch runs one thread per point
 * of a width x height space with %thread_x/%thread_y set; the inputs must lie after r0.
 */
public final class RawKernelLauncher {
  private static final long BUFFER_ALIGNMENT = 4096;
  private static final int SLM_ALIGNMENT = 16;

  private RawKernelLauncher() {}

  /** A raw kernel's memory and initial register image, set up from its arguments. */
  private static final class Setup {
    final MachineProgram program;
    final LaunchBudget budget;
    final GlobalMemory memory;
    final BindingTable table;
    final byte[] payload;
    final long[] addresses;
    int slmSize;

    Setup(Program parsed, List<RawArgument> args, int payloadStart, LaunchOptions options) {
      Limits limits = options.limits();
      program =
          MachineProgram.decodeWithMessages(
              options.verify() ? ProgramVerification.requireValid(parsed) : parsed);
      program.checkRegisterFiles(limits);
      budget = LaunchBudget.of(limits);
      memory = new GlobalMemory(budget);
      table = new BindingTable(memory, 0);
      int payloadEnd = program.kernelLayout().payloadEnd();
      payload = new byte[Math.max(0, payloadEnd - payloadStart)];
      addresses = new long[args.size()];
      Map<String, InputDecl> inputs = new HashMap<>();
      for (InputDecl in : parsed.units().get(0).inputs()) {
        inputs.put(in.name(), in);
      }
      long slm = 0;
      for (int k = 0; k < args.size(); k++) {
        RawArgument a = args.get(k);
        InputDecl in = inputs.get(a.input());
        if (in == null) {
          throw new LaunchException(
              "the kernel has no .input '" + a.input() + "'; its inputs: " + names(parsed));
        }
        if (in.offset() < payloadStart) {
          throw new LaunchException(
              ".input "
                  + a.input()
                  + " is at byte "
                  + in.offset()
                  + ", inside the part of the payload the dispatch fills (bytes 0.."
                  + (payloadStart - 1)
                  + ")");
        }
        long size = in.size() < 0 ? a.byteSize() : in.size();
        switch (a.kind()) {
          case GLOBAL -> {
            requireSize(in, size, 8, 8, "a buffer's 64-bit address");
            addresses[k] = memory.allocate(a.byteSize(), BUFFER_ALIGNMENT);
            memory.write(addresses[k], a.bytes(), 0, a.bytes().length);
            table.bind(
                k,
                new BufferSurface(
                    "BTI " + k + " (argument '" + a.input() + "')",
                    memory,
                    addresses[k],
                    a.byteSize(),
                    null));
            put(in, payloadStart, 8, addresses[k]);
          }
          case SCALAR -> {
            requireSize(in, size, a.byteSize(), Long.MAX_VALUE, "a " + a.type().clName());
            put(
                in,
                payloadStart,
                (int) a.byteSize(),
                LittleEndian.getBytes(a.bytes(), 0, a.bytes().length));
          }
          case LOCAL -> {
            requireSize(in, size, 4, 8, "an SLM offset");
            slm = (slm + SLM_ALIGNMENT - 1) / SLM_ALIGNMENT * SLM_ALIGNMENT;
            put(in, payloadStart, (int) Math.min(size, 8), slm);
            slm += a.byteSize();
          }
        }
      }
      if (slm > SharedLocalMemory.MAX_SIZE) {
        throw new LaunchException(
            "the __local arguments take "
                + slm
                + " bytes, more than the "
                + SharedLocalMemory.MAX_SIZE
                + " of shared local memory a group has");
      }
      slmSize = (int) slm;
    }

    private void put(InputDecl in, int payloadStart, int size, long value) {
      int at = (int) (in.offset() - payloadStart);
      if (at + size > payload.length) {
        throw new LaunchException(".input " + in.name() + " lies past the kernel's payload");
      }
      LittleEndian.putBytes(payload, at, size, value);
    }

    private static void requireSize(InputDecl in, long size, long min, long max, String what) {
      if (size < min || size > max) {
        throw new LaunchException(
            ".input "
                + in.name()
                + " has "
                + size
                + " bytes, which cannot hold "
                + what
                + (min == max ? " (" + min + " bytes)" : ""));
      }
    }

    Map<String, byte[]> outputs(List<RawArgument> args) {
      Map<String, byte[]> out = new LinkedHashMap<>();
      for (int k = 0; k < args.size(); k++) {
        RawArgument a = args.get(k);
        if (a.kind() == ArgKind.GLOBAL && a.output()) {
          out.put(a.input(), memory.read(addresses[k], (int) a.byteSize()));
        }
      }
      return out;
    }
  }

  private static String names(Program parsed) {
    List<String> names = new ArrayList<>();
    for (InputDecl in : parsed.units().get(0).inputs()) {
      names.add(in.name() + " (offset " + in.offset() + ", " + in.size() + " bytes)");
    }
    return names.isEmpty() ? "none" : String.join(", ", names);
  }

  /**
   * Runs the kernel over an NDRange, SIMD-{@code simd} threads per work-group.
   *
   * @param global global size per dimension (1 to 3)
   * @param local work-group size per dimension
   */
  public static LaunchResult launch(
      Program parsed,
      int simd,
      List<Long> global,
      List<Long> local,
      List<RawArgument> args,
      LaunchOptions options) {
    long start = System.nanoTime();
    LocalIdLayout ids;
    try {
      ids = new LocalIdLayout(simd, true, true, true);
    } catch (IllegalArgumentException e) {
      throw new LaunchException(e.getMessage());
    }
    Setup s = new Setup(parsed, args, ids.crossThreadRegisterOffset(), options);
    List<ArgSpec> noArgs = List.of();
    CaseSpec shape =
        new CaseSpec(
            java.nio.file.Path.of("."),
            parsed.units().get(0).name(),
            global,
            local,
            "",
            noArgs,
            CompareRule.DEFAULT,
            List.of(),
            List.of());
    WorkGroupRunner runner =
        new WorkGroupRunner(
            s.program,
            simd,
            ids,
            s.payload,
            options.stepLimit(),
            options.shuffleSeed(),
            0,
            s.budget);
    WorkGroupDispatcher dispatcher =
        new WorkGroupDispatcher(shape, runner, options.parallelism(), s.budget);
    long kernelStart = System.nanoTime();
    long groups = dispatcher.runAll(s.memory, s.table, s.slmSize);
    long kernelNanos = System.nanoTime() - kernelStart;
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
    return new LaunchResult(shape.kernel(), "simd" + simd, List.of(), s.outputs(args), stats);
  }

  /**
   * Runs the kernel in media mode: one thread per point of a {@code width} x {@code height} space
   * (in the statistics: one work-group, no SIMD efficiency measured).
   */
  public static LaunchResult launchMedia(
      Program parsed,
      int simd,
      int width,
      int height,
      DependencyPattern pattern,
      List<RawArgument> args,
      LaunchOptions options) {
    long start = System.nanoTime();
    Setup s = new Setup(parsed, args, LocalIdLayout.THREAD_HEADER_BYTES, options);
    if (s.slmSize > 0) {
      throw new LaunchException("media threads have no thread group, so no __local memory");
    }
    GroupEnvironment env = new GroupEnvironment(s.memory, s.table, new SharedLocalMemory(0), 1);
    MediaDispatcher.Result r;
    long kernelStart = System.nanoTime();
    try {
      r =
          new MediaDispatcher(
                  s.program,
                  simd,
                  options.stepLimit(),
                  s.payload,
                  LocalIdLayout.THREAD_HEADER_BYTES)
              .run(width, height, pattern, env, options.parallelism());
    } catch (IllegalArgumentException e) {
      throw new LaunchException(e.getMessage());
    }
    RunStats stats =
        new RunStats(
            1,
            r.threads(),
            r.instructions(),
            r.compiledInstructions(),
            0,
            0,
            System.nanoTime() - start,
            System.nanoTime() - kernelStart);
    return new LaunchResult(
        parsed.units().get(0).name(), "media-" + pattern.name(), List.of(), s.outputs(args), stats);
  }
}
