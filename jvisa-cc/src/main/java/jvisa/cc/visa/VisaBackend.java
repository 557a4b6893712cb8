package jvisa.cc.visa;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.cc.CompileError;
import jvisa.cc.analysis.Uniformity;
import jvisa.cc.ir.Argument;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;
import jvisa.ocl.abi.CosWriter;
import jvisa.ocl.abi.KernelMetadata;
import jvisa.ocl.abi.ProgramBuffer;
import jvisa.ocl.abi.ProgramBufferImages;

/**
 * The backend: one kernel of an optimized module to vISA text plus its launch description. The
 * kernel's CFG is reshaped in place ({@link CfgPrep}).
 */
public final class VisaBackend {

  /**
   * A compiled kernel: its {@code .visaasm} text, the metadata written as its {@code .cos}, and for
   * stack calls one file per called function (file name to text, in call order), and the initial
   * bytes of the program-scope buffers the metadata declares.
   */
  public record Compiled(
      String kernelName,
      String visaasm,
      KernelMetadata metadata,
      Map<String, String> functionFiles,
      ProgramBufferImages programBuffers) {
    public Compiled {
      functionFiles = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(functionFiles));
    }

    public Compiled(
        String kernelName, String visaasm, KernelMetadata metadata, Map<String, String> files) {
      this(kernelName, visaasm, metadata, files, ProgramBufferImages.empty());
    }

    public Compiled(String kernelName, String visaasm, KernelMetadata metadata) {
      this(kernelName, visaasm, metadata, Map.of());
    }

