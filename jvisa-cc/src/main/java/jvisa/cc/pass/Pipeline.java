package jvisa.cc.pass;

import java.util.List;
import jvisa.cc.CompileError;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.IrVerifier;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Op;

/**
 * The middle end's pass order: inlining (unless calls are to stay), then per function address-space
 * inference (again after each round's mem2reg, which exposes the pointers -O0 code keeps in
 * variables), SROA and mem2reg, then constant and boolean folding, dead-code elimination, CSE,
 * loop-invariant code motion and full unrolling of small counted loops repeated until nothing
 * changes; the IR is verified after.
 */
public final class Pipeline {
  private static final int MAX_ROUNDS = 10;

  private Pipeline() {}

  /**
   * Optimizes {@code module} in place.
   *
   * @throws CompileError when a pass leaves IR that does not verify (a bug, reported with the
   *     verifier's words)
   */
  public static PassStats optimize(Module module) {
    return optimize(module, true);
  }

  /**
   * As {@link #optimize(Module)}; with {@code inlineCalls} false calls to {@code noinline}
   * functions stay calls (the backend compiles them as subroutines or stack calls), except those
   * taking a pointer to private memory.
   */
  public static PassStats optimize(Module module, boolean inlineCalls) {
    int before = count(module);
    int inlined =
        inlineCalls
            ? Inliner.run(module)
            : Inliner.run(module, f -> !f.isDontInline() || takesPrivatePointer(f));
    int split = 0;
    int promoted = 0;
    int folded = 0;
    int dead = 0;
    int common = 0;
    int hoisted = 0;
    int unrolled = 0;
    for (Function f : module.functions()) {
      InferAddressSpaces.run(f);
      PromotionPrep.run(f);
      split += Sroa.run(f);
      promoted += Mem2Reg.run(f);
      for (int round = 0; round < MAX_ROUNDS; round++) {
        int inferred = 0;
        if (round > 0) {
          PromotionPrep.run(f);
          split += Sroa.run(f);
          int more = Mem2Reg.run(f);
          promoted += more;
          inferred = InferAddressSpaces.run(f);
        }
        int fo = ConstantFolder.run(f) + BooleanFolding.run(f);
        int de = DeadCodeElimination.run(f);
        int cs = CommonSubexpressions.run(f);
        int lm = LoopInvariantMotion.run(f);
        int un = LoopUnroller.run(f);
        folded += fo;
        dead += de;
        common += cs;
        hoisted += lm;
        unrolled += un;
        if (inferred + fo + de + cs + lm + un == 0 && round > 0) {
          break;
        }
      }
      f.rebuildCfg();
    }
    List<String> problems = IrVerifier.verify(module);
    if (!problems.isEmpty()) {
      throw new CompileError(
          "IR does not verify after the passes:\n  "
              + String.join("\n  ", problems.subList(0, Math.min(10, problems.size()))));
    }
    int scalarLeft = 0;
    int aggregateLeft = 0;
    for (Function f : module.functions()) {
      for (Instr i : f.instructions()) {
        if (i.op() == Op.ALLOCA) {
          if (i.allocatedType().isScalar()
              || i.allocatedType() instanceof jvisa.cc.ir.Type.Vector) {
            scalarLeft++;
          } else {
            aggregateLeft++;
          }
        }
      }
    }
    return new PassStats(
        before,
        count(module),
        inlined,
        split,
        promoted,
        folded,
        dead,
        common,
        hoisted,
        unrolled,
        scalarLeft,
        aggregateLeft);
  }

  /**
   * Whether {@code f} takes a pointer to private memory, which stays inlined until the backend
   * gives private variables memory (a callee cannot reach its caller's registers).
   */
  private static boolean takesPrivatePointer(Function f) {
    return f.arguments().stream()
        .anyMatch(
            a ->
                a.type() instanceof jvisa.cc.ir.Type.Pointer p
                    && (p.space() == jvisa.cc.ir.AddressSpace.PRIVATE
                        || p.space() == jvisa.cc.ir.AddressSpace.GENERIC));
  }

  private static int count(Module module) {
    int n = 0;
    for (Function f : module.functions()) {
      n += f.instructions().size();
    }
    return n;
  }
}
