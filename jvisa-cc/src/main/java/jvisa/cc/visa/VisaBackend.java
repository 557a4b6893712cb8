package jvisa.cc.visa;

import java.util.List;
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

/**
 * The backend: one kernel of an optimized module to vISA text plus its launch description. The
 * kernel's CFG is reshaped in place ({@link CfgPrep}).
 */
public final class VisaBackend {

  /** A compiled kernel: its {@code .visaasm} text and the metadata written as its {@code .cos}. */
  public record Compiled(String kernelName, String visaasm, KernelMetadata metadata) {
    public String cos() {
      return CosWriter.write(metadata);
    }
  }

  private VisaBackend() {}

  /** Compiles kernel {@code kernelName} (null: the module's only kernel). */
  public static Compiled compile(Module module, String kernelName, BackendOptions options) {
    Function f = kernel(module, kernelName);
    Scalarize.run(f);
    CfgPrep.prepare(f);
    Uniformity uniformity = Uniformity.analyze(f);
    List<Block> order = BlockLayout.order(f);
    Set<Value> wide = WideValues.of(f, uniformity);
    PrivateLayout privateLayout = PrivateLayout.of(f, options.simd());
    LaunchLayout layout =
        LaunchLayout.of(
            f,
            options.simd(),
            privateLayout.frameBytes(),
            options.addressing() == Addressing.STATEFUL);
    VarTable vars = new VarTable(options.simd());
    Code code = new Code(vars, options.simd(), options.target(), wide);
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
    module.globals().stream().filter(ConstantTables::isTable).forEach(g -> code.bindAddress(g, 0));
    Var privateBase =
        layout.privateBaseOffset() < 0
            ? null
            : vars.input(
                "PrivateBase", "uq", 1, layout.registerOffset(layout.privateBaseOffset()), 8);
    PointerRoots roots = new PointerRoots();
    MemoryPlaces places =
        new MemoryPlaces(
            new PrivateArrays(code, privateLayout, roots, privateBase),
            new ConstantTables(code, roots),
            new BufferSurfaces(code, roots, layout, options.addressing()));
    WorkItems workItems = new WorkItems(code, layout);
    Selection selection = new Selection(code, workItems, places);
    ControlFlow control = new ControlFlow(code, f, order, uniformity);
    PhiCopies copies = new PhiCopies(code);
    for (int k = 0; k < order.size(); k++) {
      Block b = order.get(k);
      code.label(ControlFlow.label(b));
      for (Instr i : b.instructions()) {
        code.at(i);
        if (i.op() == Op.PHI) {
          continue;
        }
        if (i.op().isTerminator()) {
          copies.emit(b);
          control.terminate(k);
        } else {
          selection.select(i);
        }
      }
    }
    code.label(ControlFlow.EXIT);
    code.line("ret (M1, 1)");
    return new Compiled(f.name(), text(f, options, vars, code), layout.metadata());
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
      throw new CompileError(
          "the module has "
              + kernels.size()
              + " kernels "
              + names(kernels)
              + "; choose one with --kernel");
    }
    return kernels.get(0);
  }

  private static List<String> names(List<Function> kernels) {
    return kernels.stream().map(Function::name).toList();
  }

  private static String text(Function f, BackendOptions options, VarTable vars, Code code) {
    StringBuilder out = new StringBuilder();
    out.append(".version 4.1\n");
    out.append(".kernel \"").append(f.name()).append("\"\n\n");
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
}