    public String cos() {
      return CosWriter.write(metadata);
    }
  }

  /** A function's CFG shaped for code generation, its block order and which values are wide. */
  private record Prepared(
      Function function, Uniformity uniformity, List<Block> order, Set<Value> wide) {
    static Prepared of(Function f, boolean privateReachable, boolean stackCalls) {
      Scalarize.run(f);
      MathLowering.run(f);
      PointerValuesInMemory.run(f);
      GenericAccesses.run(f, privateReachable, stackCalls);
      CfgPrep.prepare(f);
      Uniformity uniformity = Uniformity.analyze(f);
      return new Prepared(f, uniformity, BlockLayout.order(f), WideValues.of(f, uniformity));
    }
  }

  private VisaBackend() {}

  /** Compiles kernel {@code kernelName} (null: the module's only kernel). */
  public static Compiled compile(Module module, String kernelName, BackendOptions options) {
    Function f = kernel(module, kernelName);
    List<Function> callees = CallGraph.callees(f, options.calls());
    boolean stack = options.calls() == CallMode.STACKCALL && !callees.isEmpty();
    List<Function> reached = new java.util.ArrayList<>(callees);
    reached.add(0, f);
    ConstantPlacement constants = ConstantPlacement.of(module, reached);
    boolean printf = usesPrintf(module, reached);
    Set<PassedAddress> passed = EnumSet.noneOf(PassedAddress.class);
    if (constants.bufferSize() > 0) {
      passed.add(PassedAddress.CONSTANT_BUFFER);
    }
    if (usesPrintf(module, callees)) {
      passed.add(PassedAddress.PRINTF_BUFFER);
    }
    Linkage linkage = new Linkage(options.calls(), options.simd(), callees, passed);
    boolean privateReachable = GenericAccesses.castsPrivateToGeneric(reached);
    Prepared kernel = Prepared.of(f, privateReachable, stack);
    PrivateLayout privateLayout =
        options.calls() == CallMode.SUBROUTINE
            ? PrivateLayout.of(withCallees(f, callees), options.simd())
            : PrivateLayout.of(f, options.simd());
    Map<Function, PrivateLayout> calleeLayouts = new LinkedHashMap<>();
    Map<Function, Integer> calleeFrames = new LinkedHashMap<>();
    if (stack) {
      for (Function g : callees) {
        PrivateLayout l = PrivateLayout.of(g, options.simd());
        calleeLayouts.put(g, l);
        calleeFrames.put(g, l.frameBytes());
      }
    }
    int stackBytes =
        stack ? StackFrames.bytesPerItem(privateLayout.frameBytes(), callees, calleeFrames) : 0;
    boolean stateful = options.addressing() == Addressing.STATEFUL;
    LaunchLayout unlocked =
        (stack
                ? LaunchLayout.withStack(f, options.simd(), stackBytes, stateful)
                : LaunchLayout.of(f, options.simd(), privateLayout.frameBytes(), stateful))
            .withConstantBuffer(constants.bufferSize());
    LaunchLayout layout =
        options.target() == Target.TGLLP && SlmAtomics64.needed(reached)
            ? unlocked.withSlmLock()
            : unlocked;
    if (printf) {
      layout = layout.withPrintf(module.printfStrings());
    }
    VarTable vars = new VarTable(options.simd());
    Code code = new Code(vars, options.simd(), options.target(), kernel.wide());
    code.slmLock(layout.slm().lockOffset());
    code.atEntry(
        () ->
            code.op(
                "or",
                new Code.Lanes("M1_NM", 1, 0),
                "%cr0(0,0)<1>",
                "%cr0(0,0)<0;1,0>",
                "0x4c0:ud"));
    for (LaunchLayout.ArgumentSlot s : layout.slots()) {
      Argument a = s.argument();
      String type =
          a.type() instanceof Type.Pointer p && p.space() != jvisa.cc.ir.AddressSpace.LOCAL
              ? "uq"
              : a.type() instanceof Type.Pointer ? "ud" : VisaTypes.unsigned(a.type());
      code.bindArgument(
          a, vars.input("Arg" + a.index(), type, 1, layout.registerOffset(s.offset()), s.size()));
    }
    layout.slm().offsets().forEach((g, offset) -> code.bindAddress(g, offset));
    if (code.slmLock() >= 0) {
      code.atEntry(() -> new SlmAtomics64(code).initialize());
    }
    Var constantBuffer =
        constants.bufferSize() == 0
            ? null
            : vars.input(
                "ConstantBuffer", "uq", 1, layout.registerOffset(layout.constantBufferOffset()), 8);
    bindConstantTables(module, constants, constantBuffer, code);
    Var printfBuffer =
        printf
            ? vars.input(
                "PrintfBuffer", "uq", 1, layout.registerOffset(layout.printfBufferOffset()), 8)
            : null;
    if (printfBuffer != null) {
      code.bindAddress(module.printfBuffer(), printfBuffer);
    }
    Var privateBase =
        stack || layout.privateBaseOffset() < 0
            ? null
            : vars.input(
                "PrivateBase", "uq", 1, layout.registerOffset(layout.privateBaseOffset()), 8);
    WorkItems workItems = new WorkItems(code, layout);
    Calls calls = new Calls(code, linkage);
    calls.passWorkItems(workItems);
    calls.passAddress(PassedAddress.CONSTANT_BUFFER, constantBuffer);
    calls.passAddress(PassedAddress.PRINTF_BUFFER, printfBuffer);
    Var stackFrame =
        stack ? new StackFrames(code).start(layout, stackBytes, privateLayout.frameBytes()) : null;
    MemoryPlaces places =
        places(code, privateLayout, privateBase, stackFrame, layout, options, constants);
    calls.passPrivatePointers(places.privates());
    Selection selection = new Selection(code, workItems, calls, places);
    body(code, kernel, selection, calls);
    code.line("ret (M1, 1)");
    Map<String, String> files = new LinkedHashMap<>();
    if (options.calls() == CallMode.SUBROUTINE) {
      for (int n = 0; n < callees.size(); n++) {
        Function g = callees.get(n);
        Prepared p = Prepared.of(g, privateReachable, false);
        code.enter(p.wide(), "F" + n + "_");
        code.directive("");
        code.directive(".function \"" + linkage.name(g) + "\"");
        code.directive("");
        code.label(linkage.name(g));
        calls.enter(g);
        body(code, p, selection, calls);
        code.line("ret (M1, " + options.simd() + ")");
      }
    } else if (stack) {
      for (int n = 0; n < callees.size(); n++) {
        Function g = callees.get(n);
        files.put(
            "func_" + n + ".visaasm",
            stackFunction(
                module,
                g,
                n,
                linkage,
                options,
                layout,
                calleeLayouts.get(g),
                constants,
                privateReachable));
      }
    }
    String header = stack ? funcdecls(callees, linkage) : "";
    return new Compiled(
        f.name(),
        text(f, options, vars, code, header),
        layout.metadata(),
        files,
        constants.bufferSize() > 0
            ? ProgramBufferImages.of(ProgramBuffer.Kind.CONSTANT, 0, constants.buffer())
            : ProgramBufferImages.empty());
  }

  /**
   * Binds each {@code __constant} table's address: 0 for those in registers (pointers into them are
   * offsets), the constant buffer's address {@code base} (null: no buffer) plus the table's offset
   * there for the others.
   */
  private static void bindConstantTables(
      Module module, ConstantPlacement constants, Var base, Code code) {
    module.globals().stream()
        .filter(g -> ConstantTables.isTable(g) && !constants.inBuffer(g))
        .forEach(g -> code.bindAddress(g, 0));
    if (base == null) {
      return;
    }
    constants
        .bufferOffsets()
        .forEach(
            (g, offset) -> {
              if (offset == 0) {
                code.bindAddress(g, base);
                return;
              }
              Var address = code.vars.temp("uq", false);
              code.atEntry(
                  () ->
                      code.op(
                          "add",
                          new Code.Lanes("M1_NM", 1, 0),
                          address.dst("uq", 0),
                          base.scalar("uq", 0),
                          Code.imm(offset, "uq")));
              code.bindAddress(g, address);
            });
  }

  /** A stack-called function's own file. */
  private static String stackFunction(
      Module module,
      Function g,
      int n,
      Linkage linkage,
      BackendOptions options,
      LaunchLayout layout,
      PrivateLayout privateLayout,
      ConstantPlacement kernelConstants,
      boolean privateReachable) {
    Prepared p = Prepared.of(g, privateReachable, true);
    VarTable vars = new VarTable(options.simd());
    Code code = new Code(vars, options.simd(), options.target(), p.wide());
    code.enter(p.wide(), "F" + n + "_");
    code.slmLock(layout.slm().lockOffset());
    layout.slm().offsets().forEach((v, offset) -> code.bindAddress(v, offset));
    Calls calls = new Calls(code, linkage);
    StackFrames frames = new StackFrames(code);
    Var frame = frames.enter(privateLayout.frameBytes());
    calls.enter(g);
    WorkItems received = calls.receiveWorkItems(g);
    ConstantPlacement constants = kernelConstants.within(g);
    bindConstantTables(
        module, constants, calls.receiveAddress(g, PassedAddress.CONSTANT_BUFFER), code);
    Var printfBuffer = calls.receiveAddress(g, PassedAddress.PRINTF_BUFFER);
    if (printfBuffer != null) {
      code.bindAddress(module.printfBuffer(), printfBuffer);
    }
    MemoryPlaces places = places(code, privateLayout, null, frame, layout, options, constants);
    calls.passPrivatePointers(places.privates());
    Selection selection = new Selection(code, received, calls, places);
    body(code, p, selection, calls);
    calls.leave(g);
    frames.leave();
    code.line("fret (M1, " + options.simd() + ")");
    CallSignature s = linkage.signature(g);
    StringBuilder out = new StringBuilder();
    out.append(".version 4.1\n");
    out.append(".global_function \"").append(linkage.name(g)).append("\"\n\n");
    vars.declarations().forEach(d -> out.append(d).append('\n'));
    out.append(".kernel_attr SimdSize=").append(options.simd()).append('\n');
    out.append(".kernel_attr ArgSize=").append(calls.argumentRegisters(s)).append('\n');
    out.append(".kernel_attr RetValSize=").append(s.registers(s.results())).append('\n');
    out.append(".kernel_attr Target=\"3d\"\n");
    out.append(".function \"").append(linkage.name(g)).append("_0\"\n\n");
    out.append(linkage.name(g)).append("_0:\n");
    code.lines().forEach(l -> out.append(l).append('\n'));
    return out.toString();
  }

  /** Where private arrays, constant tables and buffers live for one function's code. */
  private static MemoryPlaces places(
      Code code,
      PrivateLayout privateLayout,
      Var privateBase,
      Var stackFrame,
      LaunchLayout layout,
      BackendOptions options,
      ConstantPlacement constants) {
    PointerRoots roots = new PointerRoots();
    return new MemoryPlaces(
        new PrivateArrays(code, privateLayout, roots, privateBase, stackFrame),
        new ConstantTables(code, roots, constants),
        new BufferSurfaces(code, roots, layout, options.addressing()));
  }

  /**
   * One function's blocks, then its exit label (where every return meets); the caller writes what
   * follows the exit (the kernel's end, {@code ret}, or {@code fret}).
   */
  private static void body(Code code, Prepared p, Selection selection, Calls calls) {
    ControlFlow control = new ControlFlow(code, p.function(), p.order(), p.uniformity());
    PhiCopies copies = new PhiCopies(code, p.function());
    Set<Instr> readThrough = AddressArithmetic.extensionsReadThrough(p.function());
    List<Block> order = p.order();
    for (int k = 0; k < order.size(); k++) {
      Block b = order.get(k);
      code.label(control.label(b));
      for (Instr i : b.instructions()) {
        code.at(i);
        if (i.op() == Op.PHI || readThrough.contains(i)) {
          continue;
        }
        if (i.op().isTerminator()) {
          if (i.op() == Op.RET && !p.function().isKernel()) {
            calls.returnValue(i);
          }
          copies.emit(b);
          control.terminate(k);
        } else {
          selection.select(i);
        }
      }
    }
    code.label(control.exit());
  }

  private static List<Function> withCallees(Function kernel, List<Function> callees) {
    List<Function> all = new java.util.ArrayList<>(List.of(kernel));
    all.addAll(callees);
    return all;
  }

  private static String funcdecls(List<Function> callees, Linkage linkage) {
    StringBuilder out = new StringBuilder();
    for (Function g : callees) {
      out.append(".funcdecl \"").append(linkage.name(g)).append("\"\n");
    }
    return out.toString();
  }

  private static Function kernel(Module module, String name) {
    List<Function> kernels = module.kernels();
    if (name != null) {
      return module
          .kernel(name)
          .orElseThrow(
              () ->
                  new CompileError(
                      "no kernel named '" + name + "'; the module has " + names(kernels)));
    }
    if (kernels.size() != 1) {
      throw CompileError.kernelNotChosen(
          "the module has "
              + kernels.size()
              + " kernels "
              + names(kernels)
              + "; choose one with --kernel",
          names(kernels));
    }
    return kernels.get(0);
  }

  private static List<String> names(List<Function> kernels) {
    return kernels.stream().map(Function::name).toList();
  }

  private static String text(
      Function f, BackendOptions options, VarTable vars, Code code, String header) {
    StringBuilder out = new StringBuilder();
    out.append(".version 4.1\n");
    out.append(".kernel \"").append(f.name()).append("\"\n");
    out.append(header).append('\n');
    for (String d : vars.declarations()) {
      out.append(d).append('\n');
    }
    for (String d : vars.inputs()) {
      out.append(d).append('\n');
    }
    out.append(".kernel_attr Target=\"3d\"\n");
    out.append(".kernel_attr SimdSize=").append(options.simd()).append('\n');
    out.append(".function \"_main_0\"\n\n_main_0:\n");
    for (String l : code.lines()) {
      out.append(l).append('\n');
    }
    return out.toString();
  }

  /** Whether one of {@code functions} reaches the printf buffer. */
  private static boolean usesPrintf(Module module, List<Function> functions) {
    return module.usesPrintf()
        && functions.stream()
            .flatMap(g -> g.blocks().stream())
            .flatMap(b -> b.instructions().stream())
            .flatMap(i -> i.operands().stream())
            .anyMatch(module::isPrintfBuffer);
  }
}
