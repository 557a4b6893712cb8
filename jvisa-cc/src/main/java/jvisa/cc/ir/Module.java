package jvisa.cc.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A translated program: its functions (kernels marked) and program-scope variables. */
public final class Module {
  private final List<Function> functions = new ArrayList<>();
  private final List<GlobalVariable> globals = new ArrayList<>();

  public List<Function> functions() {
    return functions;
  }

  public List<GlobalVariable> globals() {
    return globals;
  }

  public List<Function> kernels() {
    return functions.stream().filter(Function::isKernel).toList();
  }

  public Optional<Function> kernel(String name) {
    return functions.stream().filter(f -> f.isKernel() && f.name().equals(name)).findFirst();
  }

  @Override
  public String toString() {
    return IrPrinter.print(this);
  }
}
