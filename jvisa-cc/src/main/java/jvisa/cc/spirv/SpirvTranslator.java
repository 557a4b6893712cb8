package jvisa.cc.spirv;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import jvisa.cc.CompileError;
import jvisa.cc.ir.BuiltIn;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.GlobalVariable;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Type;
import jvisa.spirv.Decoration;
import jvisa.spirv.EntryPoint;
import jvisa.spirv.SpirvFunction;
import jvisa.spirv.SpirvModule;

/**
 * Translates a {@link SpirvModule} into the IR: types and constants, program-scope variables
 * (built-in inputs become {@link BuiltIn} reads), then every defined function. Entry points become
 * kernels named as the entry point. Anything it does not support gets a {@link CompileError} naming
 * the SPIR-V instruction.
 */
public final class SpirvTranslator {
  final SpirvModule spirv;
  final SpirvTypes types;
  final Module module = new Module();
  final Map<Integer, GlobalVariable> globals = new HashMap<>();
  final Map<Integer, BuiltIn> builtIns = new HashMap<>();
  final Map<Integer, Function> functions = new HashMap<>();

  private SpirvTranslator(SpirvModule spirv) {
    this.spirv = spirv;
    this.types = new SpirvTypes(spirv);
  }

  /**
   * The module's IR.
   *
   * @throws CompileError naming the first SPIR-V instruction it cannot translate
   */
  public static Module translate(SpirvModule spirv) {
    SpirvTranslator t = new SpirvTranslator(spirv);
    try {
      t.checkAddressing();
      t.declareFunctions();
      t.types.functions(t.functions::get);
      t.translateGlobals();
    } catch (ClassCastException | IndexOutOfBoundsException | NullPointerException e) {
      throw new CompileError(
          "malformed module-level SPIR-V (types, constants or variables): " + e.getMessage());
    }
    for (SpirvFunction f : spirv.functions()) {
      if (!f.isDeclaration()) {
        new FunctionTranslator(t, f, t.functions.get(f.id())).translate();
      }
    }
    return t.module;
  }

  private void checkAddressing() {
    if (spirv.memoryModel() != null
        && spirv.memoryModel().addressing().name().equals("Physical32")) {
      throw new CompileError(
          "unsupported addressing model Physical32 (OpMemoryModel): only 64-bit pointers");
    }
  }

  private void translateGlobals() {
    for (var g : spirv.globals().values()) {
      String builtIn = null;
      for (Decoration d : spirv.decorations(g.id())) {
        if (d.name().equals("BuiltIn")) {
          builtIn = ((jvisa.spirv.Operand.Enum) d.parameters().get(0)).enumerant().name();
        }
      }
      if (builtIn != null) {
        String name = builtIn;
        builtIns.put(
            g.id(),
            BuiltIn.ofSpirv(name)
                .orElseThrow(
                    () ->
                        new CompileError(
                            "unsupported built-in variable BuiltIn "
                                + name
                                + " (OpVariable %"
                                + g.id()
                                + ")")));
        continue;
      }
      Type.Pointer type = (Type.Pointer) types.type(g.pointerType());
      Constant init = g.initializer() != 0 ? types.constant(g.initializer()) : null;
      GlobalVariable v = new GlobalVariable(type, spirv.name(g.id()).orElse("g" + g.id()), init);
      globals.put(g.id(), v);
      module.globals().add(v);
    }
  }

  /** FunctionControl's DontInline bit. */
  private static final int DONT_INLINE = 0x2;

  /**
   * Whether {@code f} is the body llvm-spirv wraps in a kernel's entry point (a function named as
   * the kernel): it is inlined into its wrapper even though clang's -O0 marks it DontInline.
   */
  private boolean isKernelBody(SpirvFunction f, Map<Integer, String> kernelNames) {
    return !kernelNames.containsKey(f.id())
        && spirv.name(f.id()).filter(kernelNames::containsValue).isPresent();
  }

  private void declareFunctions() {
    Map<Integer, String> kernelNames = new HashMap<>();
    for (EntryPoint e : spirv.entryPoints()) {
      kernelNames.put(e.function(), e.name());
    }
    Set<String> used = new HashSet<>(kernelNames.values());
    for (SpirvFunction f : spirv.functions()) {
      String name = kernelNames.get(f.id());
      if (name == null) {
        String base = spirv.name(f.id()).orElse("f" + f.id());
        name = base;
        for (int k = 1; used.contains(name); k++) {
          name = base + "." + k;
        }
      }
      used.add(name);
      Function fn = new Function(name, types.type(f.returnType()));
      fn.setKernel(kernelNames.containsKey(f.id()));
      fn.setDontInline((f.control().value() & DONT_INLINE) != 0 && !isKernelBody(f, kernelNames));
      if (fn.isKernel()) {
        fn.setSourceArgTypes(KernelArgTypes.of(spirv, name));
      }
      functions.put(f.id(), fn);
      if (!f.isDeclaration()) {
        module.functions().add(fn);
      }
    }
  }
}
