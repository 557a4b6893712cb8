package jvisa.cc.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A translated program: its functions (kernels marked) and program-scope variables. */
public final class Module {
  /** Sub-groups of the largest work-group: 1024 work-items in sub-groups of 8. */
  public static final int MAX_SUB_GROUPS = 128;

  private final List<Function> functions = new ArrayList<>();
  private final List<GlobalVariable> globals = new ArrayList<>();
  private final List<String> printfStrings = new ArrayList<>();
  private GlobalVariable printfBuffer;
  private GlobalVariable collectiveBuffer;

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

  /**
   * The printf buffer, a global variable the launcher places and whose address the kernel reads
   * from its payload ({@link jvisa.ocl.printf.PrintfBuffer}); created on first use.
   */
  public GlobalVariable printfBuffer() {
    if (printfBuffer == null) {
      Type bytes = new Type.Array(Type.I8, jvisa.ocl.printf.PrintfBuffer.SIZE);
      printfBuffer =
          new GlobalVariable(new Type.Pointer(AddressSpace.GLOBAL, bytes), "printf_buffer", null);
      globals.add(printfBuffer);
    }
    return printfBuffer;
  }

  /**
   * The {@code __local} words work-group collectives exchange their sub-groups' values through: one
   * 8-byte slot per sub-group of the largest work-group ({@link #MAX_SUB_GROUPS}), made on first
   * use.
   */
  public GlobalVariable collectiveBuffer() {
    if (collectiveBuffer == null) {
      Type slots = new Type.Array(Type.I64, MAX_SUB_GROUPS);
      collectiveBuffer =
          new GlobalVariable(
              new Type.Pointer(AddressSpace.LOCAL, slots), "work_group_collective", null);
      globals.add(collectiveBuffer);
    }
    return collectiveBuffer;
  }

  /** Whether some function calls printf (the printf buffer exists). */
  public boolean usesPrintf() {
    return printfBuffer != null;
  }

  /** Whether {@code v} is the printf buffer. */
  public boolean isPrintfBuffer(Value v) {
    return v != null && v == printfBuffer;
  }

  /**
   * The index of a printf format string or {@code %s} literal (escaped as IGC writes them into
   * {@code PATCH_TOKEN_STRING}), added on first use.
   */
  public int printfString(String escaped) {
    int at = printfStrings.indexOf(escaped);
    if (at >= 0) {
      return at;
    }
    printfStrings.add(escaped);
    return printfStrings.size() - 1;
  }

  /** The printf strings by index. */
  public List<String> printfStrings() {
    return List.copyOf(printfStrings);
  }

  @Override
  public String toString() {
    return IrPrinter.print(this);
  }
}
