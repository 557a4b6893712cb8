package jvisa.spirv;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import jvisa.spirv.frontend.CompiledKernels;
import jvisa.spirv.frontend.CompiledKernels.Compiled;
import jvisa.spirv.frontend.Tools;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every kernel of testkernels/, the shared corpus and this module's own, compiled by ocloc and by
 * clang-15 + llvm-spirv-15: our reading and printing of each module equals {@code spirv-dis
 * --raw-id}'s, every instruction and operand. The one normalisation: spirv-dis names the
 * generator's vendor from its registry ("Khronos LLVM/SPIR-V Translator"), which the grammar does
 * not hold, so the vendor part of that header line is not compared (the generator's version number
 * is).
 */
class SpirvDisDifferentialTest {
  private static final AtomicLong MODULES = new AtomicLong();
  private static final AtomicLong INSTRUCTIONS = new AtomicLong();
  private static final AtomicLong OPERANDS = new AtomicLong();
  private static final AtomicLong FRONT_END_FAILURES = new AtomicLong();

  @TestFactory
  Stream<DynamicTest> ourDisassemblyEqualsSpirvDis() throws Exception {
    boolean dis = Tools.onPath("spirv-dis");
    boolean frontEnds = !CompiledKernels.availableFrontEnds().isEmpty();
    if (!dis || !frontEnds) {
      System.out.println(
          "SpirvDisDifferentialTest skipped: needs spirv-dis and ocloc or clang-15 + llvm-spirv-15");
    }
    assumeTrue(dis, "spirv-dis not installed (package spirv-tools)");
    assumeFalse(!frontEnds, "no front end installed (ocloc, or clang-15 and llvm-spirv-15)");
    return CompiledKernels.all().stream()
        .map(c -> DynamicTest.dynamicTest(c.label(), () -> check(c)));
  }

  private static void check(Compiled c) throws Exception {
    if (c.spv() == null) {
      FRONT_END_FAILURES.incrementAndGet();
      fail(c.label() + ": front end failed: " + c.error());
    }
    SpirvModule module = SpirvReader.read(c.spv());
    List<String> ours = normalise(SpirvText.print(module));
    List<String> theirs =
        normalise(
            Tools.run(List.of("spirv-dis", "--raw-id", c.spv().toString()), c.spv().getParent()));
    List<String> differences = new ArrayList<>();
    for (int i = 0; i < Math.max(ours.size(), theirs.size()); i++) {
      String o = i < ours.size() ? ours.get(i) : "<end>";
      String t = i < theirs.size() ? theirs.get(i) : "<end>";
      if (!o.equals(t)) {
        differences.add("line " + (i + 1) + ":\n  ours:      " + o + "\n  spirv-dis: " + t);
      }
    }
    if (!differences.isEmpty()) {
      fail(
          c.label()
              + ": "
              + differences.size()
              + " line(s) differ from spirv-dis --raw-id "
              + c.spv()
              + ", first:\n"
              + String.join("\n", differences.subList(0, Math.min(5, differences.size()))));
    }
    MODULES.incrementAndGet();
    INSTRUCTIONS.addAndGet(module.instructions().size());
    OPERANDS.addAndGet(
        module.instructions().stream().mapToLong(i -> countOperands(i.operands())).sum());
  }

  static long countOperands(List<Operand> operands) {
    long n = 0;
    for (Operand o : operands) {
      n += 1 + (o instanceof Operand.Enum e ? countOperands(e.parameters()) : 0);
    }
    return n;
  }

  private static List<String> normalise(String text) {
    return text.lines()
        .map(
            l ->
                l.startsWith("; Generator: ")
                    ? "; Generator: <vendor>" + l.substring(l.lastIndexOf(';'))
                    : l)
        .toList();
  }

  @AfterAll
  static void summary() throws Exception {
    if (MODULES.get() + FRONT_END_FAILURES.get() > 0) {
      System.out.printf(
          "SpirvDisDifferentialTest: %d modules identical to spirv-dis (%d instructions, %d operands);"
              + " %d front-end failures; compiling took %d ms%n",
          MODULES.get(),
          INSTRUCTIONS.get(),
          OPERANDS.get(),
          FRONT_END_FAILURES.get(),
          CompiledKernels.compileMillis());
    }
  }
}
